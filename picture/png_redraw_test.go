package picture

import (
	"bytes"
	"fmt"
	"math/rand/v2"
	"testing"
)

// randomShape is one shape of a random picture, drawn by add.
type randomShape struct {
	add   func(g *Group)
	group int // the sub-group it goes in (0: the picture itself)
}

// randomShapes returns n random shapes of every kind: rectangles on and
// off whole pixels, round ones, outlined, patterned, circles, polygons,
// lines, texts of every anchor, some past the picture's edges.
func randomShapes(rng *rand.Rand, n int, w, h float64) []randomShape {
	coord := func(max float64) float64 {
		v := rng.Float64()*(max+40) - 20
		if rng.IntN(2) == 0 {
			v = float64(int(v)) // on whole pixels: solidRect, solidFrame
		}
		return v
	}
	colour := func() Color { return Color{uint8(rng.IntN(256)), uint8(rng.IntN(256)), uint8(rng.IntN(256))} }
	style := func() Style {
		st := Style{Fill: Fill{Color: colour()}}
		if rng.IntN(4) == 0 {
			st.Fill.Pattern, st.Fill.Ink = Pattern(1+rng.IntN(5)), colour()
		}
		if rng.IntN(3) == 0 {
			st.Fill = Fill{}
		}
		if rng.IntN(2) == 0 {
			st.Stroke, st.StrokeWidth = colour(), float64(1+rng.IntN(4))/2*float64(1+rng.IntN(2))
		}
		return st
	}
	shapes := make([]randomShape, n)
	for i := range shapes {
		x, y, sw, sh := coord(w), coord(h), 2+rng.Float64()*w/6, 2+rng.Float64()*h/6
		if rng.IntN(2) == 0 {
			sw, sh = float64(int(sw)), float64(int(sh))
		}
		st, c := style(), colour()
		var add func(g *Group)
		switch k := rng.IntN(6); k {
		case 0:
			add = func(g *Group) { g.Rect(x, y, sw, sh, st) }
		case 1:
			r := rng.Float64() * 10
			add = func(g *Group) { g.RoundRect(x, y, sw, sh, r, st) }
		case 2:
			add = func(g *Group) { g.Circle(x, y, sh/2, st) }
		case 3:
			pts := []Point{{x, y}, {x + sw, y + sh/3}, {x + sw/2, y + sh}, {x - sw/4, y + sh/2}}
			add = func(g *Group) { g.Polygon(st, pts...) }
		case 4:
			lw := 0.5 + rng.Float64()*3
			add = func(g *Group) { g.Line(x, y, x+sw, y+sh-10, lw, c) }
		case 5:
			s := fmt.Sprintf("Ann %d — Florins ÿ", rng.IntN(1000))
			ts := TextStyle{Size: 8 + rng.Float64()*20, Color: c, Bold: rng.IntN(2) == 0, Anchor: Anchor(rng.IntN(3))}
			add = func(g *Group) { g.Text(x, y, s, ts) }
		}
		shapes[i] = randomShape{add, rng.IntN(3)}
	}
	return shapes
}

// pictureOf draws shapes in a picture of w × h with two moved groups.
func pictureOf(w, h float64, bg Color, shapes []randomShape) *Picture {
	p := New(w, h)
	p.Background = bg
	groups := []*Group{&p.Group, p.Sub(3.5, 7), p.Sub(-10, 20)}
	for _, s := range shapes {
		s.add(groups[s.group])
	}
	return p
}

// TestRedrawIsTheFullDrawing: a raster that drew one picture and draws
// the next by redrawing only where their shapes differ has the pixels of
// the next drawn alone, for random pictures and variants of them with
// shapes changed, added, removed or moved, another background or size,
// drawn one after another in random order; and the variants with few
// changes are redrawn, not drawn whole.
func TestRedrawIsTheFullDrawing(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 7))
	redrawn := 0
	for round := range 12 {
		w, h := float64(60+rng.IntN(300)), float64(40+rng.IntN(200))
		base := randomShapes(rng, 10+rng.IntN(60), w, h)
		var variants [][]randomShape
		for range 6 {
			v := append([]randomShape(nil), base...)
			fresh := randomShapes(rng, 3, w, h)
			switch rng.IntN(4) {
			case 0: // a few shapes changed in place
				for _, f := range fresh {
					v[rng.IntN(len(v))] = f
				}
			case 1: // shapes added
				i := rng.IntN(len(v) + 1)
				v = append(v[:i], append(fresh, v[i:]...)...)
			case 2: // a shape removed
				i := rng.IntN(len(v))
				v = append(v[:i], v[i+1:]...)
			case 3: // a shape moved to another group
				i := rng.IntN(len(v))
				v[i].group = (v[i].group + 1) % 3
			}
			variants = append(variants, v)
		}
		r := emptyRaster()
		for i := range 20 {
			shapes, bg, pw := variants[rng.IntN(len(variants))], White, w
			switch rng.IntN(10) {
			case 0:
				bg = Color{200, 190, 170}
			case 1:
				pw = w + 1
			case 2:
				shapes = base
			}
			p := pictureOf(pw, h, bg, shapes)
			_, ok := r.redrawPlaces(p.rect(), p.Background, flatten(nil, &p.Group, 0, 0))
			if ok {
				redrawn++
			}
			p.drawOn(r)
			if want := p.Image(); !bytes.Equal(r.dst.Pix, want.Pix) {
				t.Fatalf("round %d, picture %d (redrawn: %v): pixels differ from the picture drawn alone", round, i, ok)
			}
		}
	}
	if redrawn < 80 {
		t.Errorf("only %d of 240 pictures were redrawn in places", redrawn)
	}
}
