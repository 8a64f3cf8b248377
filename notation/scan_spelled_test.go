package notation

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
)

// spelledByFields is Spelled as it was written before isSpelled: the
// reference the short way is held to.
func spelledByFields(text string) string {
	return strings.Join(strings.FieldsFunc(text, func(r rune) bool { return r == ',' || unicode.IsSpace(r) }), " ")
}

// TestSpelledFastIsFieldsJoined holds Spelled, which returns a text that
// isSpelled finds already spelled as it is, to the words cut and joined,
// over random texts of letters, spaces, commas and the blanks of every
// kind, ASCII and beyond.
func TestSpelledFastIsFieldsJoined(t *testing.T) {
	pieces := []string{"a", "B", "7", "@", " ", " ", "  ", ",", "\t", "\n", "\v", "\f", "\r", "\x1c", "é",
		"\u0085", "\u00a0", "\u2003", "\u3000", "-", ":"}
	rng := rand.New(rand.NewPCG(24, 6))
	texts := []string{"", " ", "Ann", "Ann Lee", "Ann  Lee", " Ann", "Ann ", "Smith, J", "Smith,J", "a\u00a0b"}
	for range 50000 {
		var b strings.Builder
		for range rng.IntN(8) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		texts = append(texts, b.String())
	}
	short := 0
	for _, text := range texts {
		if got, want := Spelled(text), spelledByFields(text); got != want {
			t.Fatalf("Spelled(%q) = %q, the words joined are %q", text, got, want)
		}
		if isSpelled(text) {
			short++
		}
	}
	if short == 0 || short == len(texts) {
		t.Fatalf("isSpelled took %d of %d texts: the test tries both ways", short, len(texts))
	}
}
