package pbem

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine/palazzo"
	"github.com/pbem-games/pbem/engine/patrician"
	"github.com/pbem-games/pbem/pbem/internal/dicegame"
)

// testSeed is the seed of most test games: the bytes 0, 1, …, 31.
const testSeed = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"

var testNow = time.Date(2026, 11, 21, 23, 55, 0, 0, time.UTC)

// newTestGame creates a dice game for Ann and Bob in a fresh directory and
// returns its path.
func newTestGame(t *testing.T, change func(*NewGame)) string {
	t.Helper()
	req := NewGame{Game: "dice", Players: []string{"Ann", "Bob"}, Seed: testSeed, Now: testNow,
		Out: filepath.Join(t.TempDir(), "game.pbem")}
	if change != nil {
		change(&req)
	}
	_, err := testGames.Create(req)
	require.NoError(t, err)
	return req.Out
}

// move submits one move and requires it to succeed.
func move(t *testing.T, path, as string, texts ...string) *MoveResult {
	t.Helper()
	res, err := testGames.Move(path, MoveRequest{As: as, Moves: inputs(texts...)})
	require.NoError(t, err)
	return res
}

func inputs(texts ...string) []MoveInput {
	in := make([]MoveInput, len(texts))
	for i, text := range texts {
		in[i] = MoveInput{Text: text, Origin: "stdin", Line: i + 1}
	}
	return in
}

func readFile(t *testing.T, path string) string {
	t.Helper()
	b, err := os.ReadFile(path)
	require.NoError(t, err)
	return string(b)
}

func writeTestFile(t *testing.T, content string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "game.pbem")
	require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
	return path
}

var testGames = Games{dicegame.DiceGame{}}

// palazzoGames is the list of games of the mail tests: they play Palazzo.
var palazzoGames = Games{palazzo.Game{}}

var patricianGames = Games{patrician.Game{}}
