package examples

import (
	"bytes"
	"image"
	"image/png"
	"path/filepath"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem/pbemtest"
)

// TestWritePNGIsImagePNGs: the board PNG of every example, for the
// Observer and every seat at mid-game and at the end, has the pixels of
// the PNG image/png's Encoder writes of the same drawn image, and is no
// more than 2 % larger (WritePNG's own encoder chooses the same filters
// faster, and compresses them with another deflate).
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
				if got.Len() > want.Len()*102/100 {
					t.Errorf("%s at %d, seat %d: WritePNG wrote %d bytes, image/png %d", path, cut, s, got.Len(), want.Len())
				}
				gotImg, err := png.Decode(&got)
				if err != nil {
					t.Fatal(err)
				}
				wantImg, err := png.Decode(&want)
				if err != nil {
					t.Fatal(err)
				}
				if !bytes.Equal(gotImg.(*image.RGBA).Pix, wantImg.(*image.RGBA).Pix) {
					t.Errorf("%s at %d, seat %d: WritePNG wrote other pixels than image/png", path, cut, s)
				}
			}
		}
	}
}
