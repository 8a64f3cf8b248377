package pbem

import (
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// TestLogResultHeadingInLanguage: a finished game's text log heads its
// result in the log's language, not in English whatever the language.
func TestLogResultHeadingInLanguage(t *testing.T) {
	r, err := openReplay(palazzoGames, "../examples/palazzo-3p.pbem", -1)
	if err != nil {
		t.Fatal(err)
	}
	for _, c := range []struct {
		lang      Lang
		want, not string
	}{{English, "Result:", "Résultat :"}, {French, "Résultat :", "Result:"}} {
		log, err := r.LogIn(engine.Observer, c.lang)
		if err != nil {
			t.Fatal(err)
		}
		lines := log.Lines()
		if !slices.Contains(lines, c.want) || slices.Contains(lines, c.not) {
			t.Errorf("%s log: want a line %q and none %q", c.lang, c.want, c.not)
		}
	}
}
