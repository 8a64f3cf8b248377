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
	"github.com/pbem-games/pbem/engine/palazzo"
	"github.com/pbem-games/pbem/engine/patrician"
	"github.com/pbem-games/pbem/pbem"
)

var catalog = pbem.Catalog{palazzo.Game{}, patrician.Game{}}

// TestPalazzo3p replays the annotated 3-player game to its end and compares
// the final public board and result with the golden file. The scores are
// also checked against values worked out by hand from the final board, so
// the golden file cannot silently absorb a scoring bug.
func TestPalazzo3p(t *testing.T) {
	r, res := replayToEnd(t, "palazzo-3p.pbem")
	// Worked out from the final palaces (see the golden board):
	// Ann: A 1s1 3s2 4s1 5m1 = 5 windows + 3 = 8; B 1m1 3m2 5m3 = 6 windows
	// + 3 (all marble) = 9; C 1s2 4m1 5s2 = 5; D and E are 1-floor palaces,
	// -5 each: 12. Bob: three 2-floor palaces 0; D 1s3 2s2 3s3 = 8 + 3 = 11;
	// E -5: 6. Cid: A 5; B 1m2 2b3 3m3 5b2 = 10 + 3 = 13; C 1b1 2b1 3s1 5s3
	// = 6 + 3 = 9; three 1-floor palaces -15: 12. Ann and Cid tie and Ann's
	// largest single payment is the larger.
	checkResult(t, res, []int{12, 6, 12}, 0)
	enginetest.Golden(t, filepath.Join("testdata", "palazzo-3p.final.golden"), finalBoard(t, r))
}

// TestPatrician4p replays the annotated 4-player game with both expansions.
func TestPatrician4p(t *testing.T) {
	r, res := replayToEnd(t, "patrician-4p.pbem")
	// Worked out from the final board (see the golden file): Ann's tiles
	// 9+6+9+4+5+5 = 38, heads p1 4 and p2 4 make 2 sets = 12, messengers
	// 10: 60. Bob: tiles 4+2 = 6, p2 3 and p3 4 make 2 sets (ambassador C's
	// wild head cannot make a third) = 12, messengers 6, the -3 penalty: 21.
	// Cid: tiles 9+6+7+5+2 = 29, ambassador D adds one head of each kind to
	// p1 3, p3 1: one set = 6, messengers 6: 41. Dee: tiles 6+7+4+7+2 = 26,
	// ambassadors A and B complete p1 2 and p2 2, with p3 4: 3 sets = 18,
	// messengers 10: 54. Messenger points: +2 per messenger on a city's
	// borders for each tower won there, with messengers on bo-fe, fe-ve,
	// mi-pa and lu-si: Ann bo 2 + mi 2 + fe 4 + ve 2 = 10, Bob si 2 + fe 4
	// = 6, Cid mi 2 + pa 2 + pa 2 = 6, Dee bo 2 + lu 2 + lu 2 + si 2 + ve 2
	// = 10.
	checkResult(t, res, []int{60, 21, 41, 54}, 0)
	enginetest.Golden(t, filepath.Join("testdata", "patrician-4p.final.golden"), finalBoard(t, r))
}

func replayToEnd(t *testing.T, path string) (*pbem.Replay, engine.Result) {
	t.Helper()
	r, err := catalog.Open(path, -1)
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
	return r, res
}

func checkResult(t *testing.T, res engine.Result, scores []int, winner engine.Seat) {
	t.Helper()
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
	paths, err := filepath.Glob("*.pbem")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no example files (%v)", err)
	}
	for _, p := range paths {
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
