package palazzo

import (
	"testing"

	"github.com/pbem-games/pbem/engine/enginetest"
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

// FuzzParseMove runs enginetest.FuzzParseMove on states of a random
// 3-player game, so that parsing and formatting meet palaces, pending
// tiles and auctions.
func FuzzParseMove(f *testing.F) {
	enginetest.FuzzParseMove(f, Game{}, enginetest.FuzzConfig{
		Corpus: fuzzCorpus, Players: 3, Seed: 17, MaxDecisions: 5000,
	})
}
