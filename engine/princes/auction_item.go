package princes

import (
	"github.com/pbem-games/pbem/engine"
)

// takeItem gives s the item of the stack just bought. A jester or builder
// takes effect at once; a landscape must be placed, a prestige card chosen
// among the top five, and a recruiting card played at once or held, each
// a decision of s before the auctions go on.
func (st *state) takeItem(s engine.Seat, evs *engine.Events) {
	k := st.auction.stack
	p := &st.players[s]
	switch k {
	case stackJester:
		st.supply.jesters--
		p.dom.jesters++
	case stackBuilder:
		st.supply.builders--
		p.dom.builders++
		if p.dom.builders >= 2 { // the 2nd and the 3rd builder score
			st.gainPrestige(s, data().Prestige.Builder, "event.builder-prestige", evs)
		}
	case stackPrestige:
		st.look(&st.prestigeDeck, data().Actions.Look)
		if evs != nil && st.pub == nil { // a public state knows not the cards
			st.tellTo(evs, s, "event.looks-prestige", st.names[s], joinIDs(pickPrestige, st.seen))
		}
		st.setActor(phasePickPrestige, s)
		return
	case stackRecruiting:
		st.supply.recruits--
		p.recruits++
		if st.canRecruit(s) {
			st.setActor(phaseRecruitNow, s)
			return
		}
		if evs != nil {
			st.tell(evs, "event.holds-none-face-up", st.names[s])
		}
	default: // a landscape
		st.supply.landscapes[k]--
		st.setActor(phasePlace, s)
		return
	}
	st.nextOpening(evs)
}

// gainPrestige adds n prestige points to s, told with key.
func (st *state) gainPrestige(s engine.Seat, n int, key string, evs *engine.Events) {
	st.players[s].prestige += n
	if evs != nil {
		st.tell(evs, key, st.names[s], itoa(n))
	}
}

// legalItem lists the buyer's decisions about the item just bought.
func (st *state) legalItem(s engine.Seat) []engine.Move {
	switch st.phase {
	case phasePlace:
		l := st.auction.stack
		spots := st.landscapeSpots(s, l)
		ms := make([]engine.Move, len(spots))
		for i, pl := range spots {
			ms[i] = pl.move()
		}
		return ms
	case phasePickPrestige:
		return st.legalPicks(pickPrestige)
	case phaseRecruitNow:
		return append(st.legalRecruits(s), HoldMove{})
	}
	return nil
}

// applyItem plays the buyer's decision about the item just bought, then
// the auctions go on.
func (st *state) applyItem(s engine.Seat, m engine.Move, evs *engine.Events) error {
	var err error
	switch st.phase {
	case phasePlace:
		err = st.applyPlace(s, m, evs)
	case phasePickPrestige:
		err = st.applyPickPrestige(s, m, evs)
	case phaseRecruitNow:
		err = st.applyRecruitNow(s, m, evs)
	}
	if err != nil {
		return err
	}
	st.nextOpening(evs)
	return nil
}

// applyPlace lays the landscape bought on free squares of s's
// principality: 3 prestige when s had one of that type already.
func (st *state) applyPlace(s engine.Seat, m engine.Move, evs *engine.Events) error {
	l := st.auction.stack
	pm, ok := m.(PlaceMove)
	if !ok || pm.Landscape != l {
		return illegal("place the %s you bought: place %s and a square", landscapeID(l), landscapeID(l))
	}
	sh := data().Landscapes.Types[l].shape
	if !coversLie(placements().landscapeLies[l], pm.Cells) {
		return illegal("those squares are not the shape of a %s", landscapeID(l))
	}
	d := &st.players[s].dom
	if !d.fits(pm.Cells, false) {
		return engine.IllegalAt([]string{formatFootprint(sh, pm.Cells)},
			"the %s would cover the palace or another piece: place it on free squares", landscapeID(l))
	}
	second := d.landscapes[l] > 0
	d.put(piece{Landscape: true, Type: l, Cells: pm.Cells})
	if evs != nil {
		st.tell(evs, "event.places", st.names[s], landscapeID(l), formatFootprint(sh, pm.Cells))
	}
	if second {
		st.gainPrestige(s, data().Prestige.SecondLandscape, "event.landscape-prestige", evs)
	}
	return nil
}

// applyPickPrestige keeps one of the prestige cards s looks at; the
// others go under the deck in the order s gives.
func (st *state) applyPickPrestige(s engine.Seat, m engine.Move, evs *engine.Events) error {
	pm, ok := m.(PickMove)
	if !ok {
		return illegal("keep one of the prestige cards you look at: %s", st.seenIDs(pickPrestige))
	}
	if err := st.checkPick(pm, pickPrestige); err != nil {
		return err
	}
	c := st.pick(pm, &st.prestigeDeck)
	p := &st.players[s]
	p.prestigeCards = append(p.prestigeCards, c)
	if evs != nil {
		st.tell(evs, "event.takes-prestige", st.names[s])
	}
	if evs != nil && st.pub == nil { // a public state knows not the card
		st.tellTo(evs, s, "event.keeps-prestige", st.names[s], prestigeID(c))
	}
	return nil
}

// applyRecruitNow plays the recruiting card just bought, or holds it.
func (st *state) applyRecruitNow(s engine.Seat, m engine.Move, evs *engine.Events) error {
	switch m := m.(type) {
	case HoldMove:
		if evs != nil {
			st.tell(evs, "event.holds", st.names[s])
		}
		return nil
	case RecruitMove:
		if err := st.checkRecruit(s, m); err != nil {
			return err
		}
		st.recruit(s, m, evs)
		return nil
	}
	return illegal("recruit a profession face up beside another principality, or hold the card")
}
