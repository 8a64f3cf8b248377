package enginetest

import (
	"errors"
	"reflect"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// FuzzConfig says which texts seed FuzzParseMove and which states it
// parses them in.
type FuzzConfig struct {
	// Corpus seeds the fuzzer: every move kind's canonical form, the forms
	// the notation also accepts, and near misses.
	Corpus []string
	// Players and Seed choose the RandomGame whose states are fuzzed;
	// Players defaults to the game's minimum.
	Players int
	Seed    uint64
	// Options are passed to Setup (variants the states should meet).
	Options engine.Options
	// MaxDecisions bounds that game; default 10,000.
	MaxDecisions int
	// Openings adds the states after the first 1 … Openings decisions, for
	// games whose first moves differ from the rest.
	Openings int
}

// players returns the player count of the fuzzed game.
func (cfg FuzzConfig) players(g engine.Game) int {
	if cfg.Players > 0 {
		return cfg.Players
	}
	lo := g.Info().MinPlayers
	return lo
}

// FuzzStates plays the RandomGame of cfg and returns states at several
// points of it: the setup, the first cfg.Openings decisions, a quarter,
// half and three quarters of the way, just before the last decision, and
// the end; so parsing and applying meet every phase of the game.
func FuzzStates(g engine.Game, cfg FuzzConfig) ([]engine.State, error) {
	players, maxDecisions := cfg.players(g), cfg.MaxDecisions
	if maxDecisions <= 0 {
		maxDecisions = 10_000
	}
	moves, _, err := RandomGame(g, players, cfg.Seed, cfg.Options, maxDecisions)
	if err != nil {
		return nil, err
	}
	n := len(moves)
	var cuts []int
	for k := range min(cfg.Openings, n) + 1 {
		cuts = append(cuts, k)
	}
	cuts = append(cuts, n/4, n/2, n*3/4, n-1, n)
	states := make([]engine.State, 0, len(cuts))
	for _, k := range cuts {
		st, err := Replay(g, players, cfg.Seed, cfg.Options, moves[:max(k, 0)])
		if err != nil {
			return nil, err
		}
		states = append(states, st)
	}
	return states, nil
}

// FuzzParseMove is the body of a game's FuzzParseMove: it seeds f with
// cfg.Corpus and, for every input and every seat of every FuzzStates
// state, checks the parse with CheckParse and applies a parsed move with
// CheckApply. So parsing never panics and fails only with a
// *notation.Error inside the text, a parsed move's canonical text parses
// to the same move and is a fixed point, and Apply of any parsed move
// neither panics nor fails without wrapping ErrIllegal or ErrNotYourTurn.
func FuzzParseMove(f *testing.F, g engine.Game, cfg FuzzConfig) {
	f.Helper()
	for _, text := range cfg.Corpus {
		f.Add(text)
	}
	states, err := FuzzStates(g, cfg)
	if err != nil {
		f.Fatalf("setting up the fuzz states: %v", err)
	}
	seats := engine.Seat(cfg.players(g))
	f.Fuzz(func(t *testing.T, text string) {
		for i, st := range states {
			for s := range seats {
				CheckParse(t, g, st, s, text)
				if m, err := g.ParseMove(st, s, text); err == nil {
					CheckApply(t, g, st, s, m, i)
				}
			}
		}
	})
}

// CheckParse checks one parse of text by seat s in st: an error must be a
// *notation.Error pointing into the text; a move must format to a text
// that parses to the same move and formats the same again.
func CheckParse(t testing.TB, g engine.Game, st engine.State, s engine.Seat, text string) {
	t.Helper()
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

// CheckApply applies move m of seat s on a clone of st, state number i of
// the fuzzed ones: it must not panic, and any error must wrap ErrIllegal
// or ErrNotYourTurn.
func CheckApply(t testing.TB, g engine.Game, st engine.State, s engine.Seat, m engine.Move, i int) {
	t.Helper()
	_, err := st.Clone().Apply(s, m, DecisionRand(uint64(i), 1))
	if err != nil && !errors.Is(err, engine.ErrIllegal) && !errors.Is(err, engine.ErrNotYourTurn) {
		t.Fatalf("state %d, seat %d: Apply(%q): %v wraps neither ErrIllegal nor ErrNotYourTurn",
			i, s, g.FormatMove(st, m), err)
	}
}
