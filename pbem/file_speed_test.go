package pbem

import (
	"crypto/sha256"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestStreamMatchesRand checks the stream a replay reuses from decision
// to decision against a new Seed.Rand for each: the same numbers, whatever
// was drawn (or not) from the decision before, the same report of whether
// anything was drawn, and for more than one seed through one stream (a
// preview's worlds share their game's).
func TestStreamMatchesRand(t *testing.T) {
	pick := rand.New(rand.NewPCG(1, 2))
	st := newStream()
	seeds := []Seed{sha256.Sum256([]byte("a")), sha256.Sum256([]byte("b")), {}}
	for i := range 300 {
		seed := seeds[pick.IntN(len(seeds))]
		ply := pick.IntN(60) - 1
		got, want := st.at(seed, ply), seed.Rand(ply)
		draws := pick.IntN(4) // none most often in a real game: a bid, a placement
		for d := range draws {
			require.Equal(t, want.Uint64(), got.Uint64(), "case %d, ply %d, draw %d", i, ply, d)
		}
		if draws > 0 {
			require.Equal(t, want.IntN(1000), got.IntN(1000), "case %d", i)
		}
		assert.Equal(t, draws > 0, st.drew(), "case %d", i)
	}
}

// TestStreamsMatchRand checks the exported reusable streams against a
// new Seed.Rand per decision, in the order of a replay and out of it.
func TestStreamsMatchRand(t *testing.T) {
	seed := Seed(sha256.Sum256([]byte("streams")))
	streams := seed.Streams()
	pick := rand.New(rand.NewPCG(3, 4))
	for i := range 200 {
		ply := i
		if i >= 100 {
			ply = pick.IntN(100)
		}
		got, want := streams.Rand(ply), seed.Rand(ply)
		for d := range pick.IntN(3) {
			require.Equal(t, want.Uint64(), got.Uint64(), "case %d, ply %d, draw %d", i, ply, d)
		}
		require.Equal(t, want.IntN(52), got.IntN(52), "case %d, ply %d", i, ply)
	}
}

// TestReplayPliesNilWhenNone keeps what a replay of no decision returns:
// Plies nil (JSON null), room for plies being reserved only when there
// are decisions to replay.
func TestReplayPliesNilWhenNone(t *testing.T) {
	path := newTestGame(t, nil)
	f, err := testGames.Load(path)
	require.NoError(t, err)
	for _, replay := range []func(int) (*Replay, error){f.Replay, f.ReplayQuiet} {
		r, err := replay(-1)
		require.NoError(t, err)
		assert.Nil(t, r.Plies)
	}
	move(t, path, "Ann", "roll")
	f, err = testGames.Load(path)
	require.NoError(t, err)
	for n := range 2 {
		r, err := f.Replay(n)
		require.NoError(t, err, strconv.Itoa(n))
		assert.Len(t, r.Plies, n)
		assert.Equal(t, n == 0, r.Plies == nil)
	}
}
