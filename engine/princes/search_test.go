package princes

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/pbem-games/pbem/engine"
)

// TestSearchMoves checks that a search tries a few squares of each
// building, every other move, and nothing that is not legal.
func TestSearchMoves(t *testing.T) {
	var legal []engine.Move
	for i := range 100 {
		legal = append(legal, BuildMove{Type: int8(i % 2), Cells: mask(i)})
	}
	legal = append(legal, DoneMove{}, PickMove{Kind: pickBonus, Card: 3}, PickMove{Kind: pickBonus, Card: 3, Under: [4]int8{1, -1, -1, -1}})
	got := Game{}.SearchMoves(nil, 0, legal)
	assert.Equal(t, []engine.Move{
		DoneMove{},
		BuildMove{Type: 0, Cells: 0}, BuildMove{Type: 0, Cells: 24}, BuildMove{Type: 0, Cells: 50}, BuildMove{Type: 0, Cells: 74},
		BuildMove{Type: 1, Cells: 1}, BuildMove{Type: 1, Cells: 25}, BuildMove{Type: 1, Cells: 51}, BuildMove{Type: 1, Cells: 75},
		PickMove{Kind: pickBonus, Card: 3},
	}, got)
}
