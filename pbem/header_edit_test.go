package pbem

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// commentedFront is a Palazzo game's front matter as a host might keep
// it: comments on lines of their own and after values, a key quoted,
// blank lines, tags.
const commentedFront = `+++
# Club night game, started by Ann.
format = "pbem/1"
game = "palazzo"
rules = "palazzo/1"
id = "pz-9c2e4d8fe97d"
created = 2026-11-21T23:55:00Z
mode = "open"
seed = "6b86b273ff34fce19d6b804eff5a3f5747ada4eaa22f1d49c01e52ddb7875b4b"
deadline = "3d"   # agreed at the club

[[players]]
name = "Ann"
email = "ann@example.org"

# Bob plays from abroad.
[[players]]
"name" = "Bob"    # may leave in March
lang = "fr"
bot = "mcts:200"

[tags]
event = "Club night"
+++
1 Ann: money
`

// TestReplaceKeepsTheFrontMatter: replace edits the seat's name and
// address in place; every comment, blank line and tag stays, and the
// record only gains the replace line.
func TestReplaceKeepsTheFrontMatter(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	writeAt(t, path, commentedFront)
	_, err := palazzoGames.Replace(path, ReplaceRequest{Old: "Bob", New: "Dan", Email: "dan@example.org"})
	require.NoError(t, err)
	want := strings.Replace(commentedFront, `"name" = "Bob"    # may leave in March
lang = "fr"
bot = "mcts:200"`, `"name" = "Dan"    # may leave in March
email = "dan@example.org"
lang = "fr"`, 1) + "!replace Bob Dan\n"
	assert.Equal(t, want, readFile(t, path), "the new email goes where new writes it; the bot leaves with Bob")

	_, err = palazzoGames.Replace(path, ReplaceRequest{Old: "Ann", New: "Eve"})
	require.NoError(t, err)
	want = strings.Replace(want, "name = \"Ann\"\nemail = \"ann@example.org\"\n", "name = \"Eve\"\n", 1) +
		"!replace Ann Eve\n"
	assert.Equal(t, want, readFile(t, path), "Ann's address leaves with her")
}

// TestReplaceKeepsCRLF: a file saved with CRLF line ends keeps them in
// the edited front matter and in the lines added.
func TestReplaceKeepsCRLF(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	crlf := strings.ReplaceAll(commentedFront, "\n", "\r\n")
	writeAt(t, path, crlf)
	_, err := palazzoGames.Replace(path, ReplaceRequest{Old: "Ann", New: "Eve"})
	require.NoError(t, err)
	got := readFile(t, path)
	assert.Contains(t, got, "# Club night game, started by Ann.\r\n")
	assert.Contains(t, got, "\r\nname = \"Eve\"\r\n\r\n# Bob plays from abroad.\r\n")
	assert.NotContains(t, strings.ReplaceAll(got, "\r\n", ""), "\n", "every line ends with CRLF")
}

// TestReplaceInlinePlayers: players written as an inline table cannot be
// edited in place; the front matter is then written anew, still right.
func TestReplaceInlinePlayers(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	inline := strings.Replace(commentedFront, commentedFront[strings.Index(commentedFront, "[[players]]"):strings.Index(commentedFront, "[tags]")],
		"players = [{name = \"Ann\"}, {name = \"Bob\"}]\n\n", 1)
	writeAt(t, path, inline)
	_, err := palazzoGames.Replace(path, ReplaceRequest{Old: "Bob", New: "Dan"})
	require.NoError(t, err)
	f, err := palazzoGames.Load(path)
	require.NoError(t, err)
	assert.Equal(t, []string{"Ann", "Dan"}, f.Names())
	assert.Equal(t, "Club night", f.Header.Tags[0].Value)
}

// TestEditFrontRefusesWhatItCannotEdit: a value over several lines, or a
// table that is not there, is left to the encoder.
func TestEditFrontRefusesWhatItCannotEdit(t *testing.T) {
	head := "+++\nvariants = [\n  \"a\",\n]\n[[players]]\nname = \"Ann\"\n+++\n"
	_, ok := editFront(head, []keyEdit{{Key: "variants", Value: []string{"b"}}})
	assert.False(t, ok, "an array over lines")
	_, ok = editFront(head, []keyEdit{{Table: "players", Index: 1, Key: "name", Value: "Bob"}})
	assert.False(t, ok, "no second player")
	out, ok := editFront(head, []keyEdit{{Table: "players", Key: "name", Value: "Bob"}})
	assert.True(t, ok)
	assert.Equal(t, strings.Replace(head, "Ann", "Bob", 1), out)
}

// TestValueEnd finds where a value ends on its line, before a comment.
func TestValueEnd(t *testing.T) {
	for line, want := range map[string]string{
		`k = "a # b" # c` + "\n":       `"a # b"`,
		`k = "a \" b"` + "\n":          `"a \" b"`,
		`k = 'a\'  # c`:                `'a\'`,
		`k = ["x", "]"] # c`:           `["x", "]"]`,
		"k = true  \r\n":               "true",
		"k = 2026-11-21T23:55:00Z # c": "2026-11-21T23:55:00Z",
	} {
		end, ok := valueEnd(line, 4)
		require.True(t, ok, line)
		assert.Equal(t, want, line[4:end], line)
	}
	for _, line := range []string{`k = """a`, `k = ["x",` + "\n", `k = "open`} {
		_, ok := valueEnd(line, 4)
		assert.False(t, ok, line)
	}
}

func writeAt(t *testing.T, path, content string) {
	t.Helper()
	require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
}

// TestRevealKeepsTheFrontMatter: reveal adds the seed after the
// commitment, where new would write it, and keeps the host's comments.
func TestRevealKeepsTheFrontMatter(t *testing.T) {
	path := newTestGame(t, func(r *NewGame) { r.Sealed = true; r.Deadline = "3d" })
	commented := strings.Replace(readFile(t, path), "mode = \"sealed\"\n", "mode = \"sealed\"  # the host keeps the key\n", 1)
	commented = strings.Replace(commented, "[[players]]\n", "# Ann hosts.\n[[players]]\n", 1)
	writeAt(t, path, commented)
	_, err := testGames.Reveal(path, "", true)
	require.NoError(t, err)
	commit := "commitment = \"sha256:630dcd2966c4336691125448bbb25b4ff412a49c732db2c8abc1b8581bd710dd\"\n"
	assert.Equal(t, strings.Replace(commented, commit, commit+"seed = \""+testSeed+"\"\n", 1), readFile(t, path))
}
