package enginetest

import (
	"fmt"
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// ResignedGame plays one game from seed in which every seat in resigned
// makes the decision engine.ResignedMove gives it, and the others the
// first legal move, and returns the number of decisions played. It fails
// when a resigned seat's move is not one of its legal moves, Apply
// refuses it, or the game is still running after max decisions: a game
// must never wait for, nor loop on, a resigned player.
func ResignedGame(g engine.Game, players int, seed uint64, opts engine.Options, resigned []engine.Seat, max int) (int, error) {
	st, _, err := g.Setup(opts, players, DecisionRand(seed, 0))
	if err != nil {
		return 0, fmt.Errorf("setup: %w", err)
	}
	n := 1
	for ; len(st.ToAct()) > 0; n++ {
		if n > max {
			return n, fmt.Errorf("still running after %d decisions", max)
		}
		s := st.ToAct()[0]
		m := engine.PreferredMove(st, s)
		if slices.Contains(resigned, s) {
			if m, err = engine.ResignedMove(g, st, s); err != nil {
				return n, err
			}
			if !slices.Contains(st.Legal(s), m) {
				return n, fmt.Errorf("decision %d: seat %d's resigned move %s is not legal", n, s, g.FormatMove(st, m))
			}
		}
		if _, err := st.Apply(s, m, DecisionRand(seed, n)); err != nil {
			return n, fmt.Errorf("decision %d: %s: %w", n, g.FormatMove(st, m), err)
		}
	}
	return n - 1, nil
}

// checkResigned plays, for a game that rules on resigned players
// (engine.Resigner), 4-player games in which one seat, then three,
// resigned: each of their decisions is legal and the game ends.
func checkResigned(t *testing.T, g engine.Game) {
	if _, ok := g.(engine.Resigner); !ok {
		t.Skip("the game has no rule for resigned players")
	}
	players := min(4, g.Info().MaxPlayers)
	names := []string{"Ann", "Bob", "Cid", "Dee"}[:players]
	opts := engine.Options{Names: names}
	all := []engine.Seat{0, 1, 2}[:players-1] // every seat but one
	for _, resigned := range [][]engine.Seat{{1}, all} {
		for seed := uint64(1); seed <= 3; seed++ {
			if _, err := ResignedGame(g, players, seed, opts, resigned, 20000); err != nil {
				t.Errorf("resigned %v, seed %d: %v", resigned, seed, err)
			}
		}
	}
}
