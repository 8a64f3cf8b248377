package princes

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

func TestDeclineOrderReads(t *testing.T) {
	enginetest.OrdersRead(t, Game{}, map[string]string{
		"decline":                              "decline",
		"DECLINE unless builder jester jester": "decline unless jester builder",
	})
	enginetest.OrderErrorsAt(t, Game{}, map[string]int{"decline now": 9, "decline unless": 15, "decline unless jester clown": 23})
}

// TestDeclineOrderWaitsWhileAWantedStackIsOpen plays random games and, at
// every decision to open an auction, checks that "decline unless jester"
// concerns it exactly when the jester cannot be opened, and then declines.
func TestDeclineOrderWaitsWhileAWantedStackIsOpen(t *testing.T) {
	rule, err := Game{}.ParseOrder("decline unless jester")
	require.NoError(t, err)
	jester := int8(slices.Index(data().Auction.Stacks, "jester"))
	waits, fires := 0, 0
	for seed := range uint64(4) {
		es, _, err := Game{}.Setup(engine.Options{}, 3, enginetest.NewRand(seed))
		require.NoError(t, err)
		rng := enginetest.NewRand(seed + 100)
		for len(es.ToAct()) > 0 {
			s := es.ToAct()[0]
			st := es.(*state)
			if st.phase == phaseOpen {
				open := slices.ContainsFunc(es.Legal(s), func(m engine.Move) bool { return m == OpenMove{Stack: jester} })
				require.Equal(t, !open, rule.Applies(es, s))
				if open {
					waits++
				} else {
					m, reason := rule.Choose(es, s)
					require.Empty(t, reason)
					require.Equal(t, DeclineMove{}, m)
					fires++
				}
			} else {
				require.False(t, rule.Applies(es, s))
			}
			_, err := es.Apply(s, st.RandomMove(s, rng), rng)
			require.NoError(t, err)
		}
	}
	require.Positive(t, waits)
	require.Positive(t, fires)
}
