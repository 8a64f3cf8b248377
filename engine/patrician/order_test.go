package patrician

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

func TestOrderReads(t *testing.T) {
	rule, err := Game{}.ParseOrder("TAKE RO6 Bologna fi")
	require.NoError(t, err)
	assert.Equal(t, "take ro6 bo fi", rule.Text())
	enginetest.OrderErrorsAt(t, Game{}, map[string]int{"take": 5, "take ro6 xx": 10})
	rule, err = Game{}.ParseOrder("play bo5")
	assert.NoError(t, err)
	assert.Nil(t, rule)
}

func TestMessengerNoneOrder(t *testing.T) {
	rule, err := Game{}.ParseOrder("Messenger NONE")
	require.NoError(t, err)
	assert.Equal(t, "messenger none", rule.Text())
	enginetest.OrderErrorsAt(t, Game{}, map[string]int{"messenger": 10, "messenger lu mi": 11, "messenger none now": 16})
	possible := rule.(engine.OrderPossibility)
	plain, _, err := Game{}.Setup(engine.Options{}, 3, enginetest.NewRand(1))
	require.NoError(t, err)
	require.ErrorIs(t, possible.Possible(plain, 0), engine.ErrIllegal, "no messenger decision without the variant")
	seen := 0
	playRandom(t, 3, []string{"messengers"}, 5, func(st *state, _ engine.Move) {
		applies := rule.Applies(st, st.actor)
		require.Equal(t, st.phase == phaseMessenger, applies)
		if !applies {
			return
		}
		require.NoError(t, possible.Possible(st, 0))
		m, reason := rule.Choose(st, st.actor)
		require.Empty(t, reason)
		require.Equal(t, "messenger none", Game{}.FormatMove(st, m))
		seen++
	})
	require.Positive(t, seen, "the game had messenger decisions")
}
