package pbem

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/games"
)

// realGames is the catalogue of the real games: the one list.
var realGames = Games(games.All)

// longNames returns n distinct names of MaxNameLen characters.
func longNames(n int) []string {
	names := make([]string, n)
	for i := range names {
		names[i] = fmt.Sprintf("Longest Name %03d", i+1) // 16 characters
	}
	return names
}

// TestLongestNamesFitTheBoards plays each real game at its largest table,
// every player's name as long as ValidateName allows, and checks every
// view (each seat's and the public one, in each language) at every
// decision: ASCII only and at most 72 columns, as boards promise.
func TestLongestNamesFitTheBoards(t *testing.T) {
	for _, g := range realGames {
		t.Run(g.Info().ID, func(t *testing.T) {
			players := g.Info().MaxPlayers
			path := filepath.Join(t.TempDir(), "g.pbem")
			r, err := realGames.Create(NewGame{Game: g.Info().ID, Players: longNames(players), Seed: testSeed,
				Now: testNow, Out: path})
			require.NoError(t, err)
			rng := rand.New(rand.NewPCG(1, 2))
			for ply := 0; ply < 400 && !r.Over(); ply++ {
				checkDocs(t, r, players)
				seats := r.State.ToAct()
				seat := seats[rng.IntN(len(seats))]
				legal := r.LegalTexts(seat)
				p, err := r.apply(seat, legal[rng.IntN(len(legal))], "", source{file: "test"})
				require.NoError(t, err)
				r.Plies = append(r.Plies, p)
			}
			checkDocs(t, r, players)
		})
	}
}

// checkDocs checks the views of every seat of r, in every language.
func checkDocs(t *testing.T, r *Replay, players int) {
	t.Helper()
	for s := engine.Observer; s < engine.Seat(players); s++ {
		for _, l := range Langs {
			doc := r.State.View(s).Doc(string(l))
			for _, line := range strings.Split(RenderPlain(doc), "\n") {
				require.LessOrEqual(t, len(line), 72, "ply %d, seat %d, %s: %q", r.NextPly(), s, l, line)
				require.False(t, strings.ContainsFunc(line, func(c rune) bool { return c > '~' }),
					"ply %d, seat %d, %s: non-ASCII in %q", r.NextPly(), s, l, line)
			}
		}
	}
}
