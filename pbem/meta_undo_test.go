package pbem

import (
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

var undoNow = time.Date(2026, 11, 24, 20, 0, 0, 0, time.UTC)

// undo makes an undo request that must succeed.
func undo(t *testing.T, path, as, answer string, to int) *UndoResult {
	t.Helper()
	res, err := testGames.Undo(path, UndoRequest{As: as, Answer: answer, To: to, Now: undoNow})
	require.NoError(t, err)
	return res
}

// undoRefused makes an undo request that must fail, leaving the file as
// it was.
func undoRefused(t *testing.T, path string, req UndoRequest) error {
	t.Helper()
	before := readFile(t, path)
	_, err := testGames.Undo(path, req)
	require.Error(t, err)
	assert.Equal(t, before, readFile(t, path), "a refused undo leaves the file byte for byte")
	return err
}

func TestUndoAcceptedMovesTheDecisionsIntoAVariation(t *testing.T) {
	path := newTestGame(t, nil)
	move(t, path, "", "roll")
	move(t, path, "", "roll")
	start := readFile(t, path)
	head := strings.TrimSuffix(start, "1 Ann: roll\n2 Bob: roll\n")

	res := undo(t, path, "Ann", "", 0) // her last decision: 1
	assert.Equal(t, &UndoResult{Player: "Ann", Verb: "undo", By: "Ann", From: 1, To: 2, Needed: []string{"Bob"},
		Waiting: []string{"Bob"}, State: UndoWaiting, NextPly: 3, ToAct: []string{"Ann"}}, res)
	assert.Equal(t, start+"!Ann: undo 1 @2026-11-24T20:00:00Z\n", readFile(t, path))

	err := refused(t, path, MoveRequest{Moves: inputs("roll")})
	assert.ErrorIs(t, err, ErrUndoPending)
	assert.ErrorIs(t, err, ErrConflict)
	assert.Contains(t, err.Error(), "Ann proposed to take back decisions 1–2; the game waits until Bob answers")

	res = undo(t, path, "Bob", "accept", 0)
	assert.Equal(t, UndoTakenBack, res.State)
	assert.Equal(t, 1, res.NextPly)
	assert.Equal(t, []string{"Ann"}, res.ToAct)
	assert.Equal(t, head+"!Ann: undo 1 @2026-11-24T20:00:00Z\n!Bob: accept @2026-11-24T20:00:00Z\n"+
		"( 1 Ann: roll\n  2 Bob: roll )\n", readFile(t, path))

	f, err := testGames.Load(path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	assert.Empty(t, r.Plies)
	assert.Nil(t, r.Meta.Undo)
	require.Len(t, r.Meta.TakenBack, 1)
	assert.Equal(t, 1, r.Meta.TakenBack[0].At)
	assert.Len(t, r.Meta.TakenBack[0].Plies, 2)

	// The game goes on from decision 1 again, with the same dice.
	m := move(t, path, "", "roll")
	assert.Equal(t, "Ann rolls 6", m.Plies[0].Told[0].Text)
	assert.True(t, strings.HasSuffix(readFile(t, path), "2 Bob: roll )\n1 Ann: roll\n"))
}

func TestUndoRefusedLetsTheGameGoOn(t *testing.T) {
	path := newTestGame(t, nil)
	move(t, path, "", "roll")
	move(t, path, "", "roll")
	undo(t, path, "Bob", "", 1)
	res := undo(t, path, "Ann", "refuse", 0)
	assert.Equal(t, UndoRefused, res.State)
	assert.True(t, strings.HasSuffix(readFile(t, path),
		"2 Bob: roll\n!Bob: undo 1 @2026-11-24T20:00:00Z\n!Ann: refuse @2026-11-24T20:00:00Z\n"))
	move(t, path, "", "roll")
}

func TestUndoOfOnesOwnDecisionsAloneNeedsNoConsent(t *testing.T) {
	path := newTestGame(t, nil)
	move(t, path, "", "roll")
	move(t, path, "", "stop")
	res := undo(t, path, "Bob", "", 0)
	assert.Equal(t, UndoTakenBack, res.State)
	assert.Empty(t, res.Needed)
	assert.True(t, strings.HasSuffix(readFile(t, path), "1 Ann: roll\n!Bob: undo 2 @2026-11-24T20:00:00Z\n( 2 Bob: stop )\n"))
	assert.Equal(t, 2, res.NextPly)
}

// A decision that drew from its chance stream showed what lies there,
// even in a public event: taking it back needs everyone's consent, or its
// player could look at a draw and choose again.
func TestUndoOfOnesOwnDrawNeedsEveryone(t *testing.T) {
	path := newTestGame(t, nil)
	move(t, path, "", "roll")
	move(t, path, "", "roll")
	res := undo(t, path, "Bob", "", 0)
	assert.Equal(t, UndoWaiting, res.State)
	assert.Equal(t, []string{"Ann"}, res.Needed)
}

func TestUndoOfAHiddenDecisionNeedsEveryone(t *testing.T) {
	path := newTestGame(t, func(g *NewGame) { g.Players = []string{"Ann", "Bob", "Cid"}; g.Variants = []string{"ready"} })
	move(t, path, "Bob", "ready")
	res := undo(t, path, "Bob", "", 0)
	assert.Equal(t, []string{"Ann", "Cid"}, res.Needed, "Bob's ready was made at the same time as others'")
}

func TestUndoRequestsRefused(t *testing.T) {
	path := newTestGame(t, nil)
	err := undoRefused(t, path, UndoRequest{As: "Ann"})
	assert.ErrorIs(t, err, ErrUsage)
	assert.Contains(t, err.Error(), "Ann has made no decision to take back")
	move(t, path, "", "roll")
	for _, c := range []struct {
		req  UndoRequest
		want string
	}{
		{UndoRequest{As: "Bob", To: 1}, "Bob did not make decision 1: only the player who made it may take it back"},
		{UndoRequest{As: "Ann", To: 2}, "--to 2: the game is at decision 2: expected a decision from 1 to 1"},
		{UndoRequest{As: "Bob", Answer: "accept"}, "no undo waits for an answer"},
		{UndoRequest{As: "Dan"}, "Dan"},
	} {
		assert.ErrorContains(t, undoRefused(t, path, c.req), c.want)
	}
	move(t, path, "", "roll")
	undo(t, path, "Ann", "", 1)
	assert.ErrorIs(t, undoRefused(t, path, UndoRequest{As: "Bob"}), ErrUndoPending)
	assert.ErrorContains(t, undoRefused(t, path, UndoRequest{As: "Ann", Answer: "accept"}),
		"Ann need not answer the undo of 1–2 (waiting for: Bob)")
}

func TestCancelUndo(t *testing.T) {
	path := newTestGame(t, nil)
	move(t, path, "", "roll")
	move(t, path, "", "roll")
	_, err := testGames.CancelUndo(path, "timed out", undoNow)
	assert.ErrorContains(t, err, "nothing to cancel")
	undo(t, path, "Ann", "", 1)
	res, err := testGames.CancelUndo(path, "timed out", undoNow)
	require.NoError(t, err)
	assert.Equal(t, UndoCancelled, res.State)
	assert.True(t, strings.HasSuffix(readFile(t, path), "!cancel undo @2026-11-24T20:00:00Z {timed out}\n"))
	move(t, path, "", "roll")
}

func TestUndoLinesAreChecked(t *testing.T) {
	head := readFile(t, newTestGame(t, nil))
	for _, c := range []struct{ record, want string }{
		{"1 Ann: roll\n!Bob: accept\n", "17:7: \"accept\" answers no undo"},
		{"1 Ann: roll\n!Ann: undo 2\n", "17:7: undo 2 takes back nothing: the game is at decision 2"},
		{"1 Ann: roll\n!Ann: undo x\n", "\"x\" is not a decision number"},
		{"1 Ann: roll\n2 Bob: roll\n!Ann: undo 1\n!Ann: accept\n", "Ann need not answer the undo of 1–2"},
		{"1 Ann: roll\n2 Bob: roll\n!Ann: undo 1\n3 Ann: roll\n", "19:8: decision 3 is recorded while the undo of line 18 waits for Bob"},
		{"1 Ann: roll\n2 Bob: roll\n!Ann: undo 1\n!Bob: accept\n", "19:7: everyone accepted the undo of line 18: decisions 1–2 should follow"},
		{"!Ann: undo 1\n( 1 Ann: roll 2 Bob: roll )\n", "16:7: decisions 1–2 are taken back before Bob accepted"},
		{"1 Ann: roll\n2 Bob: roll\n!Ann: undo 1\n!Ann: undo 1\n", "one undo at a time"},
		{"1 Ann: roll\n!cancel undo\n", "nothing to cancel"},
		{"1 Ann: roll\n2 Bob: roll\n!Ann: undo 1\n!Bob: cancel undo\n", "only the host cancels an undo"},
	} {
		path := writeTestFile(t, head+c.record)
		f, err := testGames.Load(path)
		require.NoError(t, err, c.record)
		_, err = f.Replay(-1)
		assert.ErrorContains(t, err, c.want, c.record)
		assert.ErrorIs(t, err, ErrCorrupt, c.record)
	}
}

func TestUndoLinesThatStand(t *testing.T) {
	head := readFile(t, newTestGame(t, nil))
	for _, record := range []string{
		"1 Ann: roll\n2 Bob: roll\n!Ann: undo 1\n!Bob: refuse\n3 Ann: roll\n",
		"1 Ann: roll\n2 Bob: roll\n!Ann: undo 1\n!cancel undo {timed out}\n3 Ann: roll\n",
		"!Ann: undo 1\n!Bob: accept\n( 1 Ann: roll 2 Bob: roll )\n1 Ann: stop\n",
	} {
		f, err := testGames.Load(writeTestFile(t, head+record))
		require.NoError(t, err, record)
		_, err = f.Replay(-1)
		assert.NoError(t, err, record)
	}
}

// A resigned player neither proposes an undo nor is waited for.
func TestUndoLeavesResignedPlayersOut(t *testing.T) {
	path := newTestGame(t, func(g *NewGame) { g.Players = []string{"Ann", "Bob", "Cid"} })
	move(t, path, "", "roll")
	_, err := testGames.Resign(path, SeatRequest{As: "Cid"})
	require.NoError(t, err)
	move(t, path, "", "roll")
	res := undo(t, path, "Bob", "", 0)
	assert.Equal(t, []string{"Ann"}, res.Needed, "Bob's roll drew, but Cid left the game")
	_, err = testGames.Undo(path, UndoRequest{As: "Cid", Answer: "refuse"})
	require.Error(t, err)
}
