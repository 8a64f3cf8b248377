package pbem

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem/internal/dicegame"
)

// optNew creates an optdice game for Ann and Bob in dir and returns it.
func optNew(t *testing.T, dir string, change func(*NewGame)) (*Replay, error) {
	t.Helper()
	req := NewGame{Game: "optdice", Players: []string{"Ann", "Bob"}, Seed: testSeed, Now: testNow,
		Out: filepath.Join(dir, "game.pbem")}
	if change != nil {
		change(&req)
	}
	return optGames.Create(req)
}

// optOpen loads and replays the game file at path with optGames.
func optOpen(path string) (*Replay, error) {
	f, err := optGames.Load(path)
	if err != nil {
		return nil, err
	}
	return f.Replay(-1)
}

// optLegal lists the legal moves of as in the game file at path.
func optLegal(t *testing.T, path, as string) *LegalResult {
	t.Helper()
	r, err := optOpen(path)
	require.NoError(t, err)
	res, err := r.Legal(as)
	require.NoError(t, err)
	return res
}

// optWrite writes content to name in dir and returns its path.
func optWrite(t *testing.T, dir, name, content string) string {
	t.Helper()
	path := filepath.Join(dir, name)
	require.NoError(t, os.MkdirAll(filepath.Dir(path), 0o755))
	require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
	return path
}

// TestSettingsAreRecordedAndReplayed: a setting given at new goes into the
// front matter's [settings] table and every replay passes it to Setup.
func TestSettingsAreRecordedAndReplayed(t *testing.T) {
	dir := t.TempDir()
	r, err := optNew(t, dir, func(req *NewGame) { req.Settings = map[string]string{"rolls": "0"} })
	require.NoError(t, err)
	assert.Contains(t, readFile(t, r.File.Path), "[settings]\nrolls = \"0\"\n")
	assert.NotContains(t, optLegal(t, r.File.Path, "").Moves, "roll", "no roll with rolls = 0")

	r, err = optNew(t, t.TempDir(), nil)
	require.NoError(t, err)
	assert.NotContains(t, readFile(t, r.File.Path), "[settings]", "no table without a setting")
	assert.Contains(t, optLegal(t, r.File.Path, "").Moves, "roll", "the default applies")
}

// TestSettingsRefusedAtNew: an unknown setting, a bad value, and a setting
// of a game that has none are usage errors, and nothing is written.
func TestSettingsRefusedAtNew(t *testing.T) {
	for name, change := range map[string]func(*NewGame){
		"unknown": func(req *NewGame) { req.Settings = map[string]string{"turns": "3"} },
		"bad":     func(req *NewGame) { req.Settings = map[string]string{"rolls": "many"} },
		"game has none": func(req *NewGame) {
			req.Game, req.Settings = "dice", map[string]string{"rolls": "1"}
		},
	} {
		t.Run(name, func(t *testing.T) {
			dir := t.TempDir()
			_, err := optNew(t, dir, change)
			assert.ErrorIs(t, err, ErrUsage)
			assert.NoFileExists(t, filepath.Join(dir, "game.pbem"))
		})
	}
	_, err := optNew(t, t.TempDir(), func(req *NewGame) { req.Settings = map[string]string{"turns": "3"} })
	assert.ErrorIs(t, err, engine.ErrUnknownSetting)
	assert.ErrorContains(t, err, `unknown setting "turns" of Dice with options (known: rolls)`)
}

// TestSettingsInACorruptFile: a file naming an unknown setting, or a value
// the game refuses, is corrupt.
func TestSettingsInACorruptFile(t *testing.T) {
	r, err := optNew(t, t.TempDir(), func(req *NewGame) { req.Settings = map[string]string{"rolls": "2"} })
	require.NoError(t, err)
	src := readFile(t, r.File.Path)
	for _, bad := range []string{`turns = "2"`, `rolls = "x"`, `rolls = 2`} {
		path := writeTestFile(t, strings.Replace(src, `rolls = "2"`, bad, 1))
		_, err := optOpen(path)
		assert.ErrorIs(t, err, ErrCorrupt, bad)
	}
}

// TestDataFileRecordedByPathAndHash: --data names the file relative to the
// game file, with its hash, and the game is played on it (a one-sided die
// deals every card 1).
func TestDataFileRecordedByPathAndHash(t *testing.T) {
	dir := t.TempDir()
	data := optWrite(t, dir, "boards/one.txt", "1\n")
	r, err := optNew(t, filepath.Join(dir, "games"), func(req *NewGame) {
		require.NoError(t, os.MkdirAll(filepath.Dir(req.Out), 0o755))
		req.Data = data
	})
	require.NoError(t, err)
	want := &DataRef{Path: "../boards/one.txt", SHA256: hashData([]byte("1\n"))}
	assert.Equal(t, want, r.File.Header.Data)
	assert.Contains(t, readFile(t, r.File.Path), "[data]\npath = \"../boards/one.txt\"\nsha256 = \""+want.SHA256+"\"\n")
	for _, seat := range []engine.Seat{0, 1} {
		assert.Equal(t, 1, r.State.(*dicegame.DiceState).Cards[seat])
	}
	assert.Equal(t, []string{"roll", "bet 1", "stop"}, optLegal(t, r.File.Path, "Ann").Moves)

	status, err := mustLoadOpt(t, r.File.Path).Check()
	require.NoError(t, err)
	assert.Equal(t, want, status.Data)
	assert.Contains(t, status.String(), ", on data file ../boards/one.txt (sha256 "+want.SHA256[:12]+"…),")
	v, err := optGames.Verify(r.File.Path)
	require.NoError(t, err)
	assert.Equal(t, want, v.Data)
	assert.Contains(t, v.String(), "replayed, on data file ../boards/one.txt")
}

func mustLoadOpt(t *testing.T, path string) *File {
	t.Helper()
	f, err := optGames.Load(path)
	require.NoError(t, err)
	return f
}

// TestDataFileMissingOrChanged: a replay refuses a data file that is gone
// or whose content changed, saying which file and why.
func TestDataFileMissingOrChanged(t *testing.T) {
	dir := t.TempDir()
	data := optWrite(t, dir, "one.txt", "1\n")
	r, err := optNew(t, dir, func(req *NewGame) { req.Data = data })
	require.NoError(t, err)

	require.NoError(t, os.WriteFile(data, []byte("2\n"), 0o644))
	_, err = optOpen(r.File.Path)
	assert.ErrorIs(t, err, ErrCorrupt)
	assert.ErrorContains(t, err, `data file "one.txt" has changed since the game began`)

	require.NoError(t, os.Remove(data))
	_, err = optOpen(r.File.Path)
	assert.ErrorIs(t, err, ErrCorrupt)
	assert.ErrorContains(t, err, `data file "one.txt" (the [data] path, from the game file's folder): no such file`)
}

// TestDataFileRefusedAtNew: a missing data file, one the game refuses, and
// a data file for a game that takes none are usage errors.
func TestDataFileRefusedAtNew(t *testing.T) {
	dir := t.TempDir()
	bad := optWrite(t, dir, "bad.txt", "six\n")
	good := optWrite(t, dir, "good.txt", "4\n")
	for name, change := range map[string]func(*NewGame){
		"missing":       func(req *NewGame) { req.Data = filepath.Join(dir, "nothing.txt") },
		"refused":       func(req *NewGame) { req.Data = bad },
		"game has none": func(req *NewGame) { req.Game, req.Data = "dice", good },
	} {
		t.Run(name, func(t *testing.T) {
			out := t.TempDir()
			_, err := optNew(t, out, change)
			assert.ErrorIs(t, err, ErrUsage)
			assert.NoFileExists(t, filepath.Join(out, "game.pbem"))
		})
	}
	_, err := optNew(t, t.TempDir(), func(req *NewGame) { req.Game, req.Data = "dice", good })
	assert.ErrorIs(t, err, engine.ErrNoCustomData)
}

// TestDataFileInAGameWithoutData: a [data] table in the file of a game
// that takes no data file, or a malformed one, is corrupt.
func TestDataFileInAGameWithoutData(t *testing.T) {
	dir := t.TempDir()
	optWrite(t, dir, "one.txt", "1\n")
	r, err := optNew(t, dir, func(req *NewGame) { req.Data = filepath.Join(dir, "one.txt") })
	require.NoError(t, err)
	src := readFile(t, r.File.Path)
	for name, text := range map[string]string{
		"no custom data": strings.Replace(src, `game = "optdice"`, `game = "dice"`, 1),
		"bad hash":       strings.Replace(src, `sha256 = "`, `sha256 = "x`, 1),
		"no path":        strings.Replace(src, `path = "one.txt"`, `path = ""`, 1),
	} {
		path := filepath.Join(dir, "bad.pbem")
		require.NoError(t, os.WriteFile(path, []byte(text), 0o644))
		_, err := optOpen(path)
		assert.ErrorIs(t, err, ErrCorrupt, name)
	}
}

// TestRevealKeepsSettingsAndData: revealing a sealed game rewrites its
// front matter and keeps its settings and data file.
func TestRevealKeepsSettingsAndData(t *testing.T) {
	dir := t.TempDir()
	data := optWrite(t, dir, "one.txt", "1\n")
	r, err := optNew(t, dir, func(req *NewGame) {
		req.Sealed, req.Data, req.Settings = true, data, map[string]string{"rolls": "1"}
	})
	require.NoError(t, err)
	_, err = optGames.Reveal(r.File.Path, "", true)
	require.NoError(t, err)
	f := mustLoadOpt(t, r.File.Path)
	assert.Equal(t, map[string]string{"rolls": "1"}, f.Header.Settings)
	assert.Equal(t, r.File.Header.Data, f.Header.Data)
}

// TestMovePatterns: legal gives the pattern of a verb that takes an
// open-ended amount while a move of that verb is legal, after the moves in
// text, and no patterns for a game without them.
func TestMovePatterns(t *testing.T) {
	r, err := optNew(t, t.TempDir(), nil)
	require.NoError(t, err)
	path := r.File.Path
	res := optLegal(t, path, "Ann")
	want := []engine.MovePattern{{Verb: "bet", Form: "bet <n>", Doc: "any number from 1 to your card"}}
	assert.Equal(t, want, res.Patterns)
	lines := res.Lines()
	assert.Equal(t, "pattern: bet <n> — any number from 1 to your card", lines[len(lines)-1])
	assert.Equal(t, res.Moves, lines[:len(lines)-1])
	b, err := marshalPlain(res) // as pbem prints it: json.Marshal would escape "<"
	require.NoError(t, err)
	assert.Contains(t, string(b), `"patterns":[{"verb":"bet","form":"bet <n>","doc":"any number from 1 to your card"}]`)

	_, err = optGames.Move(path, MoveRequest{As: "Ann", Moves: inputs("bet 1")})
	require.NoError(t, err)
	_, err = optGames.Move(path, MoveRequest{As: "Bob", Moves: inputs("stop")})
	require.NoError(t, err)
	res = optLegal(t, path, "Ann")
	assert.Nil(t, res.Patterns, "Ann has bet: no bet is legal any more")
	b, err = marshalPlain(res)
	require.NoError(t, err)
	assert.NotContains(t, string(b), "patterns")

	plain := newTestGame(t, nil)
	res = optLegal(t, plain, "Ann")
	assert.Nil(t, res.Patterns, "the dice game has no patterns")
}

// TestMovePatternsOfSeveralPlayers: when several players decide at once,
// each one's patterns follow the moves, after the player's name.
func TestMovePatternsOfSeveralPlayers(t *testing.T) {
	res := &LegalResult{Players: []PlayerMoves{
		{Player: "Ann", Moves: []string{"bet 1"}, Patterns: []engine.MovePattern{{Verb: "bet", Form: "bet <n>", Doc: "d"}}},
		{Player: "Bob", Moves: []string{"stop"}},
	}}
	assert.Equal(t, []string{"Ann: bet 1", "Bob: stop", "Ann: pattern: bet <n> — d"}, res.Lines())
}

// TestGamesListSettingsAndData: games lists each game's settings with
// their defaults, and whether it takes a data file.
func TestGamesListSettingsAndData(t *testing.T) {
	infos := optGames.Infos()
	assert.Empty(t, infos[0].Settings)
	assert.False(t, infos[0].CustomData)
	assert.Equal(t, []engine.Setting{{Name: "rolls", Default: "3", Summary: "rolls a player may make"}}, infos[1].Settings)
	assert.True(t, infos[1].CustomData)
	var b bytes.Buffer
	require.NoError(t, WriteGames(&b, infos))
	assert.Contains(t, b.String(), "optdice: setting rolls (default 3): rolls a player may make\n")
	assert.Contains(t, b.String(), "optdice: plays on another data file with pbem new --data FILE\n")
	assert.NotContains(t, b.String(), "\ndice: setting")
}
