package princes

import (
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestParseCanonicalIsFormatMove holds ParseCanonical to FormatMove over
// random games of 3 to 5 players: every legal move's canonical text (a
// sample of a long list) is claimed canonical, and whenever a text near it
// (canonicalVariants) is claimed canonical, it is FormatMove's text of the
// move read. The moves read are ParseMove's.
func TestParseCanonicalIsFormatMove(t *testing.T) {
	c := enginetest.NewCanonicalClaims(t, Game{})
	for seed := uint64(1); seed <= 3; seed++ {
		enginetest.PlayRandom(t, Game{}, 2+int(seed), seed, engine.Options{}, func(_ int, st engine.State) {
			for _, s := range st.ToAct() {
				legal := st.Legal(s)
				step := max(len(legal)/40, 1)
				for i := 0; i < len(legal); i += step {
					c.Move(t, st, s, legal[i], canonicalVariants)
				}
			}
		})
	}
	c.Verbs(t, "keep", "open", "buy", "bid", "pass", "place", "build", "pick", "recruit", "work", "done")
}

// canonicalVariants returns text and texts near it: in upper case, one
// word in upper case, spaces doubled, a word added, the last byte or
// word dropped, a number with a leading zero, the last two words swapped.
func canonicalVariants(text string) []string {
	vs := []string{text, strings.ToUpper(text), strings.ReplaceAll(text, " ", "  "), text + " 1", text + " 0", text + " ",
		text[:len(text)-1], strings.Replace(text, " ", " 0", 1)}
	w := strings.Split(text, " ")
	vs = append(vs, strings.Join(w[:len(w)-1], " "))
	for i := range w {
		up := append([]string(nil), w...)
		up[i] = strings.ToUpper(up[i])
		vs = append(vs, strings.Join(up, " "))
	}
	if len(w) >= 3 {
		w[len(w)-1], w[len(w)-2] = w[len(w)-2], w[len(w)-1]
		vs = append(vs, strings.Join(w, " "))
	}
	return vs
}
