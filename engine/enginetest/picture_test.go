package enginetest

import (
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/pbem-games/pbem/picture"
)

// TestGoldenPicture: -update writes the SVG and the PNG, the same picture
// then passes, and a picture drawn differently fails on its pixels even
// when its SVG golden file is rewritten to match.
func TestGoldenPicture(t *testing.T) {
	defer func(saved bool) { *update = saved }(*update)
	base := filepath.Join(t.TempDir(), "pic")
	square := func(x float64) *picture.Picture {
		p := picture.New(40, 40)
		p.Rect(x, 0, 20, 40, picture.Style{Fill: picture.PlayerFill(0)})
		return p
	}
	*update = true
	GoldenPicture(t, base, square(0))
	*update = false
	assert.Empty(t, failures(t, func(tb testing.TB) { GoldenPicture(tb, base, square(0)) }))

	moved := square(20)
	svg, err := os.Create(base + ".svg")
	assert.NoError(t, err)
	assert.NoError(t, moved.WriteSVG(svg))
	assert.NoError(t, svg.Close())
	assert.Contains(t, failures(t, func(tb testing.TB) { GoldenPicture(tb, base, moved) }), "of the pixels differ")
}
