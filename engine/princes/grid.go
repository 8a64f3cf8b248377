package princes

import (
	"fmt"
	"math/bits"
	"strings"
	"sync"
	"sync/atomic"

	"github.com/pbem-games/pbem/engine"
)

// mask is a set of squares of a 7 × 7 principality: bit row*7+col, row 0
// at the top and column 0 at the left, as the data file draws shapes.
// Placement checks are then a few AND operations, which self-play and
// search run millions of times.
type mask uint64

// fullGrid is every square of the principality.
const fullGrid mask = 1<<(boardSize*boardSize) - 1

// bit returns the mask of the one square at row, col.
func bit(row, col int) mask { return 1 << (row*boardSize + col) }

// maskOf returns the squares of a shape.
func maskOf(s shape) mask {
	var m mask
	for _, c := range s {
		m |= bit(c.Row, c.Col)
	}
	return m
}

// count is how many squares m holds.
func (m mask) count() int { return bits.OnesCount64(uint64(m)) }

// neighbours is every square sharing an edge with a square of m, outside
// m. A building whose squares meet another building's neighbours would
// touch it.
func (m mask) neighbours() mask {
	right := m << 1 & fullGrid &^ firstColumn // column 6 may not wrap into column 0
	left := m >> 1 &^ lastColumn
	up := m >> boardSize
	down := m << boardSize & fullGrid
	return (right | left | up | down) &^ m
}

// The squares of the first and last columns.
var firstColumn, lastColumn = column(0), column(boardSize - 1)

// column is every square of column col.
func column(col int) mask {
	var m mask
	for r := range boardSize {
		m |= bit(r, col)
	}
	return m
}

// orientation is how a piece lies: turned clockwise by Turn quarter turns
// after a mirror image left to right when Flip. The notation writes it
// r0 (omitted), r90, r180, r270, with flip after.
type orientation struct {
	Turn int
	Flip bool
}

func (o orientation) String() string {
	if i := orientIndex(o); i >= 0 {
		return orientNames[i]
	}
	s := ""
	if o.Turn != 0 {
		s = fmt.Sprintf("r%d", o.Turn*90)
	}
	if o.Flip {
		s = strings.TrimSpace(s + " flip")
	}
	return s
}

// orientNames are the eight orientations written, by orientIndex: every
// event of a build or placement writes one.
var orientNames = [8]string{"", "r90", "r180", "r270", "flip", "r90 flip", "r180 flip", "r270 flip"}

// orientations lists the eight orientations in canonical order: a cell set
// that several give is written with the first.
var orientations = []orientation{{0, false}, {1, false}, {2, false}, {3, false}, {0, true}, {1, true}, {2, true}, {3, true}}

// oriented returns s turned to o, moved so that its bounding box starts at
// row 0, column 0.
func (s shape) oriented(o orientation) shape {
	out := make(shape, len(s))
	for i, c := range s {
		r, col := c.Row, c.Col
		if o.Flip {
			col = -col
		}
		for range o.Turn { // a quarter turn clockwise: (r, c) → (c, −r)
			r, col = col, -r
		}
		out[i] = cell{r, col}
	}
	return out.normalised()
}

// normalised moves s so that its least row and column are 0.
func (s shape) normalised() shape {
	minR, minC := s[0].Row, s[0].Col
	for _, c := range s {
		minR, minC = min(minR, c.Row), min(minC, c.Col)
	}
	out := make(shape, len(s))
	for i, c := range s {
		out[i] = cell{c.Row - minR, c.Col - minC}
	}
	return out
}

// height and width of the bounding box of a normalised shape.
func (s shape) height() int { return s.extent(func(c cell) int { return c.Row }) }
func (s shape) width() int  { return s.extent(func(c cell) int { return c.Col }) }

func (s shape) extent(of func(cell) int) int {
	n := 0
	for _, c := range s {
		n = max(n, of(c)+1)
	}
	return n
}

// footprint is one distinct way a piece may lie on the grid: its squares
// and the orientation and corner the notation writes for them.
type footprint struct {
	Cells  mask
	Orient orientation
	// Corner is the lower-left corner of the bounding box, the square the
	// notation names (a1 is the lower-left square of the principality).
	Corner square
}

// square is a square as the notation names it: File 0 for a … 6 for g,
// Rank 1 at the bottom … 7 at the top.
type square struct{ File, Rank int }

func (q square) String() string {
	if q.File >= 0 && q.File < boardSize && q.Rank >= 1 && q.Rank <= boardSize {
		return squareNames[q.File][q.Rank-1] // no new string: every build writes one
	}
	return fmt.Sprintf("%c%d", 'a'+q.File, q.Rank)
}

// row and col of the square in the data file's coordinates.
func (q square) row() int { return boardSize - q.Rank }
func (q square) col() int { return q.File }

// squareAt names the square at row, col.
func squareAt(row, col int) square { return square{File: col, Rank: boardSize - row} }

// footprints lists every distinct way s may lie inside the grid, in a
// stable order (by corner from a1 along the rows, then by orientation),
// each cell set once under the first orientation that gives it. Legal
// asks for them at every decision of the action phase, so they are worked
// out once per shape; callers must not change the slice.
func footprints(s shape) []footprint { return infoOf(s).fps }

// shapeInfo is what is worked out once per shape: its footprints and its
// eight orientations (by orientIndex), which the notation needs for every
// piece it reads or writes.
type shapeInfo struct {
	key      mask // maskOf the shape as drawn
	fps      []footprint
	oriented [8]shape
	// byCorner[k] is the index in fps of the first footprint whose
	// corner is square k (cornerIndex), fps are listed by corner: the
	// footprints of one corner are fps[byCorner[k]:byCorner[k+1]].
	byCorner [boardSize*boardSize + 1]int16
}

// shapeInfos holds the shapeInfo of every shape met so far. A game has a
// dozen shapes, so a scan of the slice finds one faster than a map, and
// without a lock: the slice is copied on write (under shapeInfoMu) and
// never changed once published.
var (
	shapeInfos  atomic.Pointer[[]*shapeInfo]
	shapeInfoMu sync.Mutex
)

// infoOf returns the shapeInfo of s, working it out on first use.
func infoOf(s shape) *shapeInfo {
	key := maskOf(s)
	if in := findInfo(shapeInfos.Load(), key); in != nil {
		return in
	}
	shapeInfoMu.Lock()
	defer shapeInfoMu.Unlock()
	old := shapeInfos.Load()
	if in := findInfo(old, key); in != nil {
		return in
	}
	in := &shapeInfo{key: key, fps: layFootprints(s)}
	in.indexCorners()
	for i, o := range orientations {
		in.oriented[i] = s.oriented(o)
	}
	var infos []*shapeInfo
	if old != nil {
		infos = append(infos, *old...)
	}
	infos = append(infos, in)
	shapeInfos.Store(&infos)
	return in
}

// cornerIndex numbers the squares in the order layFootprints walks
// their corners: a1, b1, … g1, a2, …
func cornerIndex(q square) int { return (q.Rank-1)*boardSize + q.File }

// indexCorners fills in.byCorner from in.fps.
func (in *shapeInfo) indexCorners() {
	i := 0
	for k := range boardSize * boardSize {
		in.byCorner[k] = int16(i)
		for i < len(in.fps) && cornerIndex(in.fps[i].Corner) == k {
			i++
		}
	}
	in.byCorner[boardSize*boardSize] = int16(i)
}

// cornerOf is the lower-left corner of the bounding box of cells (not
// empty): the corner of every footprint covering them.
func cornerOf(cells mask) square {
	bottom := (bits.Len64(uint64(cells)) - 1) / boardSize
	left := 0
	for cells&columns[left] == 0 {
		left++
	}
	return squareAt(bottom, left)
}

// columns are the squares of each column.
var columns = func() (cs [boardSize]mask) {
	for c := range cs {
		cs[c] = column(c)
	}
	return cs
}()

// findInfo finds the shapeInfo of key in infos (nil: none yet).
func findInfo(infos *[]*shapeInfo, key mask) *shapeInfo {
	if infos == nil {
		return nil
	}
	for _, in := range *infos {
		if in.key == key {
			return in
		}
	}
	return nil
}

// orientIndex is the index of o in orientations, -1 for an orientation
// out of range.
func orientIndex(o orientation) int {
	if o.Turn < 0 || o.Turn > 3 {
		return -1
	}
	if o.Flip {
		return o.Turn + 4
	}
	return o.Turn
}

// orientedAs is s turned to o, from the shape's info when o is one of the
// eight orientations. The caller must not change it.
func (in *shapeInfo) orientedAs(s shape, o orientation) shape {
	if i := orientIndex(o); i >= 0 {
		return in.oriented[i]
	}
	return s.oriented(o)
}

// layFootprints works out footprints.
func layFootprints(s shape) []footprint {
	var shapes []shape
	var orients []orientation
	seen := map[mask]bool{}
	for _, o := range orientations {
		os := s.oriented(o)
		if m := maskOf(os); !seen[m] {
			seen[m] = true
			shapes = append(shapes, os)
			orients = append(orients, o)
		}
	}
	var out []footprint
	for rank := 1; rank <= boardSize; rank++ {
		for file := 0; file < boardSize; file++ {
			for i, os := range shapes {
				if fp, ok := place(os, orients[i], square{file, rank}); ok {
					out = append(out, fp)
				}
			}
		}
	}
	return out
}

// place puts the normalised shape os with the lower-left corner of its
// bounding box on q; false when it sticks out of the grid.
func place(os shape, o orientation, q square) (footprint, bool) {
	top := q.row() - os.height() + 1
	if top < 0 || q.col()+os.width() > boardSize {
		return footprint{}, false
	}
	var m mask
	for _, c := range os {
		m |= bit(top+c.Row, q.col()+c.Col)
	}
	return footprint{Cells: m, Orient: o, Corner: q}, true
}

// locate finds the footprint of s at corner q turned to o, giving the
// canonical orientation of the cells it covers; false when the piece does
// not fit inside the grid there.
func locate(s shape, q square, o orientation) (footprint, bool) {
	fp, ok := place(infoOf(s).orientedAs(s, o), o, q)
	if !ok {
		return footprint{}, false
	}
	return canonical(s, fp.Cells), true
}

// canonical returns the footprint of s covering exactly cells, under the
// first orientation that covers them: the one footprints lists for them.
// cells must be a footprint of s.
func canonical(s shape, cells mask) footprint {
	// Every footprint covering cells has their corner: only those of it
	// are looked at, in the order of footprints.
	in := infoOf(s)
	if cells != 0 && cells&^fullGrid == 0 {
		k := cornerIndex(cornerOf(cells))
		for _, fp := range in.fps[in.byCorner[k]:in.byCorner[k+1]] {
			if fp.Cells == cells {
				return fp
			}
		}
	}
	panic(fmt.Sprintf("princes: cells %#x are no footprint of %v", uint64(cells), s))
}

// placement is one footprint of a building or landscape type. Its move
// (move) is put in an interface once, when first asked: a converted move
// is a heap copy, and Legal lists hundreds of them per decision of the
// action phase, but a replay needs only the squares.
type placement struct {
	Cells     mask
	Near      mask // Cells.neighbours(), worked out once for fitsBuilding
	Landscape bool // a PlaceMove, else a BuildMove
	Type      int8
	Index     int16 // in its type's placements
}

// placementTable holds the placements of every building and landscape
// type of one data file, in the order of footprints.
type placementTable struct {
	data       *components
	buildings  [][]placement
	landscapes [][]placement
	// buildingLies holds, by building type, its distinct orientations as
	// lies: a random move counts the places of a building in a few shifts
	// of the free squares instead of looking at each footprint.
	buildingLies, landscapeLies [][]lie
	// buildingTurns and landscapeTurns hold, by type, the piece turned
	// to each orientation (by orientIndex): fastMove lays a piece read
	// with a shift.
	buildingTurns, landscapeTurns [][8]turnedPiece
	// moves are the placements' moves, by landscape (0 buildings, 1
	// landscapes), type and index, made on first use (boxMoves): a
	// thousand allocations the replay of a game file never needs.
	movesOnce sync.Once
	moves     [2][][]engine.Move
}

// placementCache is the table of the data in use; tests that swap the
// data (gamedata.Lazy.Replace) get a new one on the next call.
var placementCache atomic.Pointer[placementTable]

// placements returns the placement table of the data in use.
func placements() *placementTable {
	d := data()
	if t := placementCache.Load(); t != nil && t.data == d {
		return t
	}
	t := &placementTable{data: d}
	for i, b := range d.Buildings.Types {
		t.buildings = append(t.buildings, placementsOf(b.shape, false, int8(i)))
		t.buildingLies = append(t.buildingLies, liesOf(b.shape))
		t.buildingTurns = append(t.buildingTurns, turnsOf(b.shape))
	}
	for i, l := range d.Landscapes.Types {
		t.landscapes = append(t.landscapes, placementsOf(l.shape, true, int8(i)))
		t.landscapeLies = append(t.landscapeLies, liesOf(l.shape))
		t.landscapeTurns = append(t.landscapeTurns, turnsOf(l.shape))
	}
	placementCache.Store(t)
	return t
}

// turnedPiece is a piece turned to one orientation: its squares with the
// top left of its bounding box on the top left square, and the box's size.
type turnedPiece struct {
	cells         mask
	height, width int
}

// turnsOf turns s to each of the eight orientations.
func turnsOf(s shape) (out [8]turnedPiece) {
	for i, os := range infoOf(s).oriented {
		out[i] = turnedPiece{cells: maskOf(os), height: os.height(), width: os.width()}
	}
	return out
}

// at is the squares the piece covers with the lower-left corner of its
// box on q, as place finds them; false when it sticks out of the grid.
func (tp *turnedPiece) at(q square) (mask, bool) {
	top := q.row() - tp.height + 1
	if top < 0 || q.col()+tp.width > boardSize {
		return 0, false
	}
	return tp.cells << (top*boardSize + q.col()), true
}

// placementsOf lists the footprints of s as placements of a piece of
// type ty.
func placementsOf(s shape, landscape bool, ty int8) []placement {
	fps := footprints(s)
	out := make([]placement, len(fps))
	for i, f := range fps {
		out[i] = placement{Cells: f.Cells, Near: f.Cells.neighbours(), Landscape: landscape, Type: ty, Index: int16(i)}
	}
	return out
}

// boxMoves makes the moves of every placement of t.
func (t *placementTable) boxMoves() {
	for li, byType := range [2][][]placement{t.buildings, t.landscapes} {
		t.moves[li] = make([][]engine.Move, len(byType))
		for ty, pls := range byType {
			t.moves[li][ty] = make([]engine.Move, len(pls))
			for i, pl := range pls {
				t.moves[li][ty][i] = pl.newMove()
			}
		}
	}
}

// newMove is the move that lays pl's piece on its squares.
func (pl *placement) newMove() engine.Move {
	if pl.Landscape {
		return PlaceMove{Landscape: pl.Type, Cells: pl.Cells}
	}
	return BuildMove{Type: pl.Type, Cells: pl.Cells}
}

// move is newMove, boxed once for the table in use.
func (pl *placement) move() engine.Move {
	t := placements()
	t.movesOnce.Do(t.boxMoves)
	li := 0
	if pl.Landscape {
		li = 1
	}
	if byType := t.moves[li]; int(pl.Type) < len(byType) && int(pl.Index) < len(byType[pl.Type]) {
		return byType[pl.Type][pl.Index]
	}
	return pl.newMove() // not a placement of the table: a test's own
}

// covers reports whether cells are one of the placements of ps.
func covers(ps []placement, cells mask) bool {
	for _, p := range ps {
		if p.Cells == cells {
			return true
		}
	}
	return false
}
