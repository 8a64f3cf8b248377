package princes

import (
	"math/bits"

	"github.com/pbem-games/pbem/engine"
)

// coversLie reports whether cells is a footprint of one of the lies ls,
// as covers does for the placements of the same shape: a footprint is a
// lie's cells shifted by one of its anchors, and only one shift can move
// the lie's lowest square onto cells' lowest square. Every build and
// every placement is checked so; a scan of a building's placements was
// 5 % of a random game.
func coversLie(ls []lie, cells mask) bool {
	low := bits.TrailingZeros64(uint64(cells))
	for _, l := range ls {
		shift := low - bits.TrailingZeros64(uint64(l.Cells))
		if shift >= 0 && l.Anchors>>shift&1 != 0 && l.Cells<<shift == cells {
			return true
		}
	}
	return false
}

// workCount is workAt(s, -1), the number of work moves of s, without the
// bonus sets' cards, which only the move drawn needs: a random game counts
// the works at every action decision.
func (st *state) workCount(s engine.Seat) int {
	if !st.kindLeft(kindWork) {
		return 0
	}
	p := &st.players[s]
	if len(p.bonus) > maxCountedBonus {
		n, _ := st.workAt(s, -1)
		return n
	}
	d := data()
	per, money := d.Work.FlorinsPerPoint, d.Prestige.WorkMoneyPerPoint
	least := d.minimumWork(st.round)
	// sums[sub] is the value the bonus cards of set sub add, as bonusSets
	// has it; int16 sums keep the room small to clear.
	var adds [maxCountedBonus]int16
	for i, b := range p.bonus {
		adds[i] = int16(p.bonusValueAfterWork(b))
	}
	var sums [1 << maxCountedBonus]int16
	for sub := 1; sub < 1<<len(p.bonus); sub++ {
		sums[sub] = sums[sub&(sub-1)] + adds[bits.TrailingZeros(uint(sub))]
	}
	// workBase of each card, what does not depend on the card worked
	// out once.
	w, dom := &d.Work, &p.dom
	common := w.Jester*int(dom.jesters) + w.Card*p.cards()
	n := 0
	for _, c := range p.hand {
		fav, base := &d.favourites[c], common
		if dom.hasBuilding(fav.building) {
			base += w.Building
		}
		if dom.landscapes[fav.landscape] > 0 {
			base += w.Landscape
		}
		if dom.hasFreedom(fav.freedom) {
			base += w.Freedom
		}
		for _, add := range sums[:1<<len(p.bonus)] {
			if v := base + int(add); v >= least {
				n += v*per/money + 1 // maxWorkPrestige(v) + 1
			}
		}
	}
	return n
}

// maxCountedBonus is the most bonus cards workCount counts the sets of in
// its own room; a larger hand is counted by workAt.
const maxCountedBonus = 5

// freedomMask has bit f set for each freedom f that s may introduce
// (canFreedom), the conditions that hold for every type asked once:
// counting the action moves asked canFreedom of every type at every
// decision.
func (st *state) freedomMask(s engine.Seat) uint8 {
	p := &st.players[s]
	d := data()
	if !st.kindLeft(kindFreedom) || p.florins < d.Actions.Freedom {
		return 0
	}
	var m uint8
	for f := range int8(len(d.Freedoms.Types)) {
		if !p.dom.hasFreedom(f) && st.supply.freedoms[f] > 0 {
			m |= 1 << f
		}
	}
	return m
}

// hasSpot reports whether landscape l fits anywhere in s's principality:
// every opening asks it for the three landscapes.
func (st *state) hasSpot(s engine.Seat, l int8) bool { return st.spots(s)>>l&1 != 0 }

// spots has bit l set for each landscape l that fits somewhere in s's
// principality, kept for its free squares, which change only when a piece
// is laid.
func (st *state) spots(s engine.Seat) uint8 {
	d := &st.players[s].dom
	free := fullGrid &^ d.occupied
	if d.spotFree == free {
		// The zero cache (no free square, no spot) is right too: nothing
		// fits on no square.
		return d.spotHas
	}
	// A landscape fits wherever its squares are free: the lies answer
	// without a walk through every placement.
	var has uint8
	for l, ls := range placements().landscapeLies {
		if fitAny(ls, free) {
			has |= 1 << l
		}
	}
	d.spotFree, d.spotHas = free, has
	return has
}

// maxLieShifts is the most squares a lie keeps the shifts of.
const maxLieShifts = 8

// withShifts returns l with the shifts of its squares.
func withShifts(l lie) lie {
	l.nShifts = 0
	if l.Cells.count() > maxLieShifts {
		return l
	}
	for c := l.Cells; c != 0; c &= c - 1 {
		l.shifts[l.nShifts] = uint8(bits.TrailingZeros64(uint64(c)))
		l.nShifts++
	}
	return l
}

// openSet has bit k set for each stack k that s may open or buy from
// (canOpen), the supply and s's principality looked at once: every
// opening and every random move of the auction asked canOpen of each
// stack, a tenth of a random game.
func (st *state) openSet(s engine.Seat) uint8 {
	sp, d := &st.supply, &st.players[s].dom
	var ks uint8
	spots := st.spots(s)
	for l := stackForest; l <= stackPark; l++ {
		if sp.landscapes[l] > 0 && spots>>l&1 != 0 {
			ks |= 1 << l
		}
	}
	if sp.jesters > 0 {
		ks |= 1 << stackJester
	}
	if sp.builders > 0 && int(d.builders) < data().Builders.PerPlayer {
		ks |= 1 << stackBuilder
	}
	if len(st.prestigeDeck) > 0 {
		ks |= 1 << stackPrestige
	}
	if sp.recruits > 0 {
		ks |= 1 << stackRecruiting
	}
	return ks &^ st.auction.sold
}
