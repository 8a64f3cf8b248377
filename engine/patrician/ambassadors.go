package patrician

// awardAmbassadors hands out the Ambassadors cards at the end: A, B and C
// to the most tiles of their value (a tie to the holder of the tile of the
// first city in the card's order), each a wild head; D to the most tile
// points from its cities (a tie to the most points from its tiebreak city;
// still tied, nobody), worth one head of each portrait. Messenger tokens
// are not tiles and never count.
func (st *state) awardAmbassadors(ts []tally) {
	d := data()
	for _, small := range d.Ambassadors.Small {
		if s := st.smallWinner(small.Tile, small.Order); s != noSeat {
			ts[s].Wild++
			ts[s].Cards = append(ts[s].Cards, small.Card)
		}
	}
	if s := st.largeWinner(); s != noSeat {
		ts[s].Large = true
		ts[s].Cards = append(ts[s].Cards, d.Ambassadors.Large.Card)
	}
}

// smallWinner returns the player holding the most tiles of value, ties
// broken by order; noSeat when nobody holds one.
func (st *state) smallWinner(value int, order []string) int8 {
	counts := make([]int, len(st.players))
	for c := range City(cityCount()) {
		for _, s := range st.tileHolders(c, value) {
			counts[s]++
		}
	}
	tied := most(counts)
	if len(tied) == 1 {
		return int8(tied[0])
	}
	for _, code := range order {
		c, _ := ParseCity(code)
		for _, s := range st.tileHolders(c, value) {
			if counts[s] == counts[tied[0]] {
				return s
			}
		}
	}
	return noSeat
}

// tileHolders lists who holds a tile of value from city c.
func (st *state) tileHolders(c City, value int) []int8 {
	cs, row := &st.cities[c], data().Cities[c]
	var out []int8
	if !cs.scored {
		return nil
	}
	if row.High == value && cs.high != noSeat {
		out = append(out, cs.high)
	}
	if row.Low == value && cs.low != noSeat {
		out = append(out, cs.low)
	}
	return out
}

// largeWinner returns the holder of card D, or noSeat.
func (st *state) largeWinner() int8 {
	large := data().Ambassadors.Large
	tiebreak, _ := ParseCity(large.Tiebreak)
	totals := make([]int, len(st.players))
	for s := range st.players {
		for _, code := range large.Cities {
			c, _ := ParseCity(code)
			totals[s] += st.tilePoints(c, int8(s))
		}
	}
	tied := most(totals)
	if len(tied) > 1 {
		second := make([]int, len(st.players))
		for _, s := range tied {
			second[s] = st.tilePoints(tiebreak, int8(s))
		}
		tied = most(second)
	}
	if len(tied) != 1 {
		return noSeat
	}
	return int8(tied[0])
}

// most returns the seats with the largest value, or none when it is 0.
func most(values []int) []int {
	var out []int
	for s, v := range values {
		switch {
		case v <= 0:
		case len(out) == 0 || v > values[out[0]]:
			out = []int{s}
		case v == values[out[0]]:
			out = append(out, s)
		}
	}
	return out
}
