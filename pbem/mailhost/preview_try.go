package mailhost

import (
	"errors"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// This file holds the meta-command "!try" of a player's mail: the host
// answers the sender, and no one else, with what the decisions after
// "!try" would do, as `pbem move --dry-run` prints it, in the sender's
// language. Nothing is recorded and the turn stays the sender's. Several
// "!try" lines of one mail are consecutive decisions, previewed together
// in one answer, as several move lines are made together. The preview
// shows only what the sender may know (pbem/preview_move.go); the host
// holds the key of a sealed game, so "!try" works there too.

// TryVerb is the meta-command that asks by mail what a move would do.
const TryVerb = "try"

// mailTry carries out the "!try" lines of a mail, once, on the first of
// them: the preview, or the refusal that the move would get.
func (in *Inbox) mailTry(f *pbem.File, seat engine.Seat, token string, msg received, cmd MailMeta, res *InboxResult) error {
	tries := tryInputs(cmd.Lines)
	if len(tries) == 0 || tries[0].Line != cmd.In.Line {
		return nil // previewed with the first "!try" of the mail
	}
	req := pbem.MoveRequest{Moves: tries, As: f.Name(seat), Ply: msg.ply}
	pre, err := in.Host.Games.Preview(f.Path, req)
	switch {
	case err != nil && (pbem.IsMoveRefusal(err) || errors.Is(err, pbem.ErrUsage) || errors.Is(err, pbem.ErrStale)):
		return in.refuseTry(f, seat, token, msg, err, res)
	case err != nil:
		return err
	}
	a, err := refusalTo(f, seat, token, msg, "try", answerText{})
	if err != nil {
		return err
	}
	var text strings.Builder
	if err := pre.WriteTextIn(&text, a.lang, pbem.FormatPlain); err != nil {
		return err
	}
	a.body = append(a.body, text.String())
	a.reply = true // the player may answer with their move
	res.Outcome, res.Note = OutcomeApplied, "preview sent"
	return in.send(a, res)
}

// tryInputs returns the decisions of the "!try" lines among a mail's
// meta-command lines, in order, each placed in the mail.
func tryInputs(lines []pbem.MoveInput) []pbem.MoveInput {
	var tries []pbem.MoveInput
	for _, l := range lines {
		if cmd := parseMailMeta(l); cmd.Verb == TryVerb {
			tries = append(tries, pbem.MoveInput{Text: cmd.Rest, Origin: l.Origin, Line: l.Line})
		}
	}
	return tries
}

// refuseTry tells the sender why the decisions of their "!try" would be
// refused, where they are in the mail, and what they can do instead.
func (in *Inbox) refuseTry(f *pbem.File, seat engine.Seat, token string, msg received, refusal error, res *InboxResult) error {
	res.Outcome, res.Note = OutcomeRefused, "no preview: "+refusal.Error()
	a, err := refusalTo(f, seat, token, msg, "try-refused", answerText{})
	if err != nil {
		return err
	}
	detail := refusal.Error()
	var merr *pbem.MoveError
	if errors.As(refusal, &merr) {
		detail = merr.Display()
		if merr.Detail.Pos.IsValid() {
			where, err := say(a.lang, "answer-refusal-where", answerText{Line: merr.Detail.Pos.Line})
			if err != nil {
				return err
			}
			detail = where + "\n" + detail
		}
	}
	a.body = append(a.body, detail)
	return in.sendWithMoves(a, res)
}
