package examples

import (
	"bytes"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/pbemtest"
	"github.com/pbem-games/pbem/pbem/report"
)

// BenchmarkPNG draws and encodes the PNG of each example's final public
// board, as `pbem board FILE --format png` does after the replay: one
// sub-benchmark per file (BenchmarkPNG/princes-4p, …). It lives here, not
// in the games' packages, because it reads the game files; the replay is
// done once, outside the timer, and reports the PNG's size.
//
// Since the kept raster redraws only what differs from the picture it
// drew last (picture/png_redraw.go), every iteration after the first
// compares the shapes and encodes: it measures the encoder, as a
// picture drawn twice costs. BenchmarkPNGBoards alternates two boards
// and measures drawing and encoding.
func BenchmarkPNG(b *testing.B) {
	forEachExample(b, func(b *testing.B, path string) {
		r, err := pbemtest.Open(catalog, path, -1)
		if err != nil {
			b.Fatal(err)
		}
		pr, ok := r.State.View(engine.Observer).(engine.Picturer)
		if !ok {
			b.Skipf("%s draws no pictures", path)
		}
		p := pr.Picture(engine.English)
		var out bytes.Buffer
		b.ReportAllocs()
		for b.Loop() {
			out.Reset()
			if err := p.WritePNG(&out); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(out.Len()), "bytes/png")
	})
}

// BenchmarkReplayPage makes and writes the replay page of each example
// (`pbem export --format html`): a picture of every position, as SVG,
// packed into one page. It reports the page's size.
func BenchmarkReplayPage(b *testing.B) {
	forEachExample(b, func(b *testing.B, path string) {
		f, err := catalog.Load(path)
		if err != nil {
			b.Fatal(err)
		}
		var out bytes.Buffer
		b.ReportAllocs()
		for b.Loop() {
			page, err := report.ReplayPageOf(f, engine.Observer, pbem.Lang(engine.English))
			if err != nil {
				b.Fatal(err)
			}
			out.Reset()
			if err := page.WriteHTML(&out); err != nil {
				b.Fatal(err)
			}
		}
		b.ReportMetric(float64(out.Len()), "bytes/page")
	})
}
