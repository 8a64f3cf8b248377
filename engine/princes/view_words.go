package princes

import (
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// Events, the line of who must do what and the board name cards, stacks
// and pieces by the notation's ids ("poet", "forest", "theater"), which
// players type in English whatever their language. A reader of another
// language reads them in words of that language: the data file's word
// table ([word.fr] in data/princes.toml) for professions, buildings,
// landscapes and freedoms, the catalogue's [item] for the auction's
// stacks. Where the reader must type the id (a list to choose from, the
// legend of the board's codes), the word is followed by the id in
// parentheses, "forêt (forest)"; elsewhere the word alone. In English
// the word is the id. The events and the view keep the ids: wording
// happens here, where output is made.

// wordedArgs are the messages that name something by its id, with the
// arguments that hold the ids.
var wordedArgs = map[string]engine.ArgWords{
	"event.opens":                {1: itemWord},
	"event.bids":                 {2: itemWord},
	"event.buys":                 {1: itemWord},
	"event.passes-builders-full": {1: itemWord},
	"event.passes-no-room":       {1: itemWord},
	"event.dealt":                {1: idWord, 2: idWord, 3: idWord, 4: idWord},
	"event.keeps-own":            {1: idWord, 2: idWord, 3: idWord},
	"event.places":               {1: idWord},
	"event.freedom":              {1: idWord},
	"event.builds":               {1: idWord},
	"event.works":                {1: idWord},
	"event.recruits":             {1: idWord},
	"event.kept-card":            {0: idWord},
	"event.looks":                {0: typedList},
	"await.bid":                  {2: itemWord},
	"await.place":                {1: idWord},
}

// idWord words an id of the data file in c's language: "poète" for
// "poet" in French; an id the word table lacks (a bonus card's "b7")
// stays as it is.
func idWord(c *engine.Catalog, id string) string {
	return c.Spell(data().Word.In(c.Lang(), id))
}

// typedWord words an id a reader must type: "poète (poet)" in French,
// "poet" in English: the id alone when the word is the id.
func typedWord(c *engine.Catalog, id string) string {
	if w := idWord(c, id); w != id {
		return w + " (" + id + ")"
	}
	return id
}

// typedList words ids joined by spaces ("poet b7") as a list to type
// from: "poète (poet), b7" in French, as it is when nothing changes.
func typedList(c *engine.Catalog, ids string) string {
	parts := strings.Fields(ids)
	changed := false
	for i, id := range parts {
		if w := typedWord(c, id); w != id {
			parts[i], changed = w, true
		}
	}
	if !changed {
		return ids
	}
	return strings.Join(parts, ", ")
}

// itemWord words an auction stack's id as the item it sells: "prestige"
// is "prestige card", "carte de renommée" in French.
func itemWord(c *engine.Catalog, stack string) string {
	if stack == "" {
		return stack
	}
	return c.Text("item." + stack)
}

// stackWord words an auction stack on the board: its id in English, as
// the board always showed it, the item in another language ("forêt").
func stackWord(c *engine.Catalog, stack string) string {
	if c.Lang() == engine.English {
		return stack
	}
	return itemWord(c, stack)
}

// idWords words ids in c's language, joined by ", ", or words none.
func idWords(c *engine.Catalog, ids []string, word func(*engine.Catalog, string) string) string {
	if len(ids) == 0 {
		return c.Text("board.none")
	}
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = word(c, id)
	}
	return strings.Join(out, ", ")
}

// tableWord words a card on a table: a profession by its word, typed
// since a recruiting card names it, and a recruiting card as the item.
func tableWord(c *engine.Catalog, id string) string {
	if id == "recruiting" {
		return stackWord(c, id)
	}
	return typedWord(c, id)
}

// wordIDs are every id the word table may translate: professions,
// buildings, landscapes and freedoms. The auction's stacks are worded by
// the catalogue's [item].
func (c *components) wordIDs() []string {
	var ids []string
	for _, p := range c.Professions.Cards {
		ids = append(ids, professionWord(p.Name))
	}
	for _, b := range c.Buildings.Types {
		ids = append(ids, b.ID)
	}
	for _, l := range c.Landscapes.Types {
		ids = append(ids, l.ID)
	}
	for _, f := range c.Freedoms.Types {
		ids = append(ids, f.ID)
	}
	return ids
}
