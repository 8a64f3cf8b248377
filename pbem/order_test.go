package pbem

import (
	"errors"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// newOrderGame starts the Palazzo game of the order tests (Ann, Bob and
// Cid, seed "7") and plays Ann's draw: an auction is her next choice.
func newOrderGame(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "g.pbem")
	_, err := palazzoGames.Create(NewGame{Game: "palazzo", Players: []string{"Ann", "Bob", "Cid"}, Seed: "7",
		Now: testNow, Out: path})
	require.NoError(t, err)
	_, err = palazzoGames.Move(path, MoveRequest{Moves: inputs("draw")})
	require.NoError(t, err)
	return path
}

// order gives a standing order and requires it to be accepted.
func order(t *testing.T, path, as, text string) *OrderResult {
	t.Helper()
	res, err := palazzoGames.PlaceOrder(path, OrderRequest{As: as, Text: text})
	require.NoError(t, err)
	return res
}

// pmove is move for the Palazzo game of the order tests.
func pmove(t *testing.T, path, as string, texts ...string) *MoveResult {
	t.Helper()
	res, err := palazzoGames.Move(path, MoveRequest{As: as, Moves: inputs(texts...)})
	require.NoError(t, err)
	return res
}

// recordLines are the decision lines of the game file at path.
func recordLines(t *testing.T, path string) []string {
	t.Helper()
	_, rec, _ := strings.Cut(strings.TrimPrefix(readFile(t, path), "+++"), "+++\n")
	return strings.Split(strings.TrimSpace(rec), "\n")
}

func TestOrdersFireInTheMoveThatBringsTheTurn(t *testing.T) {
	path := newOrderGame(t)
	order(t, path, "Bob", "bid up to 9 or pass until auction")
	order(t, path, "Cid", "bid up to 8")
	res := pmove(t, path, "Ann", "auction")
	require.Len(t, res.Plies, 3, "Ann's auction, then Bob's and Cid's orders")
	require.Equal(t, []string{"2 Ann: auction", "3 Bob: bid r3 c2 {order}", "4 Cid: bid s4 c2 {order}"},
		recordLines(t, path)[1:])
	cid, err := palazzoGames.ListOrders(path, "Cid")
	require.NoError(t, err)
	require.Empty(t, cid.Orders, "an order that names no end fires once")
	bob, err := palazzoGames.ListOrders(path, "Bob")
	require.NoError(t, err)
	require.Len(t, bob.Orders, 1, "Bob's order lasts until the auction ends")

	res = pmove(t, path, "Ann", "bid r5")
	require.Equal(t, "pass", res.Plies[1].Move, "no raise of Bob's beats 8 within 9: his order passes")
	bob, err = palazzoGames.ListOrders(path, "Bob")
	require.NoError(t, err)
	require.Len(t, bob.Orders, 1)
}

func TestOrderLapsesNeverPlayADefault(t *testing.T) {
	path := newOrderGame(t)
	order(t, path, "Bob", "bid up to 9 or pass")
	order(t, path, "Cid", "bid up to 5")
	order(t, path, "Cid", "next pass")
	pmove(t, path, "Ann", "auction")
	lines := recordLines(t, path)
	require.Equal(t, "3 Bob: bid r3 c2 {order}", lines[len(lines)-1], "Cid's orders play nothing")
	cid, err := palazzoGames.ListOrders(path, "Cid")
	require.NoError(t, err)
	require.Equal(t, []string{"Cid"}, cid.ToAct)
	require.Len(t, cid.Lapsed, 1)
	require.Equal(t, 1, cid.Lapsed[0].Number)
	require.Contains(t, cid.Lapsed[0].Reason, "above your 5")
	require.Len(t, cid.Orders, 1, "the pre-move given before the lapse waits, held")

	// Another order of Cid's is checked at once, and the held one still
	// does not fire.
	res := order(t, path, "Cid", "bid up to 20 with b")
	require.Contains(t, res.Lapsed[1].Reason, "no raise of yours with b beats the highest bid, 5",
		"Cid's b5 does not beat 5")
	order(t, path, "Cid", "bid up to 20 with s c")
	lines = recordLines(t, path)
	require.Equal(t, "4 Cid: bid s4 c2 {order}", lines[len(lines)-1])
	cid, err = palazzoGames.ListOrders(path, "Cid")
	require.NoError(t, err)
	require.Empty(t, cid.Orders, "a decision made spends the held pre-move")
	require.Equal(t, "your order 4 made decision 4 first", cid.Lapsed[len(cid.Lapsed)-1].Reason)
}

func TestOrderPreMoveLapsesWhenIllegal(t *testing.T) {
	path := newOrderGame(t)
	order(t, path, "Bob", "next bid r7")
	before := recordLines(t, path)
	pmove(t, path, "Ann", "auction")
	require.Len(t, recordLines(t, path), len(before)+1, "only Ann's auction: Bob holds no r7")
	bob, err := palazzoGames.ListOrders(path, "Bob")
	require.NoError(t, err)
	require.Contains(t, bob.Lapsed[0].Reason, "you do not hold r7")
}

func TestFiredDecisionsReplayWithoutOrders(t *testing.T) {
	path := newOrderGame(t)
	order(t, path, "Bob", "bid up to 9 or pass until auction")
	order(t, path, "Cid", "pass")
	pmove(t, path, "Ann", "auction")
	require.NoError(t, os.Remove(path+OrdersSuffix))
	f, err := palazzoGames.Load(path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	require.Equal(t, 5, r.NextPly(), "the auction, Bob's bid, Cid's pass replay from the file alone")
	canon, err := f.Canonical()
	require.NoError(t, err)
	require.Equal(t, string(f.Src), string(canon), "fired lines are canonical")
}

func TestRefusedOrderCommandsChangeNothing(t *testing.T) {
	path := newOrderGame(t)
	order(t, path, "Bob", "bid up to 9")
	game, book := readFile(t, path), readFile(t, path+OrdersSuffix)
	info, err := os.Stat(path + OrdersSuffix)
	require.NoError(t, err)
	require.Equal(t, os.FileMode(0o600), info.Mode().Perm())
	for _, text := range []string{"bd up to 9", "bid up to 2", "bid up to 500", "bid up to 9 with q",
		"pass until round", "next buld", "Ann: next pick 1b1", "Ann: next bid r5", ""} {
		as := "Cid"
		if name, rest, ok := strings.Cut(text, ": "); ok {
			as, text = name, rest // Ann is to act: her pre-move is judged now
		}
		_, err := palazzoGames.PlaceOrder(path, OrderRequest{As: as, Text: text})
		require.Error(t, err, text)
	}
	_, err = palazzoGames.PlaceOrder(path, OrderRequest{As: "Zed", Text: "pass"})
	require.Error(t, err)
	_, err = palazzoGames.CancelOrder(path, "Cid", 1, "")
	require.Error(t, err, "order 1 is Bob's")
	_, err = palazzoGames.Move(path, MoveRequest{As: "Ann", Moves: inputs("bid r5")})
	require.Error(t, err, "an illegal move fires nothing")
	require.Equal(t, game, readFile(t, path))
	require.Equal(t, book, readFile(t, path+OrdersSuffix))
}

func TestOrderErrorsArePlacedWithTheNearestOrder(t *testing.T) {
	path := newOrderGame(t)
	_, err := palazzoGames.PlaceOrder(path, OrderRequest{As: "Ann", Text: "bid up to 9 until round"})
	var merr *MoveError
	require.ErrorAs(t, err, &merr)
	require.Equal(t, "order:1:19: \"round\" is not a stretch of play of Palazzo; expected one of auction, cancelled",
		merr.Error())
	_, err = palazzoGames.PlaceOrder(path, OrderRequest{As: "Ann", Text: "bd up to 9"})
	require.ErrorAs(t, err, &merr)
	require.Contains(t, merr.Detail.Nearest, "bid up to 9", "the suggestion keeps the limit typed")
	_, err = palazzoGames.PlaceOrder(path, OrderRequest{As: "Ann", Text: "bid upto 14 or pass"})
	require.ErrorAs(t, err, &merr)
	require.Contains(t, merr.Detail.Nearest, "bid up to 14 or pass")
	_, err = palazzoGames.PlaceOrder(path, OrderRequest{As: "Ann", Text: "next auctoin"})
	require.ErrorAs(t, err, &merr)
	require.Equal(t, 6, merr.Detail.Pos.Col)
	require.Contains(t, merr.Detail.Nearest, "next auction")
}

func TestCancelledOrderDoesNotFire(t *testing.T) {
	path := newOrderGame(t)
	order(t, path, "Bob", "bid up to 9")
	_, err := palazzoGames.CancelOrder(path, "Bob", 1, "")
	require.NoError(t, err)
	pmove(t, path, "Ann", "auction")
	lines := recordLines(t, path)
	require.Equal(t, "2 Ann: auction", lines[len(lines)-1])
}

// TestStoppedOrderWriteLosesAndDoublesNothing stops the write of a move
// that fires orders at each step, as a crash would, and checks that the
// next command finds every order once: not fired when the game file was
// not written, fired once when it was.
func TestStoppedOrderWriteLosesAndDoublesNothing(t *testing.T) {
	for _, step := range []string{"game", "orders"} {
		t.Run(step, func(t *testing.T) {
			path := newOrderGame(t)
			order(t, path, "Bob", "bid up to 9")
			order(t, path, "Cid", "next pass")
			stopped := errors.New("stopped")
			stopOrderWrite = func(at string) error {
				if at == step {
					return stopped
				}
				return nil
			}
			_, err := palazzoGames.Move(path, MoveRequest{As: "Ann", Moves: inputs("auction")})
			stopOrderWrite = func(string) error { return nil }
			require.ErrorIs(t, err, stopped)
			if step == "game" {
				bob, err := palazzoGames.ListOrders(path, "Bob")
				require.NoError(t, err)
				require.Len(t, bob.Orders, 1, "the move was not written: Bob's order waits")
				pmove(t, path, "Ann", "auction")
			}
			lines := recordLines(t, path)
			require.Equal(t, []string{"2 Ann: auction", "3 Bob: bid r3 c2 {order}", "4 Cid: pass {order}"}, lines[1:])
			for _, name := range []string{"Bob", "Cid"} {
				res, err := palazzoGames.ListOrders(path, name)
				require.NoError(t, err)
				require.Empty(t, res.Orders, "%s's order fired once", name)
			}
			pmove(t, path, "Ann", "pass")
			require.NotContains(t, readFile(t, path+OrdersSuffix), "pending", "the next write settles the note")
			require.Len(t, recordLines(t, path), 5, "nothing fires twice")
		})
	}
}

func TestOrderUntilAuctionEndsWithItsAuction(t *testing.T) {
	path := newOrderGame(t)
	order(t, path, "Bob", "bid up to 9 or pass until auction")
	order(t, path, "Cid", "pass until auction")
	pmove(t, path, "Ann", "auction")
	pmove(t, path, "Ann", "bid r5") // Bob passes: no raise within 9
	// The auction is over: Bob's order ends now, not at his next turn.
	cid, err := palazzoGames.ListOrders(path, "Cid")
	require.NoError(t, err)
	require.Empty(t, cid.Orders, "Cid's pass order outlived its auction")
	for {
		bob, err := palazzoGames.ListOrders(path, "Bob")
		require.NoError(t, err)
		if slices.Contains(bob.ToAct, "Bob") {
			require.Empty(t, bob.Orders)
			require.Equal(t, "ended: its auction is over", bob.Lapsed[0].Reason)
			break
		}
		f, err := palazzoGames.Load(path)
		require.NoError(t, err)
		r, err := f.Replay(-1)
		require.NoError(t, err)
		require.Equal(t, []string{"Ann"}, r.ToAct(), "Ann builds what she won")
		pmove(t, path, "Ann", r.LegalTexts(0)[0])
	}
	lines := recordLines(t, path)
	require.Equal(t, "4 Cid: pass {order}", lines[3])
}

func TestMoveInPersonCannotCarryAnOrderMark(t *testing.T) {
	path := newOrderGame(t)
	order(t, path, "Bob", "bid up to 9")
	before := readFile(t, path)
	_, err := palazzoGames.Move(path, MoveRequest{As: "Ann", Moves: inputs("auction {order}")})
	require.ErrorIs(t, err, ErrUsage)
	require.Equal(t, before, readFile(t, path))
	_, err = palazzoGames.Move(path, MoveRequest{As: "Ann", Moves: inputs("auction {order}")})
	require.ErrorIs(t, err, ErrUsage)
	pmove(t, path, "Ann", "auction {my order 1}")
}

func TestOrderRequestWithAKeyIsDoneOnce(t *testing.T) {
	path := newOrderGame(t)
	for range 2 { // a mail read again after a run that stopped
		_, err := palazzoGames.PlaceOrder(path, OrderRequest{As: "Bob", Text: "bid up to 9", Key: "mail-1#1"})
		require.NoError(t, err)
	}
	bob, err := palazzoGames.ListOrders(path, "Bob")
	require.NoError(t, err)
	require.Len(t, bob.Orders, 1)
	for range 2 {
		_, err := palazzoGames.CancelOrder(path, "Bob", 1, "mail-2#1")
		require.NoError(t, err, "the second reading changes nothing and refuses nothing")
	}
	bob, err = palazzoGames.ListOrders(path, "Bob")
	require.NoError(t, err)
	require.Empty(t, bob.Orders)
}
