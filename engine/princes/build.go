package princes

import (
	"iter"
	"math/bits"

	"github.com/pbem-games/pbem/engine"
)

// checkBuildType checks that s may build a building of type t anywhere:
// one is left, s has none, and s can pay (rule text, "Action :
// construire un bâtiment", rule 5 and the costs).
func (st *state) checkBuildType(s engine.Seat, t int8) error {
	if st.canBuildType(s, t) { // the common answer, without an error to word
		return nil
	}
	return st.whyNotBuildType(s, t)
}

// whyNotBuildType is the error of checkBuildType, nil when there is none:
// the rules as the player reads them, which canBuildType must agree with.
func (st *state) whyNotBuildType(s engine.Seat, t int8) error {
	if err := st.whyNotKind(kindBuild); err != nil {
		return err
	}
	if t < 0 || int(t) >= len(data().Buildings.Types) {
		return illegal("there is no such building")
	}
	at, p := []string{buildingID(t)}, &st.players[s]
	cost := data().buildCost(int(p.dom.builders))
	switch {
	case p.dom.hasBuilding(t):
		return engine.IllegalAt(at, "you cannot build the %s: you have one already (rule 5)", buildingID(t))
	case st.supply.buildings[t] == 0:
		return engine.IllegalAt(at, "no %s is left to build", buildingID(t))
	case p.florins < cost:
		return engine.IllegalAt(at, "building costs you %d Florins: you have %d", cost, p.florins)
	}
	return nil
}

// canBuildType reports whether whyNotBuildType(s, t) is nil, without
// wording the error: Legal asks it of every type.
func (st *state) canBuildType(s engine.Seat, t int8) bool {
	p := &st.players[s]
	return st.kindLeft(kindBuild) && t >= 0 && int(t) < len(data().Buildings.Types) &&
		!p.dom.hasBuilding(t) && st.supply.buildings[t] > 0 && p.florins >= data().buildCost(int(p.dom.builders))
}

// checkBuild checks a building and where it goes: a footprint of its
// shape on free squares (rule 2), off the other buildings and the palace
// unless s has 2 builders (rule 3).
func (st *state) checkBuild(s engine.Seat, m BuildMove) error {
	if err := st.checkBuildType(s, m.Type); err != nil {
		return err
	}
	at := []string{buildingID(m.Type)}
	if !coversLie(placements().buildingLies[m.Type], m.Cells) {
		return engine.IllegalAt(at, "these squares are not the shape of the %s", buildingID(m.Type))
	}
	d := &st.players[s].dom
	switch {
	case m.Cells&d.occupied != 0:
		return engine.IllegalAt(at, "the %s would cover the palace or a piece already there (rule 2)", buildingID(m.Type))
	case !d.fits(m.Cells, true):
		return engine.IllegalAt(at, "the %s would touch another building or the palace (rule 3): only %d builders allow that",
			buildingID(m.Type), adjacentBuilders)
	}
	return nil
}

// build pays for a building, lays it and scores its prestige.
func (st *state) build(s engine.Seat, m BuildMove, evs *engine.Events) error {
	if err := st.checkBuild(s, m); err != nil {
		return err
	}
	st.count(kindBuild)
	p := &st.players[s]
	cost, pts := data().buildCost(int(p.dom.builders)), data().Prestige.Building
	p.florins -= cost
	p.prestige += pts
	p.dom.put(piece{Type: m.Type, Cells: m.Cells})
	st.supply.buildings[m.Type]--
	if evs != nil {
		where := formatFootprint(data().Buildings.Types[m.Type].shape, m.Cells)
		st.tell(evs, "event.builds", st.names[s], buildingID(m.Type), where, itoa(cost), itoa(pts))
	}
	return nil
}

// buildPlaces yields where s may build: every building s may build, each
// type in the data file's order, in every distinct place it fits.
func (st *state) buildPlaces(s engine.Seat) iter.Seq[placement] {
	return func(yield func(placement) bool) {
		d := &st.players[s].dom
		for t, places := range placements().buildings {
			if !st.canBuildType(s, int8(t)) {
				continue
			}
			for i := range places {
				if d.fitsBuilding(&places[i]) && !yield(places[i]) {
					return
				}
			}
		}
	}
}

// canBuildAny reports whether buildPlaces(s) yields anything, counting
// each building's places by shifts of the squares it may cover (fitCount)
// rather than looking at every footprint: every settle asks it.
func (st *state) canBuildAny(s engine.Seat) bool {
	ts := st.buildTypes(s)
	if ts == 0 {
		return false
	}
	lies := placements().buildingLies
	free := st.players[s].dom.buildable()
	for ; ts != 0; ts &= ts - 1 {
		if fitCount(lies[bits.TrailingZeros16(ts)], free) > 0 {
			return true
		}
	}
	return false
}

// buildTypes has bit t set for each building type t that canBuildType
// allows s, asked for every type at once: the costs and limits are read
// once, not once a type.
func (st *state) buildTypes(s engine.Seat) uint16 {
	d, p := data(), &st.players[s]
	if st.turn.actions >= int8(d.Actions.PerTurn) || st.turn.taken[kindBuild] >= kindLimits[kindBuild] ||
		p.florins < d.buildCost(int(p.dom.builders)) {
		return 0
	}
	var ts uint16
	for t := range min(len(d.Buildings.Types), wantBuildingTypes) {
		if !p.dom.hasBuilding(int8(t)) && st.supply.buildings[t] > 0 {
			ts |= 1 << t
		}
	}
	return ts
}
