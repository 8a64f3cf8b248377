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
	n := 0
	for _, c := range p.hand {
		base := p.workBase(c)
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
