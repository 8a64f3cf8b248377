package enginetest

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// RefusalsTranslated checks that the engine's refusal table of lang
// (engine/refusals/<lang>.toml) translates each of texts, as a game's
// parser and rules write them: a refusal mail to a player of that
// language quotes none of them in English.
func RefusalsTranslated(t *testing.T, lang string, texts ...string) {
	t.Helper()
	table := engine.RefusalsIn(lang)
	for _, en := range texts {
		if table.Translate(en) == en {
			t.Errorf("engine/refusals/%s.toml lacks %q", lang, en)
		}
	}
}
