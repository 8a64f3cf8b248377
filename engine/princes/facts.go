package princes

import (
	"math/bits"

	"github.com/pbem-games/pbem/engine"
)

var _ engine.FactTeller = Game{}

// Facts gives what a finished game built, summed over the players:
// buildings, landscapes, works completed (cards on the tables), builders
// and jesters, and the prestige cards held.
func (Game) Facts(st engine.State) []engine.Fact {
	s, ok := st.(*state)
	if !ok {
		return nil
	}
	var buildings, landscapes, works, builders, jesters, cards int
	for _, p := range s.players {
		buildings += bits.OnesCount16(p.dom.built)
		landscapes += int(p.dom.landscapes[0] + p.dom.landscapes[1] + p.dom.landscapes[2])
		works += len(p.table)
		builders += int(p.dom.builders)
		jesters += int(p.dom.jesters)
		cards += len(p.prestigeCards)
	}
	return []engine.Fact{
		{Name: "buildings", Value: float64(buildings)}, {Name: "landscapes", Value: float64(landscapes)},
		{Name: "works", Value: float64(works)}, {Name: "builders", Value: float64(builders)},
		{Name: "jesters", Value: float64(jesters)}, {Name: "prestige cards", Value: float64(cards)},
	}
}
