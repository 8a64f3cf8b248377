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
	st := &state{
		d: d, names: slices.Clone(names), lowered: lowered(names),
		party: make([]int8, n), revealed: make([]bool, n), sideOf: make([]int8, n),
		sides:    make([]side, n),
		soldiers: d.Soldiers.Count,
		rounds:   rounds, offers: offers,
	}
	for i := range st.owner {
		st.owner[i] = noSide
	}
	evs := st.startEvents()
	seats := make([]engine.Seat, n) // each side's members, carved below
	palaces := shuffled(ownableSpaces(d), rng)
	for s := range n {
		st.party[s] = noParty
		st.sideOf[s] = int8(s)
		var sp int8
		sp, palaces = drawStreet(d, palaces)
		st.owner[sp] = int8(s)
		seats[s] = engine.Seat(s)
		st.sides[s] = side{members: seats[s : s+1 : s+1], cash: d.Setup.Florins, pos: sp}
		st.tell(&evs, "event.dealt", names[s], itoa(int(sp)))
	}
	st.artDeck = shuffled(indexes(len(d.Art.Cards)), rng)
	st.events = shuffled(indexes(len(d.Events.Cards)), rng)
	st.admins = shuffled(indexes(len(d.Administrations.Cards)), rng)
	st.phase = phaseParty
	st.toAct = make([]engine.Seat, n)
	for s := range n {
		st.toAct[s] = engine.Seat(s)
	}
	st.tell(&evs, "event.choose-parties")
	return st, st.endEvents(evs)
}

// ownableSpaces lists the streets and bridges: the palace cards.
func ownableSpaces(d *components) []int8 {
	var out []int8
	for sp := 1; sp <= spaceCount; sp++ {
		if d.ownable(sp) {
			out = append(out, int8(sp))
		}
	}
	return out
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

// indexes returns 0 to n-1.
func indexes(n int) []int8 {
	out := make([]int8, n)
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
	st.tellTo(evs, []engine.Seat{s}, "event.party-own", st.names[s], partyIDs[pm.Party])
	st.tell(evs, "event.party-chosen", st.names[s])
	if len(st.toAct) == 0 {
		st.round = 1
		st.current = st.sideOf[0]
		st.startTurn(evs)
	}
	return nil
}
