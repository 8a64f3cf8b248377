package princes

import (
	"math/bits"

	"github.com/pbem-games/pbem/engine"
)

// actionCounts counts the moves legalAction lists, by kind, in its
// order: RandomMove draws an index among them and actionAt finds the move
// there.
type actionCounts struct {
	opens    uint8 // the stacks to open or buy from (openMask), in the auction
	works    int
	free     mask                     // the squares a building may cover (buildable)
	builds   [wantBuildingTypes]int16 // small: RandomMove clears the counts at every decision
	draws    [2]bool                  // profession, bonus
	freedoms int
	// freedomSet has the freedoms to introduce (freedomMask).
	freedomSet uint8
	recruits   int
	total      int // everything, done included
}

// countActions counts the moves of legalAction(s) in phaseAction into c,
// which is zero.
func (st *state) countActions(s engine.Seat, c *actionCounts) {
	if st.turn.actions < int8(data().Actions.PerTurn) {
		c.works = st.workCount(s)
		c.total += c.works
		if ts := st.buildTypes(s); ts != 0 {
			lies := placements().buildingLies
			d := &st.players[s].dom
			c.free = d.buildable()
			// fitsOf, written out: its call for each type was a tenth of
			// the counting.
			d.refit(c.free)
			for ; ts != 0; ts &= ts - 1 {
				t := bits.TrailingZeros16(ts)
				if d.fitKnown>>t&1 == 0 {
					d.fitCounts[t] = int16(fitCount(lies[t], c.free))
					d.fitKnown |= 1 << t
				}
				c.builds[t] = d.fitCounts[t]
				c.total += int(c.builds[t])
			}
		}
		// canDraw of both decks, its questions asked here (the turn has
		// actions left: kindLeft is the kind's own limit).
		florins, costs := st.players[s].florins, &data().Actions
		c.draws[0] = st.turn.taken[kindProfession] < kindLimits[kindProfession] &&
			len(st.professions) > 0 && florins >= costs.Profession
		c.draws[1] = st.turn.taken[kindBonus] < kindLimits[kindBonus] &&
			len(st.bonusDeck) > 0 && florins >= costs.Bonus
		for _, ok := range c.draws {
			if ok {
				c.total++
			}
		}
		c.freedomSet = st.freedomMask(s)
		c.freedoms = bits.OnesCount8(c.freedomSet)
		c.total += c.freedoms
	}
	c.recruits = count(st.recruitMoves(s))
	c.total += c.recruits + 1 // done
}

// actionAt is legalAction(s)[k] in phaseAction, with c the counts of
// countActions.
func (st *state) actionAt(s engine.Seat, k int, c *actionCounts) engine.Move {
	if k < c.works {
		_, m := st.workAt(s, k)
		return m
	}
	k -= c.works
	for t, n16 := range c.builds {
		n := int(n16)
		if k < n {
			return buildAt(placements().buildings[t], c.free, k)
		}
		k -= n
	}
	for i, m := range [2]engine.Move{ProfessionMove{}, BonusMove{}} {
		if c.draws[i] {
			if k == 0 {
				return m
			}
			k--
		}
	}
	if k < c.freedoms {
		fs := c.freedomSet
		for ; k > 0; k-- {
			fs &= fs - 1
		}
		return FreedomMove{Type: int8(bits.TrailingZeros8(fs))}
	}
	k -= c.freedoms
	for m := range st.recruitMoves(s) {
		if k == 0 {
			return m
		}
		k--
	}
	return DoneMove{}
}

// buildAt is the move of the k-th placement of places whose squares are
// all in free.
func buildAt(places []placement, free mask, k int) engine.Move {
	for i := range places {
		if places[i].Cells&^free == 0 {
			if k == 0 {
				return places[i].move()
			}
			k--
		}
	}
	panic("princes: fewer places to build than counted")
}

// canDraw reports whether checkDraw(s, k) is nil, without wording the
// error: every listing and every settle asks it of both decks.
func (st *state) canDraw(s engine.Seat, k actionKind) bool {
	if !st.kindLeft(k) {
		return false
	}
	deck, cost := &st.professions, data().Actions.Profession
	if k == kindBonus {
		deck, cost = &st.bonusDeck, data().Actions.Bonus
	}
	return len(*deck) > 0 && st.players[s].florins >= cost
}

// workAt walks the moves of workMoves(s), in their order: it returns the
// k-th, or with k < 0 how many there are.
func (st *state) workAt(s engine.Seat, k int) (int, WorkMove) {
	d := data()
	per, money := d.Work.FlorinsPerPoint, d.Prestige.WorkMoneyPerPoint
	n := 0
	for w, v := range st.worksOf(s) {
		shares := v*per/money + 1 // maxWorkPrestige(v) + 1
		if k >= n && k < n+shares {
			w.Prestige = int8(k - n)
			return n, w
		}
		n += shares
	}
	return n, WorkMove{}
}

// bonusRoom holds the sums and sets of bonusSets for a hand of up to six
// bonus cards, without an allocation.
type bonusRoom struct {
	sums [64]int
	sets [64]uint32
}

// bonusSets returns, for every set sub of positions in p.bonus, the value
// its cards add to a work and the cards as a WorkMove's Bonus: each set
// is a smaller set plus one card (bonusValueAfterWork values each card
// once). The slices are room's when the hand fits in it.
func (p *player) bonusSets(room *bonusRoom) (sums []int, sets []uint32) {
	var adds [wantBonusCards]int // by position in p.bonus
	for i, b := range p.bonus {
		adds[i] = p.bonusValueAfterWork(b)
	}
	if n := 1 << len(p.bonus); n <= len(room.sums) {
		sums, sets = room.sums[:n], room.sets[:n]
	} else {
		sums, sets = make([]int, n), make([]uint32, n)
	}
	sums[0], sets[0] = 0, 0
	for sub := 1; sub < len(sums); sub++ {
		i := bits.TrailingZeros(uint(sub))
		sums[sub], sets[sub] = sums[sub&(sub-1)]+adds[i], sets[sub&(sub-1)]|1<<p.bonus[i]
	}
	return sums, sets
}
