package palazzo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/require"
)

// playRandom plays one game of random legal moves from setup, calling
// check (if not nil) before each move, and returns the final state and the
// moves made. It fails the test if a listed move is refused.
func playRandom(t testing.TB, players int, seed uint64, check func(st *state, s engine.Seat, m engine.Move)) (*state, []engine.Move) {
	t.Helper()
	rng := enginetest.NewRand(seed)
	es, _, err := Game{}.Setup(engine.Options{}, players, rng)
	require.NoError(t, err)
	st := es.(*state)
	var moves []engine.Move
	for ply := 0; len(st.ToAct()) > 0; ply++ {
		require.Less(t, ply, 5000, "game too long")
		s := st.ToAct()[0]
		legal := st.Legal(s)
		require.NotEmpty(t, legal, "no legal move in phase %s", phaseNames[st.phase])
		m := legal[rng.IntN(len(legal))]
		if check != nil {
			check(st, s, m)
		}
		_, err := st.Apply(s, m, rng)
		require.NoError(t, err, "legal move %s refused", Game{}.FormatMove(st, m))
		moves = append(moves, m)
	}
	return st, moves
}

func TestRandomGamesEnd(t *testing.T) {
	for seed := range uint64(40) {
		players := 2 + int(seed%3)
		st, moves := playRandom(t, players, seed, nil)
		r, over := st.Result()
		require.True(t, over)
		require.NotEmpty(t, r.Winners)
		require.Equal(t, data().Setup.Riders, st.riders, "the game ends on the last rider")
		t.Logf("seed %d: %d players, %d moves, scores %v", seed, players, len(moves), r.Scores)
	}
}
