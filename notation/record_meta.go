package notation

import (
	"strings"
	"time"
	"unicode"
	"unicode/utf8"
)

// Meta is the Kind of a meta-line: something said about the game that is
// not a decision of it, "!Ann: undo 12 @2026-11-24T19:02:25Z", "!Bob:
// say {back on Monday}", "!replace Bob Dan". It starts with "!", then the
// name of the player who says it and ":" (none when the host says it),
// then its Text: a verb and its words, which the record layer does not
// read. Ply is the number of decisions before it. The "!" keeps these
// words apart from every game's verbs, so no move can be taken for one.
const Meta Kind = Variation + 1

// MetaMark starts a meta-line.
const MetaMark = "!"

// TimeMark starts the time a record line was written at, after its text
// and glyph, before its comment: "3 Bob: draw @2026-11-24T19:02:25Z". No
// game's notation uses "@".
const TimeMark = "@"

// TimeLayout is how pbem writes times on record lines: RFC 3339 in UTC,
// to the second. Any RFC 3339 time is read, and kept as written.
const TimeLayout = "2006-01-02T15:04:05Z"

// FormatTime returns t as pbem writes it on a record line.
func FormatTime(t time.Time) string { return t.UTC().Format(TimeLayout) }

// When returns the time the entry was written at, and whether it has one.
func (e Entry) When() (time.Time, bool) {
	if e.Time == "" {
		return time.Time{}, false
	}
	t, err := time.Parse(time.RFC3339, e.Time)
	return t, err == nil
}

// Verb returns the first word of a meta-line's text ("undo").
func (e Entry) Verb() string {
	return strings.ToLower(leadingWord(e.Text))
}

// Args returns the words of a meta-line's text after its verb.
func (e Entry) Args() []string {
	return strings.Fields(e.Text)[1:]
}

// splitTime takes the time off the end of a line's text ("draw
// @2026-11-24T19:02:25Z"), which starts at pos. A word starting with "@"
// that is not an RFC 3339 time is an error placed on it.
func splitTime(text string, pos Pos) (rest, stamp string, err *Error) {
	if strings.IndexByte(text, TimeMark[0]) < 0 {
		return text, "", nil // most lines: no time, and no "@" to place an error on
	}
	i := lastBlank(text)
	word := text[i+1:]
	if !strings.HasPrefix(word, TimeMark) {
		if at := strings.Index(text, TimeMark); at >= 0 {
			return "", "", Errorf(Pos{Line: pos.Line, Col: pos.Col + utf8.RuneCountInString(text[:at])},
				"a time %s ends the line's text, before its comment", Quote(TimeMark+"…"))
		}
		return text, "", nil
	}
	at := Pos{Line: pos.Line, Col: pos.Col + utf8.RuneCountInString(text[:i+1])}
	stamp = word[len(TimeMark):]
	if _, perr := time.Parse(time.RFC3339, stamp); perr != nil {
		return "", "", Errorf(at, "%s is not a time: expected %s (RFC 3339)", Quote(word), Quote(TimeMark+TimeLayout))
	}
	rest = strings.TrimRightFunc(text[:max(i, 0)], unicode.IsSpace)
	if i < 0 || rest == "" {
		return "", "", Errorf(pos, "expected a text before the time %s", Quote(word))
	}
	return rest, stamp, nil
}

// parseMetaLine reads "!Name: text @time {comment}" whose "!" is at
// column col of rest.
func parseMetaLine(e Entry, rest string, col, lineNo int) (Entry, *Error) {
	e.Kind = Meta
	rest, col = rest[len(MetaMark):], col+len(MetaMark)
	text, tail := rest, ""
	if brace := strings.IndexByte(rest, '{'); brace >= 0 {
		text, tail = rest[:brace], rest[brace:]
	}
	tailCol := col + utf8.RuneCountInString(text)
	if strings.ContainsRune(text, '}') {
		return e, Errorf(Pos{Line: lineNo, Col: col + utf8.RuneCountInString(text[:strings.IndexByte(text, '}')])},
			"%q without a comment to close", "}")
	}
	// The time goes first: it holds colons, the name is what comes before
	// the first colon of what is left.
	lead := strings.TrimRightFunc(text, unicode.IsSpace)
	var err *Error
	if lead, e.Time, err = splitTime(lead, Pos{Line: lineNo, Col: col}); err != nil {
		return e, err
	}
	if colon := strings.IndexByte(lead, ':'); colon >= 0 {
		if e.Name = strings.TrimSpace(lead[:colon]); e.Name == "" {
			return e, Errorf(Pos{Line: lineNo, Col: col}, "expected the player's name before %q", ":")
		}
		col += utf8.RuneCountInString(lead[:colon+1])
		lead = lead[colon+1:]
	}
	lead, col = skipSpace(lead, col)
	if lead == "" {
		return e, Errorf(Pos{Line: lineNo, Col: col}, "expected a meta-command after %s", Quote(MetaMark))
	}
	e.Text, e.Pos = lead, Pos{Line: lineNo, Col: col}
	if tail == "" {
		return e, nil
	}
	comment, after, err := readComment(tail, tailCol, lineNo)
	if err != nil {
		return e, err
	}
	e.Comment, e.HasComment = comment, true
	return e, checkTail(after, lineNo)
}

// formatMeta returns the canonical form of a meta-line.
func (e Entry) formatMeta() string {
	var b strings.Builder
	b.WriteString(MetaMark)
	if e.Name != "" {
		b.WriteString(e.Name + ": ")
	}
	b.WriteString(e.Text)
	e.formatTail(&b)
	return b.String()
}

// formatTail writes what ends a move or meta-line: its time and comment.
func (e Entry) formatTail(b *strings.Builder) {
	if e.Time != "" {
		b.WriteString(" " + TimeMark + e.Time)
	}
	if e.HasComment {
		b.WriteString(" {" + e.Comment + "}")
	}
}

// lastBlank is strings.LastIndexAny(text, " \t"), without building the
// set of characters at each call.
func lastBlank(text string) int {
	for i := len(text) - 1; i >= 0; i-- {
		if text[i] == ' ' || text[i] == '\t' {
			return i
		}
	}
	return -1
}
