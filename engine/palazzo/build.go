package palazzo

import (
	"github.com/pbem-games/pbem/engine"
)

// build places an acquired tile on top of one of the actor's palaces, or
// starts a new palace with it. A tile goes on top only if its floor is
// higher than the palace's top floor (rules 1, 2 and 5).
func (st *state) build(m BuildMove, t *engine.EventRoom) error {
	if err := st.checkPending(m.Tile, "build a tile"); err != nil {
		return err
	}
	p := &st.players[st.actor]
	if m.Palace == NewPalace {
		p.palaces = append(p.palaces, append(st.emptyPalace(), m.Tile))
		if t != nil { // a quiet apply words nothing
			t.Tell("event.builds-new", st.names[st.actor], m.Tile.String(), Label(len(p.palaces)-1))
		}
	} else {
		if err := st.checkOnTop(m.Tile, m.Palace); err != nil {
			return err
		}
		p.palaces[m.Palace] = append(p.palaces[m.Palace], m.Tile)
		if t != nil { // a quiet apply words nothing
			t.Tell("event.builds-on", st.names[st.actor], m.Tile.String(), Label(m.Palace))
		}
	}
	st.pending, _ = removeTile(st.pending, m.Tile)
	st.placed(t)
	return nil
}

// checkOnTop refuses to build t on palace i of the actor unless t's floor
// is above the palace's top floor.
func (st *state) checkOnTop(t Tile, i int) error {
	p := st.players[st.actor]
	if i < 0 || i >= len(p.palaces) {
		return illegalAt([]string{Label(max(i, 0))}, "you have no palace %s%s", Label(max(i, 0)), palaceList(len(p.palaces)))
	}
	top := p.palaces[i].top()
	switch {
	case p.palaces[i].floorIndex(t.Floor) >= 0:
		return illegalAt([]string{Label(i)}, "you cannot build %s on palace %s: it already has floor %d", t, Label(i), t.Floor)
	case t.Floor < top:
		return illegalAt([]string{Label(i)}, "you cannot build %s on palace %s: its top floor is %d (a lower floor goes in only by a transform)", t, Label(i), top)
	}
	return nil
}

// palaceList names the palaces a player has, for error messages.
func palaceList(n int) string {
	switch n {
	case 0:
		return " (you have none yet)"
	case 1:
		return " (you have palace A)"
	}
	return " (you have palaces A to " + Label(n-1) + ")"
}

// discardTile removes an acquired tile from the game (rule 8).
func (st *state) discardTile(m DiscardMove, t *engine.EventRoom) error {
	if err := st.checkPending(m.Tile, "discard a tile"); err != nil {
		return err
	}
	st.pending, _ = removeTile(st.pending, m.Tile)
	if t != nil { // a quiet apply words nothing
		t.Tell("event.discards", st.names[st.actor], m.Tile.String())
	}
	st.placed(t)
	return nil
}

// checkPending refuses to place a tile the actor has not just acquired.
// doing is the refused action, as inPhase words it.
func (st *state) checkPending(t Tile, doing string) error {
	if err := st.inPhase(phaseBuild, doing); err != nil {
		return err
	}
	if countTile(st.pending, t) == 0 {
		return illegalAt([]string{t.String()}, "you have not acquired %s; you must build or discard %s", t, joinTiles(st.pending))
	}
	return nil
}

// placed finishes a build or discard: once no tile is pending, play goes on.
func (st *state) placed(t *engine.EventRoom) {
	if len(st.pending) == 0 {
		st.afterBuild(t)
	}
}
