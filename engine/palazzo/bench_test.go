package palazzo

import (
	"testing"

	"github.com/pbem-games/pbem/engine/enginetest"
)

// BenchmarkReplay parses and applies a recorded 3-player game from its
// setup: the work of rebuilding a state from a game file.
func BenchmarkReplay(b *testing.B) {
	enginetest.BenchReplay(b, Game{}, enginetest.Bench{Players: 3, Seed: 2005})
}

// BenchmarkSelfplay plays random 3-player games, listing the legal moves
// at every decision as a random player does.
func BenchmarkSelfplay(b *testing.B) {
	enginetest.BenchSelfplay(b, Game{}, enginetest.Bench{Players: 3})
}
