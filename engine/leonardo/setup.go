package leonardo

import (
	"math/rand/v2"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// newGame sets out a new game on data d for the players named: one side
// per player with the starting Florins, one palace card each (a bridge
// drawn goes back and another is drawn: rule text), placed free with the
// pawn on it ([R]), the decks shuffled, and every player asked at once for
// a secret party.
func newGame(d *components, names []string, rounds, offers int, rng *rand.Rand) (*state, []engine.Event) {
	n := len(names)
	// The short lists of a new game are carved from one allocation per
	// element type, as Clone carves them: a replay sets up every game it
	// reads, and each list was an allocation of its own.
	var small carver[int8]
	small.room = make([]int8, 0, 2*n+spaceCount+len(d.Art.Cards)+len(d.Events.Cards)+len(d.Administrations.Cards))
	var seats carver[engine.Seat]
	seats.room = make([]engine.Seat, 0, 2*n)
	st := &state{
		d: d, names: slices.Clone(names), lowered: lowered(names),
		party: small.take(n), revealed: make([]bool, n), sideOf: small.take(n),
		sides:    make([]side, n),
		soldiers: d.Soldiers.Count,
		rounds:   rounds, offers: offers,
	}
	for i := range st.owner {
		st.owner[i] = noSide
	}
	// The setup's own events get rooms of their size: a game played
	// quietly (self-play, a rollout) tells no other, and a 64-event room
	// was most of the bytes such a game allocates.
	st.rooms = rooms{events: make(engine.Events, 0, n+1), args: make([]string, 0, 2*n)}
	evs := st.startEvents()
	members := seats.take(n)                                  // each side's members, carved below
	palaces := ownableSpaces(d, small.room[len(small.room):]) // in the room's free end
	small.room = small.room[:len(small.room)+len(palaces)]
	palaces = shuffled(palaces, rng)
	for s := range n {
		st.party[s] = noParty
		st.sideOf[s] = int8(s)
		var sp int8
		sp, palaces = drawStreet(d, palaces)
		st.setOwner(int(sp), int8(s))
		members[s] = engine.Seat(s)
		st.sides[s] = side{members: members[s : s+1 : s+1], cash: d.Setup.Florins, pos: sp}
		st.tell2(&evs, "event.dealt", names[s], itoa(int(sp)))
	}
	st.artDeck = shuffled(indexes(small.take(len(d.Art.Cards))), rng)
	st.events = shuffled(indexes(small.take(len(d.Events.Cards))), rng)
	st.admins = shuffled(indexes(small.take(len(d.Administrations.Cards))), rng)
	st.phase = phaseParty
	st.toAct = seats.take(n)
	for s := range n {
		st.toAct[s] = engine.Seat(s)
	}
	st.tell(&evs, "event.choose-parties")
	return st, st.endEvents(evs)
}

// ownableSpaces appends the streets and bridges, the palace cards, to
// pile and returns it, its capacity ending with them (drawStreet appends
// to it).
func ownableSpaces(d *components, pile []int8) []int8 {
	for sp := 1; sp <= spaceCount; sp++ {
		if d.ownable(sp) {
			pile = append(pile, int8(sp))
		}
	}
	return pile[:len(pile):len(pile)]
}

// drawStreet draws palace cards from the top of pile until a street comes:
// each bridge drawn goes back under the pile (rule text: it is put back and
// another card drawn). It returns the street and the pile left.
func drawStreet(d *components, pile []int8) (int8, []int8) {
	for {
		top := pile[0]
		pile = pile[1:]
		if d.space(int(top)).Kind == kindStreet {
			return top, pile
		}
		pile = append(pile, top)
	}
}

// take carves the next k elements of the room, zero, their capacity
// ending with them.
func (c *carver[T]) take(k int) []T {
	at := len(c.room)
	c.room = c.room[:at+k]
	return c.room[at : at+k : at+k]
}

// indexes fills out with 0 to len(out)-1 and returns it.
func indexes(out []int8) []int8 {
	for i := range out {
		out[i] = int8(i)
	}
	return out
}

// shuffled shuffles cards in place with rng and returns them.
func shuffled(cards []int8, rng *rand.Rand) []int8 {
	rng.Shuffle(len(cards), func(i, j int) { cards[i], cards[j] = cards[j], cards[i] })
	return cards
}

// legalParty offers both parties to a player who has not chosen yet.
func (st *state) legalParty(s engine.Seat) []engine.Move {
	return []engine.Move{PartyMove{Party: guelph}, PartyMove{Party: ghibelline}}
}

// applyParty records a secret party choice: the chooser alone is told
// which; everyone is told that the choice is made. The last choice starts
// round 1 with the side of the first seat.
func (st *state) applyParty(s engine.Seat, m engine.Move, _ *rand.Rand, evs *engine.Events) error {
	pm, ok := m.(PartyMove)
	if !ok {
		return illegal("choose your party first: party guelph or party ghibelline")
	}
	if pm.Party < 0 || pm.Party >= partyCount {
		return engine.IllegalAt(nil, "there is no such party: choose guelph or ghibelline")
	}
	st.party[s] = pm.Party
	st.toAct = slices.DeleteFunc(st.toAct, func(t engine.Seat) bool { return t == s })
	if evs != nil {
		st.tellTo2(evs, st.seatAlone(s), "event.party-own", st.names[s], partyIDs[pm.Party])
	}
	st.tellSeat1(evs, "event.party-chosen", s)
	if len(st.toAct) == 0 {
		st.round = 1
		st.current = st.sideOf[0]
		st.startTurn(evs)
	}
	return nil
}
