package princes

import (
	"encoding/json"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestPublicResampleDealsAsTheGame follows random games of 3 and 5
// players both ways, played and public, and at every decision redraws
// both for the Observer with the same random source: every seat's own
// view (its hand, bonus and prestige cards), the decks, the cards looked
// at and the legal moves are the same. The public state's redraw is a
// game's state, which Legal lists moves of.
func TestPublicResampleDealsAsTheGame(t *testing.T) {
	g := Game{}
	for _, n := range []int{3, 5} {
		opts, seed := engine.Options{Names: suiteNames[:n]}, uint64(2700+n)
		played, _, err := enginetest.RandomGame(g, n, seed, opts, 5000)
		require.NoError(t, err)
		st, _, err := g.Setup(opts, n, enginetest.DecisionRand(seed, 0))
		require.NoError(t, err)
		ps, _, err := g.PublicSetup(opts, n, nil)
		require.NoError(t, err)
		for i, p := range played {
			samePublicRedraw(t, st.(*state), ps.(*state), uint64(i))
			m, err := g.ParseMove(st, p.Seat, p.Text)
			require.NoError(t, err)
			evs, err := st.Apply(p.Seat, m, enginetest.DecisionRand(seed, i+1))
			require.NoError(t, err)
			text := engine.PublicText(g, p.Text)
			_, err = g.ApplyPublic(ps, p.Seat, text, g.Outcome(st, p.Seat, text, engine.PublicEvents(evs)))
			require.NoError(t, err, "decision %d %q", i+1, p.Text)
		}
	}
}

// samePublicRedraw redraws st and its public state ps for the Observer
// with the rng of k and fails unless they agree.
func samePublicRedraw(t *testing.T, st, ps *state, k uint64) {
	t.Helper()
	want := st.Resample(engine.Observer, rand.New(rand.NewPCG(k, 27))).(*state)
	got := ps.Resample(engine.Observer, rand.New(rand.NewPCG(k, 27))).(*state)
	require.Nil(t, got.pub, "decision %d: the redraw is a game's state", k)
	assert.Equal(t, want.professions, got.professions, "decision %d: professions", k)
	assert.Equal(t, want.bonusDeck, got.bonusDeck, "decision %d: bonus deck", k)
	assert.Equal(t, want.prestigeDeck, got.prestigeDeck, "decision %d: prestige deck", k)
	assert.Equal(t, want.seen, got.seen, "decision %d: cards looked at", k)
	for s := range want.players {
		w, err := json.Marshal(want.View(engine.Seat(s)))
		require.NoError(t, err)
		g, err := json.Marshal(got.View(engine.Seat(s)))
		require.NoError(t, err)
		require.JSONEq(t, string(w), string(g), "decision %d: seat %d's view", k, s)
	}
	for _, s := range want.ToAct() {
		require.Equal(t, want.Legal(s), got.Legal(s), "decision %d: seat %d's legal moves", k, s)
	}
}
