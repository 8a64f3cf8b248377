package picture

import (
	"image"
	"math/rand/v2"
	"testing"
)

// opaque hides the type of an image, so that Diff takes its generic path.
type opaque struct{ image.Image }

// TestDiffRGBAIsDiff: the fast path over two RGBA images counts the
// pixels the generic path counts, on images with offset bounds and
// differences on both sides of DiffThreshold.
func TestDiffRGBAIsDiff(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 20 {
		a := image.NewRGBA(image.Rect(3, 5, 3+10+rng.IntN(40), 5+10+rng.IntN(30)))
		b := image.NewRGBA(image.Rect(0, 0, a.Rect.Dx(), a.Rect.Dy()))
		for i := range a.Pix {
			a.Pix[i] = uint8(rng.IntN(256))
			b.Pix[i] = a.Pix[i]
			if rng.IntN(3) == 0 {
				b.Pix[i] = uint8(min(255, max(0, int(a.Pix[i])+rng.IntN(2*DiffThreshold+5)-DiffThreshold-2)))
			}
		}
		want := Diff(opaque{a}, opaque{b})
		if got := Diff(a, b); got != want {
			t.Fatalf("%v: Diff %v, generic %v", a.Rect, got, want)
		}
		if want == 0 || want == 1 {
			t.Fatalf("%v: Diff %v: the test proves nothing", a.Rect, want)
		}
	}
}
