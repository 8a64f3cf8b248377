package mailhost

import (
	"errors"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
	"github.com/pbem-games/pbem/pbem"
)

// This file holds the meta-commands of standing orders in a player's mail
// (issue 25): "!order TEXT" gives one, "!orders" lists them, "!cancel
// order N" takes one back, as `pbem order` does. The answer goes to the
// player alone. An order that fires at once (the player is to act) makes
// its decisions in the same write, and the turn mails that follow are
// sent as after a move.

// The verbs of the orders' meta-commands.
const (
	OrderVerb  = "order"
	OrdersVerb = "orders"
	CancelVerb = "cancel"
)

// mailOrder carries out "!order TEXT".
func (in *Inbox) mailOrder(f *pbem.File, seat engine.Seat, token string, msg received, cmd MailMeta, res *InboxResult) error {
	ores, err := in.Host.Games.PlaceOrder(f.Path, pbem.OrderRequest{As: f.Name(seat), Text: cmd.Rest,
		Now: in.Host.Now, Key: msg.identity + "#" + strconv.Itoa(cmd.In.Line)})
	if err != nil {
		return in.seatRefusal(f, seat, token, msg, placeInMail(err, cmd), res)
	}
	return in.answerOrders(f, seat, token, msg, ores, res)
}

// mailOrders carries out "!orders".
func (in *Inbox) mailOrders(f *pbem.File, seat engine.Seat, token string, msg received, _ MailMeta, res *InboxResult) error {
	ores, err := in.Host.Games.ListOrders(f.Path, f.Name(seat))
	if err != nil {
		return in.seatRefusal(f, seat, token, msg, err, res)
	}
	return in.answerOrders(f, seat, token, msg, ores, res)
}

// mailCancel carries out "!cancel order N".
func (in *Inbox) mailCancel(f *pbem.File, seat engine.Seat, token string, msg received, cmd MailMeta, res *InboxResult) error {
	words := strings.Fields(strings.ToLower(cmd.Rest))
	n, err := 0, error(nil)
	if len(words) != 2 || words[0] != OrderVerb {
		err = pbem.Usagef("!cancel: write !cancel order N (N as !orders lists it)")
	} else if n, err = strconv.Atoi(words[1]); err != nil || n < 1 {
		err = pbem.Usagef("!cancel order %s: N is the number !orders lists", words[1])
	}
	if err != nil {
		return in.seatRefusal(f, seat, token, msg, err, res)
	}
	ores, err := in.Host.Games.CancelOrder(f.Path, f.Name(seat), n, msg.identity+"#"+strconv.Itoa(cmd.In.Line))
	if err != nil {
		return in.seatRefusal(f, seat, token, msg, err, res)
	}
	return in.answerOrders(f, seat, token, msg, ores, res)
}

// answerOrders tells the player their orders after a command, and sends
// the turn mails that follow the decisions their orders made at once.
func (in *Inbox) answerOrders(f *pbem.File, seat engine.Seat, token string, msg received, ores *pbem.OrderResult, res *InboxResult) error {
	a, err := refusalTo(f, seat, token, msg, "orders", answerText{})
	if err != nil {
		return err
	}
	a.body = append(a.body, strings.Join(ores.LinesIn(readerLang(f, seat)), "\n"))
	res.Outcome = OutcomeApplied
	if err := in.send(a, res); err != nil {
		return err
	}
	if len(ores.Plies) == 0 {
		return nil
	}
	var moves []string
	for _, p := range ores.Plies {
		moves = append(moves, p.Move)
	}
	return in.sendNext(f, moves, res)
}

// placeInMail places a refusal of an order in the mail: the line of its
// "!order", the column after the verb.
func placeInMail(err error, cmd MailMeta) error {
	var merr *pbem.MoveError
	if !errors.As(err, &merr) || merr.Detail == nil {
		return err
	}
	d := *merr.Detail
	at := strings.Index(cmd.In.Text, cmd.Rest)
	if at < 0 || cmd.Rest == "" {
		return err
	}
	d.File, d.Source = cmd.In.Origin, cmd.In.Text
	d.Pos = d.Pos.Shift(notation.Pos{Line: max(cmd.In.Line, 1), Col: utf8.RuneCountInString(cmd.In.Text[:at]) + 1})
	return &pbem.MoveError{Detail: &d, Err: merr.Err}
}
