package leonardo

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

func TestStakeOrderReads(t *testing.T) {
	id := embedded.Get().Market.Products[0].ID
	rule, err := Game{}.ParseOrder("STAKE " + id + " up  to 50")
	require.NoError(t, err)
	assert.Equal(t, "stake "+id+" up to 50", rule.Text())
	enginetest.OrderErrorsAt(t, Game{}, map[string]int{"stake": 6, "stake tea up to 50": 7, "stake " + id + " to 50": 8 + len(id)})
	_, err = Game{}.ParseOrder("stake " + id + " up to 4")
	require.ErrorIs(t, err, engine.ErrIllegal, "below the least stake")
}

// TestStakeOrderPlaysALegalStake plays random games and, at every stake
// decision, checks that the order concerns it and stakes as much of its
// limit as the side may, a stake the game accepts.
func TestStakeOrderPlaysALegalStake(t *testing.T) {
	rule, err := Game{}.ParseOrder("stake " + embedded.Get().Market.Products[1].ID + " up to 50")
	require.NoError(t, err)
	stakes := 0
	for seed := range uint64(6) {
		es, _, err := Game{}.Setup(engine.Options{}, 4, enginetest.NewRand(seed))
		require.NoError(t, err)
		rng := enginetest.NewRand(seed + 100)
		for steps := 0; len(es.ToAct()) > 0 && steps < 3000; steps++ {
			s := es.ToAct()[0]
			st := es.(*state)
			require.Equal(t, st.phase == phaseStake, rule.Applies(es, s))
			if st.phase == phaseStake {
				m, reason := rule.Choose(es, s)
				if m == nil {
					require.Contains(t, reason, "less than the least stake")
				} else {
					sm := m.(StakeMove)
					require.LessOrEqual(t, sm.Amount, 50)
					_, err := es.Clone().Apply(s, m, rng)
					require.NoError(t, err)
					stakes++
				}
			}
			_, err := es.Apply(s, st.RandomMove(s, rng), rng)
			require.NoError(t, err)
		}
	}
	require.Positive(t, stakes, "the games had markets")
}
