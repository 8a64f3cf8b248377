package patrician

import (
	"reflect"
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/pbem-games/pbem/notation"
)

// TestParseCanonicalIsTheParser checks the fast reader of canonical moves
// against the parser, in the same states: on the canonical text of every
// legal move of random games, with and without the expansions, and on
// variants of each (case, spacing, commas, cut short, a byte changed, a
// city for a card), whenever parseCanonical reads a text, the parser reads
// the same move. It also checks that the fast reader reads every kind of
// move, so that the comparison is not empty.
func TestParseCanonicalIsTheParser(t *testing.T) {
	both := engine.Options{Variants: []string{VariantAmbassadors, VariantMessengers}}
	read := map[string]int{}
	for seed := uint64(1); seed <= 4; seed++ {
		opts := []engine.Options{{}, both}[seed%2]
		enginetest.PlayRandom(t, Game{}, 2+int(seed%3), seed, opts, func(_ int, st engine.State) {
			texts := []string{"take bo", "take ve", "play bo1", "build bb", "build ba", "move none", "messenger none"}
			for _, s := range st.ToAct() {
				for _, m := range st.Legal(s) {
					texts = append(texts, Game{}.FormatMove(st, m))
				}
			}
			for _, text := range texts {
				for _, v := range textVariants(text) {
					if m, ok := parseCanonical(st, v); ok {
						checkCanonicalParse(t, st, v, m)
						read[strings.Fields(v)[0]]++
					}
				}
			}
		})
	}
	for _, verb := range verbs {
		if read[verb] == 0 {
			t.Errorf("parseCanonical read no %q move", verb)
		}
	}
}

// checkCanonicalParse fails unless the parser reads text as m in st.
func checkCanonicalParse(t *testing.T, st engine.State, text string, m engine.Move) {
	t.Helper()
	p := parser{notation.Cursor{Words: notation.AppendWords(nil, 1, text)}}
	want, err := p.move(st)
	if err != nil {
		t.Fatalf("parseCanonical read %q as %#v, the parser refuses it: %v", text, m, err)
	}
	if !reflect.DeepEqual(m, want) {
		t.Fatalf("parseCanonical read %q as %#v, the parser as %#v", text, m, want)
	}
}

// textVariants returns text and texts near it: upper case, doubled or
// trailing spaces, commas, words added or swapped, every prefix, and every byte
// changed to a few others.
func textVariants(text string) []string {
	vs := []string{text, strings.ToUpper(text), strings.ReplaceAll(text, " ", "  "),
		strings.ReplaceAll(text, " ", ", "), text + " ", " " + text, text + " a", text + " none"}
	if w := strings.Fields(text); len(w) >= 3 { // the last two words swapped
		w[len(w)-1], w[len(w)-2] = w[len(w)-2], w[len(w)-1]
		vs = append(vs, strings.Join(w, " "))
	}
	for i := range len(text) {
		vs = append(vs, text[:i])
		for _, b := range []byte{' ', 'a', 'b', 'o', '0', '1', 'Z', ',', 0xff} {
			vs = append(vs, text[:i]+string(b)+text[i+1:])
		}
	}
	return vs
}
