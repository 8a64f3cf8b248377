package palazzo

import (
	"math"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestTileValidByRanges checks valid's unsigned comparisons against the
// rule they stand for, for every value of every field.
func TestTileValidByRanges(t *testing.T) {
	n := 0
	for f := math.MinInt8; f <= math.MaxInt8; f++ {
		for m := math.MinInt8; m <= math.MaxInt8; m++ {
			for w := math.MinInt8; w <= math.MaxInt8; w++ {
				tile := Tile{Floor: int8(f), Mat: Material(m), Windows: int8(w)}
				want := f >= 1 && f <= 5 && m >= int(Brick) && m <= int(Marble) && w >= 1 && w <= 3
				if tile.valid() != want {
					require.Equal(t, want, tile.valid(), "%#v", tile)
				}
				if want {
					n++
					require.Equal(t, tile, tilesByIndex[tile.tileIndex()], "tilesByIndex")
				}
			}
		}
	}
	require.Equal(t, 45, n)
}
