package pbem

import (
	"crypto/sha256"
	"math/rand/v2"
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
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

// TestKeepSeatsCopies checks that each ply's awaited seats are its own:
// a later ply's, or an append to one, leaves the others as they were.
func TestKeepSeatsCopies(t *testing.T) {
	r := &Replay{}
	assert.Nil(t, r.keepSeats(nil))
	var kept [][]engine.Seat
	var want [][]engine.Seat
	for i := range 2*seatsChunk + 5 { // over more than one buffer
		seats := []engine.Seat{engine.Seat(i % 3), engine.Seat(i % 5)}[:1+i%2]
		k := r.keepSeats(seats)
		seats[0] = 99 // the caller's slice is the state's: it changes
		kept = append(kept, k)
		want = append(want, []engine.Seat{engine.Seat(i % 3), engine.Seat(i % 5)}[:1+i%2])
	}
	for _, k := range kept {
		_ = append(k, 42) // must not write over the next ply's
	}
	assert.Equal(t, want, kept)
	assert.Equal(t, []engine.Seat{}, r.keepSeats([]engine.Seat{}), "empty, not nil, as slices.Clone")
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
