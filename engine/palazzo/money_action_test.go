package palazzo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestTakeMoneyThreePlayers(t *testing.T) {
	st := mustState(t, `
deck: r3 b4 s5 c2 r7
Ann: r5
Bob: b5
Cid: s7`)
	evs := table.Play(t, st, "Ann: money")
	assert.Equal(t, "r3 b4 s5 c2", FormatCards(st.revealed.Cards()), "players+1 cards are revealed")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "reveals r3 b4 s5 c2")
	table.Refuse(t, st, "Ann: take r3", "exactly 2")
	table.Refuse(t, st, "Ann: take r3 r7", "only keep revealed cards")
	table.Refuse(t, st, "Bob: take r3", "not your turn")

	table.Play(t, st, "Ann: take c2 r3")
	assert.Equal(t, "r3 r5 c2", st.players[0].hand.String())
	assert.Equal(t, []engine.Seat{1}, st.ToAct(), "then each other player keeps 1, clockwise")
	table.Refuse(t, st, "Bob: take b4 s5", "exactly 1")

	evs = table.Play(t, st, "Bob: take s5")
	assert.Equal(t, "b5 s5", st.players[1].hand.String())
	assert.Equal(t, "b4 s7", st.players[2].hand.String(), "the last card goes to Cid with no decision")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "Cid gets the last card, b4")
	assert.Equal(t, []engine.Seat{1}, st.ToAct(), "the turn passes to Bob")
	assert.Equal(t, phaseAction, st.phase)
	assert.Zero(t, st.revealed.Len())
	assert.Len(t, st.deck, 1)
}

func TestTakeMoneyTwoPlayers(t *testing.T) {
	st := mustState(t, `
players: Ann Bob
deck: r3 b4 s5`)
	table.Play(t, st, "Ann: money", "Ann: take b4 s5")
	assert.Equal(t, "r3", st.players[1].hand.String(), "Bob gets the third card automatically")
	assert.Equal(t, []engine.Seat{1}, st.ToAct())
}

func TestTakeMoneyReshuffles(t *testing.T) {
	st := mustState(t, `
deck: r3 r4
discard: s3 s4 s5 s6 s7`)
	evs := table.Play(t, st, "Ann: money")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "the 5 discarded money cards are shuffled into a new deck")
	shown := st.revealed
	assert.True(t, shown.Contains(handOf(t, "r3 r4")), "the old deck is revealed first")
	assert.Equal(t, 4, st.revealed.Len())
	assert.Empty(t, st.discard)
	assert.Len(t, st.deck, 3)
	all := SetOf(st.deck...).Plus(shown)
	assert.Equal(t, handOf(t, "r3 r4 s3 s4 s5 s6 s7"), all, "no card is lost or made")
}

func TestTakeMoneyNeedsEnoughCards(t *testing.T) {
	st := mustState(t, `
deck: r3
discard: s3 s4`)
	table.Refuse(t, st, "Ann: money", "only 3 money cards are left in the deck and the discard pile, and 4 are needed")
	assert.NotContains(t, table.LegalTexts(st), "money")
	st.discard = append(st.discard, Card{Cur: Cert, Value: 2})
	assert.Contains(t, table.LegalTexts(st), "money", "deck and discards together count (A5)")
}

func TestLegalTakes(t *testing.T) {
	st := mustState(t, `deck: r3 r3 c2 b7`)
	table.Play(t, st, "Ann: money")
	assert.Equal(t, []string{"take r3 r3", "take r3 b7", "take r3 c2", "take b7 c2"}, table.LegalTexts(st),
		"each distinct pair once")
	table.Play(t, st, "Ann: take r3 r3")
	assert.Equal(t, []string{"take b7", "take c2"}, table.LegalTexts(st))
	require.Equal(t, 2, st.revealed.Len())
}
