package pbem

import (
	"io/fs"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/notation"
)

// sameAsTOML checks decodeHeaderFast against the TOML library on front:
// when the fast path reads it, the library must read it too, to the same
// Header and with no key left over. It reports whether the fast path read
// it.
func sameAsTOML(t *testing.T, name, front string) bool {
	t.Helper()
	fast, ok := decodeHeaderFast(front)
	if !ok {
		return false
	}
	assert.NoError(t, checkFrontMatter(front), "%s: the fast path read what is too deep or too long:\n%s", name, front)
	slow, err := decodeHeaderTOML(front)
	if assert.NoError(t, err, "%s: the fast path read what the library refuses:\n%s", name, front) {
		assert.Equal(t, slow, fast, "%s:\n%s", name, front)
	}
	return true
}

// TestFrontFastMatchesTOML holds the fast path to the library over every
// front matter in the repository's files (examples, test data, scripts,
// docs, test sources), and requires it to read the examples.
func TestFrontFastMatchesTOML(t *testing.T) {
	fronts := repoFrontMatters(t)
	require.NotEmpty(t, fronts)
	read := 0
	for name, front := range fronts {
		if sameAsTOML(t, name, front) {
			read++
		}
	}
	for _, ex := range []string{"palazzo-3p", "patrician-4p", "princes-4p", "leonardo-4p"} {
		name := filepath.Join("..", "examples", ex+".pbem") + "#0"
		_, ok := decodeHeaderFast(fronts[name])
		assert.True(t, ok, "the fast path reads %s", name)
	}
	t.Logf("the fast path read %d of %d front matters", read, len(fronts))
}

// repoFrontMatters returns the front matters found in the repository's
// text files, by file and place: each "+++" line that opens one.
func repoFrontMatters(t *testing.T) map[string]string {
	t.Helper()
	out := map[string]string{}
	err := filepath.WalkDir("..", func(path string, d fs.DirEntry, err error) error {
		if err != nil {
			return err
		}
		if d.IsDir() && strings.HasPrefix(d.Name(), ".") && path != ".." {
			return filepath.SkipDir
		}
		if d.IsDir() || d.Name() == "file_front_fast_test.go" {
			return nil
		}
		switch filepath.Ext(path) {
		case ".pbem", ".go", ".txt", ".txtar", ".md", ".golden", "":
		default:
			return nil
		}
		src, err := os.ReadFile(path)
		if err != nil {
			return err
		}
		text := string(src)
		for n, at := 0, 0; ; n++ {
			i := strings.Index(text[at:], notation.FrontMatterFence+"\n")
			if i < 0 {
				break
			}
			at += i
			if front, _, _, err := notation.SplitFrontMatter(text[at:]); err == nil {
				out[path+"#"+strconv.Itoa(n)] = front
			}
			at += len(notation.FrontMatterFence)
		}
		return nil
	})
	require.NoError(t, err)
	return out
}

// TestFrontFastReadsWhatPbemWrites checks that the fast path reads the
// front matter pbem writes (Header.Encode) for headers of every kind of
// value, to what the library reads.
func TestFrontFastReadsWhatPbemWrites(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 1))
	for i := range 300 {
		h := randomHeader(rng)
		text, err := h.Encode()
		require.NoError(t, err)
		front, _, _, err := notation.SplitFrontMatter(text)
		require.NoError(t, err)
		if len(h.Tags) > 0 || h.Data != nil || strings.Contains(front, "\\") {
			sameAsTOML(t, "encoded", front) // left to the library, or read alike
			continue
		}
		assert.True(t, sameAsTOML(t, "encoded", front), "case %d: the fast path reads what pbem writes:\n%s", i, front)
	}
}

// randomHeader returns a header with random values of every field.
func randomHeader(rng *rand.Rand) Header {
	words := []string{"", "a", "Ann", "Zoë", "x y", "ö", "72h", "palazzo/1", "ambassadors", "a,b", "[x]", "#", "=", "日本"}
	word := func() string { return words[rng.IntN(len(words))] }
	h := Header{Format: word(), Game: word(), Rules: word(), ID: word(), Mode: word(),
		Commitment: word(), Seed: word(), Deadline: word(), Hints: rng.IntN(2) == 0,
		Created: time.Date(2000+rng.IntN(60), time.Month(1+rng.IntN(12)), 1+rng.IntN(28), rng.IntN(24), rng.IntN(60), rng.IntN(60), 0, time.UTC)}
	for range rng.IntN(4) {
		h.Variants = append(h.Variants, word())
	}
	h.Notify, h.NotifyFormat, h.Observable = word(), word(), rng.IntN(2) == 0
	h.AwayDays = []int{0, 1, 21, -5, 366, 123456789}[rng.IntN(6)]
	for range rng.IntN(3) {
		h.Observers = append(h.Observers, word())
	}
	for range rng.IntN(6) {
		h.Players = append(h.Players, Player{Name: word(), Email: word(), Lang: word(), Bot: word(), TZ: word(), Mails: word()})
	}
	if rng.IntN(2) == 0 {
		h.Settings = map[string]string{}
		for range 1 + rng.IntN(3) {
			h.Settings[[]string{"rounds", "x-1", "a_b", "9"}[rng.IntN(4)]] = word()
		}
	}
	if rng.IntN(8) == 0 {
		h.Players = append(h.Players, Player{Name: "tab\tquote\"backslash\\"}) // escaped by the encoder
	}
	if rng.IntN(8) == 0 {
		h.Tags = []Tag{{Key: "event", Value: word()}}
	}
	return h
}

// TestFrontFastRandomText holds the fast path to the library over front
// matters made of lines near the plain shape: keys in the wrong case,
// given twice or unknown, escapes, comments, control characters, times
// out of range, arrays with a trailing comma, tables the fast path leaves.
func TestFrontFastRandomText(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 2))
	read := 0
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(8) {
			b.WriteString(randomFrontLine(rng))
			b.WriteByte('\n')
		}
		if sameAsTOML(t, "random", b.String()) {
			read++
		}
	}
	assert.Greater(t, read, 2000, "the random lines are near enough the plain shape to test it")
}

// randomFrontLine returns one line of front matter, plain or not quite.
func randomFrontLine(rng *rand.Rand) string {
	keys := []string{"format", "game", "rules", "id", "mode", "commitment", "seed", "deadline", "created",
		"hints", "variants", "name", "email", "lang", "bot", "tz", "mails", "notify", "notify_format", "away_days", "observers", "observable", "rounds", "Game", "NAME", "unknown", "x-1", "a_b", "9", "players", "settings"}
	values := []string{`"a"`, `""`, `"Ann"`, `"b\tc"`, `"a\"b"`, `"a\\b"`, "\"a\tb\"", "\"a\x01b\"", "\"a\x7fb\"", `'lit'`,
		`"a" # c`, `"a"x`, `"""a"""`, "true", "false", "True", "1", "2026-11-22T00:45:00Z", "2026-11-22T00:45:00+01:00",
		"2026-13-22T00:45:00Z", "2026-02-30T00:45:00Z", "2026-11-22 00:45:00Z", "2026-11-22T00:45:00.5Z", "2026-11-22T24:00:00Z",
		"2026-11-22t00:45:00z", "2026-11-22", `["a", "b"]`, `[]`, `[ ]`, `["a",]`, `["a" "b"]`, `["a,b"]`, `["a" , "b" ]`, `[ "a",  "b"]`, `["a"]]`, `[["a"]]`, `["a", ]`, `["a"`, `]`, `[`, `[1]`, `["a"] "b"]`,
		`["]"]`, `"Zoë"`, `"日本"`}
	pad := func() string { return []string{"", " ", "\t", "  "}[rng.IntN(4)] }
	switch rng.IntN(20) {
	case 0:
		return pad() + "[[players]]" + pad()
	case 1:
		return pad() + "[settings]" + pad()
	case 2:
		return []string{"", "# comment", "[tags]", "[data]", "[players]", "[[ players ]]", "[settings.x]", "= \"a\"", "a.b = \"c\""}[rng.IntN(9)]
	}
	eq := []string{" = ", "=", "\t=\t", " =", "== "}[rng.IntN(5)/4*rng.IntN(5)] // " = " mostly
	key := keys[rng.IntN(len(keys))]
	value := values[rng.IntN(len(values))]
	if rng.IntN(4) > 0 { // a value of the key's kind, mostly: the lines must often be plain
		value = plainValue(key, rng)
	}
	return pad() + key + eq + value + pad()
}

// plainValue returns a value of the kind key takes, in the plain shape.
func plainValue(key string, rng *rand.Rand) string {
	switch key {
	case "created":
		return "2026-11-22T00:45:0" + string(rune('0'+rng.IntN(10))) + "Z"
	case "hints", "observable":
		return []string{"true", "false"}[rng.IntN(2)]
	case "away_days":
		return []string{"0", "21", "-1", "366", "007", "-0", "+3", "1_000", "123456789", "1234567890", "0x1f", "1e3"}[rng.IntN(12)]
	case "observers":
		return []string{`[]`, `["a@x.org"]`, `["A <a@x.org>", "b@y.org"]`}[rng.IntN(3)]
	case "variants":
		return []string{`[]`, `["a"]`, `["a", "b,c"]`}[rng.IntN(3)]
	}
	return []string{`"a"`, `""`, `"Zoë"`, `"x y"`}[rng.IntN(4)]
}

// FuzzFrontFast holds the fast path to the library on any text (go test
// -fuzz FuzzFrontFast ./pbem); without -fuzz it runs its seeds.
func FuzzFrontFast(f *testing.F) {
	f.Add("format = \"pbem/1\"\ncreated = 2026-11-22T00:45:00Z\n[[players]]\nname = \"Ann\"\n")
	f.Add("variants = [\"a\", \"b\"]\n[settings]\nrounds = \"10\"\n")
	f.Add("variants = ]")          // found by fuzzing: a list's closing bracket alone
	f.Add("variants = [\"\xda\"]") // and a string not UTF-8
	f.Add("hints = true\n[[players]]\nname = \"A\"\nname = \"B\"\n")
	f.Fuzz(func(t *testing.T, front string) {
		sameAsTOML(t, "fuzz", front)
	})
}
