package mailhost

import (
	"errors"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// This file holds the meta-commands "!resign" and "!say TEXT" of a
// player's mail: they do what `pbem resign` and `pbem say` do, then mail
// the players what follows.

// mailResign carries out "!resign": the player leaves, the decisions of
// their seat are made, the resigner is told, every other player gets a
// notice of their own, and the next turn mails (or the final ones) go out
// to those whose decision changed.
func (in *Inbox) mailResign(f *pbem.File, seat engine.Seat, token string, msg received, _ MailMeta, res *InboxResult) error {
	sres, err := in.Host.Games.Resign(f.Path, pbem.SeatRequest{As: f.Name(seat), Now: in.Host.Now()})
	if err != nil {
		return in.seatRefusal(f, seat, token, msg, err, res)
	}
	a, err := refusalTo(f, seat, token, msg, "resigned", answerText{})
	if err != nil {
		return err
	}
	if err := in.send(a, res); err != nil {
		return err
	}
	if err := in.tellOthers(f, seat, msg, "resign-notice", answerText{From: f.Name(seat)}, res); err != nil {
		return err
	}
	var moves []string
	for _, p := range sres.Plies {
		moves = append(moves, p.Move)
	}
	return in.sendNext(f, moves, res)
}

// mailSay carries out "!say TEXT": the line is recorded and relayed to
// every other player with an address, in the game's thread. "!say @Bob
// TEXT" is private press instead, to Bob only (press_mail.go).
func (in *Inbox) mailSay(f *pbem.File, seat engine.Seat, token string, msg received, cmd MailMeta, res *InboxResult) error {
	if names, text, private, err := pbem.PressTargets(f, cmd.Rest); private {
		if err != nil {
			return in.seatRefusal(f, seat, token, msg, err, res)
		}
		return in.mailPress(f, seat, token, msg, names, text, res)
	}
	if _, err := in.Host.Games.Say(f.Path, pbem.SeatRequest{As: f.Name(seat), Text: cmd.Rest, Now: in.Host.Now()}); err != nil {
		return in.seatRefusal(f, seat, token, msg, err, res)
	}
	res.Outcome = OutcomeApplied
	return in.tellOthers(f, seat, msg, "say", answerText{From: f.Name(seat), Meta: cmd.Rest}, res)
}

// tellOthers sends every player of f with an address but the one of seat
// the answer kind, worded with d, about seat's mail msg. Each mail is
// the reader's own: their token and their thread, nothing of msg's
// headers.
func (in *Inbox) tellOthers(f *pbem.File, seat engine.Seat, msg received, kind string, d answerText, res *InboxResult) error {
	tokens, err := GameTokens(f)
	if err != nil {
		return err
	}
	for i, p := range f.Header.Players {
		to := engine.Seat(i)
		if to == seat || p.Email == "" {
			continue
		}
		a, err := refusalTo(f, to, tokens.Of(p.Name), msg, kind, d)
		if err != nil {
			return err
		}
		if err := in.send(a, res); err != nil {
			return err
		}
		res.Mailed = append(res.Mailed, p.Name)
	}
	return nil
}

// seatRefusal tells the player why their meta-command was not carried
// out; an error of another kind than a refusal is returned.
func (in *Inbox) seatRefusal(f *pbem.File, seat engine.Seat, token string, msg received, err error, res *InboxResult) error {
	if !pbem.IsMoveRefusal(err) && !errors.Is(err, pbem.ErrUsage) {
		return err
	}
	res.Outcome = OutcomeRefused
	return in.answerRefusal(f, seat, token, msg, err, res)
}
