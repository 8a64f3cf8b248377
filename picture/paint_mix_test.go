package picture

import (
	"image/color"
	"math"
	"testing"
)

// TestMixEndsAreTheColours checks mix, which returns its colours at once
// for t of 0 and 1, against the blend worked out in floating point for
// every pair of channel values at both ends and at t between.
func TestMixEndsAreTheColours(t *testing.T) {
	blend := func(a, b Color, t float64) color.RGBA {
		m := func(u, v uint8) uint8 { return uint8(math.Round(float64(u)*(1-t) + float64(v)*t)) }
		return color.RGBA{m(a.R, b.R), m(a.G, b.G), m(a.B, b.B), 255}
	}
	for u := range 256 {
		for v := range 256 {
			a := Color{uint8(u), uint8(v), uint8(u ^ v)}
			b := Color{uint8(v), uint8(u), uint8(255 - u)}
			for _, tt := range []float64{0, 1, 0.25, 0.5, 0.2499999999999858, math.Nextafter(1, 0)} {
				if got, want := mix(a, b, tt), blend(a, b, tt); got != want {
					t.Fatalf("mix(%v, %v, %v) = %v, want %v", a, b, tt, got, want)
				}
			}
		}
	}
}
