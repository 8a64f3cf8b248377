package picture

import (
	"fmt"
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"golang.org/x/image/font"
)

// TestRememberedWidthsAreMeasuredWidths measures texts twice in several
// styles, the second time from memory, and more distinct texts than the
// memory holds: each width is the one the face measures, and the memory
// stays within its bound.
func TestRememberedWidthsAreMeasuredWidths(t *testing.T) {
	styles := []TextStyle{{Size: 11}, {Size: 11, Bold: true}, {Size: 14.5}}
	texts := []string{"", "Ann to play", "forêt (forest)", "李雷", "W", "WW"}
	for range 2 {
		for _, st := range styles {
			for _, s := range texts {
				want := float64(font.MeasureString(newFace(st.Size, st.Bold), drawable(s))) / 64
				assert.Equal(t, want, TextWidth(s, st), "%q in %+v", s, st)
			}
		}
	}
	assert.NotEqual(t, TextWidth("Ann", styles[0]), TextWidth("Ann", styles[1]), "the weight is part of the key")

	for i := range maxWidths + 100 {
		TextWidth(fmt.Sprintf("label %d", i), styles[0])
	}
	widths.Lock()
	n := len(widths.m)
	widths.Unlock()
	assert.LessOrEqual(t, n, maxWidths)
	assert.Equal(t, float64(font.MeasureString(newFace(11, false), "label 7"))/64, TextWidth("label 7", styles[0]))
}

// TestKeptFaceMeasuresAsANewOne measures random texts (letters that kern,
// accents, letters the font lacks, spaces) in random sizes and weights
// with the kept faces, one after another, each against a face made for it
// alone: a kept face's width does not depend on what it measured before.
func TestKeptFaceMeasuresAsANewOne(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 7))
	letters := []rune("AVToWa.,y fi LTYÄéçß李€\u0301-1234")
	sizes := []float64{8, 9.5, 11, 12, 14.5, 18, 23}
	for i := range 3000 {
		k := faceKey{sizes[rng.IntN(len(sizes))], rng.IntN(2) == 0}
		rs := make([]rune, rng.IntN(24))
		for j := range rs {
			rs[j] = letters[rng.IntN(len(letters))]
		}
		s := drawable(string(rs))
		want := font.MeasureString(newFace(k.size, k.bold), s)
		if got := measureKept(k, s); got != want {
			t.Fatalf("text %d %q in %+v: kept face %v, new face %v", i, s, k, got, want)
		}
	}
}
