package palazzo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/assert"
)

// midAuction is a 3-player table with an auction under way.
func midAuction(t *testing.T) *state {
	st := mustState(t, `
supply: 2s2 3m1
quarry 1: 1m2
quarry 2: 3s2 4b3
stack I: 1b1 2m3 3b1
stack II: 4m1 5b1
stack III: R 5s3 R
riders: 3
deck: r3 r4 s6
discard: c2 b7
Ann: r3 r4 s5 | 1b1 2b2 3b3 | 5m2
Bob: b5 b6 s7 c2 | 2s1 4s2
Cid: s3 s4 c2 c2`)
	table.Play(t, st, "Ann: draw", "Ann: auction", "Bob: bid b5 c2", "Cid: pass")
	return st
}

func TestBoardGolden(t *testing.T) {
	st := midAuction(t)
	enginetest.GoldenView(t, "testdata/auction-observer.golden", st.View(engine.Observer))
	enginetest.GoldenView(t, "testdata/auction-bob.golden", st.View(1))
	enginetest.GoldenView(t, "testdata/auction-ann.golden", st.View(0))
}

// TestBidHelp: the bidder's own view says that any raise from their hand
// is accepted, with an example; everyone else reads only the total to
// beat, since the example comes from the bidder's cards.
func TestBidHelp(t *testing.T) {
	st := midAuction(t)
	assert.Equal(t, "bid more than 7 or pass: any cards of your hand that raise your bid above 7 are accepted, e.g. bid s5",
		st.View(0).(*View).Awaiting)
	for _, s := range []engine.Seat{engine.Observer, 1, 2} {
		assert.Equal(t, "bid more than 7 or pass", st.View(s).(*View).Awaiting, "seat %d", s)
	}
	table.Refuse(t, st, "Bob: pass", "Ann must bid more than 7 or pass")
	st.players[0].hand = handOf(t, "r3") // 3 + 3 does not beat 7
	assert.Equal(t, "pass: no cards of your hand can raise your bid above 7", st.View(0).(*View).Awaiting)
}

func TestBoardFitsAndHidesHands(t *testing.T) {
	st := midAuction(t)
	for s := engine.Observer; s < 3; s++ {
		v := st.View(s).(*View)
		doc := v.Doc(engine.English)
		for _, sec := range doc.Sections {
			for _, l := range sec.Lines {
				assert.LessOrEqual(t, len(l.Text()), engine.BoardWidth, "%q", l.Text())
			}
			if sec.Private {
				assert.Equal(t, "Your hand", sec.Title)
				assert.NotEqual(t, engine.Observer, s, "the observer has no private section")
			}
		}
		if s == engine.Observer {
			assert.Empty(t, v.Hand)
			assert.Len(t, doc.Sections, 3)
			continue
		}
		assert.Equal(t, st.players[s].hand.Cards(), v.Hand, "seat %d sees its own hand", s)
		for other, p := range v.Players {
			assert.Equal(t, st.players[other].hand.Len(), p.Hand, "others' hands are counts")
		}
	}
}

// TestBigBidWraps: a bid of many cards wraps on the board, its parts
// aligned, within 72 columns.
func TestBigBidWraps(t *testing.T) {
	st := mustState(t, `
quarry 2: 3s2
stack I: 1b1 2m3
Ann: r3
Bob: r3 r3 r3 r4 r4 r4 r5 r5 r5 r6 r6 r6 r7 r7 r7 b7 s7 c2 c2 c2 c2 c2`)
	table.Play(t, st, "Ann: draw", "Ann: auction", "Bob: bid r3 r3 r3 r4 r4 r4 r5 r5 r5 r6 r6 r6 r7 r7 r7 b7 s7 c2 c2 c2 c2 c2")
	text := enginetest.DocText(st.View(engine.Observer).Doc(engine.English))
	assert.Contains(t, text, "\n  Ann   3  cert3\n"+
		"  Bob 102  r3 r3 r3 r4 r4 r4 r5 r5 r5 r6 r6 r6 r7 r7 r7 b7 s7 c2 c2 c2\n"+
		"           c2 c2\n"+
		"  Cid   0  \n")
}

func TestViewJSON(t *testing.T) {
	st := midAuction(t)
	back := enginetest.ViewJSON(t, st.View(2))
	assert.Equal(t, "bid", back["phase"])
	assert.Equal(t, []any{"s3", "s4", "c2", "c2"}, back["hand"])
	assert.Equal(t, []any{"2s2", "3m1", "1b1"}, back["supply"])
	lot := back["lot"].(map[string]any)
	assert.Equal(t, []any{"3s2", "4b3"}, lot["tiles"])
	assert.Equal(t, map[string]any{"I": 1.0, "II": 2.0, "III": 3.0}, back["stacks"])
	assert.Equal(t, "Cid", back["viewer"], "people are named, not numbered")
	assert.Equal(t, []any{"Ann"}, back["to_act"])
	assert.Equal(t, "Bob", lot["bids"].([]any)[1].(map[string]any)["player"], "bids name their player")
	public := enginetest.ViewJSON(t, st.View(engine.Observer))
	assert.Equal(t, "everyone", public["viewer"], "as the top level of board --json says")
	for _, q := range public["quarries"].([]any) {
		assert.NotNil(t, q.(map[string]any)["tiles"], "an empty quarry's tiles are [], not null")
	}
}

// TestViewPrice: the JSON price is what a tile costs now, so it appears only
// in the buy-or-auction phase, after the draw has filled the supply
// (ruling A1); before the draw 10 - the supply would be the wrong price.
func TestViewPrice(t *testing.T) {
	st := mustState(t, `
supply: 2s2 3m1
quarry 1: 1m2
stack I: 1b1 2m3 3b1
stack II: 4m1 5b1
stack III: R 5s3 R
deck: r3 r4 s6
Ann: r3 r4 s5
Bob: b5 b6 s7 c2`)
	before := enginetest.ViewJSON(t, st.View(engine.Observer))
	assert.Equal(t, "action", before["phase"])
	assert.NotContains(t, before, "price", "no tile is for sale before the draw")
	table.Play(t, st, "Ann: draw")
	after := enginetest.ViewJSON(t, st.View(engine.Observer))
	assert.Equal(t, "buy-or-auction", after["phase"])
	assert.Len(t, after["supply"], 3, "the draw put a tile in the supply")
	assert.Equal(t, 7.0, after["price"], "10 - 3 tiles in the supply after the draw")
	table.Play(t, st, "Ann: auction")
	assert.NotContains(t, enginetest.ViewJSON(t, st.View(engine.Observer)), "price", "nothing is for sale in an auction")
}

func TestResampleKeepsTheView(t *testing.T) {
	st := midAuction(t)
	enginetest.CheckResample(t, st, 3, 10, func(s engine.Seat, re engine.State) (changed bool) {
		r := re.(*state)
		total := SetOf(r.deck...)
		for i, p := range r.players {
			total = total.Plus(p.hand)
			if engine.Seat(i) == s {
				assert.Equal(t, st.players[i].hand, p.hand, "the viewer's hand stays")
			} else if p.hand != st.players[i].hand {
				changed = true
			}
		}
		assert.Equal(t, SetOf(st.deck...).Plus(st.players[0].hand).Plus(st.players[1].hand).Plus(st.players[2].hand), total,
			"no card is lost or made")
		return changed
	})
}
