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
	claimed := map[string]int{}
	for seed := uint64(1); seed <= 3; seed++ {
		enginetest.PlayRandom(t, Game{}, 2+int(seed), seed, engine.Options{}, func(_ int, st engine.State) {
			for _, s := range st.ToAct() {
				legal := st.Legal(s)
				step := max(len(legal)/40, 1)
				for i := 0; i < len(legal); i += step {
					text := Game{}.FormatMove(st, legal[i])
					if _, ok, err := (Game{}).ParseCanonical(st, s, text); err != nil || !ok {
						t.Fatalf("FormatMove's %q is not claimed canonical (%v)", text, err)
					}
					for _, v := range canonicalVariants(text) {
						checkCanonicalClaim(t, st, s, v, claimed)
					}
				}
			}
		})
	}
	for _, verb := range []string{"keep", "open", "buy", "bid", "pass", "place", "build", "pick", "recruit", "work", "done"} {
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
	if (err == nil) != (wantErr == nil) || err == nil && (Game{}).FormatMove(st, m) != (Game{}).FormatMove(st, want) {
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
