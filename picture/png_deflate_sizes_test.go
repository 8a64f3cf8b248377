package picture_test

import (
	"bytes"
	"os"
	"path/filepath"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/games"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/pbemtest"
	"github.com/pbem-games/pbem/picture"
)

// TestRowDeflaterSizes: the PNGs of every example's board, for the
// Observer and every seat, at its start, half way and end, in both
// formats (WritePNG's true colour, WriteCompactPNG's palette of a turn
// mail), are at most 1 % larger than klauspost's zlib wrote them at the
// level rowDeflater replaced. (The pixels are compared with image/png's
// by examples' TestWritePNGIsImagePNGs and the pinned digests.) By
// default the start and end of each example, for the Observer and the
// first seat; every seat and the middle too with PBEM_TEST_FULL=1.
func TestRowDeflaterSizes(t *testing.T) {
	catalog := pbem.Games(games.All)
	paths, err := filepath.Glob("../examples/*.pbem")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no example files (%v)", err)
	}
	for _, path := range paths {
		f, err := catalog.Load(path)
		if err != nil {
			t.Fatal(err)
		}
		cuts, seats := []int{0, -1}, 1 // the Observer and the first seat
		if os.Getenv("PBEM_TEST_FULL") != "" {
			cuts, seats = []int{0, len(f.Record.Entries) / 2, -1}, len(f.Header.Players)
		}
		for _, cut := range cuts {
			r, err := pbemtest.Open(catalog, path, cut)
			if err != nil {
				t.Fatal(err)
			}
			for s := engine.Observer; int(s) < seats; s++ {
				pr, ok := r.State.View(s).(engine.Picturer)
				if !ok {
					t.Fatalf("%s draws no pictures", path)
				}
				p := pr.Picture(engine.English)
				for _, compact := range []bool{false, true} {
					var got, want bytes.Buffer
					write := p.WritePNG
					if compact {
						write = p.WriteCompactPNG
					}
					if err := write(&got); err != nil {
						t.Fatal(err)
					}
					if err := picture.KlauspostPNG(&want, p, compact); err != nil {
						t.Fatal(err)
					}
					if got.Len() > want.Len()*101/100 {
						t.Errorf("%s at %d, seat %d, compact %v: %d bytes, klauspost's %d (%+.2f %%)", path, cut, s, compact,
							got.Len(), want.Len(), 100*float64(got.Len()-want.Len())/float64(want.Len()))
					}
					if testing.Verbose() {
						t.Logf("%s at %d, seat %d, compact %v: %d bytes, klauspost's %d (%+.2f %%)", filepath.Base(path), cut, s, compact,
							got.Len(), want.Len(), 100*float64(got.Len()-want.Len())/float64(want.Len()))
					}
				}
			}
		}
	}
}
