package patrician

import (
	"github.com/pbem-games/pbem/engine"
)

// towerWinner returns the seat with the most floors in t and that count; a
// tie goes to the tied seat owning the highest floor. An empty tower has
// no winner (noSeat, 0).
func towerWinner(t *tower) (int8, int) {
	var counts [maxPlayers]int
	best := 0
	for _, s := range t.floors[:t.n] {
		counts[s]++
		best = max(best, counts[s])
	}
	for i := t.n - 1; i >= 0; i-- {
		if s := t.floors[i]; counts[s] == best {
			return s, best
		}
	}
	return noSeat, 0
}

// tallerTower returns the tower that takes the high tile. A complete city
// has towers of different heights (its limit is odd and both towers have a
// floor). An incomplete city scored at the end may not (ruling P2): equal
// heights go to the tower whose winner has more floors in it, then to
// tower a.
func tallerTower(cs *cityState, n0, n1 int) int {
	h0, h1 := cs.towers[0].n, cs.towers[1].n
	if h1 > h0 || (h1 == h0 && n1 > n0) {
		return 1
	}
	return 0
}

// scoreCity awards the tiles of city c: the winner of the taller tower
// takes the high tile, the winner of the other the low one; an empty tower
// awards nothing. With the Messengers expansion each winner also takes the
// messenger points for every messenger on the city's borders. It tells t
// the scoring and the bonus (nothing, and no words made, when t is nil).
func (st *state) scoreCity(c City, atEnd bool, t *engine.EventRoom) {
	cs := &st.cities[c]
	cs.scored = true
	w0, n0 := towerWinner(&cs.towers[0])
	w1, n1 := towerWinner(&cs.towers[1])
	winners := [2]int8{w0, w1}
	counts := [2]int{n0, n1}
	taller := tallerTower(cs, n0, n1)
	cs.highTower = int8(taller)
	cs.high, cs.low = winners[taller], winners[1-taller]
	if st.message {
		cs.messengers = int8(st.messengersAt(c))
	}
	if t != nil {
		var buf [11]string // the city, then 5 words per tile awarded
		key, args := st.scoringArgs(buf[:0], c, atEnd, winners, counts, taller)
		t.Tell(key, args...)
	}
	if cs.high == noSeat {
		return
	}
	if bonus := int(cs.messengers) * data().Messengers.Points; bonus > 0 {
		for _, w := range winners {
			if w != noSeat {
				st.players[w].tokens += bonus
			}
		}
		if t != nil {
			t.Tell("event.bonus", itoa(int(cs.messengers)), st.cityName(c), itoa(bonus))
		}
	}
}

// scoringArgs returns the key and the words of the event that tells the
// scoring of city c, the words appended to args: the city, then five
// words per tile awarded.
func (st *state) scoringArgs(args []string, c City, atEnd bool, winners [2]int8, counts [2]int, taller int) (string, []string) {
	cs, row := &st.cities[c], &st.d.Cities[c]
	key := "event.scored"
	if atEnd {
		key = "event.scored-end"
	}
	args = append(args, st.cityName(c))
	if cs.high != noSeat {
		args = st.tileArgs(args, row.High, winners[taller], taller, counts[taller], &cs.towers[taller])
	}
	if cs.high != noSeat && cs.low != noSeat {
		args = st.tileArgs(args, row.Low, winners[1-taller], 1-taller, counts[1-taller], &cs.towers[1-taller])
	}
	return key, args
}

// tileArgs appends to args who took a tile, as wordScoring reads them:
// "Ann takes the 9 (tower a: 3 of 5 floors)" is Ann, 9, a, 3 and 5.
func (st *state) tileArgs(args []string, value int, seat int8, t, count int, tw *tower) []string {
	return append(args, st.names[seat], itoa(value), siteName(t), itoa(count), itoa(int(tw.n)))
}
