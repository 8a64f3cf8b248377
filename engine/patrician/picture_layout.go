package patrician

import (
	_ "embed"
	"fmt"

	"github.com/pbem-games/pbem/engine/gamedata"
)

// The layout of the picture's map: a file of ours, apart from the
// component data, since it describes no component of the game (see its
// header: the board's real geometry is unknown).
//
//go:embed data/layout.toml
var layoutFile []byte

// mapLayout is the decoded layout file.
type mapLayout struct {
	Columns int       `toml:"columns"`
	Cities  []cellRow `toml:"cities"`
	// cells holds the place of each city of the data file, by index.
	cells []cellRow
}

// cellRow places one city in the grid; halves sit between two cells.
type cellRow struct {
	Code string  `toml:"code"`
	Col  float64 `toml:"col"`
	Row  float64 `toml:"row"`
}

// layout returns the decoded layout; like data, it panics on a bad file,
// which is embedded, so the tests catch it.
func layout() *mapLayout { return loadedLayout.Get() }

var loadedLayout = gamedata.NewLazy(func() (*mapLayout, error) { return decodeLayout(layoutFile) })

// decodeLayout decodes a layout and checks that it places every city of
// the data file once, inside the grid.
func decodeLayout(src []byte) (*mapLayout, error) {
	l := new(mapLayout)
	if err := gamedata.Decode("patrician", src, l, l.index); err != nil {
		return nil, err
	}
	return l, nil
}

// index fills cells from the rows, checking them.
func (l *mapLayout) index() error {
	if l.Columns < 1 {
		return fmt.Errorf("layout: columns = %d, want at least 1", l.Columns)
	}
	l.cells = make([]cellRow, cityCount())
	seen := make([]bool, cityCount())
	for i, row := range l.Cities {
		c, ok := data().cityByCode[row.Code]
		if !ok || len(row.Code) != 2 || seen[c] {
			return fmt.Errorf("layout: city %d (%q): want a city code of patrician.toml, once", i+1, row.Code)
		}
		if row.Col < 0 || row.Col > float64(l.Columns-1) || row.Row < 0 {
			return fmt.Errorf("layout: city %s at column %g, row %g: want a column of 0 to %d and a row of 0 or more",
				row.Code, row.Col, row.Row, l.Columns-1)
		}
		seen[c], l.cells[c] = true, row
	}
	for c, ok := range seen {
		if !ok {
			return fmt.Errorf("layout: city %s has no place", City(c).Code())
		}
	}
	return nil
}
