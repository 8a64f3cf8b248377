package palazzo

import (
	"reflect"
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestParseCanonicalIsParseMove checks the fast reader of canonical moves
// against parseMove: on the canonical text of every legal move of random
// games, and on variants of each (case, spacing, commas, cut short, a
// byte changed), whenever parseCanonical reads a text, parseMove reads the
// same move. It also checks that the fast reader reads most moves, so
// that the comparison is not empty.
func TestParseCanonicalIsParseMove(t *testing.T) {
	texts := map[string]bool{}
	for _, text := range fuzzCorpus {
		texts[text] = true
	}
	for seed := uint64(1); seed <= 6; seed++ {
		enginetest.PlayRandom(t, Game{}, 2+int(seed%3), seed, engine.Options{}, func(_ int, st engine.State) {
			for _, s := range st.ToAct() {
				for _, m := range st.Legal(s) {
					texts[Game{}.FormatMove(st, m)] = true
				}
			}
		})
	}
	read, canonical := map[string]int{}, 0
	for text := range texts {
		canonical++
		for _, v := range textVariants(text) {
			if m, ok := parseCanonical(v); ok {
				checkCanonicalParse(t, v, m)
				read[strings.Fields(v)[0]]++
			}
		}
	}
	for _, verb := range []string{"money", "take", "draw", "buy", "auction", "bid", "pass", "pick", "build", "discard", "extract", "insert", "remove"} {
		if read[verb] == 0 {
			t.Errorf("parseCanonical read no %q move of %d texts", verb, canonical)
		}
	}
}

// checkCanonicalParse fails unless parseMove reads text as m.
func checkCanonicalParse(t *testing.T, text string, m engine.Move) {
	t.Helper()
	want, err := parseMove(text)
	if err != nil {
		t.Fatalf("parseCanonical read %q as %#v, parseMove refuses it: %v", text, m, err)
	}
	if !reflect.DeepEqual(m, want) {
		t.Fatalf("parseCanonical read %q as %#v, parseMove as %#v", text, m, want)
	}
}

// textVariants returns text and texts near it: upper case, doubled or
// trailing spaces, commas, every prefix, and every byte changed to a few
// others.
func textVariants(text string) []string {
	vs := []string{text, strings.ToUpper(text), strings.ReplaceAll(text, " ", "  "),
		strings.ReplaceAll(text, " ", ", "), text + " ", " " + text, text + " pass", text + " r5"}
	for i := range len(text) {
		vs = append(vs, text[:i])
		for _, b := range []byte{' ', ',', 'a', 'z', 'A', '0', '9', '\t', 0xff} {
			vs = append(vs, text[:i]+string(b)+text[i+1:])
		}
	}
	return vs
}
