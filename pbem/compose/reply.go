package compose

import (
	"regexp"
	"strings"

	"github.com/pbem-games/pbem/pbem"
)

// MailOrigin names a player's mail in the positions of errors about it
// ("your mail:3:6: …").
const MailOrigin = "your mail"

// MetaPrefix starts a meta-command in a mail ("!resign"): meta-commands
// live in their own namespace, so that no game verb can collide with one.
const MetaPrefix = "!"

// ReplyText is what a player wrote in a mail, apart from quotes and
// signatures: their decisions in order and their meta-commands, each with
// its line number in the mail's text, so errors can point into the mail.
type ReplyText struct {
	Moves []pbem.MoveInput
	Meta  []pbem.MoveInput // the "!" included
	// newParagraph tells, for each of Moves, whether it starts a
	// paragraph (a blank line just before it) below at least one move or
	// meta-command: prose below what the player asked for (a sign-off)
	// starts a paragraph of its own.
	newParagraph []bool
}

// Empty reports whether the reply holds neither moves nor meta-commands.
func (r ReplyText) Empty() bool { return len(r.Moves) == 0 && len(r.Meta) == 0 }

// ExtractReply finds the lines a player wrote in the text of their mail.
//
// Turn mails start with a reply marker (ReplyMarker, or its translation), and mail clients put the quoted mail
// below the answer, so the answer is what stands above the marker. Within
// it, quoted lines ("> …"), the "On … wrote:" line that introduces a
// quote, and everything from a signature ("-- ") or a forwarded original
// down are ignored. A reply written below the quote (bottom posting) has
// nothing above the quoted marker; then the unquoted lines below it are
// the answer. A mail without the marker is read whole, with the same rules.
// Each remaining non-blank line is a move, or a meta-command if it starts
// with MetaPrefix.
func ExtractReply(text string) ReplyText {
	lines := strings.Split(normalizeText(text), "\n")
	marker := markerLine(lines)
	if marker < 0 {
		return answerIn(lines, 0)
	}
	above := answerIn(lines[:marker], 0)
	if above.Empty() && isQuoted(lines[marker]) {
		return answerIn(lines[marker+1:], marker+1)
	}
	return above
}

// normalizeText turns CRLF line ends into LF and the non-breaking and
// other odd spaces that HTML mail leaves into plain spaces.
func normalizeText(text string) string {
	text = strings.ReplaceAll(text, "\r\n", "\n")
	return strings.Map(func(r rune) rune {
		switch r {
		case '\u00a0', '\u2007', '\u202f', '\t':
			return ' '
		case '\r', '\u200b', '\ufeff':
			return -1
		case '\n':
			return r
		}
		if pbem.IsControl(r) { // nothing a mail holds may reach an answer or a log raw
			return ' '
		}
		return r
	}, text)
}

// markerLine returns the index of the first line holding the reply
// marker of any language, quoted or not, or -1.
func markerLine(lines []string) int {
	for i, l := range lines {
		if pbem.IsReplyMarker(l) {
			return i
		}
	}
	return -1
}

// answerIn returns the moves and meta-commands in lines, the first of
// which is line first+1 of the mail.
func answerIn(lines []string, first int) ReplyText {
	var r ReplyText
	blank := false
	for i := 0; i < len(lines); i++ {
		line := strings.TrimSpace(lines[i])
		switch {
		case endsAnswer(lines[i]):
			return r
		case line == "":
			blank = true
			continue
		case isQuoted(line) || isAttribution(line):
			continue
		case isAttribution(nextLine(lines, i)) && startsAttribution(line):
			i++ // a wrapped "On …\n… wrote:"
			continue
		}
		in := pbem.MoveInput{Text: line, Origin: MailOrigin, Line: first + i + 1}
		if strings.HasPrefix(line, MetaPrefix) {
			r.Meta = append(r.Meta, in)
		} else {
			r.Moves = append(r.Moves, in)
			r.newParagraph = append(r.newParagraph, blank && len(r.Moves)+len(r.Meta) > 1)
		}
		blank = false
	}
	return r
}

// WithoutProse returns r without what follows its moves and
// meta-commands when that is prose: a paragraph (after a blank line, below
// at least one move or meta-command) whose first word isMove says is no
// move verb ("Cheers", "Thanks!"). Those lines are returned as ignored;
// meta-commands among them are kept, as a "!" line is never prose. A line
// that starts with a move verb is kept, so that a mistyped move is
// refused, not silently dropped.
func (r ReplyText) WithoutProse(isMove func(word string) bool) (kept ReplyText, ignored []string) {
	for i := range r.Moves {
		if !r.newParagraph[i] || isMove(FirstWord(r.Moves[i].Text)) {
			continue
		}
		for _, m := range r.Moves[i:] {
			ignored = append(ignored, m.Text)
		}
		r.Moves, r.newParagraph = r.Moves[:i], r.newParagraph[:i]
		return r, ignored
	}
	return r, nil
}

// FirstWord returns the first word of line, lower case.
func FirstWord(line string) string {
	word, _, _ := strings.Cut(strings.TrimSpace(line), " ")
	return strings.ToLower(word)
}

func nextLine(lines []string, i int) string {
	if i+1 < len(lines) {
		return strings.TrimSpace(lines[i+1])
	}
	return ""
}

func isQuoted(line string) bool { return strings.HasPrefix(strings.TrimSpace(line), ">") }

// endsAnswer matches the lines below which nothing is the player's answer:
// a signature delimiter ("-- ", or "--" once trailing blanks are lost), a
// forwarded or quoted original, and the phone footers that clients add.
var endsAnswerRE = regexp.MustCompile(`(?i)^(--\s*$|_{5,}\s*$|-{3,}\s*(original message|message d'origine|forwarded message|message transféré)|(sent from|envoyé de) my |envoyé depuis |get outlook for )`)

func endsAnswer(line string) bool { return endsAnswerRE.MatchString(strings.TrimLeft(line, " ")) }

// attributionRE matches the line that introduces a quote: "On Sat, 21
// Nov 2026, Host <host@example.org> wrote:", "Le … a écrit :". Clients
// wrap long ones, so the end alone is enough.
var attributionRE = regexp.MustCompile(`(?i)(\bwrote|\ba écrit|\bschrieb)\s*:$`)

func isAttribution(line string) bool { return attributionRE.MatchString(line) }

// startsAttribution matches the first half of a wrapped attribution.
func startsAttribution(line string) bool {
	lower := strings.ToLower(line)
	return strings.HasPrefix(lower, "on ") || strings.HasPrefix(lower, "le ") || strings.HasPrefix(lower, "am ")
}
