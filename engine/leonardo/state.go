package leonardo

import (
	"math/rand/v2"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// phase says which decision the game awaits.
type phase uint8

const (
	phaseParty     phase = iota // every player chooses a party in secret, at once
	phaseTurn                   // the side to play buys art works, or draws
	phaseChoose                 // an alliance keeps one of its members' numbers
	phaseLand                   // the lander buys or auctions a free space, opens a market, buys an administration, or passes
	phaseAuction                // the bidder in turn bids or passes
	phaseStake                  // every other side stakes at the market, at once
	phaseShift                  // an administration's owner may move the lander's pawn
	phaseSoldier                // an administration's owner may remove one of the lander's soldiers
	phaseNegotiate              // every side offers, answers, allies or is done, at the end of a round
	phaseOver                   // one side is left, or the last round is over
)

// phaseNames are the phases as views and JSON name them.
var phaseNames = [...]string{"party", "turn", "choose", "land", "auction", "stake", "shift", "soldier", "negotiate", "over"}

func (p phase) String() string { return phaseNames[p] }

// noSide marks a space nobody owns; noParty a party not chosen yet.
const (
	noSide  int8 = -1
	noParty int8 = -1
)

// side is a player, or an alliance of players who merged their assets:
// one purse, one pawn, one set of cards. Its first member acts for it.
type side struct {
	members  []engine.Seat // in seat order; members[0] acts for the side
	cash     int
	pos      int8 // the space of its pawn, 1 to 32
	soldiers int8
	admins   []int8 // administration cards owned
	out      bool   // bankrupt, or merged into another side
	name     string // an alliance's name, worded once when it is made (merge)
}

// state is a game of Leonardo in progress.
type state struct {
	d       *components // the data file the game is played on
	names   []string
	lowered []string // the names in lower case, to read them in moves (lowNames)
	// Per seat: its party (noParty until chosen), whether the party is
	// known to all, and the side it plays in.
	party    []int8
	revealed []bool
	sideOf   []int8
	sides    []side
	// owner is the side owning each space (noSide: none; index 0 unused);
	// art holds the art cards on each palace, in the order laid.
	owner [spaceCount + 1]int8
	// owned is owner by side: bit n of owned[i] for each space n side i
	// owns (setOwner keeps the two together; spacesOwned).
	owned [maxSides]uint64
	art   [spaceCount + 1][]int8
	// The decks, top first: art works face down; events and
	// administrations face up (the top card is public); soldiers is how
	// many soldier cards are left, all alike.
	artDeck, events, admins []int8
	soldiers                int

	round   int  // 1 up
	current int8 // the side whose turn it is
	phase   phase
	toAct   []engine.Seat

	// settings
	rounds, offers int

	turn    turnState    // the turn of the current side (turn.go)
	auction auctionState // the auction of a street or bridge (auction.go)
	market  marketState  // a market (market.go)
	shift   shiftState   // an administration's decision (admin.go)
	talks   talksState   // the negotiation (negotiate.go)

	rooms      rooms     // what events are carved from (tell.go); a clone's are its own
	scratchArt []ArtMove // room for listing art purchases (artMoves); a clone's is its own

	// public marks a state made by PublicSetup, which knows only what the
	// Observer knows and moves only by ApplyPublic; script, set only while
	// ApplyPublic runs, holds the numbers the decision drew (public.go).
	public bool
	script *drawScript
}

// ToAct lists the seats awaited.
func (st *state) ToAct() []engine.Seat { return st.toAct }

// setActor makes s the one seat awaited, in phase ph.
func (st *state) setActor(ph phase, s engine.Seat) {
	st.phase = ph
	st.toAct = append(st.toAct[:0], s)
}

// leader is the seat that acts for side i.
func (st *state) leader(i int8) engine.Seat { return st.sides[i].members[0] }

// sideName names side i for events: its leader's name ("Ann"), or its
// members' ("Ann+Cid") for an alliance.
func (st *state) sideName(i int8) string {
	if ms := st.sides[i].members; len(ms) == 1 {
		return st.names[ms[0]] // most sides, and no concatenation to call
	}
	if name := st.sides[i].name; name != "" {
		return name // an alliance, named when made
	}
	return st.joinedName(i)
}

// joinedName joins the names of side i's members with "+".
func (st *state) joinedName(i int8) string {
	name := ""
	for k, m := range st.sides[i].members {
		if k > 0 {
			name += "+"
		}
		name += st.names[m]
	}
	return name
}

// Legal lists the moves of seat s, in a stable order.
func (st *state) Legal(s engine.Seat) []engine.Move {
	if st.public || !slices.Contains(st.toAct, s) {
		return nil
	}
	switch st.phase {
	case phaseParty:
		return st.legalParty(s)
	case phaseTurn, phaseChoose, phaseLand, phaseAuction:
		return st.legalTurn(s)
	case phaseStake, phaseShift, phaseSoldier:
		return st.legalOther(s)
	case phaseNegotiate:
		return st.legalTalks(s)
	}
	return nil
}

// Apply validates m and only then performs it.
func (st *state) Apply(s engine.Seat, m engine.Move, rng *rand.Rand) ([]engine.Event, error) {
	if st.public {
		return nil, engine.ErrPublicState
	}
	if err := st.checkTurn(s); err != nil {
		return nil, err
	}
	// The events are carved from the state's room (tell.go).
	evs := st.startEvents()
	var err error
	switch st.phase {
	case phaseParty:
		err = st.applyParty(s, m, rng, &evs)
	case phaseTurn, phaseChoose, phaseLand, phaseAuction:
		err = st.applyTurn(s, m, rng, &evs)
	case phaseStake, phaseShift, phaseSoldier:
		err = st.applyOther(s, m, rng, &evs)
	case phaseNegotiate:
		err = st.applyTalks(s, m, rng, &evs)
	}
	return st.endEvents(evs), err
}

// checkTurn refuses any decision once the game is over, and one by a seat
// that is not awaited (saying who must do what).
func (st *state) checkTurn(s engine.Seat) error {
	if st.phase != phaseOver {
		for _, t := range st.toAct { // a seat awaited: no closure to make, no call
			if t == s {
				return nil
			}
		}
	}
	return engine.CheckAwaited(st.phase == phaseOver, st.toAct, s, func() string {
		return loadCatalogues().English().Message(st.awaiting())
	})
}

// illegal returns an error wrapping engine.ErrIllegal.
var illegal = engine.Illegalf

// Result returns the final result once the game is over (score.go).
func (st *state) Result() (engine.Result, bool) {
	if st.phase != phaseOver {
		return engine.Result{}, false
	}
	return st.result(), true
}
