package patrician

// awardAmbassadors hands out the Ambassadors cards at the end: A, B and C
// to the most tiles of their value (a tie to the holder of the tile of the
// first city in the card's order), each a wild head; D to the most tile
// points from its cities (a tie to the most points from its tiebreak city;
// still tied, nobody), worth one head of each portrait. Messenger tokens
// are not tiles and never count.
func (st *state) awardAmbassadors(ts []tally) {
	d := st.d
	for _, small := range d.Ambassadors.Small {
		if s := st.smallWinner(small.Tile, small.order); s != noSeat {
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
func (st *state) smallWinner(value int, order []City) int8 {
	var counts [maxPlayers]int
	for c := range st.cityCount() {
		holders, n := st.tileHolders(c, value)
		for _, s := range holders[:n] {
			counts[s]++
		}
	}
	var buf [maxPlayers]int
	tied := most(buf[:0], counts[:len(st.players)])
	if len(tied) == 1 {
		return int8(tied[0])
	}
	for _, c := range order {
		holders, n := st.tileHolders(c, value)
		for _, s := range holders[:n] {
			if counts[s] == counts[tied[0]] {
				return s
			}
		}
	}
	return noSeat
}

// tileHolders returns who holds a tile of value from city c: the first n
// of holders.
func (st *state) tileHolders(c City, value int) (holders [2]int8, n int) {
	cs, row := &st.cities[c], &st.d.Cities[c]
	if !cs.scored {
		return holders, 0
	}
	if row.High == value && cs.high != noSeat {
		holders[n] = cs.high
		n++
	}
	if row.Low == value && cs.low != noSeat {
		holders[n] = cs.low
		n++
	}
	return holders, n
}

// largeWinner returns the holder of card D, or noSeat.
func (st *state) largeWinner() int8 {
	large := &st.d.Ambassadors.Large
	tiebreak := large.tiebreak
	var totals, second [maxPlayers]int
	for s := range st.players {
		for _, c := range large.cities {
			totals[s] += st.tilePoints(c, int8(s))
		}
	}
	var buf, buf2 [maxPlayers]int
	tied := most(buf[:0], totals[:len(st.players)])
	if len(tied) > 1 {
		for _, s := range tied {
			second[s] = st.tilePoints(tiebreak, int8(s))
		}
		tied = most(buf2[:0], second[:len(st.players)])
	}
	if len(tied) != 1 {
		return noSeat
	}
	return int8(tied[0])
}

// most appends to out (empty) the seats with the largest value, none when
// it is 0.
func most(out []int, values []int) []int {
	for s, v := range values {
		switch {
		case v <= 0:
		case len(out) == 0 || v > values[out[0]]:
			out = append(out[:0], s)
		case v == values[out[0]]:
			out = append(out, s)
		}
	}
	return out
}
