package pbem

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// In the test game Bob holds card 3, so "bet 5" is refused by the dice
// game with engine.IllegalAt naming "5" (fake_test.go).

// refusedDetail submits Bob's text after Ann's roll and returns the
// placed refusal.
func refusedDetail(t *testing.T, text string) *notation.Error {
	t.Helper()
	path := newTestGame(t, nil)
	move(t, path, "", "roll")
	err := refused(t, path, MoveRequest{Moves: []MoveInput{{Text: text, Origin: "move", Line: 1}}})
	require.ErrorIs(t, err, engine.ErrIllegal)
	var merr *MoveError
	require.ErrorAs(t, err, &merr)
	return merr.Detail
}

func TestIllegalMovePointsAtCulprit(t *testing.T) {
	d := refusedDetail(t, "bet 5")
	assert.Equal(t, notation.Pos{Line: 1, Col: 5}, d.Pos)
	assert.Equal(t, "move:1:5: illegal move: you cannot bet 5: your card is 3\n"+
		"    bet 5\n"+
		"        ^\n"+
		"did you mean:\n    bet 1\n    bet 2\n    bet 3\n", d.Display())
}

func TestCulpritIsFoundWhateverTheCaseAndSpacing(t *testing.T) {
	// The culprit is the fourth rune after "BET" and three blanks.
	assert.Equal(t, notation.Pos{Line: 1, Col: 7}, refusedDetail(t, "BET   5").Pos)
}

func TestCulpritNotWrittenAsNamedStaysAtColumnOne(t *testing.T) {
	// "05" reads as 5, but the game names the canonical "5", which the
	// text does not hold: nothing better than the start to point at.
	assert.Equal(t, notation.Pos{Line: 1, Col: 1}, refusedDetail(t, "bet 05").Pos)
}

func TestIllegalMoveWithoutCulpritStaysAtColumnOne(t *testing.T) {
	path := newTestGame(t, nil)
	move(t, path, "", "bet 1")
	move(t, path, "", "roll")
	err := refused(t, path, MoveRequest{Moves: inputs("bet 2")}) // Ann has bet already
	var merr *MoveError
	require.ErrorAs(t, err, &merr)
	assert.Nil(t, engine.Culprit(err))
	assert.Equal(t, "stdin:1:1: illegal move: you cannot bet 2 now", merr.Error())
}

// TestRecordedCulpritIsPlacedInTheFile checks that a refused decision of
// a game file points at its culprit in the file, not in the move text.
func TestRecordedCulpritIsPlacedInTheFile(t *testing.T) {
	// wantNewFile has 16 lines: the record starts on line 17.
	path := writeTestFile(t, wantNewFile+"1 Ann: roll\n2 Bob:  bet 5 {too much}\n")
	_, err := openReplay(testGames, path, -1)
	var merr *MoveError
	require.ErrorAs(t, err, &merr)
	assert.Equal(t, notation.Pos{Line: 18, Col: 13}, merr.Detail.Pos)
	assert.Equal(t, "2 Bob:  bet 5 {too much}", merr.Detail.Source)
}

func TestCulpritPos(t *testing.T) {
	start := notation.Pos{Line: 3, Col: 8}
	tests := []struct {
		name    string
		text    string
		culprit []string
		want    notation.Pos
	}{
		{"no culprit", "buy 1s2 pay s3 s7", nil, start},
		{"first of several", "buy 1s2 pay s3 s7", []string{"s7", "s3"}, notation.Pos{Line: 3, Col: 20}},
		{"upper case", "BUY 1S2 PAY S3 S7", []string{"s7"}, notation.Pos{Line: 3, Col: 23}},
		{"after a comma", "pay s3,s7", []string{"s7"}, notation.Pos{Line: 3, Col: 15}},
		{"absent", "buy 1s2", []string{"s9"}, start},
		{"not a part of a word", "buy 1s22", []string{"1s2"}, start},
	}
	for _, tc := range tests {
		t.Run(tc.name, func(t *testing.T) {
			assert.Equal(t, tc.want, culpritPos(tc.text, tc.culprit, start))
		})
	}
}
