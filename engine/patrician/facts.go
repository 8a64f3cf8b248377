package patrician

import (
	"slices"

	"github.com/pbem-games/pbem/engine"
)

var _ engine.FactTeller = Game{}

// Facts gives how a finished game went on the board: the cities scored,
// how many of them the winner took the high tile of, where one player took
// both tiles, the floors on the board and the tallest tower, and with the
// Messengers expansion the messengers placed. The names do not depend on
// the seats, so that stats can sum them over games of other players.
func (Game) Facts(st engine.State) []engine.Fact {
	s, ok := st.(*state)
	if !ok {
		return nil
	}
	var winners []engine.Seat
	if r, over := s.Result(); over {
		winners = r.Winners
	}
	var scored, byWinner, both, floors, tallest int
	for c := range s.cities {
		if !s.inPlay[c] {
			continue
		}
		cs := &s.cities[c]
		floors += cs.floors()
		tallest = max(tallest, int(cs.towers[0].n), int(cs.towers[1].n))
		if !cs.scored {
			continue
		}
		scored++
		if cs.high != noSeat && slices.Contains(winners, engine.Seat(cs.high)) {
			byWinner++
		}
		if cs.high != noSeat && cs.high == cs.low {
			both++
		}
	}
	facts := []engine.Fact{
		{Name: "cities scored", Value: float64(scored)},
		{Name: "high tiles taken by a winner", Value: float64(byWinner)},
		{Name: "cities with both tiles to one player", Value: float64(both)},
		{Name: "floors on the board", Value: float64(floors)},
		{Name: "tallest tower", Value: float64(tallest)},
	}
	if s.message {
		placed := 0
		for _, b := range s.borders {
			if b != noSeat {
				placed++
			}
		}
		facts = append(facts, engine.Fact{Name: "messengers placed", Value: float64(placed)})
	}
	return facts
}
