package pbem

import (
	"strings"
	"testing"

	"github.com/gofrs/flock"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// In the test game (testSeed) Ann holds card 5 and Bob card 3, and the
// first roll of ply 1's stream is a 6 (see goldenPly0, goldenPly1).

func TestMoveAppendsCanonicalLine(t *testing.T) {
	path := newTestGame(t, nil)
	before := readFile(t, path)
	res := move(t, path, "", "  ROLL  ")
	assert.Equal(t, before+"1 Ann: roll\n", readFile(t, path))
	require.Len(t, res.Plies, 1)
	assert.Equal(t, []Event{{Text: "Ann rolls 6", Key: "rolls", Args: []string{"Ann", "6"}}}, res.Plies[0].Told)
	assert.Equal(t, 2, res.NextPly)
	assert.Equal(t, []string{"Bob"}, res.ToAct)
	assert.False(t, res.Over)
}

// refused submits a move that must fail and checks the file is unchanged.
func refused(t *testing.T, path string, req MoveRequest) error {
	t.Helper()
	before := readFile(t, path)
	_, err := testGames.Move(path, req)
	require.Error(t, err)
	assert.Equal(t, before, readFile(t, path), "a refused move leaves the file byte for byte")
	return err
}

func TestIllegalMoveLeavesFileUnchanged(t *testing.T) {
	path := newTestGame(t, nil)
	move(t, path, "", "roll")
	err := refused(t, path, MoveRequest{Moves: inputs("bet 5")}) // Bob's card is 3
	assert.ErrorIs(t, err, engine.ErrIllegal)
	var merr *MoveError
	require.ErrorAs(t, err, &merr)
	assert.Equal(t, "stdin:1:5: illegal move: you cannot bet 5: your card is 3", merr.Error())
	// Moves sharing the verb come first (notation.Nearest).
	assert.Equal(t, []string{"bet 1", "bet 2", "bet 3"}, merr.Detail.Nearest)
}

func TestBadNotationIsPlaced(t *testing.T) {
	path := newTestGame(t, nil)
	err := refused(t, path, MoveRequest{Moves: []MoveInput{{Text: "roll", Origin: "stdin", Line: 1}, {Text: "bet  x", Origin: "stdin", Line: 2}}})
	var nerr *notation.Error
	require.ErrorAs(t, err, &nerr, "the game's notation error is the cause")
	var merr *MoveError
	require.ErrorAs(t, err, &merr)
	assert.Equal(t, notation.Pos{Line: 2, Col: 6}, merr.Detail.Pos)
	// Ann's second decision: Bob is to act by then, so she has no legal
	// move to suggest.
	assert.Equal(t, "stdin:2:6: \"x\" is not a number from 1 to 6\n    bet  x\n         ^\n", merr.Display())
}

func TestNotYourTurn(t *testing.T) {
	path := newTestGame(t, nil)
	err := refused(t, path, MoveRequest{As: "bob", Moves: inputs("roll")})
	assert.ErrorIs(t, err, engine.ErrNotYourTurn)
	assert.Contains(t, err.Error(), "Bob: it is not your turn (to act: Ann)")
}

func TestUnknownPlayer(t *testing.T) {
	path := newTestGame(t, nil)
	err := refused(t, path, MoveRequest{As: "Cy", Moves: inputs("roll")})
	assert.ErrorIs(t, err, ErrUsage)
}

func TestStalePly(t *testing.T) {
	path := newTestGame(t, nil)
	move(t, path, "", "roll")
	err := refused(t, path, MoveRequest{Ply: 1, Moves: inputs("roll")})
	assert.ErrorIs(t, err, ErrStale)
	assert.ErrorIs(t, err, ErrConflict)
	assert.Contains(t, err.Error(), "meant as decision 1 but the game is at decision 2")
	_, err = testGames.Move(path, MoveRequest{Ply: 2, Moves: inputs("roll")})
	assert.NoError(t, err, "the right ply is accepted")
}

func TestLockedFile(t *testing.T) {
	path := newTestGame(t, nil)
	lock := flock.New(path + LockSuffix)
	ok, err := lock.TryLock()
	require.NoError(t, err)
	require.True(t, ok)
	err = refused(t, path, MoveRequest{Moves: inputs("roll")})
	assert.ErrorIs(t, err, ErrLocked)
	require.NoError(t, lock.Unlock())
	move(t, path, "", "roll")
}

func TestSeveralMovesAllOrNothing(t *testing.T) {
	path := newTestGame(t, nil)
	// The second roll would be Ann's again, but the turn has passed to Bob.
	err := refused(t, path, MoveRequest{Moves: inputs("roll", "roll")})
	assert.ErrorIs(t, err, engine.ErrNotYourTurn)

	move(t, path, "", "roll")
	move(t, path, "", "stop")
	before := readFile(t, path)
	res := move(t, path, "", "roll", "bet 2", "stop") // Bob has stopped: Ann decides on
	assert.Equal(t, before+"3 Ann: roll\n4 Ann: bet 2\n5 Ann: stop\n", readFile(t, path))
	assert.Len(t, res.Plies, 3)
	assert.True(t, res.Over)
	assert.Empty(t, res.ToAct)
	// Ann: card 5 + roll 6 (ply 1) + the roll of ply 3 + bet 2; Bob: card 3.
	seed, err := ParseSeed(testSeed)
	require.NoError(t, err)
	roll3 := 1 + seed.Rand(3).IntN(6)
	require.NotNil(t, res.Result)
	assert.Equal(t, map[string]int{"Ann": 5 + 6 + roll3 + 2, "Bob": 3}, res.Result.Scores)
	assert.Equal(t, []string{"Ann"}, res.Result.Winners)
}

func TestSeveralToAct(t *testing.T) {
	path := newTestGame(t, func(r *NewGame) { r.Variants = []string{"ready"} })
	err := refused(t, path, MoveRequest{Moves: inputs("ready")})
	assert.ErrorIs(t, err, ErrUsage)
	assert.Contains(t, err.Error(), "Ann, Bob are to act")
	move(t, path, "Bob", "ready")
	move(t, path, "", "ready") // only Ann is left
	assert.True(t, strings.HasSuffix(readFile(t, path), "1 Bob: ready\n2 Ann: ready\n"))
}

func TestMoveAfterTheEnd(t *testing.T) {
	path := newTestGame(t, nil)
	move(t, path, "", "stop")
	move(t, path, "", "stop")
	err := refused(t, path, MoveRequest{Moves: inputs("roll")})
	assert.ErrorIs(t, err, engine.ErrIllegal)
	assert.Contains(t, err.Error(), "the game is over")
}

func TestNoMove(t *testing.T) {
	_, err := testGames.Move(newTestGame(t, nil), MoveRequest{})
	assert.ErrorIs(t, err, ErrUsage)
}

func TestIllegalMoveInFile(t *testing.T) {
	// Ann bets twice: a refusal that names no word of the move.
	path := writeTestFile(t, wantNewFile+"1 Ann: bet 1\n2 Bob: roll\n3 Ann: bet 2\n")
	_, err := openReplay(testGames, path, -1)
	var merr *MoveError
	require.ErrorAs(t, err, &merr)
	assert.ErrorIs(t, err, engine.ErrIllegal)
	assert.Equal(t, notation.Pos{Line: 19, Col: 8}, merr.Detail.Pos, "placed where the move text starts")
	assert.Equal(t, path, merr.Detail.File)
	r, err := openReplay(testGames, path, 2)
	require.NoError(t, err, "the decisions before the bad one replay")
	assert.Len(t, r.Plies, 2)
}

// TestMoveKeepsCRLF checks that a file with CRLF line endings (saved on
// Windows, or from a mail) gets CRLF record lines, not a mix.
func TestMoveKeepsCRLF(t *testing.T) {
	crlf := func(s string) string { return strings.ReplaceAll(s, "\n", "\r\n") }
	path := writeTestFile(t, crlf(wantNewFile+"1 Ann: roll"))
	move(t, path, "", "bet 2")
	assert.Equal(t, crlf(wantNewFile+"1 Ann: roll\n2 Bob: bet 2\n"), readFile(t, path),
		"the missing final line ending is added as CRLF too")
	move(t, path, "", "roll")
	assert.Equal(t, crlf(wantNewFile+"1 Ann: roll\n2 Bob: bet 2\n3 Ann: roll\n"), readFile(t, path))
}

func TestLineEnding(t *testing.T) {
	assert.Equal(t, "\r\n", LineEnding([]byte("+++\r\nformat\n")), "the first line decides")
	assert.Equal(t, "\n", LineEnding([]byte("+++\nformat\r\n")))
	assert.Equal(t, "\n", LineEnding([]byte("+++")), "one line: the default")
	assert.Equal(t, "\n", LineEnding(nil))
}
