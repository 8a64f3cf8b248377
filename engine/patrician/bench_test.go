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

// BenchmarkReplayRandom parses and applies a recorded random game from its
// setup, without the game file: the engine's share of a replay.
func BenchmarkReplayRandom(b *testing.B) {
	bench := benchGame
	bench.Seed = 2007
	enginetest.BenchReplay(b, Game{}, bench)
}

// BenchmarkSelfplay plays random games, listing the legal moves at every
// decision as a random player does, and scores them.
func BenchmarkSelfplay(b *testing.B) {
	enginetest.BenchSelfplay(b, Game{}, benchGame)
}
