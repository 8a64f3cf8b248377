package leonardo

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// TestPublicResampleIsTheGames follows random games in the full state and
// in the public replay side by side and, at every decision, redraws both
// for the Observer with the same random source: every hidden thing comes
// out the same (the parties chosen in secret, the art, the piles, the
// stakes of an open market), and so do the legal moves of the seats to
// act. One game for each number of players.
func TestPublicResampleIsTheGames(t *testing.T) {
	for players := 3; players <= 6; players++ {
		rng := rand.New(rand.NewPCG(27, uint64(players)))
		opts := engine.Options{Names: suiteNames[:players], Settings: suiteOptions.Settings}
		es, evs, err := Game{}.Setup(opts, players, rng)
		require.NoError(t, err)
		full := es.(*state)
		pub, _, err := Game{}.PublicSetup(opts, players, Game{}.Outcome(full, engine.Observer, "", engine.PublicEvents(evs)))
		require.NoError(t, err)
		for n := 0; n < 300 && len(full.ToAct()) > 0; n++ {
			requireSameRedraw(t, full, pub.(*state), uint64(n))
			s := full.ToAct()[rng.IntN(len(full.ToAct()))]
			legal := full.Legal(s)
			m := legal[rng.IntN(len(legal))]
			text := Game{}.FormatMove(full, m)
			evs, err := full.Apply(s, m, rng)
			require.NoError(t, err)
			pubText := engine.PublicText(Game{}, text)
			_, err = Game{}.ApplyPublic(pub, s, pubText, Game{}.Outcome(full, s, pubText, engine.PublicEvents(evs)))
			require.NoError(t, err, "decision %d: %d %q", n, s, text)
		}
	}
}

// requireSameRedraw redraws full and pub for the Observer with the same
// random source and requires the two redraws to agree.
func requireSameRedraw(t *testing.T, full, pub *state, seed uint64) {
	t.Helper()
	want := full.Resample(engine.Observer, rand.New(rand.NewPCG(seed, 1))).(*state)
	got := pub.Resample(engine.Observer, rand.New(rand.NewPCG(seed, 1))).(*state)
	require.False(t, got.public, "a public state redrawn is playable")
	require.Equal(t, want.party, got.party, "phase %v: parties", want.phase)
	require.Equal(t, want.artDeck, got.artDeck, "phase %v: art deck", want.phase)
	require.Equal(t, want.art, got.art, "phase %v: art on the palaces", want.phase)
	require.Equal(t, want.events, got.events, "phase %v: events", want.phase)
	require.Equal(t, want.admins, got.admins, "phase %v: administrations", want.phase)
	require.Equal(t, want.market.product, got.market.product, "phase %v: stakes", want.phase)
	require.Equal(t, want.market.amount, got.market.amount, "phase %v: stakes", want.phase)
	for _, s := range want.ToAct() {
		require.Equal(t, want.Legal(s), got.Legal(s), "phase %v: legal moves of seat %d", want.phase, s)
	}
}
