package princes

import (
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

// actionKind is one of the five actions of the action phase.
type actionKind uint8

const (
	kindWork actionKind = iota
	kindBuild
	kindProfession
	kindFreedom
	kindBonus
	actionKinds
)

// kindLimits is how often a player may take each kind of action in one
// turn (rule text, "Phase d'action").
var kindLimits = [actionKinds]int8{kindWork: 2, kindBuild: 2, kindProfession: 1, kindFreedom: 1, kindBonus: 2}

// kindNames name the kinds in errors, as the notation's verbs do.
var kindNames = [actionKinds]string{"work", "build", "profession", "freedom", "bonus"}

// actionTurn is the state of one player's turn of the action phase.
type actionTurn struct {
	// actions is how many actions the actor took this turn; taken counts
	// them by kind. A drawing action counts from its payment on.
	actions int8
	taken   [actionKinds]int8
}

// startActions begins the action phase of st.round with its first
// player. The auction tells that its phase ended: no event of our own.
func (st *state) startActions(evs *engine.Events) {
	st.beginTurn(st.start, evs)
}

// beginTurn gives seat s its turn of the action phase.
func (st *state) beginTurn(s engine.Seat, evs *engine.Events) {
	st.turn = actionTurn{}
	st.setActor(phaseAction, s)
	st.settle(evs)
}

// settle ends the actor's turn when no decision is left: two actions
// taken and no recruiting card to play, or nothing at all possible (no
// action, no recruit, no prestige to sell).
func (st *state) settle(evs *engine.Events) {
	if st.phase != phaseAction {
		return
	}
	s := st.actor
	if st.turn.actions >= int8(data().Actions.PerTurn) && !st.canRecruit(s) {
		st.endTurn(evs)
		return
	}
	if st.players[s].prestige == 0 && !st.canAct(s) {
		if evs != nil {
			st.tell(evs, "event.cannot-act", st.names[s])
		}
		st.endTurn(evs)
	}
}

// endTurn passes the action phase to the next player, or ends it after
// the last.
func (st *state) endTurn(evs *engine.Events) {
	if n := st.next(st.actor); n != st.start {
		st.beginTurn(n, evs)
		return
	}
	st.endActions(evs)
}

// legalAction lists the moves of the actor: the pick awaited, or every
// action still allowed, then the recruits, then the end of the turn.
func (st *state) legalAction(s engine.Seat) []engine.Move {
	switch st.phase {
	case phasePickProfession:
		return st.legalPicks(pickProfession)
	case phasePickBonus:
		return st.legalPicks(pickBonus)
	}
	acting := st.turn.actions < int8(data().Actions.PerTurn)
	// The works and builds are often hundreds of moves: counted first (the
	// moves are not boxed then), they go into one slice with room for the
	// few others and for the sales of prestige Legal appends.
	n := 2 + len(data().Freedoms.Types) + count(st.recruitMoves(s)) + 1 + st.players[s].prestige
	if acting {
		n += count(st.workMoves(s)) + count(st.buildPlaces(s))
	}
	ms := make([]engine.Move, 0, n)
	if acting {
		for m := range st.workMoves(s) {
			ms = append(ms, m)
		}
		for pl := range st.buildPlaces(s) {
			ms = append(ms, pl.move())
		}
		if st.canDraw(s, kindProfession) {
			ms = append(ms, ProfessionMove{})
		}
		if st.canDraw(s, kindBonus) {
			ms = append(ms, BonusMove{})
		}
		for f := range int8(len(data().Freedoms.Types)) {
			if st.canFreedom(s, f) {
				ms = append(ms, FreedomMove{Type: f})
			}
		}
	}
	for m := range st.recruitMoves(s) {
		ms = append(ms, m)
	}
	return append(ms, DoneMove{})
}

// canAct reports whether the actor s has a move besides ending the turn
// (legalAction lists more than done), without listing them: settle asks
// it after every action, and the lists of works and builds are long.
func (st *state) canAct(s engine.Seat) bool {
	if st.pub != nil {
		return st.publicCanAct(s) // the hand is unknown: the outcome tells
	}
	if st.turn.actions < int8(data().Actions.PerTurn) &&
		(st.canDraw(s, kindProfession) || st.canDraw(s, kindBonus) || st.canFree(s) ||
			nonEmpty(st.workMoves(s)) || st.canBuildAny(s)) { // the cheap questions first
		return true
	}
	return st.canRecruit(s)
}

// canFree reports whether s may introduce a freedom of some type.
func (st *state) canFree(s engine.Seat) bool { return st.freedomMask(s) != 0 }

// applyAction validates and performs a move of the action phase.
func (st *state) applyAction(s engine.Seat, m engine.Move, _ *rand.Rand, evs *engine.Events) error {
	if st.phase == phasePickProfession || st.phase == phasePickBonus {
		return st.applyPick(s, m, evs)
	}
	var err error
	switch m := m.(type) {
	case WorkMove:
		err = st.work(s, m, evs)
	case BuildMove:
		err = st.build(s, m, evs)
	case ProfessionMove:
		err = st.draw(s, kindProfession, evs)
	case BonusMove:
		err = st.draw(s, kindBonus, evs)
	case FreedomMove:
		err = st.freedom(s, m, evs)
	case RecruitMove:
		if err = st.checkRecruit(s, m); err == nil {
			st.recruit(s, m, evs)
		}
	case DoneMove:
		if evs != nil {
			st.tell(evs, "event.turn-done", st.names[s])
		}
		st.endTurn(evs)
		return nil
	default:
		return illegal("it is your turn of the action phase: work, build, profession, bonus, freedom, recruit or done")
	}
	if err == nil {
		st.settle(evs)
	}
	return err
}

// checkKind checks that the actor may take one more action of kind k.
func (st *state) checkKind(k actionKind) error {
	if st.kindLeft(k) { // the common answer, without an error to word
		return nil
	}
	return st.whyNotKind(k)
}

// whyNotKind is the error of checkKind, nil when there is none: the rule
// as the player reads it, which kindLeft must agree with.
func (st *state) whyNotKind(k actionKind) error {
	per := data().Actions.PerTurn
	if st.turn.actions >= int8(per) {
		return engine.IllegalAt([]string{kindNames[k]}, "you took your %d actions this turn: recruit or end your turn with done", per)
	}
	if st.turn.taken[k] >= kindLimits[k] {
		return engine.IllegalAt([]string{kindNames[k]}, "you may take the %s action only %s a turn", kindNames[k], times(kindLimits[k]))
	}
	return nil
}

// kindLeft reports whether whyNotKind(k) is nil, without wording the
// error.
func (st *state) kindLeft(k actionKind) bool {
	return st.turn.actions < int8(data().Actions.PerTurn) && st.turn.taken[k] < kindLimits[k]
}

// times words a limit for an error.
func times(n int8) string {
	if n == 1 {
		return "once"
	}
	return "twice"
}

// count records an action of kind k taken.
func (st *state) count(k actionKind) {
	st.turn.actions++
	st.turn.taken[k]++
}

// drawDeck gives the deck, cost and pick kind of the two drawing actions.
func (st *state) drawDeck(k actionKind) (deck *[]int8, cost int, kind int8, what string) {
	if k == kindProfession {
		return &st.professions, data().Actions.Profession, pickProfession, "profession"
	}
	return &st.bonusDeck, data().Actions.Bonus, pickBonus, "bonus"
}

// checkDraw checks that s may pay to look at professions or bonus cards.
func (st *state) checkDraw(s engine.Seat, k actionKind) error {
	if err := st.checkKind(k); err != nil {
		return err
	}
	deck, cost, _, what := st.drawDeck(k)
	switch {
	case len(*deck) == 0:
		return engine.IllegalAt([]string{kindNames[k]}, "the %s deck is empty", what)
	case st.players[s].florins < cost:
		return engine.IllegalAt([]string{kindNames[k]}, "drawing a %s card costs %d Florins: you have %d", what, cost, st.players[s].florins)
	}
	return nil
}

// draw pays and looks at the top cards of the deck; the pick follows,
// unless there is one card only, which s keeps at once.
func (st *state) draw(s engine.Seat, k actionKind, evs *engine.Events) error {
	if err := st.checkDraw(s, k); err != nil {
		return err
	}
	deck, cost, kind, _ := st.drawDeck(k)
	st.count(k)
	st.players[s].florins -= cost
	st.look(deck, data().Actions.Look)
	if evs != nil {
		st.tell(evs, "event.draws", st.names[s], kindNames[k], itoa(cost), itoa(len(st.seen)))
		if st.pub == nil { // a public state knows not the cards
			st.tellTo(evs, s, "event.looks", joinIDs(kind, st.seen))
		}
	}
	ph := phasePickProfession
	if k == kindBonus {
		ph = phasePickBonus
	}
	st.setActor(ph, s)
	if len(st.seen) == 1 {
		if evs != nil {
			st.tell(evs, "event.one-card", st.names[s])
		}
		st.keep(s, PickMove{Kind: kind, Card: st.seen[0], Under: noUnder}, evs)
	}
	return nil
}

// applyPick keeps one of the cards looked at.
func (st *state) applyPick(s engine.Seat, m engine.Move, evs *engine.Events) error {
	kind := pickProfession
	if st.phase == phasePickBonus {
		kind = pickBonus
	}
	pm, ok := m.(PickMove)
	if !ok {
		return illegal("keep one of the cards you look at first: %s", st.seenIDs(kind))
	}
	if err := st.checkPick(pm, kind); err != nil {
		return err
	}
	st.keep(s, pm, evs)
	return nil
}

// keep performs a checked pick and goes back to the actor's turn.
func (st *state) keep(s engine.Seat, m PickMove, evs *engine.Events) {
	p, what := &st.players[s], kindNames[kindProfession]
	if m.Kind == pickProfession {
		p.hand = append(p.hand, st.pick(m, &st.professions))
	} else {
		p.bonus = append(p.bonus, st.pick(m, &st.bonusDeck))
		what = kindNames[kindBonus]
	}
	if evs != nil {
		st.tell(evs, "event.keeps-card", st.names[s], what)
	}
	if evs != nil && st.pub == nil { // a public state knows not the card
		st.tellTo(evs, s, "event.kept-card", cardID(m.Kind, m.Card))
	}
	st.phase = phaseAction
	st.settle(evs)
}

// checkFreedom checks that s may introduce freedom m.Type.
func (st *state) checkFreedom(s engine.Seat, m FreedomMove) error {
	if st.canFreedom(s, m.Type) { // the common answer, without an error to word
		return nil
	}
	return st.whyNotFreedom(s, m)
}

// canFreedom reports whether whyNotFreedom is nil for freedom f, without
// wording the error: Legal asks it of every freedom.
func (st *state) canFreedom(s engine.Seat, f int8) bool {
	p := &st.players[s]
	return st.kindLeft(kindFreedom) && f >= 0 && int(f) < len(data().Freedoms.Types) &&
		!p.dom.hasFreedom(f) && st.supply.freedoms[f] > 0 && p.florins >= data().Actions.Freedom
}

// whyNotFreedom is the error of checkFreedom, nil when there is none: the
// rules as the player reads them, which canFreedom must agree with.
func (st *state) whyNotFreedom(s engine.Seat, m FreedomMove) error {
	if err := st.whyNotKind(kindFreedom); err != nil {
		return err
	}
	if m.Type < 0 || int(m.Type) >= len(data().Freedoms.Types) {
		return illegal("there is no such freedom")
	}
	at, p, cost := []string{freedomID(m.Type)}, &st.players[s], data().Actions.Freedom
	switch {
	case p.dom.hasFreedom(m.Type):
		return engine.IllegalAt(at, "you introduced the %s freedom already", freedomID(m.Type))
	case st.supply.freedoms[m.Type] == 0:
		return engine.IllegalAt(at, "no %s freedom is left", freedomID(m.Type))
	case p.florins < cost:
		return engine.IllegalAt(at, "a freedom costs %d Florins: you have %d", cost, p.florins)
	}
	return nil
}

// freedom introduces a freedom.
func (st *state) freedom(s engine.Seat, m FreedomMove, evs *engine.Events) error {
	if err := st.checkFreedom(s, m); err != nil {
		return err
	}
	st.count(kindFreedom)
	p, cost := &st.players[s], data().Actions.Freedom
	p.florins -= cost
	p.dom.freedoms |= 1 << m.Type
	st.supply.freedoms[m.Type]--
	if evs != nil {
		st.tell(evs, "event.freedom", st.names[s], freedomID(m.Type), itoa(cost))
	}
	return nil
}
