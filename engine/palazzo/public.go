package palazzo

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// The public replay (issue 27): a sealed game followed from its record
// and outcomes alone. A public state is the game's own state with pub.on
// set. Its face-down stacks hold the tiles not yet seen (the public knows
// which tiles are left on each back, not their order), its money deck
// holds placeholders, and each hand holds the cards the public saw enter
// it plus a count of unseen ones. Before a decision runs through the
// ordinary rules, ApplyPublic puts what its outcome reveals where the
// rules will take it: the tiles drawn on top of their stacks, the cards
// turned up on top of the deck, the cards paid into the payer's hand.
//
// Outcome tokens (docs/notation/palazzo.md, "Outcomes in sealed games"):
//
//	setup   the supply's tiles, "/", quarries 1-4's tiles: 1b2 / 1m1 2s1 1b3 3m1
//	draw    the pieces drawn, in order (a tile or rider):   2b1 3m2, rider 3m2
//	money   the cards turned up, in canonical order:        r3 b5 s7 c2
//	the end the money of each player tied for the win:      money:0=23 money:2=23

var _ engine.PublicReplayer = Game{}

// publicPart is what a public state knows beyond the full state's
// fields. Its arrays are values, so that clone copies them with the rest.
type publicPart struct {
	on bool
	// unseen counts the cards in each hand that the public has not seen.
	unseen [maxPlayers]uint8
	// money is the tie break's money (MaxPayment of the hand) of each
	// player tied for the win, from the last decision's outcome.
	money [maxPlayers]int16
}

// riderToken names a rider in a draw's outcome.
const riderToken = "rider"

// setupSplit separates the supply's tiles from the quarries' in the
// setup's outcome.
const setupSplit = "/"

// moneyPrefix starts the token of a tied player's money: money:SEAT=N.
const moneyPrefix = "money:"

// stackNames name the backs in errors.
var stackNames = [...]string{"I", "II", "III"}

// Outcome returns what the decision made public that its text does not
// say: the setup's face-up tiles, the pieces a draw turned up, the money
// cards revealed, and at the end the money of the players tied for the
// win. It reads the public events, the full state's face-up tiles, and
// at the end what the tied hands can pay, which the result shows all.
func (Game) Outcome(st engine.State, s engine.Seat, _ string, events []engine.Event) []string {
	full, ok := st.(*state)
	if !ok {
		return nil
	}
	if s == engine.Observer {
		return full.setupOutcome()
	}
	var out []string
	for _, e := range events {
		switch e.Key {
		case "event.draws-supply", "event.draws-quarry":
			out = append(out, e.Args[1])
		case "event.rider-supply", "event.rider-quarry", "event.rider-ends":
			out = append(out, riderToken)
		case "event.takes-money":
			out = append(out, strings.Fields(e.Args[1])...)
		}
	}
	if full.phase == phaseOver {
		for _, t := range full.tiedSeats() {
			money := full.players[t].hand.tally()
			out = append(out, moneyToken(t, money.maxPayment()))
		}
	}
	return out
}

// setupOutcome lists the tiles the setup dealt face up: the supply's,
// then quarries 1-4's.
func (st *state) setupOutcome() []string {
	out := make([]string, 0, data().Setup.Dealt+1)
	for _, t := range st.supply {
		out = append(out, t.String())
	}
	out = append(out, setupSplit)
	for _, q := range st.quarries {
		for _, t := range q {
			out = append(out, t.String())
		}
	}
	return out
}

// moneyToken is the token of seat s's tie-break money.
func moneyToken(s engine.Seat, money int) string {
	return moneyPrefix + strconv.Itoa(int(s)) + "=" + strconv.Itoa(money)
}

// tiedSeats lists the players tied for the best score once the game is
// over, none when one player leads alone: the result shows the money of
// these only (breakTie).
func (st *state) tiedSeats() []engine.Seat {
	best, tied := -1<<30, []engine.Seat(nil)
	for s, p := range st.players {
		switch score := playerScore(p); {
		case score > best:
			best, tied = score, append(tied[:0], engine.Seat(s))
		case score == best:
			tied = append(tied, engine.Seat(s))
		}
	}
	if len(tied) < 2 {
		return nil
	}
	return tied
}

// PublicSetup deals the public game from the setup's outcome: the stacks
// hold the tiles left on each back, the deck placeholders, and each hand
// its count of unseen cards.
func (Game) PublicSetup(opts engine.Options, players int, outcome []string) (engine.State, []engine.Event, error) {
	if players < minPlayers || players > maxPlayers {
		return nil, nil, fmt.Errorf("palazzo: %d players; the game is for %d to %d", players, minPlayers, maxPlayers)
	}
	if len(opts.Variants) > 0 {
		return nil, nil, fmt.Errorf("palazzo: unknown variant %q: Palazzo has no variants", opts.Variants[0])
	}
	d := data()
	supply, quarries, err := splitSetupOutcome(outcome, d.Setup.Dealt-numQuarries)
	if err != nil {
		return nil, nil, err
	}
	st := newSetupState(opts.Names, players)
	st.pub.on = true
	st.copyStacks(d)
	for range d.Setup.Riders {
		st.stacks[2] = append(st.stacks[2], riderTile)
	}
	for i := range st.stacks {
		slices.SortFunc(st.stacks[i], compareTiles) // what is left, in no order the game had
	}
	if err := st.placeDraws(append(supply, quarries...)); err != nil {
		return nil, nil, fmt.Errorf("setup outcome %q: %w", outcome, err)
	}
	for range supply { // as dealTiles deals them
		st.supply = append(st.supply, st.popStack())
	}
	for q := range st.quarries {
		st.addToQuarry(q, st.popStack())
	}
	st.newDeck()
	clear(st.deck) // placeholders: Card{} is no card, and no hand holds one
	st.dealHands()
	for s := range st.players {
		st.pub.unseen[s] = uint8(d.Setup.Hand)
	}
	return st, engine.PublicEvents(st.setupEvents()), nil
}

// splitSetupOutcome reads the setup's outcome: n supply tiles, the
// separator, then one tile for each quarry.
func splitSetupOutcome(outcome []string, n int) (supply, quarries []Tile, err error) {
	at := slices.Index(outcome, setupSplit)
	if at < 0 {
		return nil, nil, fmt.Errorf("setup outcome %q: want the supply's tiles, %q, then quarries 1-%d's", outcome, setupSplit, numQuarries)
	}
	if supply, err = parseTiles(outcome[:at], false); err == nil {
		quarries, err = parseTiles(outcome[at+1:], false)
	}
	switch {
	case err != nil:
		return nil, nil, fmt.Errorf("setup outcome %q: %w", outcome, err)
	case len(supply) != n || len(quarries) != numQuarries:
		return nil, nil, fmt.Errorf("setup outcome %q: want %d supply tile(s) and %d quarry tiles, not %d and %d", outcome, n, numQuarries, len(supply), len(quarries))
	}
	return supply, quarries, nil
}

// parseTiles reads tile codes, and the rider token when riders is set.
func parseTiles(words []string, riders bool) ([]Tile, error) {
	tiles := make([]Tile, 0, len(words))
	for _, w := range words {
		if riders && w == riderToken {
			tiles = append(tiles, riderTile)
			continue
		}
		t, ok := ParseTile(w)
		if !ok {
			return nil, fmt.Errorf("%q is not a tile (like 3m2)", w)
		}
		tiles = append(tiles, t)
	}
	return tiles, nil
}

// placeDraws puts pieces on top of the face-down stacks, in the order the
// next draws (popStack) take them: each must be among the pieces the
// stack it is drawn from still holds.
func (st *state) placeDraws(pieces []Tile) error {
	i, placed := 0, 0 // the stack drawn from, and how many of its pieces are placed
	for _, p := range pieces {
		for i < len(st.stacks) && placed == len(st.stacks[i]) {
			i, placed = i+1, 0
		}
		if i == len(st.stacks) {
			return fmt.Errorf("no face-down piece is left to draw %s from", p)
		}
		stack := st.stacks[i]
		top := len(stack) - 1 - placed
		j := slices.Index(stack[:top+1], p)
		if j < 0 {
			return fmt.Errorf("stack %s holds no %s now", stackNames[i], p)
		}
		stack[j], stack[top] = stack[top], stack[j]
		placed++
	}
	return nil
}

// ApplyPublic applies seat s's decision, whose canonical text is text, to
// a public state, with the outcome Outcome gave: it puts what the outcome
// reveals where the rules take it from, then plays the decision by the
// ordinary rules. The checks that read a hand see the cards paid, which
// the outcome moved out of the unseen ones; the host checked the rest.
func (Game) ApplyPublic(ps engine.State, s engine.Seat, text string, outcome []string) ([]engine.Event, error) {
	st, ok := ps.(*state)
	if !ok || !st.pub.on {
		return nil, fmt.Errorf("palazzo: ApplyPublic needs a state from PublicSetup, not %T", ps)
	}
	m, perr := parseMove(text)
	if perr != nil {
		return nil, perr
	}
	if err := engine.CheckTurn(st.phase == phaseOver, s, st.actor, st.names, st.expecting); err != nil {
		return nil, err
	}
	work := st.clone() // an error leaves st as it was
	events, err := work.applyPublic(m, outcome)
	if err != nil {
		return nil, fmt.Errorf("%s, outcome %q: %w", text, outcome, err)
	}
	*st = *work
	return engine.PublicEvents(events), nil
}

// applyPublic prepares and plays m on a public state.
func (st *state) applyPublic(m engine.Move, outcome []string) ([]engine.Event, error) {
	pieces, money := cutMoney(outcome)
	st.room.Begin()
	if err := st.preparePublic(m, pieces, &st.room); err != nil {
		st.room.Drop()
		return nil, err
	}
	if err := st.performMove(m, nil, &st.room); err != nil {
		st.room.Drop()
		return nil, err
	}
	if err := st.setTieMoney(money); err != nil {
		st.room.Drop()
		return nil, err
	}
	return st.room.End(), nil
}

// cutMoney splits an outcome into what the decision turned up and the
// money tokens of the end, which come last.
func cutMoney(outcome []string) (pieces, money []string) {
	at := len(outcome)
	for at > 0 && strings.HasPrefix(outcome[at-1], moneyPrefix) {
		at--
	}
	return outcome[:at], outcome[at:]
}

// preparePublic puts what the outcome of m reveals where m will take it.
func (st *state) preparePublic(m engine.Move, pieces []string, t *engine.EventRoom) error {
	switch m.(type) {
	case MoneyMove:
		return st.prepareMoney(pieces, t)
	case DrawMove:
		return st.prepareDraw(pieces)
	}
	if len(pieces) > 0 {
		return fmt.Errorf("this decision turns nothing up, yet its outcome names %q", pieces)
	}
	switch m := m.(type) {
	case BuyMove:
		return st.seePaid(m.Pay)
	case BidMove:
		return st.seePaid(m.Add)
	case ExtractMove:
		return st.seePaid(SetOf(m.Pay))
	case InsertMove:
		return st.seePaid(SetOf(m.Pay))
	case RemoveMove:
		return st.seePaid(SetOf(m.Pay))
	}
	return nil
}

// prepareMoney puts the cards turned up on top of the deck. When the deck
// runs short the discards are shuffled in first, as takeMoney would do
// halfway: the deck is placeholders, so only its count matters, and the
// reshuffle is told before the cards are, as in the game.
func (st *state) prepareMoney(words []string, t *engine.EventRoom) error {
	if err := st.inPhase(phaseAction, "take money"); err != nil {
		return err
	}
	need := len(st.players) + 1
	if len(words) != need {
		return fmt.Errorf("the money action turns up %d cards, and the outcome names %d", need, len(words))
	}
	cards := make([]Card, 0, need)
	for _, w := range words {
		c, ok := ParseCard(w)
		if !ok {
			return fmt.Errorf("%q is not a money card (like r5 or c2)", w)
		}
		cards = append(cards, c)
	}
	if len(st.deck) < need && len(st.deck)+len(st.discard) >= need {
		st.reshuffle(rand.New(rand.NewPCG(0, 0)), t) // its order is no one's: placeholders and cards seen
	}
	if len(st.deck) >= need {
		copy(st.deck[len(st.deck)-need:], cards)
	}
	return nil // too few cards: takeMoney refuses the action
}

// prepareDraw puts the pieces drawn on top of the stacks: two, or one when
// it is the last rider, which ends the game at once.
func (st *state) prepareDraw(words []string) error {
	if err := st.inPhase(phaseAction, "draw"); err != nil {
		return err
	}
	pieces, err := parseTiles(words, true)
	if err != nil {
		return err
	}
	want := 2
	if len(pieces) > 0 && pieces[0].isRider() && st.riders+1 == data().Setup.Riders {
		want = 1
	}
	if len(pieces) != want {
		return fmt.Errorf("this draw turns up %d pieces, and the outcome names %d", want, len(pieces))
	}
	return st.placeDraws(pieces)
}

// seePaid moves the cards of pay that the payer's hand is not known to
// hold out of its unseen cards: paying shows them. The host checked that
// the hand held them; a count too small is refused.
func (st *state) seePaid(pay CardSet) error {
	s := st.actor
	hand := &st.players[s].hand
	for k, n := range pay {
		if n <= hand[k] {
			continue
		}
		more := n - hand[k]
		if more > st.pub.unseen[s] {
			return fmt.Errorf("%s pays %s with %d unseen card(s) in hand", st.names[s], pay, st.pub.unseen[s])
		}
		st.pub.unseen[s] -= more
		hand[k] += more
	}
	return nil
}

// setTieMoney reads the money tokens of the end: one for each player tied
// for the win once the game is over, none otherwise.
func (st *state) setTieMoney(words []string) error {
	var tied []engine.Seat
	if st.phase == phaseOver {
		tied = st.tiedSeats()
	}
	if len(words) != len(tied) {
		return fmt.Errorf("%d player(s) tie for the win, and the outcome gives the money of %d", len(tied), len(words))
	}
	for i, w := range words {
		seat, money, ok := strings.Cut(strings.TrimPrefix(w, moneyPrefix), "=")
		n, err := strconv.Atoi(money)
		if !ok || err != nil || n < 0 || n > 1<<14 || seat != strconv.Itoa(int(tied[i])) {
			return fmt.Errorf("%q: want %s%d=<money>", w, moneyPrefix, tied[i])
		}
		st.pub.money[tied[i]] = int16(n)
	}
	return nil
}
