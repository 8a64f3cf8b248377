package princes

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// Events carry the stack id players type; the words name the item.
func TestEventsNameTheItemOfAStack(t *testing.T) {
	ev := engine.Msg("event.buys", "Ann", "prestige", "400")
	for lang, want := range map[string]string{
		"en": "Ann buys the prestige card for 400 Florins",
		"fr": "Ann achète : carte de renommée, pour 400 Florins",
	} {
		if got := loadCatalogues().Word(lang, ev); got != want {
			t.Errorf("%s: %q, want %q", lang, got, want)
		}
	}
}
