package picture

import (
	"bytes"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestMailPNGIsTheCompactPNG: WriteMailPNG, which makes each row's indices
// as it compresses it, writes WriteCompactPNG's bytes, for a board-like
// picture of more than 256 colours (rows like the one above among them),
// a picture of a few flat colours (which image/png writes itself), of 17
// colours, and an empty one (which both refuse alike); each written twice, the second time from the
// raster kept.
func TestMailPNGIsTheCompactPNG(t *testing.T) {
	few := New(40, 30)
	few.Rect(5, 5, 10, 10, Style{Fill: Solid(Color{R: 200, G: 10, B: 10})})
	seventeen := New(170, 12)
	for i := range 17 {
		seventeen.Rect(float64(10*i), 0, 10, 12, Style{Fill: Solid(Color{R: uint8(12 * i), G: 100, B: 7})})
	}
	for name, p := range map[string]*Picture{"board": boardLike(), "few": few, "seventeen": seventeen, "empty": New(0, 0)} {
		for range 2 {
			var want, got bytes.Buffer
			wantErr, gotErr := p.WriteCompactPNG(&want), p.WriteMailPNG(&got)
			require.Equal(t, wantErr, gotErr, name)
			require.Equal(t, want.Bytes(), got.Bytes(), name)
		}
	}
}
