package palazzo

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/pbem-games/pbem/notation"
)

func TestOrderReadsInCanonicalForm(t *testing.T) {
	enginetest.OrdersRead(t, Game{}, map[string]string{
		"bid up to 12":                 "bid up to 12",
		"BID Up To 12 OR PASS":         "bid up to 12 or pass",
		"bid up to 12 with c2 red":     "bid up to 12 with r c",
		"bid up to 9, with s, or pass": "bid up to 9 with s or pass",
	})
	rule, err := Game{}.ParseOrder("build 3m2 on a")
	assert.NoError(t, err)
	assert.Nil(t, rule, "not one of Palazzo's orders: pbem reads it, or refuses it")
}

func TestOrderErrorsArePlaced(t *testing.T) {
	enginetest.OrderErrorsAt(t, Game{}, map[string]int{
		"bid up 12":             8,
		"bid up to twelve":      11,
		"bid up to 12 with":     19,
		"bid up to 12 with x":   19,
		"bid up to 12 or":       17,
		"bid up to 12 with r r": 21,
		"bid up to 12 now":      14,
	})
}

func TestOrderThatCouldNeverFireIsRefused(t *testing.T) {
	for _, typed := range []string{"bid up to 3", "bid up to 1000", "bid up to 90 with c"} {
		_, err := Game{}.ParseOrder(typed)
		assert.ErrorIs(t, err, engine.ErrIllegal, typed)
	}
	_, err := Game{}.ParseOrder("bid up to 4")
	assert.NoError(t, err, "a raise to 4 can happen")
}

func TestBidOrderChoosesTheCheapestRaise(t *testing.T) {
	st := mustState(t, afterDraw)
	table.Play(t, st, "Ann: draw", "Ann: auction")
	bob := engine.Seat(1)
	choose := func(text string) (engine.Move, string) {
		rule, err := Game{}.ParseOrder(text)
		require.NoError(t, err)
		require.True(t, rule.Applies(st, bob))
		require.False(t, rule.Applies(st, 2), "Cid is not to bid")
		return rule.Choose(st, bob)
	}
	m, _ := choose("bid up to 12")
	assert.Equal(t, "bid b5", Game{}.FormatMove(st, m), "5 is the lowest total above Ann's 3")
	m, _ = choose("bid up to 12 with s c")
	assert.Equal(t, "bid s7", Game{}.FormatMove(st, m), "with silver and the certificate")
	m, reason := choose("bid up to 6 with s c")
	assert.Nil(t, m, "no default move")
	assert.Equal(t, "the cheapest raise with s c brings your bid to 7, above your 6", reason)
	m, _ = choose("bid up to 6 with s c or pass")
	assert.Equal(t, PassMove{}, m)

	table.Play(t, st, "Bob: bid b5")
	assert.False(t, (&bidOrder{Limit: 12}).Applies(st, bob), "Bob has bid: Cid is to act")
	name := Game{}.OrderScope(st, "auction")
	assert.NotEmpty(t, name)
	table.Play(t, st, "Cid: pass", "Ann: pass")
	assert.NotEqual(t, name, Game{}.OrderScope(st, "auction"), "the auction is over")
}

func TestMoneyOrder(t *testing.T) {
	for typed, want := range map[string]string{"money": "money", "MONEY when hand  below 4": "money when hand below 4"} {
		rule, err := Game{}.ParseOrder(typed)
		require.NoError(t, err, typed)
		require.Equal(t, want, rule.Text())
	}
	for typed, col := range map[string]int{"money when": 11, "money if hand below 4": 7, "money when hand below 0": 23,
		"money when hand below 4 now": 25} {
		_, err := Game{}.ParseOrder(typed)
		var nerr *notation.Error
		require.ErrorAs(t, err, &nerr, typed)
		require.Equal(t, col, nerr.Pos.Col, "%s: %v", typed, err)
	}
	es, _, err := Game{}.Setup(engine.Options{}, 3, enginetest.NewRand(1))
	require.NoError(t, err)
	st := es.(*state)
	actor := st.ToAct()[0]
	hand := len(st.players[actor].hand.Cards())
	any, _ := Game{}.ParseOrder("money")
	require.True(t, any.Applies(st, actor))
	m, reason := any.Choose(st, actor)
	require.Empty(t, reason)
	require.Equal(t, MoneyMove{}, m)
	few, _ := Game{}.ParseOrder(fmt.Sprintf("money when hand below %d", hand))
	require.False(t, few.Applies(st, actor), "the hand holds %d cards: the order waits", hand)
	more, _ := Game{}.ParseOrder(fmt.Sprintf("money when hand below %d", hand+1))
	require.True(t, more.Applies(st, actor))
	require.False(t, any.Applies(st, (actor+1)%3), "not the others' decision")
}
