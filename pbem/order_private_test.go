package pbem

import (
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/patrician"
)

// TestOrderCountStaysPrivate: an order Bob gives and cancels, which never
// fires, changes nothing the others see: not the game file's text (its
// marks once said how many orders their owner had given), nor Ann's and
// Cid's outputs.
func TestOrderCountStaysPrivate(t *testing.T) {
	play := func(extra bool) (game string, outs []string) {
		path := newOrderGame(t)
		if extra {
			order(t, path, "Bob", "next pass")
			_, err := palazzoGames.CancelOrder(path, "Bob", 1, "")
			require.NoError(t, err)
		}
		order(t, path, "Bob", "bid up to 9 or pass until auction")
		for _, m := range []struct{ as, move string }{{"Ann", "auction"}, {"Cid", "pass"}, {"Ann", "bid r5"}} {
			res := pmove(t, path, m.as, m.move)
			out, err := json.Marshal(res)
			require.NoError(t, err)
			outs = append(outs, string(out))
		}
		return strings.Join(recordLines(t, path), "\n"), outs
	}
	game1, outs1 := play(false)
	game2, outs2 := play(true)
	require.Contains(t, game1, "3 Bob: bid r3 c2 {order}")
	require.Equal(t, game1, game2, "the game file")
	require.Equal(t, outs1, outs2, "Ann's and Cid's outputs")
}

// TestOldOrderMarksStillRead: a file written when marks carried their
// order's number ("{order 1}") still tells which order fired, without
// the book's note: an order restored from an old backup is spent.
func TestOldOrderMarksStillRead(t *testing.T) {
	path := newOrderGame(t)
	order(t, path, "Bob", "bid up to 9")
	book := readFile(t, path+OrdersSuffix)
	pmove(t, path, "Ann", "auction")
	game := readFile(t, path)
	require.Contains(t, game, "{order}")
	require.NoError(t, os.WriteFile(path, []byte(strings.Replace(game, "{order}", "{order 1}", 1)), 0o644))
	require.NoError(t, os.WriteFile(path+OrdersSuffix, []byte(book), 0o600))
	bob, err := palazzoGames.ListOrders(path, "Bob")
	require.NoError(t, err)
	require.Empty(t, bob.Orders, "the old mark says order 1 fired")
}

// TestOrderLinesInFrench: a player who reads French reads their orders
// and lapses in French; the orders stay in the game's notation.
func TestOrderLinesInFrench(t *testing.T) {
	path := newOrderGame(t)
	order(t, path, "Bob", "bid up to 4")
	order(t, path, "Bob", "pass until auction")
	pmove(t, path, "Ann", "auction")
	bob, err := palazzoGames.ListOrders(path, "Bob")
	require.NoError(t, err)
	lines := strings.Join(bob.LinesIn(French), "\n")
	require.Contains(t, lines, "2  pass (jusqu'à la fin de l'enchère)")
	require.Contains(t, lines, "ordre 1 (bid up to 4) tombé à la décision 3 : la surenchère la moins chère porte votre enchère à")
	require.Contains(t, lines, "au-dessus de vos 4")
	require.Contains(t, strings.Join(bob.Lines(), "\n"), "2  pass (until the end of the auction)")
}

// TestOrderRefusedWhereTheGameCannotApplyIt: Patrician's "messenger none"
// is refused at once in a game without the Messengers, where no messenger
// decision ever comes, and accepted with them.
func TestOrderRefusedWhereTheGameCannotApplyIt(t *testing.T) {
	games := Games{patrician.Game{}}
	for _, variants := range [][]string{nil, {"messengers"}} {
		path := filepath.Join(t.TempDir(), "g.pbem")
		_, err := games.Create(NewGame{Game: "patrician", Players: []string{"Ann", "Bob", "Cid"}, Seed: "7",
			Variants: variants, Now: testNow, Out: path})
		require.NoError(t, err)
		_, err = games.PlaceOrder(path, OrderRequest{As: "Bob", Text: "messenger none always"})
		if variants == nil {
			require.ErrorIs(t, err, engine.ErrIllegal)
			require.Contains(t, err.Error(), "without the messengers variant")
		} else {
			require.NoError(t, err)
		}
	}
}

// TestMoneyOrderTakesMoneyAtTheAction: Palazzo's "money" plays the
// take-money action at its owner's action, at once when they are to act.
func TestMoneyOrderTakesMoneyAtTheAction(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	_, err := palazzoGames.Create(NewGame{Game: "palazzo", Players: []string{"Ann", "Bob", "Cid"}, Seed: "7",
		Now: testNow, Out: path})
	require.NoError(t, err)
	res := order(t, path, "Ann", "money when hand below 20")
	require.Len(t, res.Plies, 1)
	require.Equal(t, "1 Ann: money {order}", lastLine(t, path))
}
