package pbem

import (
	"errors"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// fuzzGames knows the test game and the real ones, so that the fuzzer
// reaches the real games' notation and rules from a game file.
var fuzzGames = append(append(Games{}, testGames...), realGames...)

// FuzzLoad feeds arbitrary bytes to the game-file loader, then replays
// what it accepts with the real catalogue. Neither may panic, every
// refusal must be classified (corrupt, unknown game, bad move, usage),
// and a file that replays must check the same.
func FuzzLoad(f *testing.F) {
	for _, seed := range fuzzSeeds(f) {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		file, err := fuzzGames.Parse("fuzz.pbem", src)
		if err != nil {
			if !errors.Is(err, ErrGameFile) {
				t.Fatalf("unclassified load error: %v", err)
			}
			return
		}
		file.KeyPath = "/nonexistent/fuzz.key"
		r, err := file.Replay(-1)
		if err != nil {
			if !errors.Is(err, ErrGameFile) && !errors.Is(err, ErrUsage) && !IsMoveRefusal(err) {
				t.Fatalf("unclassified replay error: %v", err)
			}
			return
		}
		if got := len(r.Plies); got != len(file.Record.Moves()) {
			t.Fatalf("replayed %d decisions of %d", got, len(file.Record.Moves()))
		}
	})
}

// fuzzSeeds returns the seed corpus: files of the test game, hand-made
// Palazzo, Patrician, Princes and Leonardo files, the examples, and broken forms of them.
func fuzzSeeds(tb testing.TB) []string {
	seeds := []string{
		wantNewFile,
		wantNewFile + "1 Ann: roll\n2 Bob: bet 2 {hm}\n",
		wantNewFile + "1 Ann: roll\n2 Bob: bet 9\n",
		strings.Replace(wantNewFile, `"open"`, `"sealed"`, 1),
		"+++\n+++\n",
		"+++\nformat = 1\n[[players]]\n+++\n",
		smallPalazzo + "1 Ann: money\n2 Ann: take s4 c2\n3 Bob: draw {a comment}\n",
		smallPalazzo + "1 Ann: money\n2 Ann: take r3\n",
		smallPalazzo + "1 Ann: buy 1s2 pay s3 s7\n",
		smallPalazzo + "1 Bob: draw\n",
		strings.Replace(smallPalazzo, "palazzo/1", "palazzo/9", 1),
		strings.Replace(smallPalazzo, "palazzo", "patrician", 2) + "1 Ann: play bo5\n2 Ann: build a\n",
		strings.Replace(smallPalazzo, "palazzo", "patrician", 2) + "1 Ann: messenger mi pa\n",
		smallPrinces + "1 Bob: keep philosopher botanist poet\n2 Ann: keep clockmaker sculptor painter\n",
		smallPrinces + "1 Cid: keep physicist composer pharmacist\n2 Cid: keep composer pharmacist playwright\n",
		smallPrinces + "1 Cid: keep physicist composer pharmacist\n2 Ann: keep clockmaker sculptor painter\n" +
			"3 Bob: keep philosopher botanist poet\n4 Ann: open park\n",
		smallLeonardo + "1 Bob: party guelph\n2 Ann: party ghibelline\n3 Cid: party guelph\n4 Ann: roll\n",
		smallLeonardo + "1 Cid: party ghibelline\n2 Bob: party ghibelline\n3 Ann: party guelph\n" +
			"4 Ann: art 2 on 25 25\n5 Ann: roll\n",
		smallLeonardo + "1 Ann: party guelph\n2 Ann: party ghibelline\n",
		smallLeonardo + "1 Bob: stake gold 20\n",
	}
	examples, err := filepath.Glob("../examples/*.pbem")
	if err != nil || len(examples) == 0 {
		tb.Fatalf("no examples to seed the corpus: %v", err)
	}
	for _, path := range examples {
		b, err := os.ReadFile(path)
		if err != nil {
			tb.Fatal(err)
		}
		seeds = append(seeds, brokenForms(string(b))...)
	}
	return seeds
}

// smallPalazzo is a two-player Palazzo game with no decision yet; its
// seed deals what docs/cli.md shows ("money" reveals s4 c2 c2).
const smallPalazzo = `+++
format = "pbem/1"
game = "palazzo"
rules = "palazzo/1"
id = "pz-630dcd2966c4"
created = 2026-11-21T23:55:00Z
mode = "open"
seed = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"

[[players]]
name = "Ann"

[[players]]
name = "Bob"
+++
`

// brokenForms returns src, a prefix of its record, and forms of it with a
// mutation each: CRLF line ends, a decision moved to another player, a
// number out of order, a tile that does not exist, an unclosed comment,
// and no closing fence.
func brokenForms(src string) []string {
	lines := strings.SplitAfter(src, "\n")
	prefix := strings.Join(lines[:min(len(lines), 40)], "")
	return []string{
		src,
		prefix,
		strings.ReplaceAll(prefix, "\n", "\r\n"),
		strings.Replace(prefix, "3 Ann:", "3 Bob:", 1),
		strings.Replace(prefix, "\n4 ", "\n5 ", 1),
		strings.Replace(prefix, "build ", "build 9z9 ", 1),
		strings.Replace(prefix, "}\n", "\n", 1),
		strings.Replace(prefix, "+++\n{", "{", 1),
	}
}

// TestFuzzSeedsReachTheRealGames checks that the seed corpus is worth its
// name: some of its files replay whole with each real game, so that the
// fuzzer starts from inputs that get through to the rules.
func TestFuzzSeedsReachTheRealGames(t *testing.T) {
	replayed := map[string]int{}
	for _, seed := range fuzzSeeds(t) {
		file, err := fuzzGames.Parse("seed.pbem", []byte(seed))
		if err != nil {
			continue
		}
		if r, err := file.Replay(-1); err == nil && len(r.Plies) > 0 {
			replayed[file.Header.Game]++
		}
	}
	for _, g := range realGames {
		assert.GreaterOrEqual(t, replayed[g.Info().ID], 2, "seeds of %s that replay", g.Info().ID)
	}
}

// smallPrinces is a three-player Princes of Florence game with no decision
// yet (the game needs three): its players first keep 3 of their 4
// professions, at once.
var smallPrinces = strings.TrimSuffix(strings.Replace(strings.Replace(smallPalazzo, "palazzo", "princes", 2), "pz-", "pf-", 1), "+++\n") +
	"\n[[players]]\nname = \"Cid\"\n+++\n"

// smallLeonardo is a three-player Leonardo game with no decision yet; its
// seed deals Ann the palace on 25, Bob 20 and Cid 4. Its players first
// choose their parties, at once.
var smallLeonardo = strings.Replace(strings.Replace(smallPrinces, "princes", "leonardo", 2), "pf-", "lv-", 1)
