package patrician

import "github.com/pbem-games/pbem/engine"

// The words of the data file a reader of another language than English
// reads: the expansions, by the names `pbem new --variant` takes
// ("ambassadors"), in the data file's word table ([word.fr] in
// data/patrician.toml). The cities keep the Italian names the French rule
// text gives them; a table may still name them (the ids are the cities'
// names). Portraits and features are worded by the catalogues.

// idWord is id (an expansion) in c's language, or id when the word
// table lacks it.
func idWord(c *engine.Catalog, id string) string {
	return c.Spell(data().Word.In(c.Lang(), id))
}

// idWords words each of ids in c's language.
func idWords(c *engine.Catalog, ids []string) []string {
	out := make([]string, len(ids))
	for i, id := range ids {
		out[i] = idWord(c, id)
	}
	return out
}

// wordIDs are the ids a word table may translate: the expansions and the
// cities' names.
func (c *components) wordIDs() []string {
	ids := []string{VariantAmbassadors, VariantMessengers}
	for _, city := range c.Cities {
		ids = append(ids, city.Name)
	}
	return ids
}
