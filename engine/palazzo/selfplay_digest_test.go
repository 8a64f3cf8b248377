package palazzo

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash"
	"io"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/require"
)

// The digests below were taken from the code before the self-play speedups
// of issue 24's third round (main at 7d54b14). A random game must stay the
// same game, draw for draw: the same moves drawn from the same streams, the
// same events, the same states. Any change to what RandomMove draws, to what
// ApplyQuiet or Apply does, or to the number of draws a game takes from its
// stream changes them.
const (
	selfplayDigest = "1fbcf23a9aba172fb0eccca9c960f877ddca2c75a275b205d394b19d5caf688b"
	listedDigest   = "99879c58dbc7b36a2b2414bbc499094a8a2debf91ecfbdeaedcfbe3364c15a96"
)

// TestSelfplayDigest plays random games as BenchmarkSelfplay does (RandomMove
// and ApplyQuiet through engine.Rollout) and hashes every move, the events of
// every seventh move applied loud on a copy, the state every eleventh
// decision, and the final state, views, result and the stream's next draw.
func TestSelfplayDigest(t *testing.T) {
	h := sha256.New()
	games := 0
	for players := 2; players <= 4; players++ {
		n := map[int]uint64{2: 80, 3: 300, 4: 80}[players]
		for seed := range n {
			digestSelfplay(t, h, players, 1000*uint64(players)+2*seed)
			games++
		}
	}
	got := hex.EncodeToString(h.Sum(nil))
	require.Equal(t, selfplayDigest, got, "%d self-played games differ from the pinned ones", games)
}

// TestListedDigest plays random games from Legal and Apply, as the listed
// benchmark and a random player without RandomMove do, and hashes every
// list, every move's events and the final state and views.
func TestListedDigest(t *testing.T) {
	h := sha256.New()
	for seed := range uint64(60) {
		players := 2 + int(seed%3)
		rng := enginetest.NewRand(seed + 7000)
		es, evs, err := Game{}.Setup(engine.Options{}, players, rng)
		require.NoError(t, err)
		st := es.(*state)
		digestEvents(h, evs)
		for ply := 0; len(st.ToAct()) > 0; ply++ {
			require.Less(t, ply, 5000)
			s := st.ToAct()[0]
			legal := st.Legal(s)
			fmt.Fprintf(h, "L%d:", len(legal))
			for _, m := range legal {
				fmt.Fprintf(h, "%s|", Game{}.FormatMove(st, m))
			}
			m := legal[rng.IntN(len(legal))]
			evs, err := st.Apply(s, m, rng)
			require.NoError(t, err)
			digestEvents(h, evs)
			if ply%13 == 0 {
				digestState(h, st)
			}
		}
		digestEnd(t, h, st, rng.Uint64())
	}
	require.Equal(t, listedDigest, hex.EncodeToString(h.Sum(nil)), "listed games differ from the pinned ones")
}

// digestSelfplay plays game seed as enginetest.BenchSelfplay does and
// writes it to h.
func digestSelfplay(t *testing.T, h hash.Hash, players int, seed uint64) {
	t.Helper()
	es, evs, err := Game{}.Setup(engine.Options{}, players, enginetest.NewRand(seed))
	require.NoError(t, err)
	st := es.(*state)
	digestEvents(h, evs)
	rng := enginetest.NewRand(seed + 1)
	play := engine.NewRollout(st)
	for ply := 0; len(st.ToAct()) > 0; ply++ {
		require.Less(t, ply, 5000)
		s := st.ToAct()[0]
		m := play.Move(s, rng)
		require.NotNil(t, m)
		fmt.Fprintf(h, "%d:%s;", s, Game{}.FormatMove(st, m))
		if ply%7 == 3 {
			evs, err := st.clone().Apply(s, m, enginetest.NewRand(seed+uint64(ply)))
			require.NoError(t, err)
			digestEvents(h, evs)
		}
		require.NoError(t, play.Apply(s, m, rng))
		if ply%11 == 5 {
			digestState(h, st)
		}
	}
	digestEnd(t, h, st, rng.Uint64())
}

// digestEvents writes evs to w.
func digestEvents(w io.Writer, evs []engine.Event) {
	for _, e := range evs {
		fmt.Fprintf(w, "E%s%q%v;", e.Key, e.Args, e.To)
	}
}

// digestState writes what the game is in st, leaving out the rooms that
// only hold memory.
func digestState(w io.Writer, st *state) {
	fmt.Fprintf(w, "S%#v%#v%#v%d%d%#v%#v%#v%d%d%d",
		st.stacks, st.supply, st.quarries, st.architect, st.riders,
		st.deck, st.discard, st.revealed, st.phase, st.active, st.actor)
	for _, p := range st.players {
		fmt.Fprintf(w, "P%#v%#v", p.hand, p.palaces)
	}
	l := st.lot
	fmt.Fprintf(w, "T%d%#v%t%d%d", l.quarry, l.tiles, l.distributing, l.picked, len(l.bids))
	for _, b := range l.bids {
		fmt.Fprintf(w, "B%t%d%d%#v", b.certificate, b.value, b.cur, b.additions)
	}
	fmt.Fprintf(w, "%#v%#v;", l.out, st.pending)
}

// digestEnd writes the final state, every seat's view and the Observer's,
// the result and next, the stream's next draw.
func digestEnd(t *testing.T, w io.Writer, st *state, next uint64) {
	t.Helper()
	digestState(w, st)
	for s := engine.Observer; s < engine.Seat(len(st.players)); s++ {
		b, err := json.Marshal(st.View(s))
		require.NoError(t, err)
		_, _ = w.Write(b)
	}
	r, over := st.Result()
	require.True(t, over)
	fmt.Fprintf(w, "R%v%d;", r, next)
}
