package patrician

import (
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// phase says which decision the game awaits.
type phase uint8

const (
	phasePlay      phase = iota // the actor plays a card from hand
	phaseBuild                  // the actor builds in the card's city
	phaseSpecial                // the actor may move a top floor (special action)
	phaseTake                   // the actor chooses which face-up card to take
	phaseMessenger              // the actor may place a messenger
	phaseOver                   // every hand is empty
)

var phaseNames = [...]string{"play", "build", "special", "take", "messenger", "over"}

// noSeat marks a floor-less tower's winner or a free border.
const noSeat int8 = -1

// tower is one building site: the owner (seat) of each floor, bottom first.
type tower struct {
	floors [maxFloors]int8
	n      int8
}

func (t *tower) push(seat int8) {
	t.floors[t.n] = seat
	t.n++
}

func (t *tower) pop() int8 {
	t.n--
	return t.floors[t.n]
}

// owned counts the floors of seat in the tower.
func (t *tower) owned(seat int8) int {
	n := 0
	for _, f := range t.floors[:t.n] {
		if f == seat {
			n++
		}
	}
	return n
}

// cityState is one city on the board.
type cityState struct {
	towers [2]tower
	// face is the face-up card on the city, or -1 when its space is empty.
	face   int8
	scored bool
	// high and low are the seats that took the city's tiles (noSeat:
	// nobody); highTower is the tower (0 a, 1 b) that took the high tile.
	high, low int8
	highTower int8
	// messengers counts the messengers on its borders when it was scored.
	messengers int8
}

// floors counts the floors in both towers.
func (c *cityState) floors() int { return int(c.towers[0].n + c.towers[1].n) }

// player is one seat's cards and pieces.
type player struct {
	hand hand
	// secret holds the starting cards still in hand: the only cards in a
	// hand that the other players never saw face up.
	secret hand
	// pile is the cards played, bottom first; the last is the top card.
	pile       []Card
	floors     int // floors left in the player's supply
	messengers int // messengers left to place
	// tokens is the points won from messenger tokens (+2 each).
	tokens int
}

// state is a Patrician game in progress. It implements engine.State.
type state struct {
	// d is the component data the game was set up with: the rules read it
	// at every decision, and a field is cheaper than data()'s lookup.
	d       *components
	names   []string
	ambass  bool // the Ambassadors expansion is played
	message bool // the Messengers expansion is played
	// inPlay marks the cities on the board side in use.
	inPlay [maxCities]bool
	cities [maxCities]cityState
	// deck is face down; the next card is the last element.
	deck []Card
	// borders holds the seat of the messenger on each border of the data
	// file, or noSeat.
	borders []int8
	players []player
	phase   phase
	actor   engine.Seat
	// card is the card played this turn; its city is the turn's city.
	card Card
	// built is set once the actor places a floor this turn.
	built bool
	// v1 plays rules version patrician/1 (see RulesV1).
	v1 bool
	// public marks a state of the public replay (public.go): its hands
	// and deck hold placeholders, and it moves only by ApplyPublic.
	public bool
	// turnOf is the seat that played card, and skips says why each
	// optional step of that turn was skipped (SkippedStep reads them).
	turnOf engine.Seat
	skips  [steps]skip
	// room is where Apply carves its events and their words from
	// (engine.EventRoom); a clone starts with none.
	room engine.EventRoom
}

var _ engine.State = (*state)(nil)

// ToAct returns the seat whose decision is awaited, or nothing once the
// game is over.
func (st *state) ToAct() []engine.Seat {
	if st.phase == phaseOver {
		return nil
	}
	return seatNumbers[st.actor : st.actor+1 : st.actor+1]
}

// seatNumbers holds every seat once: ToAct returns a one-seat slice of it
// rather than allocating one at every decision. Its capacity ends at the
// seat, so an append by the caller copies.
var seatNumbers = [maxPlayers]engine.Seat{0, 1, 2, 3, 4}

// Clone returns a deep copy.
func (st *state) Clone() engine.State { return st.clone() }

func (st *state) clone() *state {
	c := *st
	c.room = engine.EventRoom{}
	c.deck = slices.Clone(st.deck)
	c.borders = slices.Clone(st.borders)
	c.players = slices.Clone(st.players)
	c.carvePiles()
	return &c
}

// carvePiles copies every player's pile into one array with room for
// every card of the game in each pile, so that playing a card never grows
// a pile (no pile can hold more cards than there are), and a clone makes
// one allocation for all the piles instead of one a player.
func (st *state) carvePiles() {
	n := len(st.d.cards)
	room := make([]Card, n*len(st.players))
	for i := range st.players {
		p := &st.players[i]
		p.pile = append(room[i*n:i*n:(i+1)*n], p.pile...)
	}
}

// me is the acting player.
func (st *state) me() *player { return &st.players[st.actor] }

// turnCity is the city of the card played this turn: where the player
// builds, and whose face-up card is taken.
func (st *state) turnCity() City { return st.d.cards[st.card].City }

// played is the data of the card played this turn.
func (st *state) played() *cardInfo { return &st.d.cards[st.card] }

// cardID is Card.ID from the game's data.
func (st *state) cardID(c Card) string { return st.d.cards[c].ID }

// cityName is City.Name from the game's data.
func (st *state) cityName(c City) string { return st.d.Cities[c].Name }

// cityCount is the number of cities in the game's data.
func (st *state) cityCount() City { return City(len(st.d.Cities)) }

// excluded reports whether city c is barred from the special action and
// from messenger borders: the city where the actor placed a floor this
// turn (ruling P1). Under patrician/1 the turn's city is barred even when
// nothing was built there.
func (st *state) excluded(c City) bool {
	return c == st.turnCity() && (st.built || st.v1)
}

// faceUp returns the face-up card of city c.
func (st *state) faceUp(c City) (Card, bool) {
	f := st.cities[c].face
	return Card(f), f >= 0
}

// cityCount is the number of cities in the data file.
func cityCount() int { return len(data().Cities) }

// illegal returns an error wrapping engine.ErrIllegal with a sentence.
var illegal = engine.Illegalf

// expecting describes the decision the game awaits.
func (st *state) expecting() string { return english().Message(st.awaiting()) }

// awaiting is the message that describes the decision the game awaits.
func (st *state) awaiting() engine.Message {
	switch st.phase {
	case phasePlay:
		return engine.Msg("await.play")
	case phaseBuild:
		return engine.Msg("await.build", st.turnCity().Name(), st.card.ID())
	case phaseSpecial:
		return engine.Msg("await.special")
	case phaseTake:
		return engine.Msg("await.take")
	case phaseMessenger:
		return engine.Msg("await.messenger")
	}
	return engine.Msg("await.over")
}

// inPhase refuses verb unless the game is in phase p.
func (st *state) inPhase(p phase, verb string) error {
	if st.phase != p {
		return illegal("you cannot %s now: you must %s", verb, st.expecting())
	}
	return nil
}

// exclusionReason says why the turn's city is barred (see excluded).
func (st *state) exclusionReason() string {
	if st.built {
		return "you built there this turn"
	}
	return "it is the city of the card you played"
}
