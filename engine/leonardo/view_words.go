package leonardo

import (
	"embed"
	"slices"
	"strings"
	"sync"

	"github.com/BurntSushi/toml"

	"github.com/pbem-games/pbem/engine"
)

// Events name parties, products, international events and art works as
// moves and data files write them ("guelph", "gold", "Imperial diet").
// The messages that do are composed so that the name is worded in the
// reader's language ("le parti guelfe", "l'or", "Diète impériale"): a
// party or a product from the catalogue's word tables, an event or an
// art work from the data file's names in that language (names.*.toml).
// The event itself keeps the id or the data file's name, and a name the
// language lacks is kept too.

// wordedArg is an argument (0-based) of a message and how to word it.
type wordedArg struct {
	at   int
	word func(c *engine.Catalog, id string) string
}

// wordedArgs are the events that name something to word, with the
// arguments that hold the names.
var wordedArgs = map[string][]wordedArg{
	"event.party-own":   {{1, partyWord}},
	"event.party-shown": {{1, partyWord}},
	"event.ally-party":  {{1, partyWord}},
	"event.party":       {{1, partyWord}},
	"event.event":       {{0, eventName}, {1, partyWord}},
	"event.art-drawn":   {{2, artName}},
	"event.art-value":   {{1, artName}},
	"event.art-shown":   {{1, artName}},
	"event.stake-own":   {{1, productWord}},
	"event.stake":       {{1, productWord}},
	"event.market-draw": {{1, productWord}},
}

// composeWords makes c word the names of each event of wordedArgs, and
// returns c.
func composeWords(c *engine.Catalogs) *engine.Catalogs {
	for key, args := range wordedArgs {
		c.Compose(key, wordArgs(key, args))
	}
	return c
}

// wordArgs is the composer of message key whose arguments args name
// something.
func wordArgs(key string, args []wordedArg) engine.Composer {
	return func(c *engine.Catalog, in []string) string {
		out := slices.Clone(in) // the event's own arguments stay as they are
		for _, a := range args {
			if a.at < len(out) {
				out[a.at] = a.word(c, out[a.at])
			}
		}
		return c.Text(key, out...)
	}
}

// partyWord words party id ("guelph") for an event: "guelfe".
func partyWord(c *engine.Catalog, id string) string { return catalogWord(c, "word.party.", id) }

// productWord words market product id ("gold") for an event: "l'or".
func productWord(c *engine.Catalog, id string) string { return catalogWord(c, "word.product.", id) }

// catalogWord is the word of id in c's table, or id if it has none.
func catalogWord(c *engine.Catalog, table, id string) string {
	if c.Has(table + id) {
		return c.Text(table + id)
	}
	return id
}

// eventName is an international event's name in c's language.
func eventName(c *engine.Catalog, name string) string { return dataName(c.Lang(), "events", name) }

// artName is an art work's name in c's language.
func artName(c *engine.Catalog, name string) string { return dataName(c.Lang(), "art", name) }

// dataName is name, from table of the data file, in lang: its
// translation in names.<lang>.toml, else name itself.
func dataName(lang, table, name string) string {
	if w, ok := loadNames()[lang][table][name]; ok {
		return w
	}
	return name
}

// The data file's names in other languages than its own English.
//
//go:embed data/names.*.toml
var namesFS embed.FS

// namesTables are the names of one language: table, then the data
// file's name, then the translation.
type namesTables map[string]map[string]string

// loadNames reads every names.<lang>.toml once, by language.
var loadNames = sync.OnceValue(func() map[string]namesTables {
	out := map[string]namesTables{}
	files, _ := namesFS.ReadDir("data")
	for _, f := range files {
		lang := strings.TrimSuffix(strings.TrimPrefix(f.Name(), "names."), ".toml")
		src, _ := namesFS.ReadFile("data/" + f.Name())
		var t namesTables
		if _, err := toml.Decode(string(src), &t); err != nil {
			panic("leonardo: data/" + f.Name() + ": " + err.Error()) // embedded: a test reads it
		}
		out[lang] = t
	}
	return out
})
