package leonardo

import (
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

func TestDoneOrderReads(t *testing.T) {
	for typed, want := range map[string]string{"done": "done", "DONE unless  Offered": "done unless offered"} {
		rule, err := Game{}.ParseOrder(typed)
		require.NoError(t, err, typed)
		assert.Equal(t, want, rule.Text())
	}
	enginetest.OrderErrorsAt(t, Game{}, map[string]int{"done now": 6, "done unless": 12, "done unless asked": 13, "done unless offered x": 21})
}

// TestDoneOrderWaitsForOffers plays random games and, at every
// negotiation decision, checks that "done unless offered" concerns it
// exactly when no proposal awaits the side, and then ends its part.
func TestDoneOrderWaitsForOffers(t *testing.T) {
	rule, err := Game{}.ParseOrder("done unless offered")
	require.NoError(t, err)
	waits, fires := 0, 0
	for seed := range uint64(6) {
		es, _, err := Game{}.Setup(engine.Options{}, 4, enginetest.NewRand(seed))
		require.NoError(t, err)
		rng := enginetest.NewRand(seed + 100)
		for steps := 0; len(es.ToAct()) > 0 && steps < 3000; steps++ {
			st := es.(*state)
			for _, s := range es.ToAct() {
				if st.phase != phaseNegotiate {
					require.False(t, rule.Applies(es, s))
					continue
				}
				side := st.sideOf[s]
				offered := slices.ContainsFunc(st.talks.open, func(p proposal) bool { return p.to == side })
				require.Equal(t, !offered && !st.talks.done[side], rule.Applies(es, s))
				if !rule.Applies(es, s) {
					waits++
					continue
				}
				m, reason := rule.Choose(es, s)
				require.Empty(t, reason)
				require.Equal(t, DoneMove{}, m)
				_, err := es.Clone().Apply(s, m, rng)
				require.NoError(t, err)
				fires++
			}
			s := es.ToAct()[0]
			_, err := es.Apply(s, st.RandomMove(s, rng), rng)
			require.NoError(t, err)
		}
	}
	require.Positive(t, waits)
	require.Positive(t, fires)
}
