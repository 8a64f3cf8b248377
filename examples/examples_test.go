// Package examples holds annotated sample game files. Its tests replay each
// one, so an example can never drift out of date with the rules or the
// file format.
package examples

import (
	"bytes"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/pbem-games/pbem/games"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/pbemtest"
)

// catalog is the one list of games: each example names its game, and is
// read with it. A new example (of any game) needs no edit here, only its
// golden file, written with -update.
var catalog = pbem.Games(games.All)

// workedOut holds the final scores of some examples, worked out by hand
// from their final boards, so that the golden file cannot silently absorb
// a scoring bug; the winner is always seat 0. An example not listed is
// checked against its golden file alone.
var workedOut = map[string][]int{
	// Ann: A 1s1 3s2 4s1 5m1 = 5 windows + 3 = 8; B 1m1 3m2 5m3 = 6 windows
	// + 3 (all marble) = 9; C 1s2 4m1 5s2 = 5; D and E are 1-floor palaces,
	// -5 each: 12. Bob: three 2-floor palaces 0; D 1s3 2s2 3s3 = 8 + 3 = 11;
	// E -5: 6. Cid: A 5; B 1m2 2b3 3m3 5b2 = 10 + 3 = 13; C 1b1 2b1 3s1 5s3
	// = 6 + 3 = 9; three 1-floor palaces -15: 12. Ann and Cid tie and Ann's
	// largest single payment is the larger.
	"palazzo-3p.pbem": {12, 6, 12},
	// Both expansions. Ann's tiles 9+6+9+4+5+5 = 38, heads p1 4 and p2 4
	// make 2 sets = 12, messengers 10: 60. Bob: tiles 4+2 = 6, p2 3 and p3
	// 4 make 2 sets (ambassador C's wild head cannot make a third) = 12,
	// messengers 6, the -3 penalty: 21. Cid: tiles 9+6+7+5+2 = 29,
	// ambassador D adds one head of each kind to p1 3, p3 1: one set = 6,
	// messengers 6: 41. Dee: tiles 6+7+4+7+2 = 26, ambassadors A and B
	// complete p1 2 and p2 2, with p3 4: 3 sets = 18, messengers 10: 54.
	// Messenger points: +2 per messenger on a city's borders for each
	// tower won there, with messengers on bo-fe, fe-ve, mi-pa and lu-si:
	// Ann bo 2 + mi 2 + fe 4 + ve 2 = 10, Bob si 2 + fe 4 = 6, Cid mi 2 +
	// pa 2 + pa 2 = 6, Dee bo 2 + lu 2 + lu 2 + si 2 + ve 2 = 10.
	"patrician-4p.pbem": {60, 21, 41, 54},
}

// TestExamples replays every example to its end, finding its game in the
// one list, and compares the final public board and result with
// testdata/<example>.final.golden.
func TestExamples(t *testing.T) {
	for _, path := range examplePaths(t) {
		t.Run(path, func(t *testing.T) {
			r, err := pbemtest.Open(catalog, path, -1)
			if err != nil {
				t.Fatal(err)
			}
			if !r.Over() {
				t.Fatalf("%s is not over after %d decisions", path, len(r.Plies))
			}
			res, ok := r.State.Result()
			if !ok {
				t.Fatalf("%s: no result for a finished game", path)
			}
			if scores, ok := workedOut[path]; ok {
				checkResult(t, res, scores, 0)
			}
			golden := filepath.Join("testdata", strings.TrimSuffix(path, ".pbem")+".final.golden")
			enginetest.Golden(t, golden, finalBoard(t, r))
		})
	}
}

// TestExamplesOfEveryGame: the examples show every game of the list.
func TestExamplesOfEveryGame(t *testing.T) {
	seen := map[string]bool{}
	for _, path := range examplePaths(t) {
		f, err := catalog.Load(path)
		if err != nil {
			t.Fatal(err)
		}
		seen[f.Header.Game] = true
	}
	for _, id := range catalog.IDs() {
		if !seen[id] {
			t.Errorf("no example of %s", id)
		}
	}
}

func examplePaths(t *testing.T) []string {
	t.Helper()
	paths, err := filepath.Glob("*.pbem")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no example files (%v)", err)
	}
	return paths
}

func checkResult(t *testing.T, res engine.Result, scores []int, winner engine.Seat) {
	t.Helper()
	if len(res.Scores) != len(scores) {
		t.Fatalf("scores = %v, want %v", res.Scores, scores)
	}
	for i, s := range scores {
		if res.Scores[i] != s {
			t.Errorf("score of seat %d = %d, want %d", i, res.Scores[i], s)
		}
	}
	if len(res.Winners) != 1 || res.Winners[0] != winner {
		t.Errorf("winners = %v, want only seat %d", res.Winners, winner)
	}
}

// TestExamplesCanonical checks that every example is written in canonical
// form: formatting its record reproduces the file byte for byte.
func TestExamplesCanonical(t *testing.T) {
	for _, p := range examplePaths(t) {
		f, err := catalog.Load(p)
		if err != nil {
			t.Fatal(err)
		}
		body := f.Record.Format()
		if !bytes.HasSuffix(f.Src, []byte(body)) {
			t.Errorf("%s is not in canonical form", p)
		}
	}
}

func finalBoard(t *testing.T, r *pbem.Replay) string {
	t.Helper()
	var b bytes.Buffer
	v := r.ViewOf(engine.Observer)
	if err := pbem.RenderDoc(&b, v.Doc, pbem.FormatPlain); err != nil {
		t.Fatal(err)
	}
	b.WriteString("\nResult:\n" + strings.Join(r.ResultLines(), "\n") + "\n")
	return b.String()
}
