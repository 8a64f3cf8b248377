package palazzo

// The builds and discards of a quiet apply, their checks folded into one
// test each: checkPending and checkOnTop, calls that copy the player and
// count the pending tiles, were a third of a random game's builds. A move
// the test cannot vouch for goes to build or discardTile, for the same
// refusal; one it passes changes the state as they do, by the same steps.

// mayPlace reports whether the actor may build or discard t now: in the
// build phase, t among the pending tiles (checkPending's test).
func (st *state) mayPlace(t Tile) bool {
	if st.phase != phaseBuild {
		return false
	}
	for _, u := range st.pending {
		if u == t {
			return true
		}
	}
	return false
}

// buildQuiet is build(m, nil).
func (st *state) buildQuiet(m BuildMove) error {
	if !st.mayPlace(m.Tile) {
		return st.build(m, nil)
	}
	p := &st.players[st.actor]
	if m.Palace == NewPalace {
		p.palaces = append(p.palaces, append(st.emptyPalace(), m.Tile))
	} else {
		// On top of a palace: above its top floor, which it has not
		// (checkOnTop refuses a floor it has, or one below its top).
		if m.Palace < 0 || m.Palace >= len(p.palaces) {
			return st.build(m, nil)
		}
		pal := p.palaces[m.Palace]
		if m.Tile.Floor <= pal.top() || pal.floorIndex(m.Tile.Floor) >= 0 {
			return st.build(m, nil)
		}
		p.palaces[m.Palace] = append(pal, m.Tile)
	}
	st.pending, _ = removeTile(st.pending, m.Tile)
	st.placed(nil)
	return nil
}

// discardQuiet is discardTile(m, nil).
func (st *state) discardQuiet(m DiscardMove) error {
	if !st.mayPlace(m.Tile) {
		return st.discardTile(m, nil)
	}
	st.pending, _ = removeTile(st.pending, m.Tile)
	st.placed(nil)
	return nil
}
