package princes

import (
	"fmt"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// benchSeeds are the games the benchmarks record or start from: a few, so
// that one unlucky deal does not stand for the game.
var benchSeeds = []uint64{2026, 2027, 2028}

// BenchmarkReplayRandom parses and applies recorded random games from their
// setup, as the replay of a game file does without the file: one
// sub-benchmark per game (players and seed), reporting decisions/s. It is
// named as in the other games' packages: BenchmarkReplay, in examples/,
// replays the example game files.
func BenchmarkReplayRandom(b *testing.B) {
	for _, players := range []int{3, 4} {
		for _, seed := range benchSeeds {
			b.Run(fmt.Sprintf("players=%d/seed=%d", players, seed), func(b *testing.B) {
				enginetest.BenchReplay(b, Game{}, enginetest.Bench{
					Players: players, Seed: seed,
				})
			})
		}
	}
}

// BenchmarkSelfplay plays random games, listing the legal moves at every
// decision as a random player does, and scores them, reporting games/s.
func BenchmarkSelfplay(b *testing.B) {
	for _, players := range []int{3, 4} {
		b.Run(fmt.Sprintf("players=%d", players), func(b *testing.B) {
			enginetest.BenchSelfplay(b, Game{}, enginetest.Bench{Players: players, Seed: benchSeeds[0]})
		})
	}
}

// BenchmarkSelfplayListed plays the games of BenchmarkSelfplay (3
// players) with Apply's events, as before ApplyQuiet.
func BenchmarkSelfplayListed(b *testing.B) {
	enginetest.BenchSelfplay(b, enginetest.Listed{Game: Game{}}, enginetest.Bench{Players: 3, Seed: benchSeeds[0]})
}

// BenchmarkDecodeData decodes the embedded data file as the first use in a
// process does (from its snapshot, with the checks and indexes): a fixed
// cost of every command that plays Princes.
func BenchmarkDecodeData(b *testing.B) {
	for b.Loop() {
		if _, err := decodeEmbedded(dataSnapshot); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkSetup sets up a game of 4, with its events, once the data is
// decoded: what every replay pays before its first decision.
func BenchmarkSetup(b *testing.B) {
	rng := enginetest.NewRand(benchSeeds[0])
	for b.Loop() {
		if _, _, err := (Game{}).Setup(engine.Options{}, 4, rng); err != nil {
			b.Fatal(err)
		}
	}
}

// BenchmarkPlacementTable makes the table of every building's and
// landscape's footprints, as the first build, placement or opening of
// each process does (the shapes' footprints stay cached).
func BenchmarkPlacementTable(b *testing.B) {
	defer placementCache.Store(nil)
	for b.Loop() {
		placementCache.Store(nil)
		_ = placements()
	}
}
