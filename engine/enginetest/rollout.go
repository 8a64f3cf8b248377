package enginetest

import (
	"fmt"
	"math/bits"
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// constSource is a rand.Source that returns the same number forever.
type constSource uint64

func (c constSource) Uint64() uint64 { return uint64(c) }

// DrawFor returns a random source whose first IntN(n) is k (0 <= k < n):
// a test of a RandomMover drives it to every index in turn.
func DrawFor(k, n int) *rand.Rand {
	if n&(n-1) == 0 { // IntN masks the low bits
		return rand.New(constSource(k))
	}
	// IntN(n) is the high word of v*n; v*n in [k*2⁶⁴+n, (k+1)*2⁶⁴) gives k
	// and is never rejected.
	v, _ := bits.Div64(uint64(k), uint64(2*n-1), uint64(n))
	return rand.New(constSource(v))
}

// CheckRandomMove checks, for a state whose RandomMove draws one index
// with rng.IntN(len(Legal(s))) as a random player picking from the list
// does, that the move drawn at index k is Legal(s)[k] for every k: the
// strongest form of "the same distribution as Legal", which makes a game
// played with RandomMove the same game as one played from the list. It
// also checks that RandomMove leaves the state unchanged.
func CheckRandomMove(t testing.TB, st engine.State, s engine.Seat) {
	t.Helper()
	rm, ok := st.(engine.RandomMover)
	if !ok {
		t.Fatalf("%T is not an engine.RandomMover", st)
	}
	legal := st.Legal(s)
	before := st.Clone()
	if len(legal) == 0 {
		if m := rm.RandomMove(s, DrawFor(0, 1)); m != nil {
			t.Fatalf("seat %d has no legal move, RandomMove returned %#v", s, m)
		}
		return
	}
	for k, want := range legal {
		if got := rm.RandomMove(s, DrawFor(k, len(legal))); !reflect.DeepEqual(got, want) {
			t.Fatalf("seat %d, draw %d of %d: RandomMove returned %#v, Legal lists %#v", s, k, len(legal), got, want)
		}
	}
	if !reflect.DeepEqual(before, st.Clone()) { // clones compare alike where the state's own slices may not
		t.Fatalf("RandomMove changed the state")
	}
}

// CheckApplyQuiet plays random games of g for players from seeds 0 to
// games-1 and applies every move both ways, on clones and with equal
// random streams: Apply and the state's ApplyQuiet must leave equal
// states and return the same error. A move by a seat that is not to act
// must be refused alike.
func CheckApplyQuiet(t *testing.T, g engine.Game, players, games int) {
	t.Helper()
	for seed := range uint64(games) {
		st, _, err := g.Setup(engine.Options{}, players, NewRand(seed))
		if err != nil {
			t.Fatal(err)
		}
		if _, ok := st.(engine.QuietApplier); !ok {
			t.Fatalf("%T is not an engine.QuietApplier", st)
		}
		rng := NewRand(seed + 1)
		for ply := 0; len(st.ToAct()) > 0; ply++ {
			s := st.ToAct()[0]
			m := engine.RandomMove(st, s, rng)
			checkQuiet(t, st, s, m, seed+uint64(ply))
			checkQuiet(t, st, s+1, m, seed+uint64(ply)) // not to act, as a rule
			if _, err := st.Apply(s, m, rng); err != nil {
				t.Fatalf("seed %d ply %d: %v", seed, ply, err)
			}
		}
	}
}

// checkQuiet applies m of s to two clones of st, loud and quiet.
func checkQuiet(t *testing.T, st engine.State, s engine.Seat, m engine.Move, seed uint64) {
	t.Helper()
	loud, quiet := st.Clone(), st.Clone()
	_, want := loud.Apply(s, m, NewRand(seed))
	got := quiet.(engine.QuietApplier).ApplyQuiet(s, m, NewRand(seed))
	if fmt.Sprint(want) != fmt.Sprint(got) {
		t.Fatalf("seat %d, move %#v: Apply says %v, ApplyQuiet %v", s, m, want, got)
	}
	if !reflect.DeepEqual(loud.Clone(), quiet.Clone()) {
		t.Fatalf("seat %d, move %#v: the states differ after Apply and ApplyQuiet", s, m)
	}
}
