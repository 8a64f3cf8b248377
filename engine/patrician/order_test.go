package patrician

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/notation"
)

func TestOrderReads(t *testing.T) {
	rule, err := Game{}.ParseOrder("TAKE RO6 Bologna fi")
	require.NoError(t, err)
	assert.Equal(t, "take ro6 bo fi", rule.Text())
	for typed, col := range map[string]int{"take": 5, "take ro6 xx": 10} {
		_, err := Game{}.ParseOrder(typed)
		var nerr *notation.Error
		require.True(t, errors.As(err, &nerr), "%s: %v", typed, err)
		assert.Equal(t, col, nerr.Pos.Col, "%s: %v", typed, err)
	}
	rule, err = Game{}.ParseOrder("play bo5")
	assert.NoError(t, err)
	assert.Nil(t, rule)
}
