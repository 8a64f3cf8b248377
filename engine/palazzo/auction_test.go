package palazzo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// afterDraw is a 3-player table where Ann has drawn 1b1 (to the supply) and
// 2m3 (three windows from quarry 1: quarry 4) and must buy or auction.
const afterDraw = `
quarry 2: 3s2
quarry 4: 4b1
stack I: 1b1 2m3
Ann: r3 r4
Bob: b5 b6 s7 c2
Cid: s3 s4 c2`

func TestAuctionFlow(t *testing.T) {
	st := mustState(t, afterDraw)
	table.Play(t, st, "Ann: draw")
	evs := table.Play(t, st, "Ann: auction")
	assert.Equal(t, 1, st.architect, "the architect moves to quarry 2, the next one holding a tile")
	assert.Empty(t, st.quarries[1])
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "Ann auctions 3s2 and opens with the value-3 certificate")
	table.Refuse(t, st, "Ann: bid r3", "not your turn") // the opener cannot add in the first round
	assert.Equal(t, []string{"bid b5", "bid b6", "bid s7", "bid b6 c2", "bid s7 c2", "bid b5 b6", "bid b5 b6 c2", "pass"},
		table.LegalTexts(st), "one raise for each total Bob can bid above 3 (5, 6, 7, 8, 9, 11, 13), fewest cards first")

	table.Refuse(t, st, "Bob: bid c2", "your bid would be 2, which does not beat Ann's 3")
	table.Play(t, st, "Bob: bid b5")
	assert.Equal(t, "b6 s7 c2", st.players[1].hand.String(), "bid cards leave the hand")
	table.Refuse(t, st, "Cid: bid s3 c2", "does not beat Bob's 5")
	table.Play(t, st, "Cid: bid s4 c2")
	table.Play(t, st, "Ann: bid r3 r4")
	table.Refuse(t, st, "Bob: bid s7", "your bid is in brown")
	table.Play(t, st, "Bob: bid b6")
	assert.Equal(t, 11, st.lot.bids[1].Value())
	table.Play(t, st, "Cid: pass")
	assert.Equal(t, "s3 s4 c2", st.players[2].hand.String(), "a player who passes takes the bid cards back")
	evs = table.Play(t, st, "Ann: pass")
	assert.Equal(t, "r3 r4", st.players[0].hand.String())
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "Bob wins 3s2 for 11, discarding b5 b6")
	assert.Equal(t, "b5 b6", FormatCards(st.discard), "the winner discards the cards bid")
	assert.Equal(t, []engine.Seat{1}, st.ToAct(), "Bob must build what he won")
	table.Play(t, st, "Bob: build 3s2 new")
	assert.Equal(t, []engine.Seat{1}, st.ToAct(), "the turn passes to the left of the active player")
	assert.Equal(t, phaseAction, st.phase)
	assert.Equal(t, engine.Seat(1), st.active)
}

func TestAuctionWithoutCounterBid(t *testing.T) {
	st := mustState(t, afterDraw)
	table.Play(t, st, "Ann: draw", "Ann: auction", "Bob: pass")
	evs := table.Play(t, st, "Cid: pass")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "Ann wins 3s2 for 3")
	assert.NotContains(t, enginetest.EventTexts(Game{}, evs), "discarding")
	assert.Empty(t, st.discard, "A4: the certificate alone costs nothing")
	assert.Equal(t, "r3 r4", st.players[0].hand.String())
	assert.Equal(t, []Tile{tileOf(t, "3s2")}, st.pending)
}

func TestOpenerMayPass(t *testing.T) {
	st := mustState(t, afterDraw)
	table.Play(t, st, "Ann: draw", "Ann: auction", "Bob: bid b5", "Cid: pass", "Ann: pass")
	assert.Equal(t, engine.Seat(1), st.actor)
	assert.Equal(t, phaseBuild, st.phase)
}

// The architect goes round to its own quarry when that is the only one
// holding tiles.
func TestAuctionArchitectGoesRound(t *testing.T) {
	st := mustState(t, `
quarry 1: 3s2
stack I: 1b1 R`)
	st.stacks[0] = []Tile{riderTile, tileOf(t, "1b1")}
	table.Play(t, st, "Ann: draw", "Ann: auction")
	assert.Equal(t, 0, st.architect)
	assert.Equal(t, []Tile{tileOf(t, "3s2")}, st.lot.tiles)
}

func TestAuctionOfEmptyQuarries(t *testing.T) {
	st := mustState(t, `
stack III: 2b1 R`)
	table.Play(t, st, "Ann: draw")
	evs := table.Play(t, st, "Ann: auction")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "no quarry holds a tile: nothing happens")
	assert.Equal(t, []engine.Seat{1}, st.ToAct(), "the turn ends")
	assert.Equal(t, 0, st.architect)
}

// Marie's example from the rule text, with Marie as Ann: her triple of 4s
// brings her to 18, then r6 c2 to 26. At 31 she cannot follow: her b5 is
// of another currency and a certificate already bid cannot join a new
// triple, so her two certificates add only 4.
func TestAuctionMarieExample(t *testing.T) {
	st := mustState(t, `
players: Ann Bob
quarry 2: 3s2
stack I: 1b1 2m3
Ann: r4 b4 s4 r6 b5 c2 c2 c2
Bob: r7 b7 s7 s5 s5 s6`)
	table.Play(t, st, "Ann: draw", "Ann: auction", "Bob: bid r7 b7 s7")
	assert.Equal(t, 15, st.lot.bids[1].Value())
	table.Play(t, st, "Ann: bid r4 b4 s4")
	assert.Equal(t, 18, st.lot.bids[0].Value())
	table.Play(t, st, "Bob: bid s5 s5")
	assert.Equal(t, []string{"bid r6 c2", "bid b5 c2 c2", "bid r6 c2 c2", "bid c2 c2 c2", "bid b5 c2 c2 c2", "bid r6 c2 c2 c2", "pass"},
		table.LegalTexts(st), "26 is the cheapest raise above 25, the one Marie chooses, keeping her certificates; "+
			"her bid holds no loose card yet, so b5 may still raise it to 27 (and 38), but never with r6")
	table.Play(t, st, "Ann: bid r6 c2")
	assert.Equal(t, 26, st.lot.bids[0].Value())
	table.Play(t, st, "Bob: bid s6")
	assert.Equal(t, []string{"pass"}, table.LegalTexts(st), "Ann cannot reach 31")
	table.Refuse(t, st, "Ann: bid b5", "your bid is in red")
	table.Refuse(t, st, "Ann: bid c2 c2", "your bid would be 30")
	table.Play(t, st, "Ann: pass")
	assert.Equal(t, "r4 r6 b4 b5 s4 c2 c2 c2", st.players[0].hand.String(), "she takes back all her cards")
	assert.Equal(t, engine.Seat(1), st.actor, "Bob wins and builds")
}

func TestDistribution(t *testing.T) {
	st := mustState(t, `
quarry 3: 1b1 2b2 3b3 4s1
architect: 2
stack I: 1m1 5m1
Ann: r3
Bob: | 1s1
Cid: r4`)
	// 5m1 has one window: from the architect on quarry 2 it joins quarry 3.
	table.Play(t, st, "Ann: draw")
	require.Len(t, st.quarries[2], 5)
	evs := table.Play(t, st, "Ann: auction")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "its 5 tiles (1b1 2b2 3b3 4s1 5m1) are shared out")
	assert.Equal(t, phasePick, st.phase, "4 or more tiles: no auction")
	assert.Equal(t, []string{"pick 1b1", "pick 2b2", "pick 3b3", "pick 4s1", "pick 5m1"}, table.LegalTexts(st))
	table.Play(t, st, "Ann: pick 5m1")
	table.Refuse(t, st, "Bob: pick 1b1", "not your turn")
	assert.Equal(t, []string{"build 5m1 new", "discard 5m1"}, table.LegalTexts(st), "Ann builds before Bob picks")
	table.Play(t, st, "Ann: build 5m1 new")
	table.Refuse(t, st, "Bob: pick 5m1", "do not include 5m1")
	table.Play(t, st, "Bob: pick 2b2", "Bob: build 2b2 on a", "Cid: pick 1b1")
	evs = table.Play(t, st, "Cid: discard 1b1")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "the tiles left over, 3b3 4s1, are removed from the game")
	assert.Equal(t, []engine.Seat{1}, st.ToAct())
	assert.Equal(t, "r3", st.players[0].hand.String(), "the tiles are free")
	assert.Equal(t, palace{tileOf(t, "1s1"), tileOf(t, "2b2")}, st.players[1].palaces[0])
	for q := range st.quarries {
		assert.Empty(t, st.quarries[q])
	}
}
