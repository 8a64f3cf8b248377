package patrician

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestParseCanonicalIsFormatMove holds ParseCanonical to FormatMove over
// random games with and without the expansions: every legal move's
// canonical text is claimed canonical, and whenever a text near it
// (textVariants and one word in upper case: other cases, spaces, words,
// bytes) is claimed canonical, it is FormatMove's text of the move read.
// The moves read are ParseMove's.
func TestParseCanonicalIsFormatMove(t *testing.T) {
	both := engine.Options{Variants: []string{VariantAmbassadors, VariantMessengers}}
	c := enginetest.NewCanonicalClaims(t, Game{})
	variants := func(text string) []string {
		return append(textVariants(text), enginetest.WordUpperVariants(text)...)
	}
	for seed := uint64(1); seed <= 4; seed++ {
		opts := []engine.Options{{}, both}[seed%2]
		enginetest.PlayRandom(t, Game{}, 2+int(seed%3), seed, opts, func(_ int, st engine.State) {
			for _, s := range st.ToAct() {
				for _, m := range st.Legal(s) {
					c.Move(t, st, s, m, variants)
				}
			}
		})
	}
	c.Verbs(t, verbs...)
}
