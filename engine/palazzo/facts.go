package palazzo

import (
	"strconv"

	"github.com/pbem-games/pbem/engine"
)

var _ engine.FactTeller = Game{}

// Facts gives the palaces of a finished game by height, counted over the
// players: how high the game built.
func (Game) Facts(st engine.State) []engine.Fact {
	s, ok := st.(*state)
	if !ok {
		return nil
	}
	var by [5]int // floors 1 to 5
	for _, p := range s.players {
		for _, pal := range p.palaces {
			if n := len(pal); n > 0 {
				by[min(n, len(by))-1]++
			}
		}
	}
	out := make([]engine.Fact, 0, len(by))
	for i, n := range by {
		out = append(out, engine.Fact{Name: "palaces of height " + strconv.Itoa(i+1), Value: float64(n)})
	}
	return out
}
