package leonardo

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// The public replay of a sealed game (issue 27): a state that knows only
// what the Observer knows, moved by the public texts of the decisions
// and their outcomes (docs/notation/leonardo.md, "Outcomes in sealed
// games"). What it does not know it holds as placeholders that no public
// view reads:
//   - a party not yet shown is noParty (a failed alliance then fails in
//     the public replay too, as it does when parties differ);
//   - the art works face down, on the palaces and in the deck, are cards
//     of the deck in an order of its own, until the end shows them;
//   - below the top of the event and administration piles, the cards are
//     in an order of their own: each new top comes with the outcome;
//   - a stake made before the last is the least stake on the first
//     product, until the last stake's outcome shows every stake.
// The numbers drawn (the roll, the battles, the market) are read from the
// outcome instead of the seed's stream (drawScript).

var _ engine.PublicReplayer = Game{}

// drawScript is the numbers a decision drew, in the order it drew them,
// which a public replay reads instead of the seed's stream.
type drawScript struct {
	numbers []int
	next    int
	short   bool // the decision drew more numbers than the outcome gives
}

// draw is the next number from 1 to draw_max: from rng in a game, from
// the outcome's numbers in a public replay.
func (st *state) draw(rng *rand.Rand) int {
	if st.script != nil {
		return st.script.take(st.d.Rules.DrawMax)
	}
	return 1 + rng.IntN(st.d.Rules.DrawMax)
}

// take returns the next scripted number. Past the end it marks the script
// short and returns draw_max and 1 in turn, so that a battle drawing pairs
// still ends; the public replay then refuses the outcome.
func (ds *drawScript) take(most int) int {
	ds.next++
	if ds.next <= len(ds.numbers) {
		return ds.numbers[ds.next-1]
	}
	ds.short = true
	if ds.next%2 == 1 {
		return most
	}
	return 1
}

// Outcome returns what the decision of seat s made public that its text
// does not say: at the setup, each player's palace and the tops of the
// face-up piles; then the numbers drawn (roll, battle, market) in the
// order drawn, every stake at the market's draw, the new top event after
// an event or administration after a purchase, every party known once
// one is shown, and every art work when the game ends.
func (Game) Outcome(es engine.State, s engine.Seat, text string, events []engine.Event) []string {
	st, ok := es.(*state)
	if !ok {
		return nil
	}
	if s == engine.Observer && text == "" {
		return st.setupOutcome()
	}
	var out, rolls []string
	var event, admin, party bool
	for _, e := range events {
		if e.Key != "event.draws" && len(rolls) > 0 {
			out, rolls = append(out, "roll:"+strings.Join(rolls, ",")), rolls[:0]
		}
		switch e.Key {
		case "event.draws":
			rolls = append(rolls, e.Args[1])
		case "event.battle-draw":
			out = append(out, "battle:"+e.Args[1]+"-"+e.Args[3])
		case "event.market-draw", "event.market-draw-organiser":
			out = append(st.stakeTokens(out), "market:"+e.Args[0])
		case "event.event":
			event = true
		case "event.buys-admin":
			admin = true
		case "event.party-shown", "event.party":
			party = true
		}
	}
	if len(rolls) > 0 {
		out = append(out, "roll:"+strings.Join(rolls, ","))
	}
	if event && len(st.events) > 0 {
		out = append(out, "event:"+strconv.Itoa(int(st.events[0])+1))
	}
	if admin && len(st.admins) > 0 {
		out = append(out, "admin:"+strconv.Itoa(int(st.admins[0])+1))
	}
	if party {
		out = append(out, st.partyToken())
	}
	if st.phase == phaseOver {
		out = st.artTokens(out)
	}
	return out
}

// setupOutcome is the setup's outcome: each seat's palace, the top event
// and the top administration.
func (st *state) setupOutcome() []string {
	spaces := make([]string, len(st.names))
	for s := range st.names {
		spaces[s] = strconv.Itoa(int(st.sides[s].pos))
	}
	return []string{"palaces:" + strings.Join(spaces, ","), "event:" + strconv.Itoa(int(st.events[0])+1),
		"admin:" + strconv.Itoa(int(st.admins[0])+1)}
}

// stakeTokens appends to out the stakes of the market just drawn, by side
// (named by its leader's seat, which is the side's index).
func (st *state) stakeTokens(out []string) []string {
	for i, p := range st.market.product {
		if st.market.staked(i) {
			out = append(out, "stake:"+strconv.Itoa(int(st.leader(int8(i))))+"="+st.d.productWord(p)+":"+strconv.Itoa(st.market.amount[i]))
		}
	}
	return out
}

// staked reports whether side i staked at the market: a side out of the
// game has product 0 and amount 0 (startMarket zeroes every side and
// marks those in the game with -1), a stake at least the least stake.
func (m *marketState) staked(i int) bool { return m.product[i] >= 0 && m.amount[i] > 0 }

// partyToken lists the party of every seat whose party is known to all.
func (st *state) partyToken() string {
	var b strings.Builder
	b.WriteString("party:")
	for s, p := range st.party {
		if !st.revealed[s] || p == noParty {
			continue
		}
		if b.Len() > len("party:") {
			b.WriteByte(',')
		}
		b.WriteString(strconv.Itoa(s) + "=" + partyIDs[p])
	}
	return b.String()
}

// artTokens appends to out the art works on each space, by card number,
// in the order laid: what the end of the game shows.
func (st *state) artTokens(out []string) []string {
	for no := 1; no <= spaceCount; no++ {
		if len(st.art[no]) == 0 {
			continue
		}
		cards := make([]string, len(st.art[no]))
		for k, c := range st.art[no] {
			cards[k] = strconv.Itoa(int(c) + 1)
		}
		out = append(out, "art:"+strconv.Itoa(no)+"="+strings.Join(cards, ","))
	}
	return out
}

// productWord names product p in a token: its id when the id is a plain
// word, else its number from 1.
func (d *components) productWord(p int8) string {
	id := d.Market.Products[p].ID
	if plainWord(id) {
		return id
	}
	return strconv.Itoa(int(p) + 1)
}

// plainWord reports whether w is a non-empty word of letters and digits
// that is not a number: an id a token may hold as it is.
func plainWord(w string) bool {
	if _, err := strconv.Atoi(w); err == nil || w == "" {
		return false
	}
	for _, r := range w {
		if !(r >= 'a' && r <= 'z' || r >= 'A' && r <= 'Z' || r >= '0' && r <= '9') {
			return false
		}
	}
	return true
}

// PublicSetup deals the public game from the setup's outcome: the game
// set out as Setup does, each seat on the palace the outcome names, the
// tops of the face-up piles the outcome's, everything face down unknown.
func (g Game) PublicSetup(opts engine.Options, players int, outcome []string) (engine.State, []engine.Event, error) {
	// Any deal will do: what it put out of sight is placeholders, and what
	// is in sight is replaced by the outcome's.
	es, _, err := g.Setup(opts, players, rand.New(rand.NewPCG(0, 0)))
	if err != nil {
		return nil, nil, err
	}
	st := es.(*state)
	o, err := st.readOutcome(outcome)
	if err != nil {
		return nil, nil, err
	}
	if len(o.palaces) != players || o.event < 0 || o.admin < 0 || len(o.numbers)+len(o.stakes)+len(o.parties)+len(o.art) > 0 {
		return nil, nil, fmt.Errorf("leonardo: the setup's outcome %q: want palaces:S1,S2,… (one a player), event:N and admin:N, and nothing else", outcome)
	}
	for s := range players {
		st.setOwner(int(st.sides[s].pos), noSide)
	}
	for s, sp := range o.palaces {
		if st.d.space(int(sp)).Kind != kindStreet || st.owner[sp] != noSide {
			return nil, nil, fmt.Errorf("leonardo: the setup's outcome deals space %d: a palace is dealt on a street, one a player", sp)
		}
		st.setOwner(int(sp), int8(s))
		st.sides[s].pos = sp
	}
	if err := toTop(st.events, o.event, "event"); err != nil {
		return nil, nil, err
	}
	if err := toTop(st.admins, o.admin, "administration"); err != nil {
		return nil, nil, err
	}
	st.public = true
	evs := st.startEvents()
	for s := range players {
		st.tell2(&evs, "event.dealt", st.names[s], itoa(int(st.sides[s].pos)))
	}
	st.tell(&evs, "event.choose-parties")
	return st, st.endEvents(evs), nil
}

// toTop puts card on top of pile, where it was: the outcome says which
// card is on top, and the pile below stays the cards it held.
func toTop(pile []int8, card int8, what string) error {
	for k, c := range pile {
		if c == card {
			pile[0], pile[k] = pile[k], pile[0]
			return nil
		}
	}
	return fmt.Errorf("leonardo: the outcome puts %s %d on top of its pile, and it is not in the pile", what, card+1)
}

// ApplyPublic applies the decision of seat s whose public text is text
// (party and stake alone: secret verbs) to a state PublicSetup made, its
// outcome read into the places the decision reads: the numbers drawn, the
// stakes, the parties and art works shown; then the new tops of the
// face-up piles. It returns the public events.
func (g Game) ApplyPublic(ps engine.State, s engine.Seat, text string, outcome []string) ([]engine.Event, error) {
	st, ok := ps.(*state)
	if !ok || !st.public {
		return nil, errors.New("leonardo: ApplyPublic moves a state made by PublicSetup")
	}
	o, err := st.readOutcome(outcome)
	if err != nil {
		return nil, err
	}
	if o.palaces != nil {
		return nil, fmt.Errorf("leonardo: outcome %q: the palaces are dealt at the setup only", outcome)
	}
	c := st.Clone().(*state) // ps stays as it was if the outcome does not fit
	m, secretParty, err := c.publicMove(g, s, text, &o)
	if err != nil {
		return nil, err
	}
	if err := c.showHidden(&o); err != nil {
		return nil, err
	}
	evs, err := c.applyScripted(s, m, o.numbers)
	if err != nil {
		return nil, fmt.Errorf("leonardo: %q with outcome %q: %w", text, outcome, err)
	}
	if secretParty {
		c.party[s] = noParty // chosen, not known
	}
	if err := c.checkShown(&o, evs); err != nil {
		return nil, fmt.Errorf("leonardo: %q with outcome %q: %w", text, outcome, err)
	}
	*st = *c
	return engine.PublicEvents(evs), nil
}

// applyScripted applies m for seat s with the numbers drawn read from
// numbers, and checks that the decision drew them all and no more. A
// placeholder the outcome should have replaced (a party it did not give)
// may fail deep inside the rules: that is an outcome the public replay
// cannot use, said as an error.
func (c *state) applyScripted(s engine.Seat, m engine.Move, numbers []int) (evs []engine.Event, err error) {
	script := &drawScript{numbers: numbers}
	c.public, c.script = false, script
	defer func() {
		c.public, c.script = true, nil
		if r := recover(); r != nil {
			evs, err = nil, fmt.Errorf("the outcome lacks what the decision showed (%v)", r)
		}
	}()
	if evs, err = c.Apply(s, m, nil); err != nil {
		return nil, err
	}
	switch {
	case script.short:
		return nil, fmt.Errorf("the decision drew more numbers than the %d the outcome gives", len(numbers))
	case script.next < len(numbers):
		return nil, fmt.Errorf("the decision drew %d numbers, and the outcome gives %d", script.next, len(numbers))
	}
	return evs, nil
}

// publicMove reads the public text of a decision of seat s. A secret
// verb alone stands for a placeholder (a party: secretParty; a stake
// before the last), or for the last stake, which the outcome shows with
// every other stake: those are written into the market.
func (c *state) publicMove(g Game, s engine.Seat, text string, o *outcomeTokens) (m engine.Move, secretParty bool, err error) {
	switch text {
	case "party":
		if o.stakes != nil {
			return nil, false, errors.New("leonardo: a party's outcome shows no stake")
		}
		return PartyMove{Party: guelph}, true, nil
	case "stake":
		if c.phase != phaseStake || len(c.toAct) > 1 {
			if o.stakes != nil {
				return nil, false, errors.New("leonardo: the stakes are shown by the last stake only")
			}
			return StakeMove{Product: 0, Amount: c.d.Market.MinStake}, false, nil
		}
		return c.lastStake(s, o)
	}
	if o.stakes != nil {
		return nil, false, fmt.Errorf("leonardo: %q: the stakes are shown by the last stake only", text)
	}
	m, err = g.ParseMove(c, s, text)
	return m, false, err
}

// lastStake writes the stakes the outcome shows into the market and
// returns the stake of seat s, the last to stake. Every side that staked
// must be shown, and no other.
func (c *state) lastStake(s engine.Seat, o *outcomeTokens) (engine.Move, bool, error) {
	mine := c.sideOf[s]
	seen := make([]bool, len(c.sides))
	var m StakeMove
	for _, k := range o.stakes {
		i := c.sideOf[k.seat]
		if seen[i] || c.leader(i) != k.seat || (i != mine && !c.market.staked(int(i))) {
			return nil, false, fmt.Errorf("leonardo: the outcome shows a stake of seat %d, which has not staked, or twice", k.seat)
		}
		seen[i] = true
		if i == mine {
			m = StakeMove{Product: k.product, Amount: k.amount}
			continue
		}
		c.market.product[i], c.market.amount[i] = k.product, k.amount
	}
	for i := range c.market.product {
		if (c.market.staked(i) || int8(i) == mine) && !seen[i] {
			return nil, false, fmt.Errorf("leonardo: the last stake's outcome does not show the stake of seat %d", c.leader(int8(i)))
		}
	}
	return m, false, nil
}

// showHidden writes what the outcome shows into the state before the
// decision reads it: the parties, and the art works at the end.
func (c *state) showHidden(o *outcomeTokens) error {
	for _, p := range o.parties {
		if c.revealed[p.seat] && c.party[p.seat] != p.party {
			return fmt.Errorf("leonardo: the outcome gives seat %d the %s party, known to be %s", p.seat, partyIDs[p.party], partyID(c.party[p.seat]))
		}
		c.party[p.seat] = p.party
	}
	for _, a := range o.art {
		if len(c.art[a.space]) != len(a.cards) {
			return fmt.Errorf("leonardo: the outcome shows %d art works on space %d, which holds %d", len(a.cards), a.space, len(c.art[a.space]))
		}
		copy(c.art[a.space], a.cards)
	}
	return nil
}

// checkShown checks that the outcome showed what the decision made
// public, and no more, and puts the new tops on the face-up piles.
func (c *state) checkShown(o *outcomeTokens, evs []engine.Event) error {
	var event, admin bool
	for _, e := range evs {
		event = event || e.Key == "event.event"
		admin = admin || e.Key == "event.buys-admin"
	}
	if event != (o.event >= 0) || (admin && len(c.admins) > 0) != (o.admin >= 0) {
		return errors.New("the outcome names a new top event (administration) when, and only when, one is drawn (bought)")
	}
	if o.event >= 0 {
		if err := toTop(c.events, o.event, "event"); err != nil {
			return err
		}
	}
	if o.admin >= 0 {
		if err := toTop(c.admins, o.admin, "administration"); err != nil {
			return err
		}
	}
	for _, p := range o.parties {
		if !c.revealed[p.seat] {
			return fmt.Errorf("the outcome gives the party of seat %d, which the decision does not show", p.seat)
		}
	}
	if o.art != nil && c.phase != phaseOver {
		return errors.New("the outcome shows art works, and the game is not over")
	}
	if c.phase == phaseOver {
		shown := 0
		for no := range c.art {
			shown += len(c.art[no])
		}
		given := 0
		for _, a := range o.art {
			given += len(a.cards)
		}
		if shown != given {
			return fmt.Errorf("the game is over with %d art works on the board, and the outcome shows %d", shown, given)
		}
	}
	return nil
}
