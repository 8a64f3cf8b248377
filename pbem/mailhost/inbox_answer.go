package mailhost

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// The answers the inbox sends say what happened to the player's mail and,
// when the player may still act, what they can do, and never anything of
// another player's hidden hand. They are written in the reader's language
// (their lang in the game file; English for a stranger), from the
// templates answer.tmpl of each language.

// answer is a mail the inbox sends back to the sender of msg.
type answer struct {
	msg  received
	to   pbem.MailPlayer
	f    *pbem.File  // the game, nil if unknown
	seat engine.Seat // the reader's seat, Observer if none
	lang pbem.Lang   // the reader's language
	// token is the reader's token, "" when not proven.
	token string
	kind  string   // the answer's templates: answer-<kind>-subject and answer-<kind>
	body  []string // paragraphs
	// reply puts the reply marker on top: the reader may answer with moves.
	reply bool
	// subject is what the subject words, where it depends on the answer
	// ("decision 4 taken back"); most subjects word nothing.
	subject answerText
}

// answerText is what the answer templates word.
type answerText struct {
	Game   string // the game a mail named, for an unknown one
	From   string // the sender's address
	Marker string // the reply marker of the reader's language
	Meta   string // the meta-commands of a mail without moves
	Ply    int    // the ply a stale mail answered
	Now    int    // the ply the game is at
	Line   int    // the line of a refused move in the mail
	More   int    // the moves an answer leaves out
	// Ignored is the prose below a mail's moves, which was not read.
	Ignored string
	// Undo is what an undo answer words (inbox_undo.go).
	Undo undoText
	// Status is a game of a status answer (inbox_status.go).
	Status statusText
	// TZ is what a !tz answer words (tz_mail.go).
	TZ tzText
	// Seed is what a seed answer or invitation words (seed_mail.go).
	Seed seedText
}

// say words the answer template name in lang with d.
func say(lang pbem.Lang, name string, d answerText) (string, error) {
	t, err := pbem.TemplatesOf(lang)
	if err != nil {
		return "", err
	}
	d.Marker = pbem.ReplyMarkerFor(lang)
	return pbem.ExecuteString(t, name, d)
}

// sayWrapped is say reflowed to fit a mail. The reply marker a sentence
// quotes stays on one line: it is the line a player looks for.
func sayWrapped(lang pbem.Lang, name string, d answerText) (string, error) {
	text, err := say(lang, name, d)
	return pbem.WrapKeeping("", "", text, pbem.ReplyMarkerFor(lang)), err
}

// readerLang is the language of the player of seat s in f, English for
// anyone else.
func readerLang(f *pbem.File, s engine.Seat) pbem.Lang {
	if f == nil || s < 0 || int(s) >= len(f.Header.Players) {
		return pbem.English
	}
	return pbem.MailLang(pbem.Lang(f.Header.Players[s].Lang))
}

// refusalTo returns an answer to msg for the player of seat in f whose
// only paragraph is the template kind, worded with d.
func refusalTo(f *pbem.File, seat engine.Seat, token string, msg received, kind string, d answerText) (answer, error) {
	a := answer{msg: msg, to: mailPlayerOf(f, seat), f: f, seat: seat, lang: readerLang(f, seat), token: token, kind: kind}
	text, err := sayWrapped(a.lang, "answer-"+kind, d)
	a.body = []string{text}
	return a, err
}

// send composes a and sends it through the host's outbox.
func (in *Inbox) send(a answer, res *InboxResult) error {
	lt, err := in.compose(a)
	if err != nil {
		return err
	}
	var l *ledger
	if a.f != nil && lt.env.token != "" {
		if l, err = gameLedger(a.f); err != nil {
			return err
		}
	}
	if _, err := in.Host.deliver(l, []letter{lt}); err != nil {
		return err
	}
	res.Answered = true
	return nil
}

// compose builds the mail of a, with what its identity headers are made
// of (Host.stamp): the reader's own token, when a proves it, and never a
// header of a.msg, which may carry another player's token (a say
// relayed) and is the sender's to write. An answer with the token joins
// its reader's thread of the game, like their turn mails, and a reply to
// it routes back the same way.
func (in *Inbox) compose(a answer) (letter, error) {
	m := compose.Mail{From: in.Host.From, To: a.to, Date: in.Host.Now(), Lang: string(a.lang)}
	env := mailIdentity{kind: "answer-" + a.kind, about: a.msg.identity, token: a.token,
		reply: a.msg.from != "" && strings.EqualFold(a.to.Email, a.msg.from)}
	title, ply := "pbem", 0
	if a.f != nil {
		r, err := a.f.Replay(-1)
		if err == nil {
			ply = r.NextPly()
		}
		title = fmt.Sprintf("[pbem %s] %s", a.f.Header.ID, a.f.Game.Info().TitleIn(string(a.lang)))
		m.GameID, m.Ply = a.f.Header.ID, ply
		env.game, env.ply, env.digest = a.f.Header.ID, ply, recordDigest(a.f)
		if a.seat >= 0 && int(a.seat) < len(a.f.Header.Players) {
			env.reader = a.f.Name(a.seat)
		}
	}
	subject, err := say(a.lang, "answer-"+a.kind+"-subject", a.subject)
	if err != nil {
		return letter{}, err
	}
	m.Subject = title + " — " + subject
	if ply > 0 && a.token != "" {
		suffix, err := say(a.lang, "answer-ply", answerText{Now: ply})
		if err != nil {
			return letter{}, err
		}
		m.Subject += suffix
	}
	m.Body = answerBody(a)
	return letter{mail: m, env: env}, nil
}

// answerBody lays out the paragraphs of a, after the reply marker when
// the reader may answer with moves.
func answerBody(a answer) string {
	var b strings.Builder
	if a.reply {
		b.WriteString(pbem.ReplyMarkerFor(a.lang) + "\n\n")
	}
	for i, p := range a.body {
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(strings.TrimRight(p, "\n") + "\n")
	}
	return b.String()
}

// shortHash returns 16 hex digits of the hash of s: the part of a
// Message-ID that tells a mail from the others (Host.stamp).
func shortHash(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:8])
}

// sender returns the address to answer msg at.
func sender(msg received) pbem.MailPlayer {
	return pbem.MailPlayer{Name: msg.fromName, Email: msg.from}
}

// refuseUnknownGame answers a message that names no game of the folder,
// unless it comes from a stranger to every game and strangers are dropped.
func (in *Inbox) refuseUnknownGame(games *gameIndex, msg received, res *InboxResult) error {
	res.Outcome, res.Game = OutcomeUnknownGame, firstOr(msg.games, "")
	if in.DropStrangers && !games.knows(msg.from) {
		return nil
	}
	a := answer{msg: msg, to: sender(msg), seat: engine.Observer, lang: pbem.English, kind: "unknown-game"}
	text, err := sayWrapped(a.lang, "answer-unknown-game", answerText{Game: firstOr(msg.games, "")})
	if err != nil {
		return err
	}
	a.body = []string{text}
	return in.send(a, res)
}

// refuseStranger answers a message about f from an address of none of
// its players (or drops it, if so configured). A stranger's language is
// unknown: the answer is in English.
func (in *Inbox) refuseStranger(f *pbem.File, msg received, res *InboxResult) error {
	res.Outcome = OutcomeStranger
	if in.DropStrangers {
		return nil
	}
	a := answer{msg: msg, to: sender(msg), f: f, seat: engine.Observer, lang: pbem.English, kind: "stranger"}
	text, err := sayWrapped(a.lang, "answer-stranger", answerText{From: msg.from})
	if err != nil {
		return err
	}
	a.body = []string{text}
	return in.send(a, res)
}

// answerBadToken tells the player whose address msg came from that it
// was refused: it lacks their reply token, so it may not be theirs. The
// answer carries no token, so it is no use to whoever forged the mail.
func (in *Inbox) answerBadToken(f *pbem.File, seat engine.Seat, msg received, res *InboxResult) error {
	a, err := refusalTo(f, seat, "", msg, "bad-token", answerText{})
	if err != nil {
		return err
	}
	return in.send(a, res)
}

// answerNoMoves tells a player that their mail held no move.
func (in *Inbox) answerNoMoves(f *pbem.File, seat engine.Seat, token string, msg received, reply compose.ReplyText, res *InboxResult) error {
	var d answerText
	if len(reply.Meta) > 0 {
		d.Meta = strings.Join(res.Meta, ", ")
	}
	a, err := refusalTo(f, seat, token, msg, "no-moves", d)
	if err != nil {
		return err
	}
	return in.sendWithMoves(a, res)
}

// answerStale tells a player that their mail answered an older decision.
func (in *Inbox) answerStale(f *pbem.File, seat engine.Seat, token string, msg received, res *InboxResult) error {
	r, err := f.Replay(-1)
	if err != nil {
		return err
	}
	text := "stale"
	if res.commandsDone {
		text = "stale-after-commands"
	}
	d := answerText{Ply: msg.ply, Now: r.NextPly(), Meta: strings.Join(res.Meta, ", ")}
	a, err := refusalTo(f, seat, token, msg, text, d)
	if err != nil {
		return err
	}
	a.kind = "stale"
	return in.sendWithMoves(a, res)
}

// answerRefusal tells a player which of their moves was refused, where
// it is in their mail, and what they can do instead. The refusal itself
// is the engine's, its common texts in the reader's language.
func (in *Inbox) answerRefusal(f *pbem.File, seat engine.Seat, token string, msg received, refusal error, res *InboxResult) error {
	a := answer{msg: msg, to: mailPlayerOf(f, seat), f: f, seat: seat, lang: readerLang(f, seat), token: token, kind: "refusal"}
	// A mail whose commands were carried out did change the game: the
	// answer says so rather than "the game is as it was".
	headText := "answer-refusal"
	if res.commandsDone {
		headText = "answer-refusal-after-commands"
	}
	head, err := say(a.lang, headText, answerText{Meta: strings.Join(res.Meta, ", ")})
	if err != nil {
		return err
	}
	detail := refusal.Error()
	var merr *pbem.MoveError
	if errors.As(refusal, &merr) {
		detail = merr.DisplayIn(string(a.lang))
		if merr.Detail.Pos.IsValid() {
			where, err := say(a.lang, "answer-refusal-where", answerText{Line: merr.Detail.Pos.Line})
			if err != nil {
				return err
			}
			detail = where + "\n" + detail
		}
	}
	res.Note = refusal.Error()
	a.body = []string{head, detail}
	return in.sendWithMoves(a, res)
}

// maxListedMoves caps the moves an answer lists; the turn mail has all.
const maxListedMoves = 30

// sendWithMoves adds to a what its reader can do now: their legal moves
// if they are to act, else a word that a mail will come, and sends it.
func (in *Inbox) sendWithMoves(a answer, res *InboxResult) error {
	r, err := a.f.Replay(-1)
	if err != nil {
		return err
	}
	if !slices.Contains(r.State.ToAct(), a.seat) {
		wait, err := say(a.lang, "answer-not-your-move", answerText{})
		if err != nil {
			return err
		}
		a.body = append(a.body, wait)
		return in.send(a, res)
	}
	list, err := movesList(a.lang, r, a.seat)
	if err != nil {
		return err
	}
	hint, err := sayWrapped(a.lang, "answer-reply", answerText{})
	if err != nil {
		return err
	}
	a.reply = true
	a.body = append(a.body, list, hint)
	return in.send(a, res)
}

// movesList says that it is seat's move and lists its legal moves, at most
// maxListedMoves of them, in language lang.
func movesList(lang pbem.Lang, r *pbem.Replay, seat engine.Seat) (string, error) {
	moves := r.MoveLines(seat, lang)
	head, err := say(lang, "answer-your-move", answerText{Now: r.NextPly()})
	if err != nil {
		return "", err
	}
	list := head + "\n"
	for _, m := range moves[:min(len(moves), maxListedMoves)] {
		list += pbem.WrapMoveLine("  ", "      ", m) + "\n" // a line may say what the move yields, past 72 columns
	}
	if len(moves) > maxListedMoves {
		more, err := say(lang, "answer-more-moves", answerText{More: len(moves) - maxListedMoves})
		if err != nil {
			return "", err
		}
		list += "  " + more + "\n"
	}
	return list, nil
}

// player returns the player of seat s as a mail addresses them.
func mailPlayerOf(f *pbem.File, s engine.Seat) pbem.MailPlayer {
	p := f.Header.Players[s]
	return pbem.MailPlayer{Name: p.Name, Email: p.Email}
}
