package leonardo

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/pbem-games/pbem/notation"
)

func TestOfferOrdersRead(t *testing.T) {
	enginetest.OrdersRead(t, Game{}, map[string]string{
		"decline every offer from Bob":         "decline every offer from Bob",
		"Decline Every Offer From  Anna Maria": "decline every offer from Anna Maria",
		"accept an offer worth at least 20":    "accept an offer worth at least 20",
		"ACCEPT an offer worth at least -5":    "accept an offer worth at least -5",
	})
	enginetest.OrderErrorsAt(t, Game{}, map[string]int{
		"decline every offer from":             25,
		"decline all offers from Bob":          9,
		"accept an offer worth at least":       31,
		"accept an offer worth at least lots":  32,
		"accept an offer worth at least 20 fl": 35,
		"accept offers worth 20":               8,
	})
}

func TestDeclineOrderNamesAPlayer(t *testing.T) {
	st, _, err := Game{}.Setup(engine.Options{Names: []string{"Ann", "Bob", "Cid"}}, 3, enginetest.NewRand(1))
	require.NoError(t, err)
	rule, err := Game{}.ParseOrder("decline every offer from bob")
	require.NoError(t, err)
	require.NoError(t, rule.(engine.OrderPossibility).Possible(st, 0))
	require.ErrorIs(t, rule.(engine.OrderPossibility).Possible(st, 1), engine.ErrIllegal, "Bob's order against his own offers")
	rule, err = Game{}.ParseOrder("decline every offer from Zed")
	require.NoError(t, err)
	require.ErrorIs(t, rule.(engine.OrderPossibility).Possible(st, 0), engine.ErrIllegal)
}

// TestOfferOrdersAnswerTrades plays random games and, at every decision
// of the negotiation, checks that "decline every offer from P" concerns
// it exactly when a trade from P's side awaits the side, and that "accept
// an offer worth at least N" concerns it exactly when a trade of that
// worth awaits it (alliances proposed are left to the player); the move
// each chooses is legal then.
func TestOfferOrdersAnswerTrades(t *testing.T) {
	names := []string{"Ann", "Bob", "Cid", "Dee"}
	accept, err := Game{}.ParseOrder("accept an offer worth at least 0")
	require.NoError(t, err)
	declined, accepted, waited := 0, 0, 0
	for seed := range uint64(8) {
		es, _, err := Game{}.Setup(engine.Options{Names: names}, 4, enginetest.NewRand(seed))
		require.NoError(t, err)
		rng := enginetest.NewRand(seed + 200)
		for steps := 0; len(es.ToAct()) > 0 && steps < 3000; steps++ {
			st := es.(*state)
			for _, s := range es.ToAct() {
				for _, name := range names {
					decline, err := Game{}.ParseOrder("decline every offer from " + name)
					require.NoError(t, err)
					from := st.seatSide(engine.Seat(len(names)))
					trade := false
					if st.phase == phaseNegotiate {
						from = st.sideOf[st.offerTestSeat(name)]
						k := st.find(from, st.sideOf[s])
						trade = k >= 0 && !st.talks.open[k].ally
					}
					require.Equal(t, trade, decline.Applies(es, s), "%s declines %s", names[s], name)
					if !trade {
						continue
					}
					m, reason := decline.Choose(es, s)
					require.Empty(t, reason)
					require.Equal(t, DeclineMove{From: st.leader(from)}, m)
					_, err = es.Clone().Apply(s, m, rng)
					require.NoError(t, err)
					declined++
				}
				worthy := false
				if st.phase == phaseNegotiate {
					for _, pr := range st.talks.open {
						worthy = worthy || pr.to == st.sideOf[s] && !pr.ally && st.offerWorth(pr) >= 0 &&
							st.tradeBlocked(pr.from, pr.to, pr.give, pr.get) == ""
					}
				}
				require.Equal(t, worthy, accept.Applies(es, s))
				if !worthy {
					waited++
					continue
				}
				m, reason := accept.Choose(es, s)
				require.Empty(t, reason)
				_, err := es.Clone().Apply(s, m, rng)
				require.NoError(t, err, "accepting %v is legal", m)
				accepted++
			}
			s := es.ToAct()[0]
			_, err := es.Apply(s, st.RandomMove(s, rng), rng)
			require.NoError(t, err)
		}
	}
	require.Positive(t, declined)
	require.Positive(t, accepted)
	require.Positive(t, waited)
}

// offerTestSeat is the seat of the player called name.
func (st *state) offerTestSeat(name string) engine.Seat {
	s, _ := st.seatNamed(notation.Words(1, name))
	return s
}

// TestAcceptOrderWeighsTheTrade checks the worth of a trade: what the
// side gets minus what it gives, spaces at their printed price.
func TestAcceptOrderWeighsTheTrade(t *testing.T) {
	es, _, err := Game{}.Setup(engine.Options{Names: []string{"Ann", "Bob", "Cid"}}, 3, enginetest.NewRand(1))
	require.NoError(t, err)
	st := es.(*state)
	price := st.d.space(14).Price
	pr := proposal{from: 1, to: 0, give: Lot{Florins: price + 7}, get: Lot{Spaces: 1 << 14}}
	assert.Equal(t, 7, st.offerWorth(pr))
	pr.give.Florins = price - 1
	assert.Equal(t, -1, st.offerWorth(pr))
}
