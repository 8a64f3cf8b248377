package commands

import (
	"fmt"
	"io"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
)

// orderCommand gives, lists or cancels a player's standing orders: what to
// play at their own future decisions without a round trip by mail.
func (e *env) orderCommand() *cli.Command {
	return &cli.Command{
		Name:      "order",
		Usage:     "give a standing order (played at your own decisions), list or cancel them",
		ArgsUsage: "FILE ORDER... | FILE --list | FILE --cancel N",
		Flags: []cli.Flag{
			asFlag(),
			&cli.BoolFlag{Name: "list", Usage: "list the player's orders and what became of those that lapsed"},
			&cli.IntFlag{Name: "cancel", Usage: "take back order `N`"},
			jsonFlag(),
		},
		Description: "Examples: pbem order --as Ann game.pbem bid up to 12 or pass until auction\n" +
			"          pbem order --as Ann game.pbem next pass\n" +
			"          pbem order --as Ann game.pbem --list\n" +
			"          pbem order --as Ann game.pbem --cancel 2\n" +
			"The orders live in FILE.orders (mode 0600), with the host only.",
		Action: e.orderAction,
	}
}

func (e *env) orderAction(c *cli.Context) error {
	as, err := seatAs(c)
	if err != nil {
		return err
	}
	list, cancel := c.Bool("list"), c.IsSet("cancel")
	if list && cancel {
		return usagef(c, "--list and --cancel: give one of them")
	}
	least, most := 2, -1 // the file and the order's words
	if list || cancel {
		least, most = 1, 1
	}
	a, err := nargs(c, least, most)
	if err != nil {
		return err
	}
	var res *pbem.OrderResult
	switch {
	case list:
		res, err = e.games.ListOrders(a[0], as)
	case cancel:
		res, err = e.games.CancelOrder(a[0], as, c.Int("cancel"))
	default:
		res, err = e.games.PlaceOrder(a[0], pbem.OrderRequest{As: as, Text: strings.Join(a[1:], " "), Now: e.now})
	}
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(res)
	}
	return writeOrderResult(e.stdout, res)
}

// writeOrderResult prints what an order command did: the order given or
// cancelled, the decisions made at once, then the owner's orders and
// lapses.
func writeOrderResult(w io.Writer, res *pbem.OrderResult) error {
	var b strings.Builder
	if res.Placed != nil {
		fmt.Fprintf(&b, "order %d given: %s\n", res.Placed.Number, orderLine(*res.Placed))
	}
	if res.Cancelled > 0 {
		fmt.Fprintf(&b, "order %d cancelled\n", res.Cancelled)
	}
	for _, p := range res.Plies {
		b.WriteString(p.Line() + "\n")
		for _, ev := range p.Told {
			b.WriteString("    " + ev.Text + "\n")
		}
	}
	if len(res.Orders) == 0 {
		b.WriteString("no standing orders\n")
	}
	for _, o := range res.Orders {
		fmt.Fprintf(&b, "%d  %s\n", o.Number, orderLine(o))
	}
	for _, l := range res.Lapsed {
		fmt.Fprintf(&b, "order %d (%s) lapsed at decision %d: %s\n", l.Number, l.Text, l.Ply, l.Reason)
	}
	_, err := io.WriteString(w, b.String())
	return err
}

// orderLine is an order with its end in words.
func orderLine(o pbem.Order) string {
	switch o.End {
	case pbem.EndOnce:
		return o.Text + " (once)"
	case pbem.EndAlways:
		return o.Text + " (until cancelled)"
	}
	return o.Text + " (until the end of the " + o.End + ")"
}
