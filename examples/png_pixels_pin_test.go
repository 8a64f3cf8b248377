package examples

import (
	"bufio"
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"image"
	"image/draw"
	"image/png"
	"io"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
	"github.com/pbem-games/pbem/pbem/pbemtest"
)

// pngPinFile holds, for each picture of pngPinCases, the SHA-256 of the
// pixels of its PNG and of its compact PNG, decoded. It was written by the
// code before the picture speedups of issue 24's third round: the PNG
// bytes may change with them (another deflate), the pixels may not.
const pngPinFile = "testdata/png-pixels.txt"

// pngPinCase is one board picture: an example cut after some decisions,
// seen by a seat (engine.Observer: the public board).
type pngPinCase struct {
	path string
	cut  int // decisions replayed; -1: the whole game
	seat engine.Seat
	lang pbem.Lang
}

func (c pngPinCase) String() string {
	return fmt.Sprintf("%s@%d/%d/%s", c.path, c.cut, c.seat, c.lang)
}

// pngPinCases draws every example at its start, after 40 decisions, at
// half and at its end, for the Observer and every seat, in English, and
// the end in French: the shapes of every game's boards, hands, results
// and both languages' texts.
func pngPinCases(t *testing.T) []pngPinCase {
	paths, err := filepath.Glob("*.pbem")
	if err != nil || len(paths) == 0 {
		t.Fatalf("no example files (%v)", err)
	}
	var cases []pngPinCase
	for _, path := range paths {
		whole, err := pbemtest.Open(catalog, path, -1)
		if err != nil {
			t.Fatal(err)
		}
		for _, cut := range []int{0, 40, len(whole.Plies) / 2, -1} {
			for s := engine.Observer; int(s) < len(whole.File.Header.Players); s++ {
				cases = append(cases, pngPinCase{path, cut, s, pbem.English})
			}
		}
		cases = append(cases, pngPinCase{path, -1, 0, pbem.French})
	}
	return cases
}

// pinnedPixels returns the SHA-256 of the pixels of the picture of c,
// written as a PNG and as a compact PNG and decoded.
func pinnedPixels(t *testing.T, c pngPinCase, replays map[string]*pbem.Replay) (full, compact string) {
	key := fmt.Sprint(c.path, c.cut)
	r := replays[key]
	if r == nil {
		var err error
		if r, err = pbemtest.Open(catalog, c.path, c.cut); err != nil {
			t.Fatal(err)
		}
		replays[key] = r
	}
	p, err := compose.PictureOf(r.File.Header.Game, r.State.View(c.seat), c.lang)
	if err != nil {
		t.Fatal(err)
	}
	compose.AddResult(p, r, c.lang)
	return decodedDigest(t, c, p.WritePNG), decodedDigest(t, c, p.WriteCompactPNG)
}

// decodedDigest writes a picture with write, decodes it and returns the
// SHA-256 of its pixels as RGBA, with its size.
func decodedDigest(t *testing.T, c pngPinCase, write func(w io.Writer) error) string {
	var b bytes.Buffer
	if err := write(&b); err != nil {
		t.Fatalf("%v: %v", c, err)
	}
	img, err := png.Decode(&b)
	if err != nil {
		t.Fatalf("%v: %v", c, err)
	}
	rgba := image.NewRGBA(img.Bounds())
	draw.Draw(rgba, rgba.Bounds(), img, img.Bounds().Min, draw.Src)
	sum := sha256.Sum256(rgba.Pix)
	return fmt.Sprintf("%dx%d:%s", rgba.Rect.Dx(), rgba.Rect.Dy(), hex.EncodeToString(sum[:12]))
}

// TestPNGPixelsArePinned: the decoded pixels of the PNG and the compact
// PNG of every picture of pngPinCases are those the code drew before the
// speedups (pngPinFile), drawn in order and again in reverse order, so
// that nothing a picture leaves behind for the next (pooled pixels, a
// shared first part) changes a pixel. Set PBEM_PIN_PNG=write to write the
// file (only ever from the code before a change).
func TestPNGPixelsArePinned(t *testing.T) {
	if testing.Short() {
		t.Skip("draws about 90 pictures twice")
	}
	cases := pngPinCases(t)
	replays := map[string]*pbem.Replay{}
	if os.Getenv("PBEM_PIN_PNG") == "write" {
		var out strings.Builder
		for _, c := range cases {
			full, compact := pinnedPixels(t, c, replays)
			fmt.Fprintf(&out, "%v %s %s\n", c, full, compact)
		}
		if err := os.WriteFile(pngPinFile, []byte(out.String()), 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	want := readPins(t)
	if len(want) != len(cases) {
		t.Fatalf("%s has %d pictures, the cases are %d", pngPinFile, len(want), len(cases))
	}
	check := func(c pngPinCase) {
		full, compact := pinnedPixels(t, c, replays)
		if got := fmt.Sprintf("%s %s", full, compact); got != want[c.String()] {
			t.Errorf("%v: pixels %s, pinned %s", c, got, want[c.String()])
		}
	}
	for _, c := range cases {
		check(c)
	}
	for i := len(cases) - 1; i >= 0; i-- {
		check(cases[i])
	}
}

// readPins reads pngPinFile: each case's name and its two digests.
func readPins(t *testing.T) map[string]string {
	f, err := os.Open(pngPinFile)
	if err != nil {
		t.Fatal(err)
	}
	defer f.Close()
	pins := map[string]string{}
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		name, digests, ok := strings.Cut(sc.Text(), " ")
		if !ok {
			t.Fatalf("%s: bad line %q", pngPinFile, sc.Text())
		}
		pins[name] = digests
	}
	if err := sc.Err(); err != nil {
		t.Fatal(err)
	}
	return pins
}
