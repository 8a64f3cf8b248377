package leonardo

import (
	"github.com/pbem-games/pbem/engine"
)

// Events name parties, products, international events and art works as
// moves and data files write them ("guelph", "gold", "Imperial diet").
// The messages that do are composed so that the name is worded in the
// reader's language ("le parti guelfe", "l'or", "Diète impériale"): a
// party or a product from the catalogue's word tables, an event or an
// art work from the data file's word table ([word.fr] in leonardo.toml).
// The event itself keeps the id or the data file's name, and a name the
// language lacks is kept too.

// wordedArgs are the events that name something to word, with the
// arguments that hold the names.
var wordedArgs = map[string]engine.ArgWords{
	"event.party-own":   {1: partyWord},
	"event.party-shown": {1: partyWord},
	"event.ally-party":  {1: partyWord},
	"event.party":       {1: partyWord},
	"event.event":       {0: eventName, 1: partyWord},
	"event.art-drawn":   {2: artName},
	"event.art-value":   {1: artName},
	"event.art-shown":   {1: artName},
	"event.stake-own":   {1: productWord},
	"event.stake":       {1: productWord},
	"event.market-draw": {1: productWord},
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

// eventName is an international event's name in c's language, as the
// built-in data file's word table gives it.
func eventName(c *engine.Catalog, name string) string {
	return dataName(embedded.Get(), c.Lang(), name)
}

// artName is an art work's name in c's language, likewise.
func artName(c *engine.Catalog, name string) string { return dataName(embedded.Get(), c.Lang(), name) }

// dataName is name, an event's or an art work's of data file d, in lang:
// its word in d's table, else in the built-in file's (a data file given
// with --data that keeps the built-in names needs no table), else name.
// Events are worded without their game's data file at hand, and so from
// the built-in table only.
func dataName(d *components, lang, name string) string {
	if d != nil {
		if w, ok := d.Word[lang][name]; ok {
			return w
		}
	}
	return embedded.Get().Word.In(lang, name)
}

// wordIDs are the names a word table may translate: the events', the
// art works' and the spaces'.
func (c *components) wordIDs() []string {
	var ids []string
	for _, e := range c.Events.Cards {
		ids = append(ids, e.Name)
	}
	for _, a := range c.Art.Cards {
		ids = append(ids, a.Name)
	}
	for _, sp := range c.Board.Spaces {
		ids = append(ids, sp.Name)
	}
	return ids
}
