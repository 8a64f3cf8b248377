package princes

import "github.com/pbem-games/pbem/engine"

var _ engine.SearchMover = Game{}

// searchPlacements is how many squares of one building or landscape a
// search tries: the placements of a building number in the hundreds, and
// where it stands matters far less than whether it is built.
const searchPlacements = 4

// SearchMoves keeps, of the placements of each building and landscape,
// searchPlacements spread evenly over Legal's order, and of the ways to
// put unwanted cards back under a deck only the first for each card kept.
// Every other move is kept. It reads nothing but legal.
func (Game) SearchMoves(_ engine.State, _ engine.Seat, legal []engine.Move) []engine.Move {
	type group struct{ kind, of int8 }
	members := map[group][]engine.Move{}
	var order []group
	out := make([]engine.Move, 0, len(legal))
	for _, m := range legal {
		var g group
		switch m := m.(type) {
		case BuildMove:
			g = group{1, m.Type}
		case PlaceMove:
			g = group{2, m.Landscape}
		case PickMove:
			g = group{3 + m.Kind, m.Card}
		default:
			out = append(out, m)
			continue
		}
		if members[g] == nil {
			order = append(order, g)
		}
		members[g] = append(members[g], m)
	}
	for _, g := range order {
		ms := members[g]
		if g.kind >= 3 {
			out = append(out, ms[0])
			continue
		}
		k := min(searchPlacements, len(ms))
		for i := range k {
			out = append(out, ms[i*len(ms)/k])
		}
	}
	return out
}
