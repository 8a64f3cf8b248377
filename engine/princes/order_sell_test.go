package princes

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestSellingBidOrderSellsTheFewestPoints plays random games and, at
// every bid, checks what "bid up to 5000 selling prestige" chooses: the
// bid when the Florins are there, else the sale of the fewest prestige
// points that afford it (legal, and the bid legal after it), else (the
// player made poorer than any bid random games reach) a lapse that sells
// nothing.
func TestSellingBidOrderSellsTheFewestPoints(t *testing.T) {
	rule, err := Game{}.ParseOrder("bid up to 5000 selling prestige")
	require.NoError(t, err)
	bids, sales, lapses := 0, 0, 0
	for seed := range uint64(10) {
		es, _, err := Game{}.Setup(engine.Options{}, 4, enginetest.NewRand(seed))
		require.NoError(t, err)
		rng := enginetest.NewRand(seed + 300)
		for len(es.ToAct()) > 0 {
			st := es.(*state)
			s := es.ToAct()[0]
			if rule.Applies(es, s) {
				pl, price := st.players[s], st.auction.price+data().Auction.Raise
				if pl.florins+100*pl.prestige >= price { // the same player, poorer: a lapse
					poor := es.Clone().(*state)
					poor.players[s].florins, poor.players[s].prestige = price-101, 1
					m, reason := rule.Choose(poor, s)
					require.Nil(t, m)
					require.Contains(t, reason, "prestige points to sell")
					lapses++
				}
				m, reason := rule.Choose(es, s)
				switch {
				case pl.florins >= price:
					require.Equal(t, BidMove{Price: price}, m)
					bids++
				case pl.florins+100*pl.prestige >= price:
					sell := m.(SellMove)
					require.GreaterOrEqual(t, pl.florins+100*sell.Points, price, "enough")
					require.Less(t, pl.florins+100*(sell.Points-1), price, "the fewest")
					after := es.Clone()
					_, err := after.Apply(s, m, rng)
					require.NoError(t, err)
					next, _ := rule.Choose(after, s)
					require.Equal(t, BidMove{Price: price}, next, "the bid follows the sale")
					sales++
				default:
					require.Nil(t, m)
					require.Contains(t, reason, "prestige points to sell")
					lapses++
				}
			}
			_, err := es.Apply(s, es.(*state).RandomMove(s, rng), rng)
			require.NoError(t, err)
		}
	}
	t.Logf("%d bids, %d sales, %d lapses", bids, sales, lapses)
	require.Positive(t, bids)
	require.Positive(t, sales)
	require.Positive(t, lapses)
}
