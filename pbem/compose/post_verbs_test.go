package compose

import (
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/pbem-games/pbem/games"
)

// writtenVerbs is legalVerbs from the written moves alone, as it was
// before engine.MoveVerber: the reference legalVerbs is compared with.
func writtenVerbs(g engine.Game, st engine.State, s engine.Seat) []string {
	var verbs []string
	for _, m := range st.Legal(s) {
		verb, _, _ := strings.Cut(g.FormatMove(st, m), " ")
		if verb != "" && !slices.Contains(verbs, verb) {
			verbs = append(verbs, verb)
		}
	}
	return verbs
}

// TestLegalVerbsAreTheWrittenVerbs plays random games of every game and
// compares, at every decision, for every seat to act and for a deal
// redrawn for the forum, the verbs a post names with the first words of
// the written legal moves: a game's MoveVerb must say what FormatMove
// writes.
func TestLegalVerbsAreTheWrittenVerbs(t *testing.T) {
	gamesEach := enginetest.ByDepth(2, 6, 16)
	for _, g := range games.All {
		in := g.Info()
		for i := range gamesEach {
			players := in.MinPlayers + i%(in.MaxPlayers-in.MinPlayers+1)
			seed := uint64(1000*i + players)
			st, _, err := g.Setup(engine.Options{}, players, enginetest.DecisionRand(seed, 0))
			require.NoError(t, err, in.ID)
			pick := enginetest.NewRand(seed)
			for n := 1; len(st.ToAct()) > 0 && n < 5000; n++ {
				checkVerbs(t, g, st, pick, n)
				s := st.ToAct()[0]
				legal := st.Legal(s)
				_, err := st.Apply(s, legal[pick.IntN(len(legal))], enginetest.DecisionRand(seed, n))
				require.NoError(t, err, "%s game %d decision %d", in.ID, i, n)
			}
		}
	}
}

// checkVerbs compares legalVerbs with writtenVerbs in st and in a deal of
// st redrawn for the Observer, for every seat to act.
func checkVerbs(t *testing.T, g engine.Game, st engine.State, rng interface{ IntN(int) int }, n int) {
	t.Helper()
	states := []engine.State{st}
	if rs, ok := st.(engine.Resampler); ok {
		states = append(states, rs.Resample(engine.Observer, publicRand("verbs", n)))
	}
	for _, st := range states {
		for _, s := range st.ToAct() {
			require.Equal(t, writtenVerbs(g, st, s), legalVerbs(g, st, s), "%s decision %d seat %d", g.Info().ID, n, s)
		}
	}
}
