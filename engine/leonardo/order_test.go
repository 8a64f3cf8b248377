package leonardo

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

func TestOrderReads(t *testing.T) {
	enginetest.OrdersRead(t, Game{}, map[string]string{
		"bid up to 45":          "bid up to 45",
		"BID up TO 45, OR pass": "bid up to 45 or pass",
	})
	enginetest.OrderErrorsAt(t, Game{}, map[string]int{
		"bid":                    5,
		"bid up":                 8,
		"bid to 45":              5,
		"bid up to lots":         11,
		"bid up to 45 or":        17,
		"bid up to 45 maybe":     14,
		"bid up to 45 or pass x": 22,
	})
	_, err := Game{}.ParseOrder("bid up to 0")
	assert.ErrorIs(t, err, engine.ErrIllegal)
	rule, err := Game{}.ParseOrder("buy")
	assert.NoError(t, err)
	assert.Nil(t, rule)
}
