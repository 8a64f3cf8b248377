package palazzo

import (
	_ "embed"
	"sync"

	"github.com/pbem-games/pbem/engine"
)

// The engine's texts in each language it speaks: events, help, board
// labels and result lines. English is the base, and what Awaiting and the
// view's result always hold; the others fall back to it for a missing key.
var (
	//go:embed data/messages.en.toml
	messagesEN []byte
	//go:embed data/messages.fr.toml
	messagesFR []byte
)

// Langs lists the languages the engine speaks, English first.
var Langs = []string{engine.English, "fr"}

// loadCatalogues parses the embedded catalogues once.
var loadCatalogues = sync.OnceValue(func() *engine.Catalogs {
	return engine.MustParseCatalogs(messagesEN, map[string][]byte{"fr": messagesFR}).
		Compose("result.player", wordPlayer).
		Compose("result.tie", engine.Pairs("result.tie", "result.tie-part")).
		Compose("result.tie-shared", engine.Pairs("result.tie-shared", "result.tie-part"))
})

// english returns the English messages, which errors and the view's JSON
// are worded in.
func english() *engine.Catalog { return loadCatalogues().English() }

// boardCatalogue is catalogue folded to ASCII, for boards.
func boardCatalogue(lang string) *engine.Catalog { return loadCatalogues().Board(lang) }
