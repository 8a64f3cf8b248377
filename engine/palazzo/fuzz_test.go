package palazzo

import (
	"errors"
	"reflect"
	"sync"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/pbem-games/pbem/notation"
)

// fuzzCorpus seeds FuzzParseMove with every verb's canonical form, the
// forms the notation also accepts, and near misses.
var fuzzCorpus = []string{
	// Canonical moves, one per verb.
	"money", "take r5 s3", "draw", "buy 3m2 pay r5 r4", "buy 1b1 3m2 pay r7 s7", "buy 2s1",
	"auction", "bid r5 c2", "pass", "pick 3m2", "build 3m2 on a", "build 3m2 new",
	"discard 3m2", "extract a3 pay r5", "insert c into a pay r5", "remove c pay r5",
	// Accepted variants: case, spacing, commas, optional words, tile order.
	"TAKE R5 S3", "  bid   r5 , c2 ", "build 3m2 b", "insert c a pay r5", "buy 3m2 1b1 pay r5",
	"bid c2 c2 c2", "bid r5 s5 b5", "take c2",
	// Near misses and garbage.
	"", " ", ",", "buy", "buy pay r5", "buy 3m2 1b1 2s3 pay r5", "buy 3m2 pay", "take r8", "take r2",
	"c3", "bid cert3", "pick 6m2", "pick 3x2", "pick 3m4", "pick 0m1", "build 3m2 on", "build 3m2 on aa",
	"build 3m2 on 0", "build 3m2 on z", "build 3m2 new a", "extract a9 pay r5", "extract 3 pay r5",
	"extract a pay r5", "extract a3 pay r5 r6", "insert c into pay r5", "remove c pay", "remove c pay r5 r5",
	"bïd r5", "pass pass", "money\tr5", "draw\x00", "pick 3m2\n", "\xff", "biɗ r5",
}

// fuzzStates are states at several points of a random 3-player game, so
// that parsing and formatting meet palaces, pending tiles and auctions.
var fuzzStates = sync.OnceValues(func() ([]engine.State, error) {
	const players, seed = 3, 17
	moves, _, err := enginetest.RandomGame(Game{}, players, seed, engine.Options{}, 5000)
	if err != nil {
		return nil, err
	}
	var states []engine.State
	for _, k := range []int{0, len(moves) / 4, len(moves) / 2, len(moves) * 3 / 4, len(moves) - 1, len(moves)} {
		st, err := enginetest.Replay(Game{}, players, seed, engine.Options{}, moves[:k])
		if err != nil {
			return nil, err
		}
		states = append(states, st)
	}
	return states, nil
})

// FuzzParseMove checks that parsing never panics and fails only with a
// *notation.Error inside the text, that a parsed move's canonical text
// parses to the same move and is a fixed point, and that Apply of any
// parsed move, on a clone, neither panics nor fails without wrapping
// ErrIllegal or ErrNotYourTurn.
func FuzzParseMove(f *testing.F) {
	for _, text := range fuzzCorpus {
		f.Add(text)
	}
	states, err := fuzzStates()
	if err != nil {
		f.Fatalf("setting up the fuzz states: %v", err)
	}
	f.Fuzz(func(t *testing.T, text string) {
		for i, st := range states {
			for _, s := range []engine.Seat{0, 1, 2} {
				checkParse(t, st, s, text)
				if m, err := (Game{}).ParseMove(st, s, text); err == nil {
					checkApply(t, st, s, m, i)
				}
			}
		}
	})
}

// checkParse checks one parse of text by seat s.
func checkParse(t *testing.T, st engine.State, s engine.Seat, text string) {
	t.Helper()
	g := Game{}
	m, err := g.ParseMove(st, s, text)
	if err != nil {
		var nerr *notation.Error
		if !errors.As(err, &nerr) {
			t.Fatalf("ParseMove(%q): %T %v is not a *notation.Error", text, err, err)
		}
		if nerr.Pos.Line != 1 || nerr.Pos.Col < 1 || nerr.Pos.Col > len([]rune(text))+1 {
			t.Fatalf("ParseMove(%q): error at %v, outside the text: %v", text, nerr.Pos, err)
		}
		return
	}
	canon := g.FormatMove(st, m)
	back, err := g.ParseMove(st, s, canon)
	if err != nil {
		t.Fatalf("%q parses as %#v, formatted %q, which does not parse: %v", text, m, canon, err)
	}
	if !reflect.DeepEqual(m, back) {
		t.Fatalf("%q parses as %#v, formatted %q, which parses as %#v", text, m, canon, back)
	}
	if again := g.FormatMove(st, back); again != canon {
		t.Fatalf("%q formats as %q, then as %q", text, canon, again)
	}
}

// checkApply applies a parsed move on a clone of state number i.
func checkApply(t *testing.T, st engine.State, s engine.Seat, m engine.Move, i int) {
	t.Helper()
	_, err := st.Clone().Apply(s, m, enginetest.DecisionRand(uint64(i), 1))
	if err != nil && !errors.Is(err, engine.ErrIllegal) && !errors.Is(err, engine.ErrNotYourTurn) {
		t.Fatalf("state %d, seat %d: Apply(%q): %v wraps neither ErrIllegal nor ErrNotYourTurn",
			i, s, Game{}.FormatMove(st, m), err)
	}
}
