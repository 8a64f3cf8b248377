package mailhost

import (
	"errors"
	"fmt"
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// This file holds the undo meta-commands of a mail: "!undo" (the
// sender's last decision), "!undo N", "!accept" and "!refuse" (also
// "!undo accept", "!undo refuse"). Each does what `pbem undo` does, and
// the players hear of it by mail: the sender what became of the command,
// those whose consent is needed the proposal and how to answer, everyone
// the outcome; once decisions are taken back, the turn mails go out
// again.

// undoText is what the undo answers word.
type undoText struct {
	By      string // who proposed
	Span    string // the decisions, "12" or "12–14"
	One     bool   // Span is a single decision ("decision 12", not "decisions")
	Waiting string // who has not answered yet, joined
	Player  string // who answered
	Error   string // why a command was not carried out
}

// mailUndo carries out "!undo [N|accept|refuse]".
func mailUndo(in *Inbox, f *pbem.File, seat engine.Seat, token string, msg received, cmd MailMeta, res *InboxResult) error {
	req := pbem.UndoRequest{As: f.Name(seat), Now: in.Host.Now()}
	switch rest := strings.ToLower(cmd.Rest); {
	case rest == "":
	case rest == "accept" || rest == "refuse":
		req.Answer = rest
	default:
		n, err := strconv.Atoi(rest)
		if err != nil || n < 1 {
			return in.answerUndoError(f, seat, token, msg, res,
				fmt.Sprintf("%s: expected !undo, !undo N (the first decision to take back), !accept or !refuse", cmd.In.Text))
		}
		req.To = n
	}
	return in.undo(f, seat, token, msg, req, res)
}

// mailUndoAnswer returns the handler of "!accept" or "!refuse".
func mailUndoAnswer(answer string) mailMeta {
	return func(in *Inbox, f *pbem.File, seat engine.Seat, token string, msg received, _ MailMeta, res *InboxResult) error {
		return in.undo(f, seat, token, msg, pbem.UndoRequest{As: f.Name(seat), Answer: answer, Now: in.Host.Now()}, res)
	}
}

// undo carries out req for the player of seat and tells the players.
func (in *Inbox) undo(f *pbem.File, seat engine.Seat, token string, msg received, req pbem.UndoRequest, res *InboxResult) error {
	ur, err := in.Host.Games.Undo(f.Path, req)
	switch {
	case errors.Is(err, pbem.ErrLocked):
		res.Outcome, res.Note = OutcomePending, "the game file is locked; the next run retries"
		return nil
	case errors.Is(err, pbem.ErrUsage) || errors.Is(err, pbem.ErrConflict):
		return in.answerUndoError(f, seat, token, msg, res, err.Error())
	case err != nil:
		return err
	}
	res.Outcome, res.Note = OutcomeApplied, "undo: "+ur.State
	f, err = in.Host.Games.Load(f.Path) // the undo changed it
	if err != nil {
		return err
	}
	return in.tellUndo(f, msg, ur, res)
}

// tellUndo mails what an undo request did: the proposal to those who
// must answer, what is still awaited to whoever answered, the outcome to
// all; and the turn mails once decisions are taken back.
func (in *Inbox) tellUndo(f *pbem.File, msg received, ur *pbem.UndoResult, res *InboxResult) error {
	d := undoText{By: ur.By, Span: undoSpan(ur), One: ur.To <= ur.From, Waiting: strings.Join(ur.Waiting, ", "), Player: ur.Player}
	tokens, err := GameTokens(f)
	if err != nil {
		return err
	}
	for s := range f.Header.Players {
		seat := engine.Seat(s)
		name := f.Name(seat)
		kind, reply := undoNotice(ur, name)
		if kind == "" || f.Header.Players[s].Email == "" {
			continue
		}
		a := answer{msg: msg, to: mailPlayerOf(f, seat), f: f, seat: seat, lang: readerLang(f, seat),
			token: tokens.Of(name), kind: kind, reply: reply, subject: answerText{Undo: d}}
		text, err := sayWrapped(a.lang, "answer-"+kind, answerText{Undo: d})
		if err != nil {
			return err
		}
		a.body = []string{text}
		if err := in.send(a, res); err != nil {
			return err
		}
	}
	if ur.State != pbem.UndoTakenBack {
		return nil
	}
	mails, err := in.Host.Send(f.Path, "")
	for _, m := range mails {
		res.Mailed = append(res.Mailed, m.To.Name)
	}
	return err
}

// undoNotice returns which answer the player named gets of ur, if any,
// and whether they may answer it with a command.
func undoNotice(ur *pbem.UndoResult, name string) (kind string, reply bool) {
	switch {
	case ur.State == pbem.UndoWaiting && pbem.ContainsFold(ur.Waiting, name) && ur.Verb == "undo":
		return "undo-asked", true
	case ur.State == pbem.UndoWaiting && strings.EqualFold(name, ur.Player):
		return "undo-waiting", false
	case ur.State == pbem.UndoTakenBack:
		return "undo-taken-back", false
	case ur.State == pbem.UndoRefused:
		return "undo-refused", false
	}
	return "", false
}

// answerUndoError tells the sender why their undo command was not
// carried out: the game is as it was.
func (in *Inbox) answerUndoError(f *pbem.File, seat engine.Seat, token string, msg received, res *InboxResult, why string) error {
	res.Outcome, res.Note = OutcomeRefused, why
	a, err := refusalTo(f, seat, token, msg, "undo-not-done", answerText{Undo: undoText{Error: why}})
	if err != nil {
		return err
	}
	return in.send(a, res)
}

// undoSpan writes the decisions of ur: "12" or "12–14".
func undoSpan(ur *pbem.UndoResult) string {
	if ur.To > ur.From {
		return fmt.Sprintf("%d–%d", ur.From, ur.To)
	}
	return strconv.Itoa(ur.From)
}
