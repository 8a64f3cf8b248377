package leonardo

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

func TestOrderReads(t *testing.T) {
	for typed, want := range map[string]string{
		"bid up to 45":          "bid up to 45",
		"BID up TO 45, OR pass": "bid up to 45 or pass",
	} {
		rule, err := Game{}.ParseOrder(typed)
		require.NoError(t, err, typed)
		assert.Equal(t, want, rule.Text(), typed)
	}
	for typed, col := range map[string]int{
		"bid":                    5,
		"bid up":                 8,
		"bid to 45":              5,
		"bid up to lots":         11,
		"bid up to 45 or":        17,
		"bid up to 45 maybe":     14,
		"bid up to 45 or pass x": 22,
	} {
		_, err := Game{}.ParseOrder(typed)
		var nerr *notation.Error
		require.True(t, errors.As(err, &nerr), "%s: %v", typed, err)
		assert.Equal(t, col, nerr.Pos.Col, "%s: %v", typed, err)
	}
	_, err := Game{}.ParseOrder("bid up to 0")
	assert.ErrorIs(t, err, engine.ErrIllegal)
	rule, err := Game{}.ParseOrder("buy")
	assert.NoError(t, err)
	assert.Nil(t, rule)
}
