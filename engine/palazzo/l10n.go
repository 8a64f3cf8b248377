package palazzo

import (
	"embed"
	"sync"

	"github.com/pbem-games/pbem/engine"
)

// The engine's texts in each language it speaks: events, help, board
// labels and result lines. English is the base, and what Awaiting and the
// view's result always hold; the others fall back to it for a missing key.
//
//go:embed data/messages.*.toml
var messages embed.FS

// loadCatalogues parses the embedded catalogues once; a language is
// spoken once its file is in data/ (engine.Catalogs.Langs lists them).
var loadCatalogues = sync.OnceValue(func() *engine.Catalogs {
	return engine.MustLoadCatalogs(messages, "data").ComposeTieBreaks().
		Compose("result.player", wordPlayer)
})

// english returns the English messages, which errors and the view's JSON
// are worded in.
func english() *engine.Catalog { return loadCatalogues().English() }

// boardCatalogue is the catalogue boards are laid out with (accents kept).
func boardCatalogue(lang string) *engine.Catalog { return loadCatalogues().Board(lang) }
