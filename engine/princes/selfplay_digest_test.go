package princes

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
// of issue 24's fourth round (main at 385f5c0). A random game must stay the
// same game, draw for draw: the same moves drawn from the same streams, the
// same events, the same states. Any change to what RandomMove draws, to what
// ApplyQuiet or Apply does, or to the number of draws a game takes from its
// stream changes them.
const (
	selfplayDigest = "6cafef8c31e4e0c8effd5b31d152f1f9de719ba7e34b46c424a401cd1ddbbeec"
	listedDigest   = "5e01fc51757f5baba47693ce69407376514ecf69b05e8d67ca067b36e598fa13"
)

// TestSelfplayDigest plays random games as BenchmarkSelfplay does (RandomMove
// and ApplyQuiet through engine.Rollout) and hashes every move, the events of
// every seventh move applied loud on a copy, the state every eleventh
// decision, and the final state, views, result and the stream's next draw.
func TestSelfplayDigest(t *testing.T) {
	h := sha256.New()
	games := 0
	for players := 3; players <= 5; players++ {
		n := map[int]uint64{3: 120, 4: 120, 5: 40}[players]
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
// list, every move's events and the state now and then, and the final
// state and views.
func TestListedDigest(t *testing.T) {
	h := sha256.New()
	for seed := range uint64(30) {
		players := 3 + int(seed%3)
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
			evs, err := st.Clone().Apply(s, m, enginetest.NewRand(seed+uint64(ply)))
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
// only hold memory and the principalities' caches: the players field by
// field, so that a new cache changes nothing here.
func digestState(w io.Writer, st *state) {
	fmt.Fprintf(w, "S%#v%#v%#v%#v%#v%#v%d%d%d%d%#v%#v%#v",
		st.supply, st.professions, st.bonusDeck, st.prestigeDeck, st.seen, st.dealt,
		st.round, st.start, st.phase, st.actor, st.toAct, st.auction, st.turn)
	for _, p := range st.players {
		d := &p.dom
		fmt.Fprintf(w, "P%d %d %#x %#x %#v %#x %v %#x %d %d %v %d %v %v %v %d %t %d", p.florins, p.prestige,
			uint64(d.occupied), uint64(d.buildings), d.pieces, d.built, d.landscapes, d.freedoms, d.builders, d.jesters,
			p.hand, p.recruits, p.table, p.bonus, p.prestigeCards, p.bought, p.declined, p.best)
	}
	fmt.Fprint(w, ";")
}

// digestEnd writes the final state, every seat's view and the Observer's,
// the result and the stream's next draw.
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
