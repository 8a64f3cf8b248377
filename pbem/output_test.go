package pbem

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

func TestHeading(t *testing.T) {
	tests := []struct {
		name string
		v    ViewResult
		want string
	}{
		{"one to act", ViewResult{ID: "pz-4bb06f", Decisions: 0, NextPly: 1, ToAct: []string{"Ann"}}, "Palazzo pz-4bb06f — ply 1, Ann to act"},
		{"several to act", ViewResult{ID: "pz-1", Decisions: 4, NextPly: 5, ToAct: []string{"Ann", "Bob", "Cid"}},
			"Palazzo pz-1 — ply 5, Ann, Bob and Cid to act"},
		{"over", ViewResult{ID: "pz-1", Decisions: 157, NextPly: 158, Over: true}, "Palazzo pz-1 — game over after 157 decisions"},
		{"over after one", ViewResult{ID: "pz-1", Decisions: 1, NextPly: 2, Over: true}, "Palazzo pz-1 — game over after 1 decision"},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.v.Heading("Palazzo"))
		})
	}
}

// TestViewTextPrintsResultOnce checks that a finished game's view ends
// with its result, once, below the board: the detail, the tie-break, then
// the winners.
func TestViewTextPrintsResultOnce(t *testing.T) {
	var doc engine.Doc
	doc.Add("Players", false).Text("Ann  score 12")
	v := &ViewResult{ID: "pz-1", Decisions: 9, NextPly: 10, Over: true, Doc: doc, Result: &engine.ResultText{
		Scores: map[string]int{"Ann": 12, "Bob": 12}, Names: []string{"Ann", "Bob"}, Winners: []string{"Ann", "Bob"},
		Detail: []string{"Ann: 12 (2 palaces)", "Bob: 12 (3 palaces)"}, TieBreak: "tie on points: still tied"}}
	var b strings.Builder
	require.NoError(t, v.WriteText(&b, "Palazzo", FormatPlain))
	assert.Equal(t, "Palazzo pz-1 — game over after 9 decisions\n\n"+
		"Players\nAnn  score 12\n\nFinal result\nAnn: 12 (2 palaces)\nBob: 12 (3 palaces)\n"+
		"tie on points: still tied\nShared victory: Ann and Bob\n", b.String())
}

// TestMoveResultText checks the end of a game after a move: the result
// once, each line wrapped to 72 columns under its indent, and the scores
// of a game that gives no detail.
func TestMoveResultText(t *testing.T) {
	res := &MoveResult{
		Plies: []Ply{{N: 175, Name: "Cid", Move: "pass", Told: []Event{{Text: "the game ends"}}}},
		Standing: Standing{NextPly: 176, Over: true,
			Result: &engine.ResultText{Scores: map[string]int{"Ann": 12, "Cid": 12}, Names: []string{"Ann", "Cid"},
				Winners: []string{"Ann"}, TieBreak: "tie on points, broken by the largest payment each could make: Ann 37, Cid 28"}},
	}
	var b strings.Builder
	require.NoError(t, res.WriteText(&b))
	assert.Equal(t, "175 Cid: pass\n    the game ends\ngame over after 175 decisions\nResult:\n"+
		"    Ann: 12\n    Cid: 12\n"+
		"    tie on points, broken by the largest payment each could make: Ann\n      37, Cid 28\n"+
		"    Winner: Ann\n", b.String())

	res = &MoveResult{Plies: []Ply{{N: 1, Name: "Ann", Move: "money"}}, Standing: Standing{NextPly: 2, ToAct: []string{"Ann"}}}
	b.Reset()
	require.NoError(t, res.WriteText(&b))
	assert.Equal(t, "1 Ann: money\nnext: ply 2, Ann to act\n", b.String())
}

func TestCountAndList(t *testing.T) {
	assert.Equal(t, "0 decisions", Plural(0, "decision"))
	assert.Equal(t, "1 decision", Plural(1, "decision"))
	assert.Equal(t, "2 games", Plural(2, "game"))
	assert.Equal(t, "nobody", AndList(nil))
	assert.Equal(t, "Ann", AndList([]string{"Ann"}))
	assert.Equal(t, "Ann and Bob", AndList([]string{"Ann", "Bob"}))
	assert.Equal(t, "Ann, Bob and Cid", AndList([]string{"Ann", "Bob", "Cid"}))
}
