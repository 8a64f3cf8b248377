package patrician

import (
	"reflect"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/pbem-games/pbem/notation"
)

// TestCommonVerbsAreCanonical holds parseCommonVerb to the parser on every
// legal move of random games and on its mangled variants (textVariants):
// a move it reads is the parser's, and a text it refuses outright the
// parser refuses too.
func TestCommonVerbsAreCanonical(t *testing.T) {
	both := engine.Options{Variants: []string{VariantAmbassadors, VariantMessengers}}
	read, refused := map[string]int{}, 0
	for seed := uint64(1); seed <= 4; seed++ {
		opts := []engine.Options{{}, both}[seed%2]
		enginetest.PlayRandom(t, Game{}, 2+int(seed%3), seed, opts, func(_ int, st engine.State) {
			texts := []string{"play bo1", "play zz1", "play bo99", "build bb", "build ba", "build abc", "build none", "build a1", "play "}
			for _, s := range st.ToAct() {
				for _, m := range st.Legal(s) {
					texts = append(texts, Game{}.FormatMove(st, m))
				}
			}
			for _, text := range texts {
				for _, v := range textVariants(text) {
					m, ok, done := parseCommonVerb(v)
					if !done {
						continue
					}
					p := parser{notation.Cursor{Words: notation.AppendWords(nil, 1, v)}}
					want, err := p.move(st)
					switch {
					case ok && err != nil:
						t.Fatalf("parseCommonVerb read %q as %#v, the parser refuses it: %v", v, m, err)
					case ok && !reflect.DeepEqual(m, want):
						t.Fatalf("parseCommonVerb read %q as %#v, the parser as %#v", v, m, want)
					case !ok && err == nil:
						t.Fatalf("parseCommonVerb refused %q, the parser reads %#v", v, want)
					case ok:
						read[v[:4]]++
					default:
						refused++
					}
				}
			}
		})
	}
	if read["play"] == 0 || read["buil"] == 0 || refused == 0 {
		t.Errorf("read %v, refused %d: want some of each", read, refused)
	}
}
