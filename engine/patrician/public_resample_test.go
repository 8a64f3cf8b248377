package patrician

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestPublicResampleIsTheGames plays random games with their public
// replay alongside, and redraws both for the Observer with the same rng
// every few decisions: the public state's redraw is a playable state
// equal to the game's, hands, deck order and all, so a post made without
// the key names the verbs the host's names (issue 27).
func TestPublicResampleIsTheGames(t *testing.T) {
	both := []string{VariantAmbassadors, VariantMessengers}
	for players := 2; players <= 5; players++ {
		for seed := range uint64(3) {
			full, pub := Game{}.setupBoth(t, players, both, seed)
			rng := enginetest.NewRand(100 + seed)
			for ply := 0; len(full.ToAct()) > 0; ply++ {
				require.Less(t, ply, 2000, "game too long")
				if ply%7 == 0 {
					samePublicRedraw(t, full, pub, 1000*seed+uint64(ply))
				}
				stepBoth(t, full, pub, rng)
			}
		}
	}
}

// setupBoth deals a game from seed and its public replay from the setup's
// outcome.
func (g Game) setupBoth(t testing.TB, players int, variants []string, seed uint64) (full, pub *state) {
	t.Helper()
	opts := engine.Options{Names: names, Variants: variants}
	fs, _, err := g.Setup(opts, players, enginetest.NewRand(seed))
	require.NoError(t, err)
	ps, _, err := g.PublicSetup(opts, players, g.Outcome(fs, engine.Observer, "", nil))
	require.NoError(t, err)
	return fs.(*state), ps.(*state)
}

// stepBoth plays a random legal move on full and the same decision, as a
// sealed record shows it, on pub.
func stepBoth(t testing.TB, full, pub *state, rng interface{ IntN(int) int }) {
	t.Helper()
	s := full.actor
	legal := full.Legal(s)
	require.NotEmpty(t, legal)
	m := legal[rng.IntN(len(legal))]
	text := engine.PublicText(Game{}, Game{}.FormatMove(full, m))
	events, err := full.Apply(s, m, enginetest.NewRand(0))
	require.NoError(t, err, text)
	pubEvents := engine.PublicEvents(events)
	_, err = Game{}.ApplyPublic(pub, s, text, Game{}.Outcome(full, s, text, pubEvents))
	require.NoError(t, err, text)
}

// samePublicRedraw redraws full and pub for the Observer with the rng of
// seed and checks the two redraws are the same state.
func samePublicRedraw(t *testing.T, full, pub *state, seed uint64) {
	t.Helper()
	want := full.Resample(engine.Observer, enginetest.NewRand(seed)).(*state)
	got := pub.Resample(engine.Observer, enginetest.NewRand(seed)).(*state)
	require.False(t, got.public, "the redraw of a public state is playable")
	require.Equal(t, want.deck, got.deck, "the deck, in order")
	for i := range want.players {
		require.Equal(t, want.players[i].hand, got.players[i].hand, "hand of seat %d", i)
		require.Equal(t, want.players[i].secret, got.players[i].secret, "starting cards of seat %d", i)
	}
	require.Equal(t, want, got, "the whole state")
	if len(want.ToAct()) > 0 {
		assert.Equal(t, want.Legal(want.actor), got.Legal(got.actor))
	}
}

// BenchmarkResample redraws a game's state for the Observer, as a post's
// verb hint and the bots do.
func BenchmarkResample(b *testing.B) {
	st, _ := playHalf(b)
	rng := enginetest.NewRand(1)
	for b.Loop() {
		st.Resample(engine.Observer, rng)
	}
}

// BenchmarkResamplePublic redraws the public replay of the same game.
func BenchmarkResamplePublic(b *testing.B) {
	_, pub := playHalf(b)
	rng := enginetest.NewRand(1)
	for b.Loop() {
		pub.Resample(engine.Observer, rng)
	}
}

// playHalf plays 40 random decisions of a 4-player game with both
// expansions, and its public replay.
func playHalf(b *testing.B) (full, pub *state) {
	full, pub = Game{}.setupBoth(b, 4, []string{VariantAmbassadors, VariantMessengers}, 7)
	rng := enginetest.NewRand(8)
	for range 40 {
		stepBoth(b, full, pub, rng)
	}
	return full, pub
}
