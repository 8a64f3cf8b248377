package palazzo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/assert"
)

// The sidebar example: after the draw the supply holds 4 tiles, each costs
// 10 - 4 = 6, and two bought together (12) are paid with a 15 joker.
func TestBuySidebarExample(t *testing.T) {
	st := mustState(t, `
supply: 1b1 2s2 3m1
stack I: 4b1 2m2
Ann: r5 b5 s5 c2`)
	table.Play(t, st, "Ann: draw")
	assert.Len(t, st.supply, 4)
	assert.Equal(t, 6, st.price(), "the price counts the supply after the draw (A1)")
	table.Refuse(t, st, "Ann: buy 1b1 2s2 pay c2", "1b1 2s2 cost 12, and c2 is worth only 2")
	table.Refuse(t, st, "Ann: buy 1b1 2s2 pay r5 b5", "is not one payment")
	table.Refuse(t, st, "Ann: buy 1b1 2s2 pay r5 r5 b5", "you do not hold")
	table.Refuse(t, st, "Ann: buy 1b1 5m3 pay r5 b5 s5", "the supply holds no 5m3")
	table.Refuse(t, st, "Ann: buy 1b1 1b1 pay r5 b5 s5", "the supply holds no 1b1")
	table.Refuse(t, st, "Ann: buy 1b1", "say which cards you pay with")

	evs := table.Play(t, st, "Ann: buy 4b1 1b1 pay r5 b5 s5")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "Ann buys 1b1 4b1 for 12, paying r5 b5 s5")
	assert.Equal(t, "c2", st.players[0].hand.String())
	assert.Equal(t, "r5 b5 s5", FormatCards(st.discard), "the payment goes to the discard pile, no change given")
	assert.Equal(t, []Tile{tileOf(t, "2s2"), tileOf(t, "3m1")}, st.supply)
	assert.Equal(t, phaseBuild, st.phase, "bought tiles must be built before the turn passes")
	table.Play(t, st, "Ann: build 4b1 new", "Ann: build 1b1 new")
	assert.Equal(t, []engine.Seat{1}, st.ToAct())
}

func TestLegalBuysUseTheCheapestPayment(t *testing.T) {
	st := mustState(t, `
supply: 1b1 2s2 3m1 4m1 5b1
stack I: 1m3 2m1
Ann: r3 c2`)
	table.Play(t, st, "Ann: draw")
	assert.Equal(t, 4, st.price(), "10 - 6 tiles")
	// One tile costs 4: r3 c2 (5) is the only payment. Two cost 8: out of reach.
	assert.Equal(t, []string{"buy 1b1 pay r3 c2", "buy 1m3 pay r3 c2", "buy 2s2 pay r3 c2",
		"buy 3m1 pay r3 c2", "buy 4m1 pay r3 c2", "buy 5b1 pay r3 c2", "auction"}, table.LegalTexts(st))
	table.Refuse(t, st, "Ann: buy 1b1 2s2 pay r3 c2", "cost 8, and r3 c2 is worth only 5")
}

func TestLegalBuysOfTwo(t *testing.T) {
	st := mustState(t, `
supply: 3m1 3m1
stack I: 2b2 2m1
Ann: r7 c2`)
	table.Play(t, st, "Ann: draw")
	// 3 tiles, 7 each: one is paid with r7, two (14) need more than r7 c2 (9).
	assert.Equal(t, []string{"buy 2b2 pay r7", "buy 3m1 pay r7", "auction"}, table.LegalTexts(st))
	st.players[0].hand = handOf(t, "r7 r7 c2")
	assert.Equal(t, []string{"buy 2b2 pay r7", "buy 3m1 pay r7",
		"buy 2b2 3m1 pay r7 r7", "buy 3m1 3m1 pay r7 r7", "auction"}, table.LegalTexts(st),
		"the two identical 3m1 tiles can be bought together")
}

func TestBuyNeedsMoneyAndTiles(t *testing.T) {
	broke := mustState(t, `
stack I: 2b2 2m1
Ann: c2`)
	table.Play(t, broke, "Ann: draw")
	assert.Equal(t, []string{"auction"}, table.LegalTexts(broke), "a player who cannot pay for one tile must auction")

	empty := mustState(t, `
stack III: R 4s2
Ann: r7 r7`)
	table.Play(t, empty, "Ann: draw")
	assert.Equal(t, []string{"auction"}, table.LegalTexts(empty))
	table.Refuse(t, empty, "Ann: buy 4s2 pay r7", "the supply is empty: you must auction")
}

func TestBuyPriceClampsAtZero(t *testing.T) {
	st := mustState(t, `
supply: 1b1 1b2 1b3 2b1 2b2 3b1 3b1 1s1 1s2 1s3
stack I: 2s1 3s3`)
	table.Play(t, st, "Ann: draw")
	assert.Equal(t, 0, st.price(), "11 tiles: the price does not go below 0")
	assert.Contains(t, table.LegalTexts(st), "buy 1b1 2s1")
	table.Play(t, st, "Ann: buy 2s1 1b1")
	assert.Equal(t, []Tile{tileOf(t, "1b1"), tileOf(t, "2s1")}, st.pending)
}
