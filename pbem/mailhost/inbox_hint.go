package mailhost

import (
	"errors"
	"slices"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/bot"
)

// This file holds the meta-command "!hint" of a player's mail: in a game
// whose front matter allows hints (hints = true), the host answers the
// player to act with the engine's top moves, as `pbem hint` prints them,
// at the search's default budget. The host holds the key of a sealed
// game, so hints work there too; the search sees only what the player may
// see. Nothing is written in the game file: see docs/hosting.md ("Hints")
// for why a hint leaves no trace in the record.

// HintVerb is the meta-command that asks for a hint by mail.
const HintVerb = "hint"

// mailHint carries out "!hint": the hint, or a short refusal when the
// game allows none or the sender has no decision to make.
func (in *Inbox) mailHint(f *pbem.File, seat engine.Seat, token string, msg received, _ MailMeta, res *InboxResult) error {
	if !f.Header.Hints {
		return in.refuseHint(f, seat, token, msg, res, "hint-not-allowed", "hints are not allowed in this game")
	}
	r, err := f.Replay(-1)
	if err != nil {
		return err
	}
	if !slices.Contains(r.State.ToAct(), seat) {
		return in.refuseHint(f, seat, token, msg, res, "hint-not-your-move", "not the sender's move")
	}
	if ok, err := takeHint(r, seat); err != nil { // one a decision point: limits_hint.go
		return err
	} else if !ok {
		return in.refuseHint(f, seat, token, msg, res, "hint-again", "one hint a decision")
	}
	h, err := bot.Hint(r, bot.HintRequest{As: f.Name(seat)})
	if errors.Is(err, engine.ErrNotYourTurn) {
		return in.refuseHint(f, seat, token, msg, res, "hint-not-your-move", "not the sender's move")
	}
	if err != nil {
		return err
	}
	a, err := refusalTo(f, seat, token, msg, "hint", answerText{Now: h.NextPly})
	if err != nil {
		return err
	}
	a.body = append(a.body, hintBody(h))
	a.reply = true // the player may answer with their move
	res.Outcome, res.Note = OutcomeApplied, "hint sent"
	return in.send(a, res)
}

// hintBody lays out the moves of h for a mail, indented like the moves
// of a turn mail.
func hintBody(h *bot.HintResult) string {
	lines := h.Lines()
	for i, l := range lines {
		lines[i] = "  " + l
	}
	return strings.Join(lines, "\n")
}

// refuseHint tells the sender why no hint was given; note says it in the
// inbox's report.
func (in *Inbox) refuseHint(f *pbem.File, seat engine.Seat, token string, msg received, res *InboxResult, kind, note string) error {
	res.Outcome, res.Note = OutcomeRefused, "no hint: "+note
	a, err := refusalTo(f, seat, token, msg, kind, answerText{})
	if err != nil {
		return err
	}
	return in.send(a, res)
}
