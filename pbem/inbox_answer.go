package pbem

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// The answers the inbox sends are in English for now; they say what
// happened to the player's mail and, when the player may still act, what
// they can do, and never anything of another player's hidden hand.

// answer is a mail the inbox sends back to the sender of msg.
type answer struct {
	msg     received
	to      MailPlayer
	f       *File       // the game, nil if unknown
	seat    engine.Seat // the reader's seat, Observer if none
	token   string      // the reader's token, "" when not proven
	subject string      // after "[pbem ID] Title — "
	body    []string    // paragraphs
	// reply puts the reply marker on top: the reader may answer with moves.
	reply bool
}

// send composes a and sends it through the host's outbox.
func (in *Inbox) send(a answer, res *InboxResult) error {
	m := in.compose(a)
	if err := in.Host.Outbox.Send([]Mail{m}); err != nil {
		return err
	}
	res.Answered = true
	return nil
}

// compose builds the mail of a, threaded as an answer to a.msg. Answers
// that prove the token carry it like turn mails, so a reply to them
// routes back the same way.
func (in *Inbox) compose(a answer) Mail {
	suffix := "re-" + shortHash(a.msg.identity)
	m := Mail{From: in.Host.From, To: a.to, Date: in.Host.Now(), InReplyTo: a.msg.messageID,
		MessageID: "<" + suffix + "@" + mailDomain + ">"}
	title, ply := "pbem", 0
	if a.f != nil {
		r, err := a.f.Replay(-1)
		if err == nil {
			ply = r.NextPly()
		}
		title = fmt.Sprintf("[pbem %s] %s", a.f.Header.ID, a.f.Game.Title())
		m.GameID, m.Ply = a.f.Header.ID, ply
		m.References = []string{RootMessageID(a.f.Header.ID)}
		m.MessageID = "<" + idPart(a.f.Header.ID) + ".refused." + suffix + "@" + mailDomain + ">"
	}
	if a.msg.messageID != "" {
		m.References = append(m.References, a.msg.messageID)
	}
	if a.token != "" {
		m.MessageID = hostMessageID(a.f.Header.ID, ply, a.f.Name(a.seat), a.token, suffix)
		m.ReplyTo = in.Host.replyTo(a.f.Header.ID, a.token)
	}
	m.Subject = title + " — " + a.subject
	if ply > 0 && a.token != "" {
		m.Subject += fmt.Sprintf(" (ply %d)", ply)
	}
	m.Body = answerBody(a)
	return m
}

// answerBody lays out the paragraphs of a, after the reply marker when
// the reader may answer with moves.
func answerBody(a answer) string {
	var b strings.Builder
	if a.reply {
		b.WriteString(ReplyMarker + "\n\n")
	}
	for i, p := range a.body {
		if i > 0 {
			b.WriteString("\n")
		}
		b.WriteString(strings.TrimRight(p, "\n") + "\n")
	}
	return b.String()
}

// shortHash returns 16 hex digits of the hash of s, to name a mail after
// the one it answers without repeating that one's Message-ID.
func shortHash(s string) string {
	sum := sha256.Sum256([]byte(s))
	return hex.EncodeToString(sum[:8])
}

// sender returns the address to answer msg at.
func sender(msg received) MailPlayer { return MailPlayer{Name: msg.fromName, Email: msg.from} }

// refuseUnknownGame answers a message that names no game of the folder,
// unless it comes from a stranger to every game and strangers are dropped.
func (in *Inbox) refuseUnknownGame(games gameIndex, msg received, res *InboxResult) error {
	res.Outcome, res.Game = OutcomeUnknownGame, firstOr(msg.games, "")
	if in.DropStrangers && !games.knows(msg.from) {
		return nil
	}
	what := "Your mail names no game hosted here"
	if len(msg.games) > 0 {
		what = fmt.Sprintf("No game %q is hosted here", msg.games[0])
	}
	return in.send(answer{msg: msg, to: sender(msg), seat: engine.Observer, subject: "unknown game",
		body: []string{wrapText("", "", what+", so nothing was done with it. To play, reply to the latest "+
			"turn mail of your game, keeping its subject and its reply address.")}}, res)
}

// refuseStranger answers a message about f from an address of none of
// its players (or drops it, if so configured).
func (in *Inbox) refuseStranger(f *File, msg received, res *InboxResult) error {
	res.Outcome = OutcomeStranger
	if in.DropStrangers {
		return nil
	}
	return in.send(answer{msg: msg, to: sender(msg), f: f, seat: engine.Observer, subject: "not a player",
		body: []string{wrapText("", "", fmt.Sprintf("Your address %s is not the address of a player of this game, "+
			"so your mail was not applied. Players send their moves from the address the game knows them by.", msg.from))}}, res)
}

// answerBadToken tells the player whose address msg came from that it
// was refused: it lacks their reply token, so it may not be theirs. The
// answer carries no token, so it is no use to whoever forged the mail.
func (in *Inbox) answerBadToken(f *File, seat engine.Seat, msg received, res *InboxResult) error {
	return in.send(answer{msg: msg, to: f.player(seat), f: f, seat: seat, subject: "mail not accepted",
		body: []string{wrapText("", "", "A mail from your address was not applied: it does not carry the "+
			"reply code of your latest turn mail, so it may not come from you. If you sent it, reply to "+
			"your latest turn mail with your mail program's Reply button, which keeps the reply address "+
			"and the references that carry the code.")}}, res)
}

// answerNoMoves tells a player that their mail held no move.
func (in *Inbox) answerNoMoves(f *File, seat engine.Seat, token string, msg received, reply ReplyText, res *InboxResult) error {
	why := "No move was found in your mail: write each move on its own line above the line \"" + ReplyMarker + "\"."
	if len(reply.Meta) > 0 {
		why = fmt.Sprintf("Your mail holds no move, and the commands %s are not understood by this pbem yet; "+
			"the host has your mail.", strings.Join(res.Meta, ", "))
	}
	a := answer{msg: msg, to: f.player(seat), f: f, seat: seat, token: token, subject: "no move found",
		body: []string{wrapText("", "", why)}}
	return in.sendWithMoves(a, res)
}

// answerStale tells a player that their mail answered an older decision.
func (in *Inbox) answerStale(f *File, seat engine.Seat, token string, msg received, res *InboxResult) error {
	r, err := f.Replay(-1)
	if err != nil {
		return err
	}
	a := answer{msg: msg, to: f.player(seat), f: f, seat: seat, token: token, subject: "mail out of date",
		body: []string{wrapText("", "", fmt.Sprintf("Your mail answered the turn mail of ply %d, but the game "+
			"has moved on since: it is at ply %d now. Nothing was applied, so that no move is made on a board "+
			"you have not seen.", msg.ply, r.NextPly()))}}
	return in.sendWithMoves(a, res)
}

// answerRefusal tells a player which of their moves was refused, where
// it is in their mail, and what they can do instead.
func (in *Inbox) answerRefusal(f *File, seat engine.Seat, token string, msg received, refusal error, res *InboxResult) error {
	detail := refusal.Error()
	var merr *MoveError
	if errors.As(refusal, &merr) {
		detail = merr.Display()
		if merr.Detail.Pos.IsValid() {
			detail = fmt.Sprintf("In line %d of your mail:\n%s", merr.Detail.Pos.Line, detail)
		}
	}
	res.Note = refusal.Error()
	a := answer{msg: msg, to: f.player(seat), f: f, seat: seat, token: token, subject: "move not applied",
		body: []string{"Your mail was not applied: the game is as it was.", detail}}
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
		a.body = append(a.body, "It is not your move now; you will get a mail when it is.")
		return in.send(a, res)
	}
	moves := r.LegalTexts(a.seat)
	list := fmt.Sprintf("It is your move (ply %d). You can:\n", r.NextPly())
	for _, m := range moves[:min(len(moves), maxListedMoves)] {
		list += "  " + m + "\n"
	}
	if len(moves) > maxListedMoves {
		list += fmt.Sprintf("  … and %d more moves (see your turn mail)\n", len(moves)-maxListedMoves)
	}
	a.reply = true
	a.body = append(a.body, list, wrapText("", "", "Reply to this mail with your moves above the line at its top, one per line."))
	return in.send(a, res)
}

// player returns the player of seat s as a mail addresses them.
func (f *File) player(s engine.Seat) MailPlayer {
	p := f.Header.Players[s]
	return MailPlayer{Name: p.Name, Email: p.Email}
}
