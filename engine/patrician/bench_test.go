package patrician

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/pbemtest"
)

// benchGame is a 4-player game with both expansions, the most work per
// game.
var benchGame = enginetest.Bench{
	Players: 4, Options: engine.Options{Variants: []string{VariantAmbassadors, VariantMessengers}},
}

// BenchmarkReplay parses, validates and applies every decision of the
// example game examples/patrician-4p.pbem from its move texts, with the file's
// own random streams, and reports decisions/s.
func BenchmarkReplay(b *testing.B) {
	pbemtest.BenchReplay(b, catalog, "../../examples/patrician-4p.pbem")
}

// BenchmarkReplayFile replays the same example through the path every
// command takes, front matter and record syntax included.
func BenchmarkReplayFile(b *testing.B) {
	pbemtest.BenchReplayFile(b, catalog, "../../examples/patrician-4p.pbem")
}

var catalog = pbem.Games{Game{}}

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
