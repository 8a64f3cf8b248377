package princes

import (
	"strings"
	"sync"

	"github.com/pbem-games/pbem/picture"
)

// A replay page draws every position of a game, and a player's grid
// changes only when a piece is laid on it: about one position in twenty.
// Each grid is drawn once (drawGrid) and its shapes kept, keyed by all it
// is drawn from: the player's seat (their colour and pattern), the
// squares of the palace, and each piece's kind, id and squares, in order.
// TestGridMemoIsTheDrawing compares pictures drawn with and without it.

// gridMemoMax bounds the grids kept (some 20 KB each with their SVG): a
// whole game has about a hundred; a process that draws more (a host of
// many games) starts over.
const gridMemoMax = 256

// gridMemo holds the grids drawn, by key (gridKey).
var gridMemo struct {
	sync.Mutex
	grids map[string]*picture.Group
	off   bool // for tests: every grid drawn afresh
}

// grid returns the drawing of player i's grid, kept or drawn now.
func (d *pfDrawer) grid(i int) *picture.Group {
	key := gridKey(d.v.Players[i], i)
	gridMemo.Lock()
	g, ok := gridMemo.grids[key]
	off := gridMemo.off
	gridMemo.Unlock()
	if ok && !off {
		return g
	}
	g = &picture.Group{}
	drawGrid(g, d.regions(i))
	if off {
		return g
	}
	gridMemo.Lock()
	if gridMemo.grids == nil || len(gridMemo.grids) >= gridMemoMax {
		gridMemo.grids = make(map[string]*picture.Group)
	}
	gridMemo.grids[key] = g
	gridMemo.Unlock()
	return g
}

// gridKey is everything regions reads of player p, seat i: the seat, the
// principality's rows (where the palace lies) and the pieces.
func gridKey(p PlayerView, i int) string {
	var b strings.Builder
	b.WriteString(itoa(i))
	for _, row := range p.Principality {
		b.WriteByte('/')
		b.WriteString(row)
	}
	for _, pc := range p.Pieces {
		b.WriteByte('|')
		b.WriteString(pc.Kind)
		b.WriteByte(' ')
		b.WriteString(pc.ID)
		for _, sq := range pc.Squares {
			b.WriteByte(' ')
			b.WriteString(sq)
		}
	}
	return b.String()
}
