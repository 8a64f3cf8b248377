package examples

import (
	"bytes"
	"image/png"
	"path/filepath"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem/pbemtest"
)

// TestWritePNGIsImagePNGs: the board PNG of every example, for the
// Observer and every seat at mid-game and at the end, is byte for byte the
// PNG image/png's Encoder writes of the same drawn image (WritePNG's own
// encoder only chooses the same filters faster).
func TestWritePNGIsImagePNGs(t *testing.T) {
	paths, err := filepath.Glob("*.pbem")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no example files (%v)", err)
	}
	for _, path := range paths {
		for _, cut := range []int{40, -1} {
			r, err := pbemtest.Open(catalog, path, cut)
			if err != nil {
				t.Fatal(err)
			}
			for s := engine.Observer; int(s) < len(r.File.Header.Players); s++ {
				pr, ok := r.State.View(s).(engine.Picturer)
				if !ok {
					t.Skipf("%s draws no pictures", path)
				}
				p := pr.Picture(engine.English)
				var got, want bytes.Buffer
				if err := p.WritePNG(&got); err != nil {
					t.Fatal(err)
				}
				if err := (&png.Encoder{CompressionLevel: png.DefaultCompression}).Encode(&want, p.Image()); err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(got.Bytes(), want.Bytes()) {
					t.Errorf("%s at %d, seat %d: WritePNG wrote %d bytes, image/png %d, or other bytes", path, cut, s, got.Len(), want.Len())
				}
			}
		}
	}
}
