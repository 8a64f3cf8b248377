package picture

import (
	"image"
	"sync"

	"golang.org/x/image/font"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
	"golang.org/x/image/font/opentype"
)

// The PNG backend sets text in the Go fonts (a humanist sans-serif, BSD
// licensed, embedded in golang.org/x/image), so a PNG looks the same on
// every machine and needs no font installed.

var (
	fontsOnce     sync.Once
	regular, bold *opentype.Font
)

type faceKey struct {
	size float64
	bold bool
}

func loadFonts() {
	var err error
	if regular, err = opentype.Parse(goregular.TTF); err != nil {
		panic(err) // the embedded font is known good
	}
	if bold, err = opentype.Parse(gobold.TTF); err != nil {
		panic(err)
	}
}

// newFace returns a face of a size and weight. A face keeps buffers of
// its own and is not safe for concurrent use: each caller makes its own.
func newFace(size float64, isBold bool) font.Face {
	fontsOnce.Do(loadFonts)
	f := regular
	if isBold {
		f = bold
	}
	fc, err := opentype.NewFace(f, &opentype.FaceOptions{Size: size, DPI: 72, Hinting: font.HintingNone})
	if err != nil {
		panic(err)
	}
	return fc
}

// TextWidth returns the width in pixels of s in style st, as the PNG
// backend sets it (letters the font lacks folded: drawable); SVG readers'
// sans-serif fonts come close. Layouts use it to fit labels.
func TextWidth(s string, st TextStyle) float64 {
	return measure(faceKey{st.Size, st.Bold}, s)
}

func (r *raster) text(t *text, dx, dy float64) {
	fc, s, dot := r.textStart(t, dx, dy)
	d := font.Drawer{Dst: r.clipped(), Src: image.NewUniform(rgba(t.st.Color)), Face: fc, Dot: dot}
	d.DrawString(s)
}
