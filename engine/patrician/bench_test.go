package patrician

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// benchGame is a 4-player game with both expansions, the most work per
// game.
var benchGame = enginetest.Bench{
	Players: 4, Options: engine.Options{Variants: []string{VariantAmbassadors, VariantMessengers}},
}

// baseGame is a 4-player game of the base game, without the expansions.
var baseGame = enginetest.Bench{Players: 4}

// BenchmarkReplayRandom parses and applies a recorded random game from its
// setup, without the game file: the engine's share of a replay.
func BenchmarkReplayRandom(b *testing.B) {
	bench := benchGame
	bench.Seed = 2007
	enginetest.BenchReplay(b, Game{}, bench)
}

// BenchmarkReplayRandomBase is BenchmarkReplayRandom without the
// expansions.
func BenchmarkReplayRandomBase(b *testing.B) {
	bench := baseGame
	bench.Seed = 2007
	enginetest.BenchReplay(b, Game{}, bench)
}

// BenchmarkSelfplay plays random games as a search's rollouts do: a
// uniformly random legal move at every decision, applied without events.
func BenchmarkSelfplay(b *testing.B) {
	enginetest.BenchSelfplay(b, Game{}, benchGame)
}

// BenchmarkSelfplayBase is BenchmarkSelfplay without the expansions.
func BenchmarkSelfplayBase(b *testing.B) {
	enginetest.BenchSelfplay(b, Game{}, baseGame)
}

// BenchmarkSelfplayListed plays the same games as BenchmarkSelfplay from
// Legal and Apply, as a random player does without RandomMove and
// ApplyQuiet.
func BenchmarkSelfplayListed(b *testing.B) {
	enginetest.BenchSelfplay(b, enginetest.Listed{Game: Game{}}, benchGame)
}
