package pbem

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// wantNewFile is the file of newTestGame with Ann's address: the front
// matter fields in the documented order, the seed in hex, no record yet.
const wantNewFile = `+++
format = "pbem/1"
game = "dice"
rules = "dice/1"
id = "dc-630dcd2966c4"
created = 2026-11-21T23:55:00Z
mode = "open"
seed = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"

[[players]]
name = "Ann"
email = "ann@example.org"

[[players]]
name = "Bob"
+++
`

func TestCreateWritesFile(t *testing.T) {
	path := newTestGame(t, func(r *NewGame) { r.Emails = map[string]string{"ann": "ann@example.org"} })
	assert.Equal(t, wantNewFile, readFile(t, path))
}

func TestCreateDefaultName(t *testing.T) {
	t.Chdir(t.TempDir())
	r, err := testGames.Create(NewGame{Game: "dice", Players: []string{"Ann", "Bob"}, Seed: testSeed, Now: testNow})
	require.NoError(t, err)
	assert.Equal(t, "dice-dc-630dcd2966c4.pbem", r.File.Path)
	assert.FileExists(t, "dice-dc-630dcd2966c4.pbem")
}

// TestCreateFromSeedText checks that a seed given as text is hashed and
// that the file records the full seed, so it replays without the text.
func TestCreateFromSeedText(t *testing.T) {
	path := newTestGame(t, func(r *NewGame) { r.Seed = "7" })
	// printf %s 7 | sha256sum
	assert.Contains(t, readFile(t, path), `seed = "7902699be42c8a8e46fbbb4501726517e86b22c56a189f7625a6da49081b2451"`)
	_, err := openReplay(testGames, path, -1)
	assert.NoError(t, err)
}

func TestCreateRefusals(t *testing.T) {
	tests := []struct {
		name   string
		change func(*NewGame)
		want   error
	}{
		{"unknown game", func(r *NewGame) { r.Game = "chess" }, ErrUnknownGame},
		{"too few", func(r *NewGame) { r.Players = []string{"Ann"} }, ErrUsage},
		{"too many", func(r *NewGame) { r.Players = []string{"A", "B", "C", "D"} }, ErrUsage},
		{"same name", func(r *NewGame) { r.Players = []string{"Ann", "ann"} }, ErrUsage},
		{"colon in name", func(r *NewGame) { r.Players = []string{"Ann", "B:b"} }, ErrUsage},
		{"bidi override in name", func(r *NewGame) { r.Players = []string{"Ann", "Zo\u202eé"} }, ErrUsage},
		{"long name", func(r *NewGame) { r.Players = []string{"Ann", "Bartholomew Smith"} }, ErrUsage},
		{"email of nobody", func(r *NewGame) { r.Emails = map[string]string{"Cy": "cy@x.org"} }, ErrUsage},
		{"bad email", func(r *NewGame) { r.Emails = map[string]string{"Ann": "not an address"} }, ErrUsage},
		{"guessable sealed seed", func(r *NewGame) { r.Seed, r.Sealed = "1234", true }, ErrUsage},
		{"unknown variant", func(r *NewGame) { r.Variants = []string{"turbo"} }, ErrUsage},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			req := NewGame{Game: "dice", Players: []string{"Ann", "Bob"}, Seed: testSeed, Now: testNow,
				Out: filepath.Join(t.TempDir(), "g.pbem")}
			tt.change(&req)
			_, err := testGames.Create(req)
			assert.ErrorIs(t, err, tt.want)
			assert.NoFileExists(t, req.Out)
		})
	}
}

func TestCreateNeverOverwrites(t *testing.T) {
	path := newTestGame(t, nil)
	move(t, path, "", "roll")
	before := readFile(t, path)
	_, err := testGames.Create(NewGame{Game: "dice", Players: []string{"Ann", "Bob"}, Seed: testSeed, Now: testNow, Out: path})
	assert.ErrorIs(t, err, ErrExists)
	assert.ErrorIs(t, err, ErrConflict)
	assert.Equal(t, before, readFile(t, path))
}

func TestLoadRoundTrip(t *testing.T) {
	path := newTestGame(t, func(r *NewGame) {
		r.Emails = map[string]string{"Bob": "bob@example.org"}
		r.Variants = []string{"ready"}
	})
	f, err := testGames.Load(path)
	require.NoError(t, err)
	assert.Equal(t, Header{
		Format: "pbem/1", Game: "dice", Rules: "dice/1", ID: "dc-630dcd2966c4", Created: testNow, Mode: "open",
		Seed: testSeed, Variants: []string{"ready"},
		Players: []Player{{Name: "Ann"}, {Name: "Bob", Email: "bob@example.org"}},
	}, f.Header)
	assert.Empty(t, f.Record.Moves())
	// Writing the loaded header gives back the file.
	front, err := f.Header.Encode()
	require.NoError(t, err)
	assert.Equal(t, readFile(t, path), front)
}

func TestLoadMissing(t *testing.T) {
	_, err := testGames.Load(filepath.Join(t.TempDir(), "nope.pbem"))
	assert.ErrorIs(t, err, ErrMissing)
	assert.ErrorIs(t, err, ErrGameFile)
}

// corrupt returns wantNewFile with old replaced by new (which must occur).
func corrupt(t *testing.T, old, new string) string {
	t.Helper()
	require.Contains(t, wantNewFile, old)
	return strings.Replace(wantNewFile, old, new, 1)
}

func TestLoadStrict(t *testing.T) {
	tests := []struct {
		name, src string
		want      error
		msg       string
	}{
		{"unknown key", corrupt(t, "mode", "colour = \"red\"\nmode"), ErrCorrupt, "unknown key colour"},
		{"unknown player key", corrupt(t, "name = \"Bob\"", "name = \"Bob\"\nage = 7"), ErrCorrupt, "unknown key players.age"},
		{"format", corrupt(t, "pbem/1", "pbem/2"), ErrCorrupt, `format "pbem/2" is not supported`},
		{"game", corrupt(t, `game = "dice"`, `game = "chess"`), ErrUnknownGame, `unknown game "chess" (known games: dice)`},
		{"rules", corrupt(t, "dice/1", "dice/9"), ErrUnknownGame, `rules "dice/9" of Dice are not supported`},
		{"id", corrupt(t, "dc-630dcd2966c4", "DC 1"), ErrCorrupt, "id \"DC 1\""},
		{"no created", corrupt(t, "created = 2026-11-21T23:55:00Z\n", ""), ErrCorrupt, "created is missing"},
		{"mode", corrupt(t, `"open"`, `"secret"`), ErrCorrupt, `mode "secret"`},
		{"short seed", corrupt(t, "seed = \"00", "seed = \""), ErrCorrupt, "seed: a seed is 64 hexadecimal digits"},
		{"open with commitment", corrupt(t, "mode", "commitment = \"sha256:"+strings.Repeat("0", 64)+"\"\nmode"), ErrCorrupt, "an open game has no commitment"},
		{"sealed without commitment", corrupt(t, `"open"`, `"sealed"`), ErrCorrupt, "a sealed game needs commitment"},
		{"duplicate name", corrupt(t, `"Bob"`, `"ANN"`), ErrCorrupt, `two players are named "ANN"`},
		{"one player", corrupt(t, "\n[[players]]\nname = \"Bob\"\n", ""), ErrCorrupt, "Dice is for 2 to 3 players, not 1"},
		{"bad email", corrupt(t, "ann@example.org", "ann"), ErrCorrupt, `email of Ann: "ann" is not an address`},
		{"not utf-8", corrupt(t, "Bob", "B\xffb"), ErrCorrupt, "not UTF-8"},
		{"bidi override in name", corrupt(t, `"Bob"`, `"Bo\u202Eb"`), ErrCorrupt, `player name "Bo\u202eb": U+202E does not print`},
		{"long name", corrupt(t, `"Bob"`, `"Bartholomew Smith"`), ErrCorrupt, "is 17 columns wide: at most 16"},
		{"wide name", corrupt(t, `"Bob"`, `"李雷李雷李雷李雷李"`), ErrCorrupt, "is 18 columns wide: at most 16"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := testGames.Parse("g.pbem", []byte(tt.src))
			assert.ErrorIs(t, err, tt.want)
			require.Error(t, err)
			assert.Contains(t, err.Error(), tt.msg)
			assert.True(t, strings.HasPrefix(err.Error(), "g.pbem:"), "errors name the file: %v", err)
		})
	}
}

func TestLoadPositions(t *testing.T) {
	tests := []struct {
		name, src string
		want      string
	}{
		// Line 3 of the file is line 2 of the front matter.
		{"toml syntax", corrupt(t, `game = "dice"`, `game = dice"`), "g.pbem:3:8: "},
		{"numbering", wantNewFile + "1 Ann: roll\n3 Bob: roll\n", "g.pbem:18:1: decision 2 is numbered 3"},
		{"unknown player", wantNewFile + "1 Ann: roll\n\n2 Cy: roll\n", "g.pbem:19:3: no player is named \"Cy\" (players: Ann, Bob)"},
		{"unclosed comment", wantNewFile + "1 Ann: roll {hm\n", "g.pbem:17:13: comment not closed"},
		{"no fence", "format = \"pbem/1\"\n", "g.pbem:1:1: a game file starts with"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := testGames.Parse("g.pbem", []byte(tt.src))
			var ferr *FileError
			require.ErrorAs(t, err, &ferr)
			assert.ErrorIs(t, err, ErrCorrupt)
			assert.True(t, strings.HasPrefix(err.Error(), tt.want), "got %q", err.Error())
		})
	}
}

func TestLoadKeepsCommentsAndAppendsAfterThem(t *testing.T) {
	path := writeTestFile(t, wantNewFile+"{a friendly game}\n1 Ann:   ROLL   {first!}\n")
	move(t, path, "", "bet 2")
	assert.Equal(t, wantNewFile+"{a friendly game}\n1 Ann:   ROLL   {first!}\n2 Bob: bet 2\n", readFile(t, path))
}

func TestLoadAcceptsCRLF(t *testing.T) {
	src := strings.ReplaceAll(wantNewFile+"1 Ann: roll\n", "\n", "\r\n")
	path := writeTestFile(t, src)
	r, err := openReplay(testGames, path, -1)
	require.NoError(t, err)
	assert.Len(t, r.Plies, 1)
	require.NoError(t, os.Chmod(path, 0o640))
	move(t, path, "", "roll")
	info, err := os.Stat(path)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o640), info.Mode().Perm(), "a write keeps the file's permissions")
}

func TestValidateName(t *testing.T) {
	valid := []string{"Ann", "A", "Mary-Jane O'Hara", "Player 2", "sixteen chars ok", "x~"}
	for _, name := range valid {
		assert.NoError(t, ValidateName(name), name)
	}
	invalid := []string{"", "Bob\x7f", "Tab\there", "seventeen chars!!", " Ann", "Ann ", "B:b", "{c}", "2Pac"}
	for _, name := range invalid {
		assert.Error(t, ValidateName(name), name)
	}
}
