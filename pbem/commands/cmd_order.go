package commands

import (
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
		res, err = e.games.CancelOrder(a[0], as, c.Int("cancel"), "")
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

// writeOrderResult prints what an order command did (OrderResult.Lines).
func writeOrderResult(w io.Writer, res *pbem.OrderResult) error {
	_, err := io.WriteString(w, strings.Join(res.Lines(), "\n")+"\n")
	return err
}
