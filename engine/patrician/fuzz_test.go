package patrician

import (
	"errors"
	"reflect"
	"sync"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/pbem-games/pbem/notation"
)

// fuzzCorpus seeds FuzzParseMove with every move kind's canonical form,
// the forms the notation also accepts, and near misses.
var fuzzCorpus = []string{
	// Canonical moves, one per kind.
	"play bo5", "build a", "build ab", "build bb", "build none", "move mi a to b", "move none",
	"take fi", "messenger lu mi", "messenger none",
	// Accepted variants: case, spacing, commas, names, order.
	"PLAY BO5", "  build  b , a ", "move Milano b a", "take Firenze", "messenger mi lu", "messenger verona parma",
	// Near misses and garbage.
	"", " ", ",", "play", "play bo0", "play bo55", "build", "build abc", "build aaa", "build none none",
	"move", "move mi", "move mi a", "move mi a to a", "move mi a to c", "move none mi", "take", "take xx",
	"take none", "messenger", "messenger lu", "messenger lu lu", "messenger none lu", "pläy bo5",
	"play\tbo5", "take fi\x00", "\xff", "build ǟ", "mOvE mI A tO B",
}

// fuzzStates are states at several points of a random 3-player game with
// both expansions, so that parsing and applying meet every phase.
var fuzzStates = sync.OnceValues(func() ([]engine.State, error) {
	const players, seed = 3, 17
	opts := engine.Options{Variants: []string{VariantAmbassadors, VariantMessengers}}
	moves, _, err := enginetest.RandomGame(Game{}, players, seed, opts, 2000)
	if err != nil {
		return nil, err
	}
	var states []engine.State
	for _, k := range []int{0, 1, 2, len(moves) / 4, len(moves) / 2, len(moves) * 3 / 4, len(moves) - 1, len(moves)} {
		st, err := enginetest.Replay(Game{}, players, seed, opts, moves[:k])
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

// Moves built in code rather than parsed may hold values no text gives:
// Apply refuses them with ErrIllegal and never panics.
func TestApplyRefusesOutOfRangeMoves(t *testing.T) {
	states, err := fuzzStates()
	if err != nil {
		t.Fatal(err)
	}
	moves := []engine.Move{
		PlayMove{Card: 200}, BuildMove{A: -1, B: 1}, BuildMove{A: 3}, SpecialMove{City: 42}, SpecialMove{City: 0, From: 5},
		SpecialMove{City: -5}, TakeMove{City: -1}, TakeMove{City: 99}, MessengerMove{A: 3, B: 1},
		MessengerMove{A: -2, B: 1}, MessengerMove{A: 0, B: 99}, MessengerMove{A: 0, B: 0},
	}
	for i, st := range states {
		for _, m := range moves {
			for s := range engine.Seat(3) {
				checkApply(t, st, s, m, i)
			}
			_ = Game{}.FormatMove(st, m)
		}
	}
}
