package princes

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/gamedata"
)

// The public replay (issue 27): a sealed game followed from its record and
// its outcomes alone, without the seed. Every card of The Princes of
// Florence is dealt face down and stays in a hand until played, so a
// public state holds unknownCard for every card nobody has shown: in the
// decks, the cards dealt and looked at, and the hands. The counts, the
// principalities, the auctions and the Florins all follow from the
// record. Three things the record does not say become public (Outcome):
// that a player could do nothing on their turn, which rests on their
// hand; the order in which a work's bonus cards are told, which is the
// order they were gained; and, at the end, every prestige card.

var _ engine.PublicReplayer = Game{}

// unknownCard stands for a card the public does not know, as does every
// number from firstUnknown up: the cards a player looks at are numbered
// apart before a pick (applyPublic), so that the pick keeps one and puts
// the others under the deck. They lie above every card's number, so that
// the masks of bonus cards (1<<card) never hold them.
const (
	unknownCard  int8 = 127
	firstUnknown int8 = 100
)

// unknown reports whether c stands for an unknown card.
func unknown(c int8) bool { return c >= firstUnknown }

// publicPart is what only a public state has: during ApplyPublic, the
// decision's outcome as the rules below Apply read it.
type publicPart struct {
	// applying lets Apply run: ApplyPublic is the one way a public state
	// moves.
	applying bool
	// idle lists the seats the outcome says could do nothing on their
	// turn, in the order the decision found them (publicCanAct).
	idle []engine.Seat
	// revealed holds each seat's prestige cards as the outcome reveals
	// them, for the final scoring (reveal), which sets scored; err is why
	// they could not be scored.
	revealed [][]int8
	scored   bool
	err      error
	// gone holds the bonus cards works played, bit b for card b: they
	// left the game in public, and a redraw must not deal them
	// (public_resample.go). It outlives the decision.
	gone uint32
}

// Outcome tokens (docs/notation/princes.md, "Outcomes in sealed games").
const (
	idleToken  = "idle:"  // idle:2, seat 2 (the third listed) could do nothing on its turn
	bonusToken = "bonus:" // bonus:b12,b3, the order a work's bonus cards were played
)

// Outcome lists what the decision made public that its text does not say,
// read from its public events: "bonus:b12,b3" when a work's bonus cards
// were played in another order than the text's (their order in hand),
// "idle:N" for each seat N (0 the first listed) whose turn ended since
// it could do nothing, and at the end "N:p3,p9" for each seat's
// prestige cards, in the order held. The setup makes nothing public.
func (Game) Outcome(st engine.State, _ engine.Seat, _ string, events []engine.Event) []string {
	full, ok := st.(*state)
	if !ok {
		return nil
	}
	var out, played []string
	var revealed [][]string
	for _, e := range events {
		if len(e.Args) == 0 {
			continue
		}
		seat := slices.Index(full.names, e.Args[0])
		switch {
		case e.Key == "event.bonus-played" && len(e.Args) > 1:
			played = append(played, e.Args[1])
		case e.Key == "event.cannot-act" && seat >= 0:
			out = append(out, idleToken+strconv.Itoa(seat))
		case e.Key == "event.prestige-card" && seat >= 0 && len(e.Args) > 1:
			if revealed == nil {
				revealed = make([][]string, len(full.names))
			}
			revealed[seat] = append(revealed[seat], e.Args[1])
		}
	}
	if len(played) > 1 && !slices.IsSortedFunc(played, byNumber) {
		out = append([]string{bonusToken + strings.Join(played, ",")}, out...)
	}
	for s, cards := range revealed {
		if len(cards) > 0 {
			out = append(out, strconv.Itoa(s)+":"+strings.Join(cards, ","))
		}
	}
	return out
}

// byNumber orders card ids ("b3", "b12") by their numbers.
func byNumber(a, b string) int {
	x, _ := strconv.Atoi(a[1:])
	y, _ := strconv.Atoi(b[1:])
	return x - y
}

// PublicSetup deals the public game: the players' Florins and palaces and
// the supply as Setup deals them, every card unknown. The setup's outcome
// must be empty: the deal makes nothing public but counts.
func (g Game) PublicSetup(opts engine.Options, players int, outcome []string) (engine.State, []engine.Event, error) {
	if len(outcome) > 0 {
		return nil, nil, fmt.Errorf("princes: the setup makes no card public: want no outcome, not %q", outcome)
	}
	if err := g.Info().CheckOptions(opts, players); err != nil {
		return nil, nil, fmt.Errorf("princes: %w", err)
	}
	// The deal below is thrown away: only its counts are kept.
	st, evs := newGame(gamedata.SeatNames(opts.Names, players), rand.New(rand.NewPCG(0, 0)))
	for _, cards := range [][]int8{st.professions, st.bonusDeck, st.prestigeDeck} {
		hide(cards)
	}
	for _, d := range st.dealt {
		hide(d)
	}
	st.pub = &publicPart{}
	return st, engine.PublicEvents(evs), nil
}

// hide makes every card of cards unknown.
func hide(cards []int8) {
	for i := range cards {
		cards[i] = unknownCard
	}
}

// unknownCards returns n unknown cards.
func unknownCards(n int) []int8 {
	cards := make([]int8, n)
	hide(cards)
	return cards
}

// publicOutcome is a decision's outcome as ApplyPublic reads it.
type publicOutcome struct {
	idle []engine.Seat
	// bonus is the order a work's bonus cards were played; nil for the
	// order of the text.
	bonus []int8
	// revealed holds each seat's prestige cards once the game ends; nil
	// before.
	revealed [][]int8
}

// readOutcome reads the tokens of a decision's outcome for a game of n
// players.
func readOutcome(tokens []string, n int) (publicOutcome, error) {
	var o publicOutcome
	for _, tok := range tokens {
		var err error
		switch {
		case strings.HasPrefix(tok, idleToken):
			var s engine.Seat
			if s, err = readPlayer(tok[len(idleToken):], n); err == nil {
				o.idle = append(o.idle, s)
			}
		case strings.HasPrefix(tok, bonusToken):
			if o.bonus != nil {
				err = errors.New("a second bonus order")
			} else {
				o.bonus, err = readCards(tok[len(bonusToken):], "b", wantBonusCards)
			}
		default:
			err = o.readRevealed(tok, n)
		}
		if err != nil {
			return o, fmt.Errorf("princes: outcome token %q: %w", tok, err)
		}
	}
	return o, nil
}

// readRevealed reads "N:p3,p9", seat N's prestige cards.
func (o *publicOutcome) readRevealed(tok string, n int) error {
	player, cards, ok := strings.Cut(tok, ":")
	if !ok {
		return errors.New("want idle:N, bonus:bX,bY or N:pX,… (seat N's prestige cards)")
	}
	s, err := readPlayer(player, n)
	if err != nil {
		return err
	}
	if o.revealed == nil {
		o.revealed = make([][]int8, n)
	}
	if o.revealed[s] != nil {
		return fmt.Errorf("seat %d's prestige cards twice", s)
	}
	o.revealed[s], err = readCards(cards, "p", wantPrestigeCards)
	return err
}

// readPlayer reads a seat's number, 0 to n-1.
func readPlayer(word string, n int) (engine.Seat, error) {
	v, err := strconv.Atoi(word)
	if err != nil || v < 0 || v >= n || (word[0] == '0' && len(word) > 1) || word[0] == '+' {
		return 0, fmt.Errorf("%q is not a seat's number, 0 to %d", word, n-1)
	}
	return engine.Seat(v), nil
}

// readCards reads card ids of prefix ("b3,b12"), each once.
func readCards(list, prefix string, n int) ([]int8, error) {
	var cards []int8
	for _, w := range strings.Split(list, ",") {
		c, ok := cardNumber(w, prefix, n)
		if !ok {
			return nil, fmt.Errorf("%q is not a card %s1 to %s%d", w, prefix, prefix, n)
		}
		if slices.Contains(cards, c) {
			return nil, fmt.Errorf("%s named twice", w)
		}
		cards = append(cards, c)
	}
	return cards, nil
}

// ApplyPublic applies seat s's decision, whose public text is text, to ps,
// a state of PublicSetup. keep and pick, secret, are read by their verb:
// the cards stay unknown. A work shows its profession and bonus cards,
// which take the place of unknown cards in the hand. The outcome says
// which turns ended for want of anything to do, and reveals the prestige
// cards when the game ends. An error leaves ps as it was.
func (g Game) ApplyPublic(ps engine.State, s engine.Seat, text string, outcome []string) ([]engine.Event, error) {
	st, ok := ps.(*state)
	if !ok || st.pub == nil {
		return nil, errors.New("princes: ApplyPublic needs a state made by PublicSetup")
	}
	o, err := readOutcome(outcome, len(st.players))
	if err != nil {
		return nil, err
	}
	c := st.Clone().(*state)
	c.pub = &publicPart{applying: true, idle: o.idle, revealed: o.revealed, gone: st.pub.gone}
	evs, err := c.applyPublic(s, text, o)
	if err != nil {
		return nil, err
	}
	c.pub = &publicPart{gone: c.pub.gone}
	*st = *c
	return evs, nil
}

// applyPublic is ApplyPublic on its own copy, st.
func (st *state) applyPublic(s engine.Seat, text string, o publicOutcome) ([]engine.Event, error) {
	if err := st.checkTurn(s); err != nil {
		return nil, err
	}
	verb, _, _ := strings.Cut(text, " ")
	// The errors of the keep and the pick name the cards: a public state
	// words its own, before the rules below Apply word theirs.
	if kind, ok := st.picking(); ok && verb != "pick" && verb != "sell" {
		return nil, illegal("%s must keep one of the %s cards looked at first", st.names[st.actor], pickWords[kind])
	}
	if st.phase == phaseKeep && verb != "keep" {
		return nil, illegal("every player keeps three of the professions dealt first")
	}
	var m engine.Move // nil for the keep, which publicKeep plays
	switch verb {
	case "keep":
		if st.phase != phaseKeep {
			return nil, illegal("there is nothing to keep now")
		}
	case "pick":
		kind, ok := st.picking()
		if !ok {
			return nil, illegal("there is nothing to pick from now")
		}
		for i := range st.seen { // apart, so that pick tells the one kept from the others
			st.seen[i] = unknownCard - int8(i)
		}
		m = PickMove{Kind: kind, Card: unknownCard, Under: noUnder}
	default:
		var err error
		if m, err = (Game{}).ParseMove(st, s, text); err != nil {
			return nil, err
		}
	}
	if err := st.showPlayed(s, m, o.bonus); err != nil {
		return nil, err
	}
	var evs []engine.Event
	if m == nil {
		room := st.roomForEvents()
		st.publicKeep(s, &room)
		evs = st.keepEvents(room)
	} else {
		var err error
		if evs, err = st.Apply(s, m, nil); err != nil { // no draw reads the rng after the keep
			return nil, err
		}
	}
	return evs, st.checkOutcomeUsed(o)
}

// publicKeep is applyKeep for unknown cards: s keeps three of the four
// dealt, the fourth goes back to the deck, and once every seat has kept,
// the deck is shuffled (unknown cards stay unknown) and round 1's
// auctions begin.
func (st *state) publicKeep(s engine.Seat, evs *engine.Events) {
	d := data()
	st.players[s].hand = unknownCards(d.Setup.Kept)
	st.professions = append(st.professions, unknownCards(d.Setup.Dealt-d.Setup.Kept)...)
	st.dealt[s] = nil
	st.toAct = slices.DeleteFunc(st.toAct, func(t engine.Seat) bool { return t == s })
	st.tell(evs, "event.keeps", st.names[s])
	if len(st.toAct) == 0 {
		st.dealt = nil
		st.tell(evs, "event.professions-shuffled", itoa(len(st.professions)))
		st.startAuction(evs)
	}
}

// showPlayed puts the cards a work shows into seat s's hand in place of
// unknown ones: the profession (unless s recruited it, so that it is
// known), and the bonus cards in the order they were played, order (the
// text's when nil), since the work tells them in the order of the hand.
func (st *state) showPlayed(s engine.Seat, m engine.Move, order []int8) error {
	w, ok := m.(WorkMove)
	if !ok {
		if order != nil {
			return errors.New("princes: the outcome orders bonus cards, but the decision is no work")
		}
		return nil
	}
	p := &st.players[s]
	if w.Card >= 0 && int(w.Card) < wantProfessions && !slices.Contains(p.hand, w.Card) {
		i := slices.IndexFunc(p.hand, unknown)
		if i < 0 || st.onTable(w.Card) {
			return engine.IllegalAt([]string{professionID(w.Card)}, "%s cannot hold the %s", st.names[s], professionID(w.Card))
		}
		p.hand[i] = w.Card
	}
	cards := order
	if cards == nil {
		for b := range int8(wantBonusCards) {
			if w.Bonus&(1<<b) != 0 {
				cards = append(cards, b)
			}
		}
	}
	var mask uint32
	for _, b := range cards {
		mask |= 1 << b
	}
	if mask != w.Bonus {
		return fmt.Errorf("princes: the outcome orders the bonus cards %s, not those the work plays", joinIDs(pickBonus, cards))
	}
	st.pub.gone |= mask
	for i, b := range p.bonus {
		if len(cards) == 0 {
			break
		}
		if unknown(b) {
			p.bonus[i], cards = cards[0], cards[1:]
		}
	}
	if len(cards) > 0 {
		return engine.IllegalAt([]string{bonusID(cards[0])}, "%s holds fewer bonus cards than the work plays", st.names[s])
	}
	return nil
}

// onTable reports whether profession c lies face up beside a
// principality.
func (st *state) onTable(c int8) bool {
	for _, p := range st.players {
		if slices.Contains(p.table, c) {
			return true
		}
	}
	return false
}

// reveal puts the prestige cards the outcome reveals into the hands, in
// place of the unknown ones, as the game ends and they score: as many as
// each player holds, none named twice. It reports whether it did; when not
// (no cards revealed, or the wrong ones), pp.err says why.
func (pp *publicPart) reveal(st *state) bool {
	if pp.revealed == nil {
		for _, p := range st.players {
			if len(p.prestigeCards) > 0 {
				pp.err = errors.New("princes: the game ends here: the outcome must reveal every prestige card held")
				return false
			}
		}
		return true
	}
	var seen []int8
	for s, cards := range pp.revealed {
		if n := len(st.players[s].prestigeCards); len(cards) != n {
			pp.err = fmt.Errorf("princes: the outcome reveals %d prestige cards of seat %d, who holds %d", len(cards), s, n)
			return false
		}
		for _, c := range cards {
			if slices.Contains(seen, c) {
				pp.err = fmt.Errorf("princes: the outcome reveals %s twice", prestigeID(c))
				return false
			}
			seen = append(seen, c)
		}
	}
	for s, cards := range pp.revealed {
		copy(st.players[s].prestigeCards, cards)
	}
	pp.scored = true
	return true
}

// checkOutcomeUsed checks, after the decision, that the outcome said no
// more than the decision made public: every idle player met, prestige
// cards revealed only as the game ended, and revealed then.
func (st *state) checkOutcomeUsed(o publicOutcome) error {
	switch {
	case len(st.pub.idle) > 0:
		return fmt.Errorf("princes: the outcome says seat %d could do nothing, but the decision gave it no turn to skip", st.pub.idle[0])
	case st.pub.err != nil:
		return st.pub.err
	case o.revealed != nil && !st.pub.scored:
		return errors.New("princes: the outcome reveals the prestige cards, but the game goes on")
	}
	return nil
}

// publicCanAct is canAct for a public state: what follows from the record
// (a draw, a freedom, a building, a recruit), else the outcome, since
// only the hand tells whether s could complete a work. The outcome names
// each player who could not, in order; a player it does not name here
// could.
func (st *state) publicCanAct(s engine.Seat) bool {
	if st.turn.actions < int8(data().Actions.PerTurn) {
		if st.canDraw(s, kindProfession) || st.canDraw(s, kindBonus) || st.canFree(s) || st.canBuildAny(s) {
			return true
		}
	} else {
		return st.canRecruit(s)
	}
	if st.canRecruit(s) {
		return true
	}
	if idle := st.pub.idle; len(idle) > 0 && idle[0] == s {
		st.pub.idle = idle[1:]
		return false
	}
	return true
}

// pickWords name the kinds of card a pick keeps, for an error.
var pickWords = [...]string{pickProfession: "profession", pickBonus: "bonus", pickPrestige: "prestige"}
