package princes

import "testing"

// actionTestSpot is the first footprint of building id clear of the
// palace by a square, as a BuildMove.
func actionTestSpot(t *testing.T, d *principality, id string) BuildMove {
	t.Helper()
	typ := words().buildingBy[id]
	for _, f := range footprints(data().Buildings.Types[typ].shape) {
		if f.Cells&d.occupied == 0 && f.Cells.neighbours()&d.buildings == 0 {
			return BuildMove{Type: typ, Cells: f.Cells}
		}
	}
	t.Fatalf("%s fits nowhere", id)
	return BuildMove{}
}

// A building costs 700 Florins, 300 with 1 or 2 builders, nothing with
// 3, and scores 3 prestige.
func TestBuildCostByBuilders(t *testing.T) {
	for builders, cost := range []int{700, 300, 300, 0} {
		st := actionTestState(3)
		p := &st.players[0]
		p.dom.builders = int8(builders)
		actionTestApply(t, st, actionTestSpot(t, &p.dom, "tower"))
		if p.florins != 3500-cost || p.prestige != 3 || st.supply.buildings[words().buildingBy["tower"]] != 2 {
			t.Errorf("%d builders: Florins %d, prestige %d; want %d and 3", builders, p.florins, p.prestige, 3500-cost)
		}
	}
}

// A building may not touch the palace or another building by a side
// unless its owner has 2 builders; it may never cover a piece.
func TestBuildAdjacency(t *testing.T) {
	tower := words().buildingBy["tower"]
	// The tower flat on a3–c3 lies along the palace's top edge (a2–c2).
	onPalaceEdge := bit(squareRow(3), 0) | bit(squareRow(3), 1) | bit(squareRow(3), 2)
	for builders, ok := range []bool{false, false, true, true} {
		st := actionTestState(3)
		st.players[0].dom.builders = int8(builders)
		m := BuildMove{Type: tower, Cells: onPalaceEdge}
		if ok {
			actionTestApply(t, st, m)
			continue
		}
		actionTestRefuse(t, st, m, "would touch another building or the palace (rule 3)")
		if actionTestLegal(st, 0, m) {
			t.Errorf("%d builders: a tower beside the palace is listed", builders)
		}
	}
	st := actionTestState(3)
	st.players[0].dom.builders = 2
	onPalace := bit(squareRow(2), 0) | bit(squareRow(3), 0) | bit(squareRow(4), 0)
	actionTestRefuse(t, st, BuildMove{Type: tower, Cells: onPalace}, "(rule 2)")
	actionTestRefuse(t, st, BuildMove{Type: tower, Cells: bit(squareRow(7), 0) | bit(squareRow(7), 1)}, "not the shape")
}

// One building of each type per principality, and only while the supply
// has one.
func TestBuildOneOfEachType(t *testing.T) {
	st := actionTestState(3)
	d := &st.players[0].dom
	actionTestApply(t, st, actionTestSpot(t, d, "chapel"))
	actionTestRefuse(t, st, actionTestSpot(t, d, "chapel"), "you have one already (rule 5)")
	st.supply.buildings[words().buildingBy["tower"]] = 0
	actionTestRefuse(t, st, actionTestSpot(t, d, "tower"), "no tower is left")
	st.players[0].florins = 699
	actionTestRefuse(t, st, actionTestSpot(t, d, "opera"), "costs you 700 Florins: you have 699")
	for _, m := range st.Legal(0) {
		if _, ok := m.(BuildMove); ok {
			t.Fatalf("%v listed without the money", m)
		}
	}
}

// Every distinct footprint that fits is listed, and no other.
func TestBuildLegalFootprints(t *testing.T) {
	st := actionTestState(3)
	d := &st.players[0].dom
	d.builders = 2
	tower := words().buildingBy["tower"]
	want := 0
	for _, f := range footprints(data().Buildings.Types[tower].shape) {
		if f.Cells&d.occupied == 0 {
			want++
		}
	}
	got := 0
	for _, m := range st.Legal(0) {
		if b, ok := m.(BuildMove); ok && b.Type == tower {
			got++
		}
	}
	if got != want || want != 70-12 {
		t.Errorf("%d towers listed, want %d of 58 (70 places, 12 on the palace)", got, want)
	}
}
