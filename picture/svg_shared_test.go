package picture

import (
	"bytes"
	"testing"
)

// TestSubOfIsSub: a picture that draws a kept group through SubOf, at two
// places and with shapes of its own added after the shared ones, has the
// SVG and the pixels of one that draws the same shapes through Sub; so
// has it when written again (the shared shapes' SVG then kept), and so
// has another picture sharing the group.
func TestSubOfIsSub(t *testing.T) {
	part := func(g *Group) {
		g.Rect(0.5, 1, 30, 20, Style{Fill: Fill{Color: Color{200, 10, 10}, Pattern: HatchUp, Ink: Ink}, Stroke: Grey, StrokeWidth: 1})
		g.Circle(10, 10, 4.5, Style{Fill: Solid(Color{1, 2, 3})})
		g.Line(0, 0, 30, 20, 2, Ink)
		g.Text(5, 15, `a<b & "c"`, TextStyle{Size: 11, Color: Ink, Bold: true, Anchor: Middle})
		inner := g.Sub(3, 4)
		inner.Polygon(Style{Fill: Solid(White), Stroke: Ink, StrokeWidth: 1}, Point{0, 0}, Point{8, 0}, Point{4, 6})
	}
	draw := func(kept *Group, extra string) *Picture {
		p := New(120, 90)
		p.Text(2, 12, "before", TextStyle{Size: 12, Color: Ink})
		for i, at := range []Point{{10, 20}, {60, 40.5}} {
			var g *Group
			if kept != nil {
				g = p.SubOf(at.X, at.Y, kept)
			} else {
				g = p.Sub(at.X, at.Y)
				part(g)
			}
			if i == 1 {
				g.Text(0, 40, extra, TextStyle{Size: 10, Color: Ink})
			}
		}
		return p
	}
	kept := &Group{}
	part(kept)
	for _, extra := range []string{"own", "other"} {
		want, got := draw(nil, extra), draw(kept, extra)
		for range 2 {
			var w, g bytes.Buffer
			if err := want.WriteSVG(&w); err != nil {
				t.Fatal(err)
			}
			if err := got.WriteSVG(&g); err != nil {
				t.Fatal(err)
			}
			if !bytes.Equal(w.Bytes(), g.Bytes()) {
				t.Fatalf("%s: SVG through SubOf:\n%s\nthrough Sub:\n%s", extra, g.Bytes(), w.Bytes())
			}
		}
		if !bytes.Equal(want.Image().Pix, got.Image().Pix) {
			t.Fatalf("%s: other pixels through SubOf", extra)
		}
	}
	if kept.shared == nil || kept.shared.text == nil {
		t.Fatal("the shared shapes' SVG was not kept")
	}
}
