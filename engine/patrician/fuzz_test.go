package patrician

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
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

// fuzzConfig fuzzes states of a random 3-player game with both
// expansions, among them the first two decisions, so that parsing and
// applying meet every phase.
var fuzzConfig = enginetest.FuzzConfig{
	Corpus: fuzzCorpus, Players: 3, Seed: 17, MaxDecisions: 2000, Openings: 2,
	Options: engine.Options{Variants: []string{VariantAmbassadors, VariantMessengers}},
}

// FuzzParseMove runs enginetest.FuzzParseMove with fuzzConfig.
func FuzzParseMove(f *testing.F) {
	enginetest.FuzzParseMove(f, Game{}, fuzzConfig)
}

// Moves built in code rather than parsed may hold values no text gives:
// Apply refuses them with ErrIllegal and never panics.
func TestApplyRefusesOutOfRangeMoves(t *testing.T) {
	states, err := enginetest.FuzzStates(Game{}, fuzzConfig)
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
				enginetest.CheckApply(t, Game{}, st, s, m, i)
			}
			_ = Game{}.FormatMove(st, m)
		}
	}
}
