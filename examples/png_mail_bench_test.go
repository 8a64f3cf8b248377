package examples

import (
	"bytes"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem/pbemtest"
	"github.com/pbem-games/pbem/picture"
)

// BenchmarkCompactPNGReaders writes the compact PNG of every seat's board
// of each example at half its decisions, one after another, as a turn mail
// to every player does (`pbem mail --format eml`): the boards differ in a
// few shapes, which a raster kept from one picture to the next redraws.
// An op is one board.
func BenchmarkCompactPNGReaders(b *testing.B) {
	forEachExample(b, func(b *testing.B, path string) {
		whole, err := pbemtest.Open(catalog, path, -1)
		if err != nil {
			b.Fatal(err)
		}
		r, err := pbemtest.Open(catalog, path, len(whole.Plies)/2)
		if err != nil {
			b.Fatal(err)
		}
		var pics []*picture.Picture
		for s := engine.Seat(0); int(s) < len(r.File.Header.Players); s++ {
			pics = append(pics, r.State.View(s).(engine.Picturer).Picture(engine.English))
		}
		var out bytes.Buffer
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			out.Reset()
			if err := pics[i%len(pics)].WriteCompactPNG(&out); err != nil {
				b.Fatal(err)
			}
			i++
		}
		b.ReportMetric(float64(out.Len()), "bytes/png")
	})
}

// BenchmarkPNGBoards writes the PNG of the public board of each example at
// its start and at its end in turn, as `pbem board --format png` draws
// one: two pictures that share little, each drawn whole. (BenchmarkPNG
// writes one picture again and again, which a kept raster no longer
// draws again.)
func BenchmarkPNGBoards(b *testing.B) {
	forEachExample(b, func(b *testing.B, path string) {
		var pics []*picture.Picture
		for _, cut := range []int{0, -1} {
			r, err := pbemtest.Open(catalog, path, cut)
			if err != nil {
				b.Fatal(err)
			}
			pics = append(pics, r.State.View(engine.Observer).(engine.Picturer).Picture(engine.English))
		}
		var out bytes.Buffer
		b.ReportAllocs()
		i := 0
		for b.Loop() {
			out.Reset()
			if err := pics[i%2].WritePNG(&out); err != nil {
				b.Fatal(err)
			}
			i++
		}
	})
}
