package patrician

import (
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestParseCanonicalIsFormatMove holds ParseCanonical to FormatMove over
// random games with and without the expansions: every legal move's
// canonical text is claimed canonical, and whenever a text near it
// (textVariants and one word in upper case: other cases, spaces, words,
// bytes) is claimed canonical,
// it is FormatMove's text of the move read. The moves read are
// ParseMove's.
func TestParseCanonicalIsFormatMove(t *testing.T) {
	both := engine.Options{Variants: []string{VariantAmbassadors, VariantMessengers}}
	claimed := map[string]int{}
	for seed := uint64(1); seed <= 4; seed++ {
		opts := []engine.Options{{}, both}[seed%2]
		enginetest.PlayRandom(t, Game{}, 2+int(seed%3), seed, opts, func(_ int, st engine.State) {
			for _, s := range st.ToAct() {
				for _, m := range st.Legal(s) {
					text := Game{}.FormatMove(st, m)
					if _, ok, err := (Game{}).ParseCanonical(st, s, text); err != nil || !ok {
						t.Fatalf("FormatMove's %q is not claimed canonical (%v)", text, err)
					}
					for _, v := range append(textVariants(text), wordUpperVariants(text)...) {
						checkCanonicalClaim(t, st, s, v, claimed)
					}
				}
			}
		})
	}
	for _, verb := range verbs {
		if claimed[verb] == 0 {
			t.Errorf("no %q move claimed canonical", verb)
		}
	}
}

// checkCanonicalClaim fails when ParseCanonical claims text canonical and
// FormatMove writes its move otherwise, or when it reads another move
// than ParseMove; it counts the claims by verb.
func checkCanonicalClaim(t *testing.T, st engine.State, s engine.Seat, text string, claimed map[string]int) {
	t.Helper()
	m, ok, err := Game{}.ParseCanonical(st, s, text)
	want, wantErr := Game{}.ParseMove(st, s, text)
	if (err == nil) != (wantErr == nil) || err == nil && m != want {
		t.Fatalf("%q: ParseCanonical read %#v (%v), ParseMove %#v (%v)", text, m, err, want, wantErr)
	}
	if !ok {
		return
	}
	if got := (Game{}).FormatMove(st, m); got != text {
		t.Fatalf("%q claimed canonical, FormatMove writes %q", text, got)
	}
	claimed[strings.Fields(text)[0]]++
}

// wordUpperVariants returns text with one of its words in upper case.
func wordUpperVariants(text string) []string {
	w := strings.Split(text, " ")
	var vs []string
	for i := range w {
		up := append([]string(nil), w...)
		up[i] = strings.ToUpper(up[i])
		vs = append(vs, strings.Join(up, " "))
	}
	return vs
}
