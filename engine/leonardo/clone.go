package leonardo

import (
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// Clone returns a deep copy. A search clones a state at every iteration,
// so the copy's many short lists (parties, decks, the art on each palace,
// members, stakes) are carved from one allocation per element type
// instead of one each; each carved list's capacity ends with it, so that
// appending to it copies rather than running into the next. A nil list
// stays nil, an empty one empty.
func (st *state) Clone() engine.State {
	c := *st
	var small carver[int8]
	small.room = make([]int8, 0, st.int8Count())
	c.party = small.carve(st.party)
	c.sideOf = small.carve(st.sideOf)
	c.artDeck = small.carve(st.artDeck)
	c.events = small.carve(st.events)
	c.admins = small.carve(st.admins)
	for i := range st.art {
		c.art[i] = small.carve(st.art[i])
	}
	c.turn.draws = small.carve(st.turn.draws)
	c.auction.in = small.carve(st.auction.in)
	c.market.product = small.carve(st.market.product)

	var seats carver[engine.Seat]
	seats.room = make([]engine.Seat, 0, len(st.toAct)+len(st.names))
	c.toAct = seats.carve(st.toAct)
	c.sides = make([]side, len(st.sides))
	for i, sd := range st.sides {
		sd.members = seats.carve(sd.members)
		sd.admins = small.carve(sd.admins)
		c.sides[i] = sd
	}

	var flags carver[bool]
	flags.room = make([]bool, 0, len(st.revealed)+len(st.talks.done))
	c.revealed = flags.carve(st.revealed)
	c.talks.done = flags.carve(st.talks.done)
	var ints carver[int]
	ints.room = make([]int, 0, len(st.market.amount)+len(st.talks.made))
	c.market.amount = ints.carve(st.market.amount)
	c.talks.made = ints.carve(st.talks.made)
	c.talks.open = slices.Clone(st.talks.open)

	c.rooms, c.scratchArt = rooms{}, nil
	return &c
}

// int8Count is the length of the state's lists of int8, all together.
func (st *state) int8Count() int {
	n := len(st.party) + len(st.sideOf) + len(st.artDeck) + len(st.events) + len(st.admins) +
		len(st.turn.draws) + len(st.auction.in) + len(st.market.product)
	for i := range st.art {
		n += len(st.art[i])
	}
	for _, sd := range st.sides {
		n += len(sd.admins)
	}
	return n
}

// carver copies lists into one room, made large enough for all of them.
type carver[T any] struct{ room []T }

// carve returns a copy of s in the room: nil for nil, and a capacity that
// ends with the copy.
func (c *carver[T]) carve(s []T) []T {
	if s == nil {
		return nil
	}
	at := len(c.room)
	c.room = append(c.room, s...)
	return c.room[at:len(c.room):len(c.room)]
}
