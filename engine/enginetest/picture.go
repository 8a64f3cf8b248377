package enginetest

import (
	"bytes"
	"image/png"
	"math/rand/v2"
	"os"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/picture"
)

// PNGTolerance is the fraction of pixels a PNG may differ from its golden
// file by (see picture.Diff): 0.2 %, room for the rounding of
// anti-aliased edges and glyphs on another CPU, not for a missing piece
// (a single tile of a board is more than that).
const PNGTolerance = 0.002

// GoldenPicture compares the SVG of p with the golden file base+".svg"
// byte for byte, and its PNG with base+".png" within PNGTolerance. With
// -update it rewrites both: review the SVG with git diff and look at the
// PNG.
func GoldenPicture(t testing.TB, base string, p *picture.Picture) {
	t.Helper()
	var svg bytes.Buffer
	require.NoError(t, p.WriteSVG(&svg))
	Golden(t, base+".svg", svg.String())
	if Update() {
		var img bytes.Buffer
		require.NoError(t, p.WritePNG(&img))
		require.NoError(t, os.MkdirAll(filepath.Dir(base), 0o755))
		require.NoError(t, os.WriteFile(base+".png", img.Bytes(), 0o644))
	}
	f, err := os.Open(base + ".png")
	require.NoError(t, err, "run go test -update to create %s.png", base)
	defer f.Close()
	want, err := png.Decode(f)
	require.NoError(t, err)
	// The drawn image is compared as it is: PNG is lossless, so encoding
	// and decoding it again (a third of the cost) would change no pixel.
	diff := picture.Diff(want, p.Image())
	assert.LessOrEqual(t, diff, PNGTolerance, "%s.png: %.2f%% of the pixels differ (go test -update rewrites it)", base, 100*diff)
}

// pictureOf returns the SVG of view v drawn in lang, or nil if the game
// draws no pictures.
func pictureOf(t testing.TB, v engine.View, lang string) []byte {
	t.Helper()
	pr, ok := v.(engine.Picturer)
	if !ok {
		return nil
	}
	p := pr.Picture(lang)
	require.Equal(t, float64(engine.PictureWidth), p.Width, "pictures are engine.PictureWidth wide")
	require.Positive(t, p.Height)
	var b bytes.Buffer
	require.NoError(t, p.WriteSVG(&b))
	return b.Bytes()
}

// CheckPictures is the leak test of pictures, for games whose views are
// engine.Picturers: it plays a random game of n players from seed and, at
// every step-th decision, checks for the Observer and every seat that the
// picture of its view is the same after Resample redraws what that seat
// cannot see. A picture is drawn from the view only; this proves it.
func CheckPictures(t *testing.T, g engine.Game, n int, seed uint64, opts engine.Options, step int) {
	checked := 0
	probe := rand.New(rand.NewPCG(seed, 2))
	PlayRandom(t, g, n, seed, opts, func(ply int, st engine.State) {
		rs, ok := st.(engine.Resampler)
		if ply%step != 0 && len(st.ToAct()) > 0 {
			return
		}
		for s := engine.Observer; int(s) < n; s++ {
			before := pictureOf(t, st.View(s), engine.English)
			if before == nil {
				t.Skipf("%T draws no pictures", st.View(s))
			}
			checked++
			if !ok {
				continue
			}
			after := pictureOf(t, rs.Resample(s, rand.New(rand.NewPCG(probe.Uint64(), 0))).View(s), engine.English)
			if !bytes.Equal(before, after) {
				t.Fatalf("ply %d: the picture of seat %d depends on what it cannot see", ply, s)
			}
		}
	})
	require.Positive(t, checked)
}

// checkPictures runs CheckPictures for Suite: one game at the most players
// under each rule set of spec (skipped for games without pictures), its
// pictures checked at every 7th decision, every 21st under -short.
func checkPictures(t *testing.T, g engine.Game, spec Spec) {
	step := ByDepth(21, 7, 7)
	sets := spec.Variants
	if len(sets) == 0 {
		sets = [][]string{spec.Config.Options.Variants}
	}
	for i, vs := range sets {
		opts := spec.Config.Options
		opts.Variants = vs
		CheckPictures(t, g, g.Info().MaxPlayers, spec.Config.Seed+uint64(i), opts, step)
	}
}
