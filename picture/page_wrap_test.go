package picture

import (
	"math/rand/v2"
	"strings"
	"testing"
)

// TestQuickWrapWordsIsWrapWords wraps random texts (words of letters,
// digits and signs whose pairs kern, "AV", "To", "r.", and some not
// ASCII) in random widths and styles, half of them on the edge of a
// line's width, both ways, and compares the lines. (The Go fonts have no
// kerning table today: every kern is 0, and the test catches a wrong sum
// of widths, not a kern left out; the kerns keep the sum exact should
// the fonts get one.)
func TestQuickWrapWordsIsWrapWords(t *testing.T) {
	words := []string{"AV", "To", "Wa", "r.", "y,", "LT", "florins", "1100", "·", "Übermut", "W", "i", "Prestige:", "(3)", "a", "x+y", "\"q\"", "AVAVAV", "Ty."}
	styles := []TextStyle{{Size: 12}, {Size: 12, Bold: true}, {Size: 10.5}, {Size: 26, Bold: true}, {Size: 14}}
	rng := rand.New(rand.NewPCG(24, 5))
	for i := range 5000 {
		var b strings.Builder
		for range rng.IntN(30) {
			w := words[rng.IntN(len(words))]
			if w == "Übermut" && rng.IntN(4) > 0 {
				w = "Ubermut" // mostly ASCII, which the quick path takes
			}
			b.WriteString(w)
			b.WriteString([]string{" ", "  ", "\t", " "}[rng.IntN(4)])
		}
		s, width, st := b.String(), float64(rng.IntN(400)), styles[rng.IntN(len(styles))]
		if f := strings.Fields(s); len(f) > 1 && rng.IntN(2) == 0 {
			// On the edge of a line's width, where one kern decides.
			width = TextWidth(strings.Join(f[:1+rng.IntN(len(f)-1)], " "), st) + []float64{0, -1.0 / 64, 1.0 / 64, -0.001}[rng.IntN(4)]
		}
		want, got := WrapWords(s, width, st), QuickWrapWords(s, width, st)
		if strings.Join(want, "\n") != strings.Join(got, "\n") || len(want) != len(got) {
			t.Fatalf("text %d %q in %v at %v:\nWrapWords %q\nQuickWrapWords %q", i, s, width, st, want, got)
		}
	}
}

// TestJoinedWidthIsTextWidth joins random texts, ASCII or not, empty or
// not, and compares JoinedWidth with the width of the joined text.
func TestJoinedWidthIsTextWidth(t *testing.T) {
	texts := []string{"", " ", "AV", "To", "r.", "1100", "Übermut", "王", "a+b", "Ann+", "Lorenzo de' Medici", ", ", "e\u0301"}
	styles := []TextStyle{{Size: 12}, {Size: 12, Bold: true}, {Size: 10.5}}
	for _, a := range texts {
		for _, b := range texts {
			for _, st := range styles {
				if got, want := JoinedWidth(a, TextWidth(a, st), b, st), TextWidth(a+b, st); got != want {
					t.Fatalf("%q + %q in %v: JoinedWidth %v, TextWidth %v", a, b, st, got, want)
				}
			}
		}
	}
}
