package princes

// recruitCard marks a recruiting card where profession cards lie (on a
// table): profession cards are their index in the data file, 0 to 20.
const recruitCard int8 = -1

// noStack is "no stack": a player who has bought nothing this round.
const noStack int8 = -1

// piece is a building or landscape in a principality.
type piece struct {
	Landscape bool
	Type      int8 // index of the building or landscape type in the data file
	Cells     mask
}

// principality is one player's 7 × 7 domain and what lies on it.
type principality struct {
	// occupied is the palace and every piece; buildings the palace and
	// the buildings, which a new building may not touch (fewer than 2
	// builders).
	occupied, buildings mask
	// pieces are the buildings and landscapes, in the order placed.
	pieces []piece
	// built has bit t set for building type t.
	built uint16
	// landscapes counts each landscape type, freedoms has bit f set for
	// freedom f.
	landscapes [3]int8
	freedoms   uint8
	builders   int8
	jesters    int8
	// fitCounts caches fitCount for the building types of bit set fitKnown on
	// the squares fitFree (fitsOf): a pure function of the two, so a cache
	// that no longer matches is simply refilled.
	fitCounts [wantBuildingTypes]int16
	fitFree   mask
	fitKnown  uint16
	// spotHas caches spots, the landscape types that fit somewhere, on
	// the free squares spotFree, as the fits are cached.
	spotFree mask
	spotHas  uint8
}

// player is one seat's money, prestige, principality and cards.
type player struct {
	florins  int
	prestige int
	dom      principality
	// hand holds the profession cards in hand, in the order gained;
	// recruits counts the recruiting cards in hand.
	hand     []int8
	recruits int8
	// table holds the cards face up beside the principality, in the order
	// played: professions that completed a work, and recruiting cards left
	// where a profession was recruited (recruitCard).
	table []int8
	// bonus and prestigeCards are the bonus and prestige cards in hand.
	bonus         []int8
	prestigeCards []int8
	// bought is the stack bought this round (noStack: none); declined says
	// the player gave up the auction phase this round.
	bought   int8
	declined bool
	// best is the highest work value completed this round, 0 for none.
	best int8
}

// clone returns a deep copy of p.
func (p player) clone() player {
	p.dom.pieces = append([]piece(nil), p.dom.pieces...)
	// The fits are a cache: dropped, so that clones of equal states
	// compare equal.
	p.dom.fitCounts, p.dom.fitFree, p.dom.fitKnown = [wantBuildingTypes]int16{}, 0, 0
	p.dom.spotFree, p.dom.spotHas = 0, 0
	p.hand = append([]int8(nil), p.hand...)
	p.table = append([]int8(nil), p.table...)
	p.bonus = append([]int8(nil), p.bonus...)
	p.prestigeCards = append([]int8(nil), p.prestigeCards...)
	return p
}

// hasBuilding reports whether building type t stands in the principality.
func (d *principality) hasBuilding(t int8) bool { return d.built&(1<<t) != 0 }

// hasFreedom reports whether freedom f was introduced.
func (d *principality) hasFreedom(f int8) bool { return d.freedoms&(1<<f) != 0 }

// fits reports whether cells are free, and, for a building, whether they
// keep off the other buildings and the palace unless the player has the
// builders that allow it.
func (d *principality) fits(cells mask, building bool) bool {
	if cells&d.occupied != 0 {
		return false
	}
	if building && d.builders < adjacentBuilders {
		return cells.neighbours()&d.buildings == 0
	}
	return true
}

// fitsBuilding is fits(pl.Cells, true) with the neighbours of the cells
// worked out beforehand: Legal asks it of every placement of every
// building.
func (d *principality) fitsBuilding(pl *placement) bool {
	return pl.Cells&d.occupied == 0 && (d.builders >= adjacentBuilders || pl.Near&d.buildings == 0)
}

// adjacentBuilders is how many builders let a player build beside other
// buildings (rule text, placement rule "5)").
const adjacentBuilders = 2

// put lays a piece on the principality. The caller checked that it fits.
func (d *principality) put(p piece) {
	d.occupied |= p.Cells
	d.pieces = append(d.pieces, p)
	if p.Landscape {
		d.landscapes[p.Type]++
		return
	}
	d.buildings |= p.Cells
	d.built |= 1 << p.Type
}

// cards counts the profession and recruiting cards p owns, in hand and on
// the table: each adds 1 to a work value.
func (p *player) cards() int { return len(p.hand) + int(p.recruits) + len(p.table) }
