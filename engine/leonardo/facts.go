package leonardo

import "github.com/pbem-games/pbem/engine"

var _ engine.FactTeller = Game{}

// Facts gives how a finished game went: the players bankrupt, the
// alliances made, the spaces owned and the art works laid at the end.
func (Game) Facts(st engine.State) []engine.Fact {
	s, ok := st.(*state)
	if !ok {
		return nil
	}
	bankrupt, alliances := 0, 0
	for _, sd := range s.sides {
		if len(sd.members) > 1 {
			alliances++
		}
	}
	for i := range s.names {
		// A seat's side is out only when bankrupt: an ally's seat moves to
		// the alliance's side.
		if s.sides[s.sideOf[i]].out {
			bankrupt++
		}
	}
	owned, art := 0, 0
	for sp := 1; sp <= spaceCount; sp++ {
		if s.owner[sp] != noSide {
			owned++
		}
		art += len(s.art[sp])
	}
	return []engine.Fact{
		{Name: "players bankrupt", Value: float64(bankrupt)}, {Name: "alliances", Value: float64(alliances)},
		{Name: "spaces owned", Value: float64(owned)}, {Name: "art works", Value: float64(art)},
	}
}
