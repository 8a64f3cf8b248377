package palazzo

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// TestPublicResampleRefusesMadeUpCards: a public state whose outcomes
// named more cards than the game has (a record edited by hand) is not
// redrawn, and gives no legal move, rather than dealing from a wrong pool
// or panicking: its post names no verbs.
func TestPublicResampleRefusesMadeUpCards(t *testing.T) {
	for _, extra := range [][]Card{data().deck, {}} {
		var st *state
		playRandom(t, 3, 5, func(s *state, _ engine.Seat, _ engine.Move) {
			if st == nil && s.phase == phaseAction && len(s.discard) > 0 {
				st = s.clone()
			}
		})
		require.NotNil(t, st, "the game discarded no card")
		st.pub.on = true
		st.discard = append(st.discard, extra...)
		st.deck = append(st.deck, Card{}) // one card more than the game has, counted
		re := st.Resample(engine.Observer, rand.New(rand.NewPCG(1, 2))).(*state)
		assert.True(t, re.pub.on, "not redrawn: it stays public")
		assert.Empty(t, re.Legal(st.actor))
	}
}

// BenchmarkResample redraws states of a random game for the Observer and
// for a seat, as posts and bots do: the public redraw shares its dealing
// with this path (redeal), which must stay as fast.
func BenchmarkResample(b *testing.B) {
	var states []*state
	playRandom(b, 3, 27, func(st *state, _ engine.Seat, _ engine.Move) {
		states = append(states, st.clone())
	})
	rng := rand.New(rand.NewPCG(1, 2))
	b.ReportAllocs()
	b.ResetTimer()
	for i := range b.N {
		st := states[i%len(states)]
		st.Resample(engine.Observer, rng)
		st.Resample(engine.Seat(i%3), rng)
	}
}
