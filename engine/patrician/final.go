package patrician

import "github.com/pbem-games/pbem/engine"

// finish ends the game once every hand is empty: each city not yet scored
// is scored now (ruling P2), and no decision is awaited any more.
func (st *state) finish(t *engine.EventRoom) {
	st.phase = phaseOver
	for c := range City(cityCount()) {
		if st.inPlay[c] && !st.cities[c].scored {
			st.scoreCity(c, true, t)
		}
	}
	t.Tell("event.game-over")
}

// tally is one player's final score, part by part.
type tally struct {
	Tiles  int   // points from prestige tiles
	Heads  []int // heads of each portrait on the pile
	Wild   int   // wild heads from ambassador cards A, B and C
	Large  bool  // holds ambassador card D (one head of each portrait)
	Cards  []string
	Sets   int // points from sets of identical heads
	Tokens int // messenger tokens
	// Penalty is the messenger penalty (negative) or 0.
	Penalty int
	Total   int
	// Floors counts the player's floors on the board (the tie-break).
	Floors int
}

// tallies scores every player at the end of the game.
func (st *state) tallies() []tally {
	ts := make([]tally, len(st.players))
	heads := make([]int, len(st.players)*len(st.d.Portraits)) // one array for every player's
	for s := range st.players {
		ts[s] = st.baseTally(int8(s), heads[:len(st.d.Portraits):len(st.d.Portraits)])
		heads = heads[len(st.d.Portraits):]
	}
	if st.ambass {
		st.awardAmbassadors(ts)
	}
	if st.message {
		if loser := st.penalized(); loser != noSeat {
			ts[loser].Penalty = data().Messengers.Penalty
		}
	}
	for s := range ts {
		t := &ts[s]
		t.Sets = bestSets(t.Heads, t.Wild, t.Large)
		t.Total = t.Tiles + t.Sets + t.Tokens + t.Penalty
	}
	return ts
}

// baseTally counts a player's tiles, heads (in heads, one per portrait,
// zero), tokens and floors.
func (st *state) baseTally(seat int8, heads []int) tally {
	t := tally{Heads: heads, Tokens: st.players[seat].tokens}
	for c := range st.cityCount() {
		t.Tiles += st.tilePoints(c, seat)
		for i := range st.cities[c].towers {
			t.Floors += st.cities[c].towers[i].owned(seat)
		}
	}
	for _, card := range st.players[seat].pile {
		if in := card.info(); in.Portrait >= 0 {
			t.Heads[in.Portrait] += in.Heads
		}
	}
	return t
}

// tilePoints is what seat holds in tiles of city c.
func (st *state) tilePoints(c City, seat int8) int {
	cs, row := &st.cities[c], &st.d.Cities[c]
	points := 0
	if cs.scored && cs.high == seat {
		points += row.High
	}
	if cs.scored && cs.low == seat {
		points += row.Low
	}
	return points
}

// bestSets scores heads in sets, placing the wild heads where they make
// the most sets. Card D adds one head of each portrait.
func bestSets(heads []int, wild int, large bool) int {
	size, points := data().Sets.Size, data().Sets.Points
	var room [8]int // more portraits than that go to the heap
	hs := room[:0]
	for _, h := range heads {
		hs = append(hs, h+btoi(large))
	}
	var best func(i, wild int) int
	best = func(i, wild int) int {
		if i == len(hs) {
			return 0
		}
		if i == len(hs)-1 {
			return (hs[i] + wild) / size * points
		}
		top := 0
		for w := 0; w <= wild; w++ {
			top = max(top, (hs[i]+w)/size*points+best(i+1, wild-w))
		}
		return top
	}
	return best(0, wild)
}

// penalized returns the player who takes the messenger penalty: the one
// who won the fewest towers in cities that had messengers when scored;
// among those tied, the one with the fewest floors in those cities; if
// still tied, nobody (noSeat).
func (st *state) penalized() int8 {
	n := len(st.players)
	var towerRoom, floorRoom [maxPlayers]int
	towers, floors := towerRoom[:n], floorRoom[:n]
	for c := range st.cityCount() {
		cs := &st.cities[c]
		if !cs.scored || cs.messengers == 0 {
			continue
		}
		for _, w := range []int8{cs.high, cs.low} {
			if w != noSeat {
				towers[w]++
			}
		}
		for s := range n {
			floors[s] += cs.towers[0].owned(int8(s)) + cs.towers[1].owned(int8(s))
		}
	}
	var buf, buf2 [maxPlayers]int
	tied := fewest(buf[:0], towers, nil)
	if len(tied) > 1 {
		tied = fewest(buf2[:0], floors, tied)
	}
	if len(tied) != 1 {
		return noSeat
	}
	return int8(tied[0])
}

// fewest appends to out (empty, and not among's array) the seats among
// among (all when nil) with the smallest value.
func fewest(out []int, values []int, among []int) []int {
	n := len(values)
	if among != nil {
		n = len(among)
	}
	for i := range n {
		s := i
		if among != nil {
			s = among[i]
		}
		switch {
		case len(out) == 0 || values[s] < values[out[0]]:
			out = append(out[:0], s)
		case values[s] == values[out[0]]:
			out = append(out, s)
		}
	}
	return out
}
