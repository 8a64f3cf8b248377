package princes

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
		"bid up to 700":                   "bid up to 700",
		"BID up TO 500 on Jester or pass": "bid up to 500 on jester or pass",
		"bid up to 900, or pass":          "bid up to 900 or pass",
	} {
		rule, err := Game{}.ParseOrder(typed)
		require.NoError(t, err, typed)
		assert.Equal(t, want, rule.Text(), typed)
	}
	for typed, col := range map[string]int{
		"bid up":                  8,
		"bid up to lots":          11,
		"bid up to 700 on dragon": 18,
		"bid up to 700 or":        18,
		"bid up to 700 maybe":     15,
	} {
		_, err := Game{}.ParseOrder(typed)
		var nerr *notation.Error
		require.True(t, errors.As(err, &nerr), "%s: %v", typed, err)
		assert.Equal(t, col, nerr.Pos.Col, "%s: %v", typed, err)
	}
	_, err := Game{}.ParseOrder("bid up to 200")
	assert.ErrorIs(t, err, engine.ErrIllegal, "the first bid is 300")
	rule, err := Game{}.ParseOrder("open forest")
	assert.NoError(t, err)
	assert.Nil(t, rule)
}
