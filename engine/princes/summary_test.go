package princes

import (
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// Many placements of one building are one line with their number and an
// example; works are one line a profession and bonus set; selling is one
// line; a single move is written out.
func TestSummarizeMovesGroupsPlacementsWorksAndSales(t *testing.T) {
	g := Game{}
	theater, tower := words().buildingBy["theater"], words().buildingBy["tower"]
	var moves []engine.Move
	for _, fp := range footprints(data().Buildings.Types[theater].shape)[:3] {
		moves = append(moves, BuildMove{Type: theater, Cells: fp.Cells})
	}
	moves = append(moves, BuildMove{Type: tower, Cells: footprints(data().Buildings.Types[tower].shape)[0].Cells})
	poet := words().professionBy["poet"]
	for pp := range int8(4) {
		moves = append(moves, WorkMove{Card: poet, Prestige: pp})
	}
	moves = append(moves, DoneMove{}, SellMove{Points: 1}, SellMove{Points: 2})
	var got []string
	for _, m := range g.SummarizeMoves(nil, 0, moves) {
		got = append(got, loadCatalogues().Word("en", m))
	}
	want := []string{
		"build theater at one of 3 places, e.g. " + g.FormatMove(nil, moves[0]),
		g.FormatMove(nil, moves[3]),
		"work poet, or with prestige 1 to 3 (a point for 200 Florins of its pay)",
		"done",
		"sell 1 to 2 (100 Florins for each prestige point)",
	}
	if !slices.Equal(got, want) {
		t.Fatalf("got\n%q\nwant\n%q", got, want)
	}
}
