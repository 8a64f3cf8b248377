package pbem

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/clipperhouse/displaywidth"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Names may be written in any script, up to 16 display columns: accents,
// combining marks, wide CJK letters, spaces between words.
func TestValidateNameUnicode(t *testing.T) {
	valid := []string{"Zoë", "Jürgen", "李雷", "Ōsaka Kō", "Zoe\u0301", "Gül Şahin", "Ἀλέξανδρος",
		"Дмитрий", "李雷李雷李雷李雷", "Zoë Zoë Zoë Zoë"}
	for _, name := range valid {
		assert.NoError(t, ValidateName(name), name)
	}
	invalid := map[string]string{
		"李雷李雷李雷李雷李":         "18 columns wide",
		"Ann\u202eBob":      "U+202E does not print",
		"Ann\u200dBob":      "U+200D does not print",
		"Ann\u00a0Bob":      "U+00A0 is a blank other than a space",
		"Ann  Bob":          "single space",
		"\u0301Ann":         "has no letter before it",
		"Ann \u0301Bob":     "has no letter before it",
		"Ann\ue000":         "U+E000 does not print",
		"٣Ann":              "starts with a digit",
		"Ann\x1b[31m":       "U+001B does not print",
		"\u3000Ann":         "surrounding blanks",
		"Ann\xff":           "not UTF-8",
		"Zoë Zoë Zoë Zoë!!": "17 columns wide",
	}
	for name, msg := range invalid {
		assert.ErrorContains(t, ValidateName(name), msg, "%q", name)
	}
}

// A name typed with a combining accent is written NFC, and --email and
// --lang find it whichever form they use.
func TestNewNormalizesNames(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	_, err := testGames.Create(NewGame{Game: "dice", Players: []string{"Zoe\u0308", "李雷"}, Seed: testSeed, Now: testNow,
		Out: path, Emails: map[string]string{"Zoë": "zoe@example.org"}, Langs: map[string]string{"ZOË": "fr"}})
	require.NoError(t, err)
	src := readFile(t, path)
	assert.Contains(t, src, "name = \"Zoë\"\nemail = \"zoe@example.org\"\nlang = \"fr\"")
	assert.NotContains(t, src, "e\u0308")
	assert.Contains(t, src, `name = "李雷"`)
}

// A game between players named in several scripts is played through the
// file: each move is written, the file read back and replayed, the
// record lines naming players in UTF-8.
func TestUnicodeNamesRoundTrip(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	names := []string{"Zoë Jürgen", "李雷"}
	_, err := testGames.Create(NewGame{Game: "dice", Players: names, Seed: testSeed, Now: testNow, Out: path})
	require.NoError(t, err)
	for i := range 4 {
		res, err := testGames.Move(path, MoveRequest{As: names[i%2], Moves: []MoveInput{{Text: "roll", Origin: "test", Line: 1}}})
		require.NoError(t, err)
		require.NotEmpty(t, res.Plies)
	}
	src := readFile(t, path)
	assert.Contains(t, src, "\n1 Zoë Jürgen: roll\n2 李雷: roll\n")
	f, err := testGames.Load(path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	assert.Equal(t, 5, r.NextPly())
}

// A Table aligns its columns by display width: a wide name, one with a
// combining accent and an ASCII one start their next column together.
func TestTableAlignsByDisplayWidth(t *testing.T) {
	var b strings.Builder
	tw := NewTable(&b, 0, 0, 2, ' ', 0)
	for _, row := range []string{"李雷\t1\n", "Zoe\u0301\t2\n", "Ann-Marie\t3\n"} {
		_, err := tw.Write([]byte(row))
		require.NoError(t, err)
	}
	require.NoError(t, tw.Flush())
	assert.Equal(t, "李雷       1\nZoe\u0301        2\nAnn-Marie  3\n", b.String())
}

// The example move of a "You can:" line stays whole, and each line fits
// 72 display columns, when it names a player in wide letters.
func TestWrapMoveLineWideName(t *testing.T) {
	text := "offer 李雷: your spaces and Florins for theirs, e.g. offer 李雷: 32 for 6"
	got := strings.Split(WrapMoveLine("  ", "      ", text), "\n")
	assert.Equal(t, []string{"  offer 李雷: your spaces and Florins for theirs, e.g.", "      offer 李雷: 32 for 6"}, got)
	for _, l := range got {
		assert.LessOrEqual(t, displaywidth.String(l), MailWidth, l)
	}
}

// A player named "Zoë" is found whether the name is typed precomposed or
// with a combining diaeresis, in any case.
func TestSeatIgnoresNormalForm(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	_, err := testGames.Create(NewGame{Game: "dice", Players: []string{"Zoë", "Bob"}, Seed: testSeed, Now: testNow, Out: path})
	require.NoError(t, err)
	_, err = testGames.Move(path, MoveRequest{As: "ZOE\u0308", Moves: []MoveInput{{Text: "roll", Origin: "test", Line: 1}}})
	require.NoError(t, err)
	assert.Contains(t, readFile(t, path), "\n1 Zoë: roll\n")
	assert.True(t, SameName("zoe\u0308", "ZOË"))
	assert.False(t, SameName("Zoe", "Zoë"))
}

// TestNamesAlikeButForACommaAreOnePlayer: the notation reads "Smith, J" as
// the words "Smith" "J", so --as finds the player either way, and two
// players may not be called "Smith, J" and "smith j".
func TestNamesAlikeButForACommaAreOnePlayer(t *testing.T) {
	assert.True(t, SameName("Smith, J", "smith j"))
	assert.False(t, SameName("Smith, J", "Smith"))
	path := filepath.Join(t.TempDir(), "g.pbem")
	_, err := testGames.Create(NewGame{Game: "dice", Players: []string{"Smith, J", "smith j"}, Seed: testSeed, Now: testNow, Out: path})
	assert.Error(t, err, "two players the notation cannot tell apart")
	_, err = testGames.Create(NewGame{Game: "dice", Players: []string{"Smith, J", "Bob"}, Seed: testSeed, Now: testNow, Out: path})
	require.NoError(t, err)
	_, err = testGames.Move(path, MoveRequest{As: "Smith J", Moves: []MoveInput{{Text: "roll", Origin: "test", Line: 1}}})
	require.NoError(t, err)
	assert.Contains(t, readFile(t, path), "\n1 Smith, J: roll\n")
}
