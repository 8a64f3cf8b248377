package palazzo

import (
	"math/bits"
	"slices"
	"strings"
)

// Material is what a building tile is made of.
type Material int8

// The three materials, in the order tiles are sorted and listed.
const (
	Brick Material = iota
	Sandstone
	Marble
)

// materialCodes are the letters of the materials in tile codes ("3m2").
const materialCodes = "bsm"

var materialNames = [...]string{"brick", "sandstone", "marble"}

var materialByName = map[string]Material{"brick": Brick, "sandstone": Sandstone, "marble": Marble}

// String returns the material's name ("marble").
func (m Material) String() string { return materialNames[m] }

// Tile is a kind of building tile: a floor number 1–5, a material and 1–3
// windows. The two 3rd-floor 1-window tiles of a material are the same kind,
// so a Tile value is all a move needs to name one. The zero Tile is no tile.
type Tile struct {
	Floor   int8
	Mat     Material
	Windows int8
}

// riderTile stands for a rider in the face-down stack III. It is never a
// tile a player can hold.
var riderTile = Tile{Floor: -1}

func (t Tile) isRider() bool { return t.Floor < 0 }

// IsZero reports whether t is the zero Tile (no tile).
func (t Tile) IsZero() bool { return t == Tile{} }

func (t Tile) valid() bool {
	// Each range as one unsigned comparison: a value below the range
	// wraps above it.
	return uint8(t.Floor-1) < 5 && uint8(t.Mat-Brick) <= uint8(Marble-Brick) && uint8(t.Windows-1) < 3
}

// String returns the tile code: floor, material letter, windows ("3m2").
func (t Tile) String() string {
	if t.isRider() {
		return "rider"
	}
	return t.code()
}

// tileCodeLen is the length of every tile code.
const tileCodeLen = 3

// tileCodes holds the code of every valid tile, three bytes each, in the
// order of tileIndex. It is built once from the same rules as ParseTile
// reads and never changes: slicing it writes a tile without allocating,
// and tiles are written in most events and every view.
var tileCodes = func() string {
	buf := make([]byte, 0, 5*len(materialCodes)*3*tileCodeLen)
	for f := byte('1'); f <= '5'; f++ {
		for m := range len(materialCodes) {
			for w := byte('1'); w <= '3'; w++ {
				buf = append(buf, f, materialCodes[m], w)
			}
		}
	}
	return string(buf)
}()

// tileIndex is the position of a valid tile's code in tileCodes.
func (t Tile) tileIndex() int {
	return ((int(t.Floor)-1)*len(materialCodes)+int(t.Mat))*3 + int(t.Windows) - 1
}

// code is the tile code, "?" for no tile.
func (t Tile) code() string {
	if !t.valid() {
		return "?"
	}
	i := t.tileIndex() * tileCodeLen
	return tileCodes[i : i+tileCodeLen]
}

// MarshalText writes the tile code, so views marshal tiles as "3m2".
func (t Tile) MarshalText() ([]byte, error) { return []byte(t.code()), nil }

// ParseTile reads a tile code such as "3m2", in any case.
func ParseTile(s string) (Tile, bool) {
	if len(s) != 3 {
		return Tile{}, false
	}
	s = strings.ToLower(s)
	m := strings.IndexByte(materialCodes, s[1])
	t := Tile{Floor: int8(s[0]) - '0', Mat: Material(m), Windows: int8(s[2]) - '0'}
	return t, m >= 0 && t.valid()
}

// compareTiles orders tiles by floor, material (brick, sandstone, marble)
// and windows: the order tiles are listed in and written in moves.
func compareTiles(a, b Tile) int {
	switch {
	case a.Floor != b.Floor:
		return int(a.Floor) - int(b.Floor)
	case a.Mat != b.Mat:
		return int(a.Mat) - int(b.Mat)
	}
	return int(a.Windows) - int(b.Windows)
}

// removeTile removes one tile equal to t from ts, reporting whether there was one.
func removeTile(ts []Tile, t Tile) ([]Tile, bool) {
	i := slices.Index(ts, t)
	if i < 0 {
		return ts, false
	}
	return slices.Delete(ts, i, i+1), true
}

// countTile counts the tiles equal to t in ts.
func countTile(ts []Tile, t Tile) int {
	n := 0
	for _, u := range ts {
		if u == t {
			n++
		}
	}
	return n
}

// distinctTiles returns the distinct tiles of ts in tile order.
func distinctTiles(ts []Tile) []Tile { return appendDistinct(nil, ts) }

// appendDistinct appends the distinct tiles of ts in tile order to dst,
// which must not hold tiles of ts. Legal passes an array on its stack.
func appendDistinct(dst, ts []Tile) []Tile {
	// The 45 valid tiles, numbered by tileIndex in compareTiles' order,
	// fit one word: marking them and reading the marks back sorts without
	// comparing (every buy, build and pick decision asks).
	seen, _, ok := tileMasks(ts)
	if !ok {
		return sortDistinct(dst, ts)
	}
	return appendMasked(dst, seen)
}

// tileMasks returns the tiles ts holds, bit tileIndex() for each, and
// those it holds twice or more; false if one of them is not a valid tile.
func tileMasks(ts []Tile) (seen, twice uint64, ok bool) {
	for _, t := range ts {
		if !t.valid() {
			return 0, 0, false
		}
		bit := uint64(1) << t.tileIndex()
		twice |= seen & bit
		seen |= bit
	}
	return seen, twice, true
}

// appendMasked appends the tiles of mask (bit tileIndex()) to dst in tile
// order.
func appendMasked(dst []Tile, mask uint64) []Tile {
	for ; mask != 0; mask &= mask - 1 {
		dst = append(dst, tilesByIndex[bits.TrailingZeros64(mask)])
	}
	return dst
}

// tilesByIndex is tileAt of every index, 64 of them so that an index of
// a word's bit needs no bounds check (those past the 45 tiles are never
// asked for).
var tilesByIndex = func() (ts [64]Tile) {
	for i := range 45 {
		ts[i] = tileAt(i)
	}
	return ts
}()

// sortDistinct is appendDistinct for any tiles, by sorting them.
func sortDistinct(dst, ts []Tile) []Tile {
	n := len(dst)
	dst = append(dst, ts...)
	slices.SortFunc(dst[n:], compareTiles)
	return dst[:n+len(slices.Compact(dst[n:]))]
}

// joinTiles writes tile codes separated by spaces, or "-" for none.
func joinTiles(ts []Tile) string {
	switch len(ts) {
	case 0:
		return "-"
	case 1:
		return ts[0].String() // no allocation
	}
	var space [64]byte // room for 16 tiles without a second allocation
	buf := space[:0]
	for i, t := range ts {
		if i > 0 {
			buf = append(buf, ' ')
		}
		buf = append(buf, t.String()...)
	}
	return string(buf)
}
