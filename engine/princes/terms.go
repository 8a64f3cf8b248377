package princes

import "math/bits"

// The terms bonus and prestige cards count (cards.go lists them), counted
// for one player. Bonus cards are counted with the work's profession
// already on the table, so hand_card leaves it out and table_card counts
// it.

// term counts one term for p; an unknown term is a bug the data checks
// rule out, and counts 0.
func (p *player) term(t string) int {
	d := &p.dom
	switch t {
	case "building":
		return bits.OnesCount16(d.built)
	case "large_building", "medium_building", "small_building":
		return d.buildingsOfSize(t[:len(t)-len("_building")])
	case "building_size":
		return d.buildingSizes()
	case "landscape":
		return int(d.landscapes[0] + d.landscapes[1] + d.landscapes[2])
	case "forest", "lake", "park":
		return int(d.landscapes[data().landscapeByID[t]])
	case "landscape_type":
		return present(d.landscapes[0]) + present(d.landscapes[1]) + present(d.landscapes[2])
	case "freedom", "freedom_type":
		// Each freedom is introduced once at most: as many types as freedoms.
		return bits.OnesCount8(d.freedoms)
	case "jester":
		return int(d.jesters)
	case "builder":
		return int(d.builders)
	case "prestige_card":
		return len(p.prestigeCards)
	case "category":
		return p.categories()
	case "hand_card":
		return len(p.hand) + int(p.recruits)
	case "table_card":
		return len(p.table)
	case "empty_square":
		return boardSize*boardSize - d.occupied.count()
	}
	return 0
}

// present is 1 when n is above 0.
func present[T int8 | int](n T) int {
	if n > 0 {
		return 1
	}
	return 0
}

// buildingsOfSize counts the buildings of the size named ("large").
func (d *principality) buildingsOfSize(size string) int {
	n := 0
	for t, b := range data().Buildings.Types {
		if b.Size == size && d.hasBuilding(int8(t)) {
			n++
		}
	}
	return n
}

// buildingSizes counts the sizes of building present.
func (d *principality) buildingSizes() int {
	n := 0
	for _, sz := range data().Buildings.Sizes {
		n += present(d.buildingsOfSize(sz.Name))
	}
	return n
}

// categories counts which of forest, lake, park, jester, builder,
// prestige card and freedom p has at least one of.
func (p *player) categories() int {
	d := &p.dom
	return present(d.landscapes[0]) + present(d.landscapes[1]) + present(d.landscapes[2]) +
		present(d.jesters) + present(d.builders) + present(len(p.prestigeCards)) + present(int(d.freedoms))
}

// bonusValue is what bonus card b adds to a work of p.
func (p *player) bonusValue(b int8) int {
	row := data().Bonus.Cards[b]
	n := 0
	for _, t := range row.Counts {
		n += p.term(t)
	}
	return row.Value * n
}
