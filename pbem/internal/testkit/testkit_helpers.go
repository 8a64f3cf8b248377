package testkit

import (
	"os"
	"path/filepath"
	"runtime"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/pbem-games/pbem/engine/palazzo"
	"github.com/pbem-games/pbem/engine/patrician"
	"github.com/pbem-games/pbem/games"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/dicegame"
)

// This file is the test kit: the helpers and fixtures the tests of the
// packages beside pbem share (a seed, a clock, games to play, golden
// files). The tests of pbem itself keep their own copies, since a package
// under test cannot import a package that imports it.

// TestSeed is the seed of most test games: the bytes 0, 1, …, 31.
const TestSeed = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"

var TestNow = time.Date(2026, 11, 21, 23, 55, 0, 0, time.UTC)

// NewTestGame creates a dice game for Ann and Bob in a fresh directory and
// returns its path.
func NewTestGame(t *testing.T, change func(*pbem.NewGame)) string {
	t.Helper()
	req := pbem.NewGame{Game: "dice", Players: []string{"Ann", "Bob"}, Seed: TestSeed, Now: TestNow,
		Out: filepath.Join(t.TempDir(), "game.pbem")}
	if change != nil {
		change(&req)
	}
	_, err := DiceGames.Create(req)
	require.NoError(t, err)
	return req.Out
}

// Move submits one Move and requires it to succeed.
func Move(t *testing.T, path, as string, texts ...string) *pbem.MoveResult {
	t.Helper()
	res, err := DiceGames.Move(path, pbem.MoveRequest{As: as, Moves: Inputs(texts...)})
	require.NoError(t, err)
	return res
}

func Inputs(texts ...string) []pbem.MoveInput {
	in := make([]pbem.MoveInput, len(texts))
	for i, text := range texts {
		in[i] = pbem.MoveInput{Text: text, Origin: "stdin", Line: i + 1}
	}
	return in
}

func ReadFile(t testing.TB, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	return string(b)
}

func WriteTestFile(t *testing.T, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "game.pbem")
	require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
	return path
}

// OpenReplay loads the game file at path with c and replays its first upTo
// decisions (all when upTo < 0): pbemtest.Open, which the tests of package
// pbem cannot import.
func OpenReplay(c pbem.Games, path string, upTo int) (*pbem.Replay, error) {
	f, err := c.Load(path)
	if err != nil {
		return nil, err
	}
	return f.Replay(upTo)
}

// Allocated returns the bytes Allocated while fn runs.
func Allocated(fn func()) uint64 {
	var before, after runtime.MemStats
	runtime.GC()
	runtime.ReadMemStats(&before)
	fn()
	runtime.ReadMemStats(&after)
	return after.TotalAlloc - before.TotalAlloc
}

// Golden compares got with testdata/<name>, or rewrites the file
// under -update (enginetest.Golden).
func Golden(t *testing.T, name, got string) {
	t.Helper()
	enginetest.Golden(t, filepath.Join("testdata", name), got)
}

// RealGames is the catalogue of the real games: the one list.
var RealGames = pbem.Games(games.All)

// PalazzoGames is the list of games of the mail tests: they play Palazzo.
var PalazzoGames = pbem.Games{palazzo.Game{}}

var PatricianGames = pbem.Games{patrician.Game{}}

// Refused submits a Move that must fail and checks the file is unchanged.
func Refused(t *testing.T, path string, req pbem.MoveRequest) error {
	t.Helper()
	before := ReadFile(t, path)
	_, err := DiceGames.Move(path, req)
	require.Error(t, err)
	assert.Equal(t, before, ReadFile(t, path), "a Refused Move leaves the file byte for byte")
	return err
}

// MailDate is a fixed send time, so the eml golden file is stable.
var MailDate = time.Date(2026, 11, 22, 9, 30, 0, 0, time.UTC)

// Since returns what seat s may see from its last decision on (that
// decision and what it caused included), or from the start when it has
// made none: what a turn mail tells. Only tests use it: the mails call
// sinceIn. Decisions are given as their record
// lines, each followed by the texts of its events, in English (sinceIn
// words them in another language).
func Since(r *pbem.Replay, s engine.Seat) []string {
	var lines []string
	for _, e := range r.SinceIn(s, pbem.English) {
		if e.Line != "" {
			lines = append(lines, e.Line)
		}
		lines = append(lines, e.Events...)
	}
	return lines
}

// The addresses of the mail tests' host and players.
var (
	HostAddr = pbem.MailPlayer{Name: "Palazzo host", Email: "host@example.org"}
	AnnAddr  = "ann@example.org"
	BobAddr  = "bob@example.org"
)

// DiceGames is the fake dice game of the tests, alone.
var DiceGames = pbem.Games{dicegame.DiceGame{}}

// texts returns the texts of inputs and their line numbers.
// Texts splits move inputs into their line numbers and texts.
func Texts(inputs []pbem.MoveInput) (lines []int, out []string) {
	for _, in := range inputs {
		lines = append(lines, in.Line)
		out = append(out, in.Text)
	}
	return lines, out
}
