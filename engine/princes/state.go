package princes

import (
	"fmt"
	"math/rand/v2"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// phase says which decision the game awaits.
type phase uint8

const (
	phaseKeep           phase = iota // every player keeps 3 of 4 professions, at once
	phaseOpen                        // the opener opens an auction or declines
	phaseBid                         // the bidder in turn raises or passes
	phaseLastBuy                     // the one player left without a purchase buys for 200 or not
	phasePlace                       // the buyer of a landscape places it
	phasePickPrestige                // the buyer of a prestige card keeps 1 of those seen
	phaseRecruitNow                  // the buyer of a recruiting card uses it now or holds it
	phaseAction                      // the actor takes an action, recruits, or ends the turn
	phasePickProfession              // the actor keeps 1 of the professions seen
	phasePickBonus                   // the actor keeps 1 of the bonus cards seen
	phaseOver                        // after round 7 and the prestige cards
)

// phaseNames are the phases as views and JSON name them.
var phaseNames = [...]string{"keep", "open", "bid", "last-buy", "place", "pick-prestige", "recruit-now",
	"action", "pick-profession", "pick-bonus", "over"}

func (p phase) String() string { return phaseNames[p] }

// supply is what is left in the box for players to get.
type supply struct {
	buildings  [wantBuildingTypes]int8
	landscapes [3]int8
	freedoms   [3]int8
	builders   int8
	jesters    int8
	recruits   int8
}

// state is a game of The Princes of Florence in progress.
type state struct {
	names   []string
	players []player
	supply  supply
	// The face-down decks, top card first.
	professions, bonusDeck, prestigeDeck []int8
	// seen holds the cards the actor looks at before a pick, in the order
	// drawn.
	seen []int8
	// dealt holds each seat's four professions in phaseKeep; nil once the
	// seat has kept its three.
	dealt [][]int8

	round int         // 1 to 7
	start engine.Seat // the round's first player
	phase phase
	// actor is the seat whose decision is awaited outside phaseKeep.
	actor engine.Seat
	toAct []engine.Seat

	auction auction    // the auction phase (auction.go)
	turn    actionTurn // the action phase (action.go)

	// eventRoom is where Apply carves each decision's events from: one
	// allocation for dozens of decisions instead of one each. The events
	// handed out are never written again; a clone starts without room.
	eventRoom []engine.Event
	// argRoom is where tell carves the words of events from, likewise.
	argRoom []string

	// pub is set in a public state (public.go), which holds unknown cards
	// and moves only by ApplyPublic; nil in every game played.
	pub *publicPart
}

// Clone returns a deep copy.
func (st *state) Clone() engine.State {
	c := *st
	c.players = make([]player, len(st.players))
	for i, p := range st.players {
		c.players[i] = p.clone()
	}
	c.professions = slices.Clone(st.professions)
	c.bonusDeck = slices.Clone(st.bonusDeck)
	c.prestigeDeck = slices.Clone(st.prestigeDeck)
	c.seen = slices.Clone(st.seen)
	c.dealt = make([][]int8, len(st.dealt))
	for i, d := range st.dealt {
		c.dealt[i] = slices.Clone(d)
	}
	c.toAct = slices.Clone(st.toAct)
	c.eventRoom, c.argRoom = nil, nil
	return &c
}

// ToAct lists the seats awaited: every seat still to keep its professions
// in phaseKeep, the actor otherwise, nobody once the game is over.
func (st *state) ToAct() []engine.Seat { return st.toAct }

// setActor makes s the one seat awaited, in phase ph.
func (st *state) setActor(ph phase, s engine.Seat) {
	st.phase, st.actor = ph, s
	st.toAct = append(st.toAct[:0], s)
}

// next is the seat after s in clockwise order.
func (st *state) next(s engine.Seat) engine.Seat { return (s + 1) % engine.Seat(len(st.players)) }

// Legal lists the moves of seat s, in a stable order: the moves of the
// phase, then the prestige s may sell.
func (st *state) Legal(s engine.Seat) []engine.Move {
	if st.pub != nil || !slices.Contains(st.toAct, s) { // a public state knows no hand to list
		return nil
	}
	var ms []engine.Move
	switch {
	case st.phase == phaseKeep:
		ms = st.legalKeep(s)
	case st.phase < phaseAction:
		ms = st.legalAuction(s)
	case st.phase < phaseOver:
		ms = st.legalAction(s)
	}
	for pp := 1; pp <= st.players[s].prestige; pp++ {
		ms = append(ms, SellMove{Points: pp})
	}
	return ms
}

// Apply validates m and only then performs it.
func (st *state) Apply(s engine.Seat, m engine.Move, rng *rand.Rand) ([]engine.Event, error) {
	if err := st.checkTurn(s); err != nil {
		return nil, err
	}
	evs := st.roomForEvents()
	var err error
	switch sell, isSell := m.(SellMove); {
	case isSell:
		err = st.sell(s, sell, &evs)
	case st.phase == phaseKeep:
		err = st.applyKeep(s, m, rng, &evs)
	case st.phase < phaseAction:
		err = st.applyAuction(s, m, rng, &evs)
	default:
		err = st.applyAction(s, m, rng, &evs)
	}
	if len(evs) == 0 {
		return nil, err // as before the room was made
	}
	return st.keepEvents(evs), err
}

// tell adds the public event of the message key with args, as
// engine.Events.Tell does, the args copied into the state's room: args
// does not escape, so the caller's list of them needs no allocation.
func (st *state) tell(evs *engine.Events, key string, args ...string) {
	if evs != nil {
		*evs = append(*evs, engine.Event{Key: key, Args: st.carveArgs(args)})
	}
}

// argChunk is how many words a new room of them holds.
const argChunk = 256

// carveArgs copies args into the state's room and returns the copy,
// without room past its end (as a variadic list has none); nil for none,
// as Tell without args leaves them.
func (st *state) carveArgs(args []string) []string {
	if len(args) == 0 {
		return nil
	}
	if cap(st.argRoom)-len(st.argRoom) < len(args) {
		st.argRoom = make([]string, 0, max(argChunk, len(args)))
	}
	n := len(st.argRoom)
	st.argRoom = st.argRoom[:n+len(args)]
	words := st.argRoom[n:len(st.argRoom):len(st.argRoom)]
	// One by one, as engine.EventRoom does: append's bulk copy
	// (typedslicecopy) costs more for a few words.
	for i := range words {
		words[i] = args[i]
	}
	return words
}

// eventChunk is how many events a new room holds: a game tells about 1.5
// a decision.
const eventChunk = 64

// roomForEvents returns an empty list of events carved from the rest of
// the state's room, a new room when little is left.
func (st *state) roomForEvents() engine.Events {
	if cap(st.eventRoom)-len(st.eventRoom) < 8 {
		st.eventRoom = make([]engine.Event, 0, eventChunk)
	}
	n := len(st.eventRoom)
	return st.eventRoom[n:n]
}

// keepEvents marks the events of evs, from roomForEvents, as handed out
// and returns them without room beyond: a caller appending to them gets
// a copy rather than writing over the next decision's events. Events
// that outgrew the room are a copy already.
func (st *state) keepEvents(evs engine.Events) engine.Events {
	n := len(st.eventRoom)
	if cap(evs) == cap(st.eventRoom)-n {
		st.eventRoom = st.eventRoom[:n+len(evs)]
	}
	return evs[:len(evs):len(evs)]
}

// checkTurn refuses any decision once the game is over, and one by a
// seat that is not awaited (saying who must do what); and any decision of
// a public state but through ApplyPublic (engine.ErrPublicState).
func (st *state) checkTurn(s engine.Seat) error {
	if st.pub != nil && !st.pub.applying {
		return engine.ErrPublicState
	}
	if st.phase == phaseOver {
		return illegal("the game is over")
	}
	if !slices.Contains(st.toAct, s) {
		return fmt.Errorf("%w: %s", engine.ErrNotYourTurn, loadCatalogues().English().Message(st.awaiting()))
	}
	return nil
}

// sell gives back prestige for Florins: any number a player has, at any
// moment they are to act.
func (st *state) sell(s engine.Seat, m SellMove, evs *engine.Events) error {
	p := &st.players[s]
	if m.Points < 1 || m.Points > p.prestige {
		return illegal("you have %d prestige points: you can sell 1 to %d", p.prestige, p.prestige)
	}
	p.prestige -= m.Points
	p.florins += m.Points * data().Prestige.SellPoint
	if evs != nil {
		st.tell(evs, "event.sells", st.names[s], itoa(m.Points), itoa(m.Points*data().Prestige.SellPoint))
	}
	return nil
}

// illegal returns an error wrapping engine.ErrIllegal.
var illegal = engine.Illegalf

// Result returns the final result once round 7 is scored (score.go).
func (st *state) Result() (engine.Result, bool) {
	if st.phase != phaseOver {
		return engine.Result{}, false
	}
	return st.result(), true
}
