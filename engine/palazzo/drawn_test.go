package palazzo

import (
	"reflect"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/require"
)

// TestDrawnMovesSkipOnlyWhatHolds applies the moves RandomMove draws at
// every decision of random games twice, from equal states and streams: on
// the state that drew them (its note lets perform skip the purchase's and
// the raise's checks) and on a clone (no note: every check). The states
// must stay equal, so the skipped checks would have passed and the raise's
// noted worth and currency are the ones the grouping finds.
func TestDrawnMovesSkipOnlyWhatHolds(t *testing.T) {
	var buys, bids int
	for seed := range enginetest.ByDepth[uint64](9, 30, 30) {
		playRandom(t, 2+int(seed%3), seed, func(st *state, s engine.Seat, _ engine.Move) {
			for draw := range uint64(3) {
				noted := st.clone()
				m := noted.RandomMove(s, enginetest.NewRand(seed*7+draw))
				switch noted.drawn.kind {
				case drawnBuy:
					buys++
				case drawnBid:
					bids++
				}
				checked := noted.clone()
				require.Equal(t, drawnMove{}, checked.drawn, "a clone keeps no note")
				require.NoError(t, noted.ApplyQuiet(s, m, enginetest.NewRand(seed)))
				require.NoError(t, checked.ApplyQuiet(s, m, enginetest.NewRand(seed)))
				noted.walks = nil                                                           // RandomMove's room for walks, not the game
				noted.buyRoom, noted.bidMoveRoom = moveRoom[BuyMove]{}, moveRoom[BidMove]{} // and its rooms of boxed moves
				require.True(t, reflect.DeepEqual(noted, checked), "states differ after %s", Game{}.FormatMove(st, m))
			}
		})
	}
	require.Positive(t, buys, "no purchase drawn")
	require.Positive(t, bids, "no raise drawn")
	t.Logf("%d purchases, %d raises drawn", buys, bids)
}

// TestNoteHoldsForItsMoveOnly: a note is for the move drawn, applied next.
// Another purchase is checked (and refused when the hand lacks its
// payment), and any move performed clears the note; the noted move itself
// is not checked again (a forged note shows it).
func TestNoteHoldsForItsMoveOnly(t *testing.T) {
	st := mustState(t, "supply: 1b1 2m2\nAnn: r5")
	st.phase = phaseBuyOrAuction
	held := BuyMove{Tiles: [2]Tile{tileOf(t, "1b1")}, Pay: handOf(t, "r5")}
	unheld := BuyMove{Tiles: [2]Tile{tileOf(t, "1b1")}, Pay: handOf(t, "r6")}
	st.noteBuy(held)
	require.ErrorIs(t, st.clone().perform(unheld, enginetest.NewRand(1), nil), engine.ErrIllegal, "a clone has no note")
	require.ErrorIs(t, st.perform(unheld, enginetest.NewRand(1), nil), engine.ErrIllegal, "another purchase is checked")
	require.Equal(t, drawnMove{}, st.drawn, "any move clears the note")
	st.noteBuy(unheld)
	require.NoError(t, st.perform(unheld, enginetest.NewRand(1), nil), "the noted move is not checked again")
	require.False(t, (&drawnMove{kind: drawnBuy, buy: held}).drawnBidIs(held.Pay), "a purchase's note is no raise's")
}
