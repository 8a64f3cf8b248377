package princes

import (
	"iter"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// worked is p after completing a work with profession card from hand:
// the card on the table and the bonus cards played gone. It is a copy; p
// is unchanged.
func (p *player) worked(card int8, bonus uint32) player {
	q := p.clone()
	q.hand = slices.DeleteFunc(q.hand, func(c int8) bool { return c == card })
	q.table = append(q.table, card)
	q.bonus = slices.DeleteFunc(q.bonus, func(b int8) bool { return bonus&(1<<b) != 0 })
	return q
}

// work changes p as worked(card, bonus) returns it, in place: the
// profession from hand to the table, the bonus cards played gone. A
// player's slices share their arrays with no other slice (clone copies
// them), so changing them in place spares the copies.
func (p *player) work(card int8, bonus uint32) {
	p.hand = slices.DeleteFunc(p.hand, func(c int8) bool { return c == card })
	p.table = append(p.table, card)
	p.bonus = slices.DeleteFunc(p.bonus, func(b int8) bool { return bonus&(1<<b) != 0 })
}

// workValue is the value of a work by profession card for p, playing the
// bonus cards of bonus: its favourite building, landscape and freedom,
// the jesters, the cards owned and the bonus cards (rule text, "Action :
// réaliser une œuvre"). The bonus cards are valued as the rule text's
// cards 19 and 20 say: with the profession played already on the table.
func (p *player) workValue(card int8, bonus uint32) int {
	v := p.workBase(card)
	for b := range int8(wantBonusCards) {
		if bonus&(1<<b) != 0 {
			v += p.bonusValueAfterWork(b)
		}
	}
	return v
}

// workBase is the value of a work by profession card for p without bonus
// cards.
func (p *player) workBase(card int8) int {
	d := data()
	w, fav := &d.Work, d.favourites[card]
	v := w.Jester*int(p.dom.jesters) + w.Card*p.cards()
	if p.dom.hasBuilding(fav.building) {
		v += w.Building
	}
	if p.dom.landscapes[fav.landscape] > 0 {
		v += w.Landscape
	}
	if p.dom.hasFreedom(fav.freedom) {
		v += w.Freedom
	}
	return v
}

// bonusValueAfterWork is what bonus card b adds to a work of p: the value
// it has for p.worked(card, bonus), whatever the card and the bonus cards
// played, worked out without the copy (Legal values every profession in
// hand with every set of bonus cards). The work moves one profession from
// the hand to the table, and no term counts bonus cards.
func (p *player) bonusValueAfterWork(b int8) int {
	row := data().Bonus.Cards[b]
	n := 0
	for _, t := range row.Counts {
		n += p.term(t)
		switch t {
		case "hand_card":
			n--
		case "table_card":
			n++
		}
	}
	return row.Value * n
}

// maxWorkPrestige is how many prestige points a work of value v may buy
// with its payment.
func maxWorkPrestige(v int) int {
	return v * data().Work.FlorinsPerPoint / data().Prestige.WorkMoneyPerPoint
}

// checkWork checks a work and returns its value.
func (st *state) checkWork(s engine.Seat, m WorkMove) (int, error) {
	if err := st.checkKind(kindWork); err != nil {
		return 0, err
	}
	p := &st.players[s]
	if m.Card < 0 || int(m.Card) >= wantProfessions {
		return 0, illegal("there is no such profession")
	}
	if !slices.Contains(p.hand, m.Card) {
		return 0, engine.IllegalAt([]string{professionID(m.Card)}, "you have no %s in hand", professionID(m.Card))
	}
	for b := range int8(32) {
		if m.Bonus&(1<<b) != 0 && !slices.Contains(p.bonus, b) {
			return 0, engine.IllegalAt([]string{bonusID(b)}, "you have no bonus card %s in hand", bonusID(b))
		}
	}
	v, least := p.workValue(m.Card, m.Bonus), data().minimumWork(st.round)
	if v < least {
		return v, engine.IllegalAt([]string{professionID(m.Card)}, "the work of the %s would be worth %d: round %d needs at least %d",
			professionID(m.Card), v, st.round, least)
	}
	if top := maxWorkPrestige(v); m.Prestige < 0 || int(m.Prestige) > top {
		return v, engine.IllegalAt([]string{"prestige"}, "a work worth %d pays %d Florins: you can turn them into 0 to %d prestige",
			v, v*data().Work.FlorinsPerPoint, top)
	}
	return v, nil
}

// work completes a work: the bank pays its value, part of it taken as
// prestige if the player wishes; the profession stays face up on the
// table and the bonus cards played leave the game.
func (st *state) work(s engine.Seat, m WorkMove, evs *engine.Events) error {
	v, err := st.checkWork(s, m)
	if err != nil {
		return err
	}
	st.count(kindWork)
	p := &st.players[s]
	var played []int8 // the bonus cards played, in the order of the hand
	if evs != nil {
		for _, b := range p.bonus {
			if m.Bonus&(1<<b) != 0 {
				played = append(played, b)
			}
		}
	}
	p.work(m.Card, m.Bonus)
	for _, b := range played { // valued after the work, as the rule text's cards 19 and 20 say
		st.tell(evs, "event.bonus-played", st.names[s], bonusID(b), itoa(p.bonusValue(b)))
	}
	pay := v*data().Work.FlorinsPerPoint - int(m.Prestige)*data().Prestige.WorkMoneyPerPoint
	p.florins += pay
	p.prestige += int(m.Prestige)
	p.best = max(p.best, int8(v))
	if evs != nil {
		st.tell(evs, "event.works", st.names[s], professionID(m.Card), itoa(v), itoa(pay), itoa(int(m.Prestige)))
	}
	return nil
}

// workMoves yields every work s may complete: each profession in hand,
// with each set of bonus cards in hand, reaching the round's minimum,
// with each share of the payment taken as prestige (worksOf's order).
func (st *state) workMoves(s engine.Seat) iter.Seq[WorkMove] {
	return func(yield func(WorkMove) bool) {
		for w, v := range st.worksOf(s) {
			for pp := range maxWorkPrestige(v) + 1 {
				w.Prestige = int8(pp)
				if !yield(w) {
					return
				}
			}
		}
	}
}

// worksOf yields each work s may complete, before its share taken as
// prestige, with its value: each profession in hand with each set of
// bonus cards in hand, when the work reaches the round's minimum. A bonus
// card adds the same to any work (bonusValueAfterWork), so each is valued
// once and each set of them is the sum of a smaller set and one card:
// Legal goes through every set for every profession in hand.
func (st *state) worksOf(s engine.Seat) iter.Seq2[WorkMove, int] {
	return func(yield func(WorkMove, int) bool) {
		if !st.kindLeft(kindWork) {
			return
		}
		p := &st.players[s]
		least := data().minimumWork(st.round)
		var room bonusRoom
		sums, sets := p.bonusSets(&room)
		for _, c := range p.hand {
			base := p.workBase(c)
			for sub, add := range sums {
				if v := base + add; v >= least && !yield(WorkMove{Card: c, Bonus: sets[sub]}, v) {
					return
				}
			}
		}
	}
}
