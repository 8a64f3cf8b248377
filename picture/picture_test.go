package picture

import (
	"bytes"
	"image"
	"strings"
	"testing"
)

func sample() *Picture {
	p := New(120, 60)
	p.RoundRect(10, 10, 40, 30, 6, PlayerStyle(1))
	p.PlayerToken(90, 30, 14, 2, "cid")
	p.Line(0, 55, 120, 55, 2, Ink)
	p.Sub(5, 5).Text(0, 12, "a<b", TextStyle{Size: 12, Color: Ink})
	return p
}

// TestSVG: the SVG names each patterned fill once, escapes text and keeps
// the groups' translations.
func TestSVG(t *testing.T) {
	var a, b bytes.Buffer
	if err := sample().WriteSVG(&a); err != nil {
		t.Fatal(err)
	}
	_ = sample().WriteSVG(&b)
	if !bytes.Equal(a.Bytes(), b.Bytes()) {
		t.Fatal("the same picture gave two SVGs")
	}
	s := a.String()
	for _, want := range []string{`<pattern id="p-up-d55e00-ffffff"`, `fill="url(#p-dots-009e73-ffffff)"`,
		`>a&lt;b</text>`, `<g transform="translate(5 5)">`, `rx="6"`, `>C</text>`} {
		if !strings.Contains(s, want) {
			t.Errorf("no %s in\n%s", want, s)
		}
	}
	if n := strings.Count(s, "<pattern "); n != 2 {
		t.Errorf("%d patterns, want 2", n)
	}
}

// TestPNG: the PNG is drawn where the shapes are, and Diff sees a shape
// moved but not the picture compared with itself.
func TestPNG(t *testing.T) {
	img := sample().Image()
	if c := img.RGBAAt(2, 2); c != rgba(White) {
		t.Errorf("background %v", c)
	}
	if c := img.RGBAAt(60, 55); c != rgba(Ink) {
		t.Errorf("line %v", c)
	}
	if d := Diff(img, sample().Image()); d != 0 {
		t.Errorf("Diff with itself %v", d)
	}
	moved := sample()
	moved.Circle(30, 30, 20, Style{Fill: Solid(Ink)})
	if d := Diff(img, moved.Image()); d < 0.05 {
		t.Errorf("Diff of a new disc %v", d)
	}
	if Diff(img, image.NewRGBA(image.Rect(0, 0, 1, 1))) != 1 {
		t.Error("images of two sizes must differ entirely")
	}
}
