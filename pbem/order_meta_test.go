package pbem

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// lastLine is the last decision line of the game at path.
func lastLine(t *testing.T, path string) string {
	t.Helper()
	var last string
	for _, l := range recordLines(t, path) {
		if l != "" && l[0] >= '0' && l[0] <= '9' {
			last = l
		}
	}
	return last
}

// TestResignFiresTheOrdersOfTheTurnItBrings: Cid resigns when he is to
// bid; pbem passes for him, which brings Ann's turn, and her standing
// order plays in the resignation's write.
func TestResignFiresTheOrdersOfTheTurnItBrings(t *testing.T) {
	path := newOrderGame(t)
	pmove(t, path, "Ann", "auction")
	pmove(t, path, "Bob", "bid r3 c2")
	order(t, path, "Ann", "pass")
	res, err := palazzoGames.Resign(path, SeatRequest{As: "Cid"})
	require.NoError(t, err)
	require.Equal(t, "5 Ann: pass {order}", lastLine(t, path))
	require.Equal(t, "pass", res.Plies[len(res.Plies)-1].Move)
	ann, err := palazzoGames.ListOrders(path, "Ann")
	require.NoError(t, err)
	require.Empty(t, ann.Orders)
}

// TestResignDropsTheOrdersOfWhoResigns: a player who resigned plays no
// more in person: their orders go with them.
func TestResignDropsTheOrdersOfWhoResigns(t *testing.T) {
	path := newOrderGame(t)
	order(t, path, "Bob", "bid up to 9")
	_, err := palazzoGames.Resign(path, SeatRequest{As: "Bob"})
	require.NoError(t, err)
	require.NotContains(t, readFile(t, path+OrdersSuffix), "bid up to 9")
}

// TestReplaceDropsTheOldPlayersOrders: the new player of a seat does not
// inherit orders they never gave, and none is left orphaned in the file.
func TestReplaceDropsTheOldPlayersOrders(t *testing.T) {
	path := newOrderGame(t)
	order(t, path, "Bob", "bid up to 9")
	_, err := palazzoGames.Replace(path, ReplaceRequest{Old: "Bob", New: "Dan"})
	require.NoError(t, err)
	require.NotContains(t, readFile(t, path+OrdersSuffix), "bid up to 9")
	pmove(t, path, "Ann", "auction")
	require.Equal(t, "2 Ann: auction", lastLine(t, path), "Dan decides in person")
}

// TestPlayBotsFiresOrders: the bots' turns played by PlayBots (as send
// does) fire the orders of the owners whose turn they bring.
func TestPlayBotsFiresOrders(t *testing.T) {
	path := newOrderGame(t)
	pmove(t, path, "Ann", "auction")
	order(t, path, "Cid", "pass")
	game := readFile(t, path)
	game = strings.Replace(game, "name = \"Bob\"", "name = \"Bob\"\nbot = \"mcts:5\"", 1)
	require.NoError(t, os.WriteFile(path, []byte(game), 0o644))
	plies, err := palazzoGames.PlayBots(path, nil)
	require.NoError(t, err)
	require.Len(t, plies, 2, "Bob's bot, then Cid's order")
	require.Equal(t, "4 Cid: pass {order}", lastLine(t, path))
}

// TestUndoRestoresTheOrderItTookBack: Cid takes back decisions 3 and 4,
// the first made by Bob's order; once Bob consents, the order stands
// again and, Bob being to act, fires again in the same write.
func TestUndoRestoresTheOrderItTookBack(t *testing.T) {
	path := newOrderGame(t)
	order(t, path, "Bob", "bid up to 9")
	pmove(t, path, "Ann", "auction")
	require.Equal(t, "3 Bob: bid r3 c2 {order}", lastLine(t, path))
	pmove(t, path, "Cid", "pass")
	_, err := palazzoGames.Undo(path, UndoRequest{As: "Cid", To: 3})
	require.NoError(t, err)
	res, err := palazzoGames.Undo(path, UndoRequest{As: "Bob", Answer: "accept"})
	require.NoError(t, err)
	require.Equal(t, UndoTakenBack, res.State)
	require.Equal(t, "3 Bob: bid r3 c2 {order}", lastLine(t, path), "the order restored fires again")
	require.Equal(t, []string{"Cid"}, res.ToAct)
}

// TestUndoByTheOwnerGivesTheDecisionBack: Bob takes back the decision
// his order made: the order stands again, but waits until Bob has made
// that decision in person.
func TestUndoByTheOwnerGivesTheDecisionBack(t *testing.T) {
	path := newOrderGame(t)
	order(t, path, "Bob", "bid up to 9 or pass until auction")
	pmove(t, path, "Ann", "auction")
	_, err := palazzoGames.PlaceOrder(path, OrderRequest{As: "Bob", Text: "next pass"})
	require.NoError(t, err)
	res, err := palazzoGames.Undo(path, UndoRequest{As: "Bob", To: 3})
	require.NoError(t, err)
	require.Equal(t, UndoTakenBack, res.State)
	require.Equal(t, "2 Ann: auction", lastLine(t, path))
	bob, err := palazzoGames.ListOrders(path, "Bob")
	require.NoError(t, err)
	require.Len(t, bob.Orders, 2, "both orders stand, waiting for Bob")
	pmove(t, path, "Bob", "bid r3 c2")
	pmove(t, path, "Cid", "pass")
	pmove(t, path, "Ann", "bid r5")
	require.Equal(t, "6 Bob: pass {order}", lastLine(t, path), "Bob decided: his auction order goes on")
	bob, err = palazzoGames.ListOrders(path, "Bob")
	require.NoError(t, err)
	require.Equal(t, "you decided in person first", bob.Lapsed[0].Reason,
		"the pre-move given after the decision taken back was for that decision")
}
