package princes

import (
	"math/rand/v2"
	"slices"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// newGame deals a new game for the players named: each player's Florins
// and palace, the supply, four professions to each seat (told to that
// seat alone), and the shuffled bonus and prestige decks. Every seat then
// keeps three of its four at once (phaseKeep); the first listed, the
// oldest, starts round 1.
func newGame(names []string, rng *rand.Rand) (*state, []engine.Event) {
	d := data()
	n := len(names)
	st := &state{names: slices.Clone(names), players: make([]player, n), round: 1, phase: phaseKeep}
	palace := maskOf(d.palace)
	pieces := make([]piece, n*piecesRoom)
	for i := range st.players {
		p := &st.players[i]
		p.dom.pieces = pieces[i*piecesRoom : i*piecesRoom : (i+1)*piecesRoom]
		p.florins = d.Setup.Florins
		p.bought = noStack
		p.dom.occupied, p.dom.buildings = palace, palace
	}
	st.supply = newSupply(n)
	st.professions = shuffled(len(d.Professions.Cards), rng)
	st.bonusDeck = shuffled(len(d.Bonus.Cards), rng)
	st.prestigeDeck = shuffled(len(d.PrestigeCards.Cards), rng)
	var evs engine.Events
	evs.Tell("event.game-starts", itoa(n), st.names[0])
	st.dealt = make([][]int8, n)
	// Every seat's cards are carved from one array (each without room
	// past its end), the seats awaited and the events' words made at their
	// size: a self-played game is a few hundred decisions, and its setup
	// was a fifth of its allocations.
	dealt, deal := make([]int8, n*d.Setup.Dealt), d.Setup.Dealt
	st.toAct = make([]engine.Seat, 0, n)
	for s := range st.dealt {
		st.dealt[s] = dealt[s*deal : (s+1)*deal : (s+1)*deal]
		copy(st.dealt[s], st.professions[:deal])
		st.professions = st.professions[deal:]
		st.toAct = append(st.toAct, engine.Seat(s))
		args := make([]string, 0, 1+deal)
		args = append(args, st.names[s])
		for _, c := range st.dealt[s] {
			args = append(args, professionID(c))
		}
		evs.Add(engine.Event{Key: "event.dealt", Args: args, To: seatOnly(engine.Seat(s))})
	}
	st.professions = slices.Clone(st.professions) // not sharing its array with the cards dealt
	return st, evs
}

// newSupply fills the box for a game of n players: the freedoms of each
// type in play depend on n.
func newSupply(n int) supply {
	d := data()
	var sp supply
	for t := range sp.buildings {
		sp.buildings[t] = int8(d.Buildings.Copies)
	}
	for t, l := range d.Landscapes.Types {
		sp.landscapes[t] = int8(l.Count)
	}
	for f := range sp.freedoms {
		sp.freedoms[f] = int8(d.freedomsInPlay(n))
	}
	sp.builders = int8(d.Builders.Count)
	sp.jesters = int8(d.Jesters.Count)
	sp.recruits = int8(d.Recruiting.Count)
	return sp
}

// shuffled returns the cards 0 to n-1 in an order drawn from rng.
func shuffled(n int, rng *rand.Rand) []int8 {
	deck := make([]int8, n)
	for i := range deck {
		deck[i] = int8(i)
	}
	rng.Shuffle(n, func(i, j int) { deck[i], deck[j] = deck[j], deck[i] })
	return deck
}

// professionIDs names profession cards, for events.
func professionIDs(cards []int8) []string {
	ids := make([]string, len(cards))
	for i, c := range cards {
		ids[i] = professionID(c)
	}
	return ids
}

// legalKeep lists the ways s may keep three of its four professions, each
// leaving out one card: the cards ascending, the moves in ascending order.
func (st *state) legalKeep(s engine.Seat) []engine.Move {
	dealt := slices.Clone(st.dealt[s])
	slices.Sort(dealt)
	ms := make([]engine.Move, 0, len(dealt))
	for out := len(dealt) - 1; out >= 0; out-- {
		var m KeepMove
		copy(m.Cards[:], slices.Delete(slices.Clone(dealt), out, out+1))
		ms = append(ms, m)
	}
	return ms
}

// applyKeep keeps three of the professions dealt to s and returns the
// fourth to the deck. The others learn that s kept, never which. Once
// every seat has kept, the deck with the returned cards is shuffled (rule
// text: "Toutes les cartes professions restantes sont ensuite
// mélangées") and round 1's auction phase begins.
func (st *state) applyKeep(s engine.Seat, m engine.Move, rng *rand.Rand, evs *engine.Events) error {
	k, ok := m.(KeepMove)
	if !ok {
		return illegal("first keep three of the four professions dealt to you: %s", strings.Join(professionIDs(st.dealt[s]), ", "))
	}
	if err := st.checkKeep(s, k); err != nil {
		return err
	}
	kept := slices.Clone(k.Cards[:])
	slices.Sort(kept)
	for _, c := range st.dealt[s] {
		if !slices.Contains(kept, c) {
			st.professions = append(st.professions, c)
		}
	}
	st.players[s].hand = kept
	st.dealt[s] = nil
	st.toAct = slices.DeleteFunc(st.toAct, func(t engine.Seat) bool { return t == s })
	if evs != nil {
		st.tell(evs, "event.keeps", st.names[s])
		evs.Add(engine.Event{Key: "event.keeps-own", Args: append([]string{st.names[s]}, professionIDs(kept)...),
			To: []engine.Seat{s}})
	}
	if len(st.toAct) == 0 {
		st.dealt = nil
		rng.Shuffle(len(st.professions), func(i, j int) {
			st.professions[i], st.professions[j] = st.professions[j], st.professions[i]
		})
		if evs != nil {
			st.tell(evs, "event.professions-shuffled", itoa(len(st.professions)))
		}
		st.startAuction(evs)
	}
	return nil
}

// checkKeep checks that k names three different cards dealt to s.
func (st *state) checkKeep(s engine.Seat, k KeepMove) error {
	for i, c := range k.Cards {
		if c < 0 || int(c) >= len(data().Professions.Cards) {
			return illegal("there is no profession %d", c)
		}
		if !slices.Contains(st.dealt[s], c) {
			return engine.IllegalAt([]string{professionID(c)}, "you were not dealt the %s: keep three of %s",
				professionID(c), strings.Join(professionIDs(st.dealt[s]), ", "))
		}
		if slices.Contains(k.Cards[:i], c) {
			return engine.IllegalAt([]string{professionID(c)}, "you named the %s twice: keep three different cards", professionID(c))
		}
	}
	return nil
}
