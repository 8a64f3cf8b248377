package princes

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

func TestRecruitOrderReads(t *testing.T) {
	rule, err := Game{}.ParseOrder("RECRUIT Philosopher poet philosopher")
	require.NoError(t, err)
	assert.Equal(t, "recruit philosopher poet", rule.Text())
	enginetest.OrderErrorsAt(t, Game{}, map[string]int{"recruit": 8, "recruit poet clown": 14})
}

// TestRecruitOrderRecruitsAsSoonAsItMay plays random games and, at every
// decision, checks that an order listing every profession concerns it
// exactly when a recruit is legal, and plays one.
func TestRecruitOrderRecruitsAsSoonAsItMay(t *testing.T) {
	rule, err := Game{}.ParseOrder("recruit " + strings.Join(words().profession, " "))
	require.NoError(t, err)
	fires := 0
	for seed := range uint64(6) {
		es, _, err := Game{}.Setup(engine.Options{}, 3, enginetest.NewRand(seed))
		require.NoError(t, err)
		rng := enginetest.NewRand(seed + 100)
		for len(es.ToAct()) > 0 {
			s := es.ToAct()[0]
			legal := es.Legal(s)
			recruit := slices.ContainsFunc(legal, func(m engine.Move) bool { _, ok := m.(RecruitMove); return ok })
			require.Equal(t, recruit, rule.Applies(es, s))
			if recruit {
				m, reason := rule.Choose(es, s)
				require.Empty(t, reason)
				require.Contains(t, legal, m)
				fires++
			}
			_, err := es.Apply(s, es.(*state).RandomMove(s, rng), rng)
			require.NoError(t, err)
		}
	}
	require.Positive(t, fires, "the games had recruits")
}
