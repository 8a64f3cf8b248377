package picture

import (
	"bytes"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"os"
	"testing"

	kzlib "github.com/klauspost/compress/zlib"
)

var zzFiles = []string{"princes-4p-fin", "princes-4p-mid", "palazzo-3p-fin", "patrician-4p-fin", "leonardo-4p-fin", "princes-new", "palazzo-new"}

func zzLoad(t testing.TB, name string) *image.RGBA {
	b, err := os.ReadFile("/tmp/pic/" + name + ".png")
	if err != nil {
		t.Fatal(err)
	}
	img, err := png.Decode(bytes.NewReader(b))
	if err != nil {
		t.Fatal(err)
	}
	rgba := image.NewRGBA(img.Bounds())
	draw.Draw(rgba, rgba.Rect, img, image.Point{}, draw.Src)
	return rgba
}

func TestZZStats(t *testing.T) {
	for _, f := range zzFiles {
		img := zzLoad(t, f)
		cols := map[uint32]bool{}
		for i := 0; i < len(img.Pix); i += 4 {
			cols[uint32(img.Pix[i])|uint32(img.Pix[i+1])<<8|uint32(img.Pix[i+2])<<16] = true
		}
		line := fmt.Sprintf("%s %v colours %d:", f, img.Rect.Size(), len(cols))
		for _, lvl := range []int{5, 6, 7} {
			z, _ := kzlib.NewWriterLevel(nil, lvl)
			var out bytes.Buffer
			encodeRGBWith(&out, img, z)
			line += fmt.Sprintf(" L%d=%d", lvl, out.Len())
		}
		t.Log(line)
	}
}

func TestZZRows(t *testing.T) {
	for _, f := range zzFiles {
		img := zzLoad(t, f)
		n := 3 * img.Rect.Dx()
		var cr [5][]byte
		for i := range cr {
			cr[i] = make([]byte, 1+n)
		}
		prev := make([]byte, 1+n)
		var hist [6]int
		for y := 0; y < img.Rect.Dy(); y++ {
			src := img.Pix[img.PixOffset(0, y):]
			cur := cr[0][1:]
			for i, j := 0, 0; i < n; i, j = i+3, j+4 {
				cur[i], cur[i+1], cur[i+2] = src[j], src[j+1], src[j+2]
			}
			if bytes.Equal(cur, prev[1:]) {
				hist[5]++
			} else {
				hist[chooseFilter(&cr, prev[1:])]++
			}
			prev, cr[0] = cr[0], prev
		}
		t.Logf("%s none sub up avg paeth | same: %v", f, hist)
	}
}
