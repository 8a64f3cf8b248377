package palazzo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestParseCanonicalIsFormatMove holds ParseCanonical to FormatMove over
// random games: every legal move's canonical text is claimed canonical,
// and whenever a text near it (textVariants, one word in upper case, the
// fuzz corpus) is claimed canonical, it is FormatMove's text of the move
// read. The moves read are ParseMove's.
func TestParseCanonicalIsFormatMove(t *testing.T) {
	c := enginetest.NewCanonicalClaims(t, Game{})
	variants := func(text string) []string {
		return append(textVariants(text), enginetest.WordUpperVariants(text)...)
	}
	for seed := uint64(1); seed <= 6; seed++ {
		enginetest.PlayRandom(t, Game{}, 2+int(seed%3), seed, engine.Options{}, func(_ int, st engine.State) {
			for _, s := range st.ToAct() {
				for _, m := range st.Legal(s) {
					c.Move(t, st, s, m, variants)
				}
				for _, v := range fuzzCorpus {
					c.Text(t, st, s, v)
				}
			}
		})
	}
	c.Verbs(t, "money", "take", "draw", "buy", "auction", "bid", "pass", "pick", "build", "discard", "extract", "insert", "remove")
}
