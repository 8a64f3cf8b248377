package princes

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

func TestOrderReads(t *testing.T) {
	enginetest.OrdersRead(t, Game{}, map[string]string{
		"bid up to 700":                   "bid up to 700",
		"BID up TO 500 on Jester or pass": "bid up to 500 on jester or pass",
		"bid up to 900, or pass":          "bid up to 900 or pass",
	})
	enginetest.OrderErrorsAt(t, Game{}, map[string]int{
		"bid up":                  8,
		"bid up to lots":          11,
		"bid up to 700 on dragon": 18,
		"bid up to 700 or":        18,
		"bid up to 700 maybe":     15,
	})
	_, err := Game{}.ParseOrder("bid up to 200")
	assert.ErrorIs(t, err, engine.ErrIllegal, "the first bid is 300")
	rule, err := Game{}.ParseOrder("open forest")
	assert.NoError(t, err)
	assert.Nil(t, rule)
}
