package pbem

import (
	"path/filepath"
	"regexp"
	"slices"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine/leonardo"
	"github.com/pbem-games/pbem/engine/palazzo"
	"github.com/pbem-games/pbem/engine/patrician"
	"github.com/pbem-games/pbem/engine/princes"
)

// allGames are the four games of the product, for the tests that must
// hold for each.
var allGames = Games{palazzo.Game{}, patrician.Game{}, princes.Game{}, leonardo.Game{}}

// newRealGame creates game for Ann, Bob and Cid and returns its path.
func newRealGame(t *testing.T, game string) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "g.pbem")
	_, err := allGames.Create(NewGame{Game: game, Players: []string{"Ann", "Bob", "Cid"}, Seed: testSeed,
		Now: testNow, Out: path})
	require.NoError(t, err)
	return path
}

// legalNow returns the player first to act in the game at path and the
// texts of their legal moves, or "" when the game is over.
func legalNow(t *testing.T, path string) (string, []string) {
	t.Helper()
	f, err := allGames.Load(path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	toAct := r.State.ToAct()
	if len(toAct) == 0 {
		return "", nil
	}
	seat := toAct[0]
	var texts []string
	for _, m := range r.State.Legal(seat) {
		texts = append(texts, f.Game.FormatMove(r.State, m))
	}
	return f.Name(seat), texts
}

// preferred are the moves the test seeks, first to last: amounts (bids,
// stakes, offers), what opens an auction, any number.
var preferred = []*regexp.Regexp{regexp.MustCompile(`^(bid|stake|offer|pay)\b.*[0-9]{2}`),
	regexp.MustCompile(`^open\b`), regexp.MustCompile(`[0-9]`)}

// pickNumbered returns the first legal move of the most preferred kind.
func pickNumbered(texts []string) string {
	for _, re := range preferred {
		if i := slices.IndexFunc(texts, re.MatchString); i >= 0 {
			return texts[i]
		}
	}
	return texts[len(texts)-1]
}

// hasNumber finds a number in a move's text.
var hasNumber = regexp.MustCompile(`[0-9]`)

// TestUndoAfterMovesThatCarryNumbers: in every game, a decision whose
// text holds a number (a bid of 500, a stake, an offer) can be taken back
// when its line carries a time: the taken-back line is a variation, where
// "bid 500 @2026-…T11:12:22Z" once read as the start of a decision 500 by
// player "@2026-…T11".
func TestUndoAfterMovesThatCarryNumbers(t *testing.T) {
	for _, game := range []string{"palazzo", "patrician", "princes", "leonardo"} {
		t.Run(game, func(t *testing.T) {
			path := newRealGame(t, game)
			undone := 0
			for step := 0; step < 60 && undone < 8; step++ {
				who, texts := legalNow(t, path)
				if who == "" {
					break
				}
				text := pickNumbered(texts)
				req := MoveRequest{As: who, Moves: inputs(text), Now: func() time.Time { return undoNow }}
				_, err := allGames.Move(path, req)
				require.NoError(t, err, "%s: %s", who, text)
				if !hasNumber.MatchString(text) {
					continue
				}
				res, err := allGames.Undo(path, UndoRequest{As: who, Now: undoNow})
				require.NoError(t, err, "undo after %s: %s", who, text)
				for _, other := range res.Waiting {
					res, err = allGames.Undo(path, UndoRequest{As: other, Answer: "accept", Now: undoNow})
					require.NoError(t, err, "accept after %s: %s\n%s", who, text, readFile(t, path))
				}
				require.Equal(t, UndoTakenBack, res.State)
				_, err = allGames.Move(path, req)
				require.NoError(t, err, "%s: %s again", who, text)
				t.Logf("taken back and made again: %s: %s", who, text)
				undone++
			}
			assert.Positive(t, undone, "moves with numbers were taken back")
		})
	}
}

// TestNamesAreNotTimes: a name may not hold a word that reads as a time
// mark, which would make a variation's line ambiguous.
func TestNamesAreNotTimes(t *testing.T) {
	assert.Error(t, ValidateName("@2026"))
	assert.Error(t, ValidateName("Ann @2"))
	assert.NoError(t, ValidateName("@nn"))
	assert.NoError(t, ValidateName("Ann@2"))
}
