package palazzo

import (
	"testing"

	"github.com/pbem-games/pbem/engine/enginetest"
)

// BenchmarkReplayRandom parses and applies a recorded random 3-player game
// from its setup, without the game file: the engine's share of a replay.
func BenchmarkReplayRandom(b *testing.B) {
	enginetest.BenchReplay(b, Game{}, enginetest.Bench{Players: 3, Seed: 2005})
}

// BenchmarkSelfplay plays random 3-player games, listing the legal moves
// at every decision as a random player does.
func BenchmarkSelfplay(b *testing.B) {
	enginetest.BenchSelfplay(b, Game{}, enginetest.Bench{Players: 3})
}

// BenchmarkSelfplayListed plays the same games as BenchmarkSelfplay from
// Legal and Apply, as a random player did before RandomMove and
// ApplyQuiet.
func BenchmarkSelfplayListed(b *testing.B) {
	enginetest.BenchSelfplay(b, enginetest.Listed{Game: Game{}}, enginetest.Bench{Players: 3})
}
