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

// TestCommonCanonicalIsFormatMove holds ParseCanonical's short way for
// "play" and "build" (parseCommonVerb and commonCanonical) to FormatMove
// both ways: every text it reads is claimed canonical exactly when
// FormatMove writes the move read so, over every card id and tower word,
// near texts, and every legal move's text in random games.
func TestCommonCanonicalIsFormatMove(t *testing.T) {
	texts := []string{"build none", "build a", "build b", "build aa", "build ab", "build ba", "build bb", "build aab"}
	for _, info := range data().cards {
		texts = append(texts, "play "+info.ID, "play "+lowerASCII(info.ID))
	}
	check := func(st engine.State, text string) {
		if _, ok, done := parseCommonVerb(text); !done || !ok {
			return
		}
		m, canonical, err := Game{}.ParseCanonical(st, 0, text)
		if err != nil {
			t.Fatalf("ParseCanonical(%q): %v", text, err)
		}
		if want := (Game{}).FormatMove(st, m) == text; canonical != want {
			t.Fatalf("ParseCanonical(%q) says canonical %v; FormatMove writes %q", text, canonical, Game{}.FormatMove(st, m))
		}
	}
	read := 0
	both := engine.Options{Variants: []string{VariantAmbassadors, VariantMessengers}}
	for seed := uint64(1); seed <= 2; seed++ {
		enginetest.PlayRandom(t, Game{}, 3, seed, both, func(ply int, st engine.State) {
			if ply%7 != 0 {
				return
			}
			all := texts
			for _, s := range st.ToAct() {
				for _, m := range st.Legal(s) {
					all = append(all, textVariants(Game{}.FormatMove(st, m))...)
				}
			}
			for _, text := range all {
				check(st, text)
				read++
			}
		})
	}
	if read == 0 {
		t.Fatal("no text was checked")
	}
}
