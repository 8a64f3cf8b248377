package mailhost

import (
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// This file holds the meta-commands of a player's mail ("!undo 12",
// "!resign", "!say …", "!status"): each verb has its handler, in the
// file of its command, which does what the command line does and answers
// the player.

// mailMeta carries out cmd, a meta-command of seat's mail msg about the
// game f (token is the seat's reply token), and notes what it did in res.
type mailMeta func(in *Inbox, f *pbem.File, seat engine.Seat, token string, msg received, cmd MailMeta, res *InboxResult) error

// MailMeta is one meta-command of a mail: its verb, lower-cased, without
// the "!", and the rest of its line.
type MailMeta struct {
	Verb string
	Rest string
	In   pbem.MoveInput
	// Lines are all the meta-command lines of the mail, for a verb that
	// reads several at once ("!try" on consecutive lines: preview_try.go).
	Lines []pbem.MoveInput
}

// mailMetas maps each meta-command verb of a mail to its handler.
var mailMetas = map[string]mailMeta{
	// undo, accept, refuse: inbox_undo.go
	"undo": mailUndo, "accept": mailUndoAnswer("accept"), "refuse": mailUndoAnswer("refuse"),
	// resign, say: inbox_seat.go
	pbem.ResignVerb: (*Inbox).mailResign,
	pbem.SayVerb:    (*Inbox).mailSay,
	// status: inbox_status.go
	"status": (*Inbox).mailStatus,
	// hint: inbox_hint.go
	HintVerb: (*Inbox).mailHint,
	// try: preview_try.go
	TryVerb: (*Inbox).mailTry,
	// standing orders: inbox_order.go
	OrderVerb: (*Inbox).mailOrder, OrdersVerb: (*Inbox).mailOrders, CancelVerb: (*Inbox).mailCancel,
	// away days: away_mail.go
	pbem.AwayVerb: (*Inbox).mailAway,
	// tz: tz_mail.go
	TZVerb: (*Inbox).mailTZ,
	// mails (turns, digest, both): mails_mail.go
	MailsVerb: (*Inbox).mailMails,
	// seed, once the game is dealt: seed_mail.go
	pbem.SeedVerb: (*Inbox).mailSeed,
}

// parseMailMeta reads a meta-command line of a mail ("!undo 12").
func parseMailMeta(in pbem.MoveInput) MailMeta {
	text := strings.TrimSpace(strings.TrimPrefix(strings.TrimSpace(in.Text), compose.MetaPrefix))
	verb, rest, _ := strings.Cut(text, " ")
	return MailMeta{Verb: strings.ToLower(verb), Rest: strings.TrimSpace(rest), In: in}
}

// handleMetas carries out the meta-commands of reply, in order, and
// reports whether it did any. A verb without a handler is only noted, as
// before meta-commands were carried out.
func (in *Inbox) handleMetas(f *pbem.File, seat engine.Seat, token string, msg received, reply compose.ReplyText, res *InboxResult) (bool, error) {
	done := false
	for _, line := range reply.Meta {
		res.Meta = append(res.Meta, line.Text)
		cmd := parseMailMeta(line)
		cmd.Lines = reply.Meta
		handle, ok := mailMetas[cmd.Verb]
		if !ok {
			continue
		}
		if err := handle(in, f, seat, token, msg, cmd, res); err != nil {
			return done, err
		}
		done = true
	}
	return done, nil
}
