package leonardo

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/pbem-games/pbem/picture"
)

// TestWrapLinesIsByMeasures wraps random texts (words, alliances' names
// glued by "+", names too wide for any box, some not ASCII) in random
// widths, half of them on the edge of a line, by added widths and by the
// walk that measured each longer line (wrapLinesByMeasures), and
// compares the lines.
func TestWrapLinesIsByMeasures(t *testing.T) {
	words := []string{"Ann+Bob+Cid", "Ann+", "+Dee", "cash", "12,", "soldiers", "3", "Wolfeschlegelsteinhausenbergerdorff", "Zoë+Ann", "·", "art", "W", "i", "(Florence)"}
	styles := []picture.TextStyle{lvHead, lvLabel, lvSmall, lvTiny}
	rng := rand.New(rand.NewPCG(24, 17))
	for i := range 4000 {
		var b strings.Builder
		for range rng.IntN(14) {
			w := words[rng.IntN(len(words))]
			if strings.Contains(w, "ë") && rng.IntN(3) > 0 {
				w = "Zoe+Ann"
			}
			b.WriteString(w + " ")
		}
		s, width, st := b.String(), float64(5+rng.IntN(300)), styles[rng.IntN(len(styles))]
		if f := strings.Fields(s); len(f) > 1 && rng.IntN(2) == 0 {
			width = picture.TextWidth(strings.Join(f[:1+rng.IntN(len(f)-1)], " "), st) + []float64{0, -1.0 / 64, 1.0 / 64}[rng.IntN(3)]
		}
		want, got := wrapLinesByMeasures(s, width, st), wrapLines(s, width, st)
		if strings.Join(want, "\n") != strings.Join(got, "\n") || len(want) != len(got) {
			t.Fatalf("text %d %q in %v:\nby measures %q\nadded %q", i, s, width, want, got)
		}
	}
}

// wrapLinesByMeasures is wrapLines as it was, each longer line measured
// whole: the reference.
func wrapLinesByMeasures(s string, w float64, st picture.TextStyle) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		for i, part := range strings.SplitAfter(word, "+") {
			if part == "" {
				continue
			}
			next := part
			if line != "" {
				sep := " "
				if i > 0 {
					sep = ""
				}
				next = line + sep + part
			}
			if line != "" && picture.TextWidth(next, st) > w {
				lines = append(lines, line)
				next = part
			}
			line = next
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	for i, l := range lines {
		lines[i] = clipTo(l, w, st)
	}
	return lines
}
