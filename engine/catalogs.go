package engine

// Catalogs is a game's messages in every language it speaks, each both as
// written (events, result lines) and folded to ASCII (boards). English
// comes first and is what the other languages fall back to.
type Catalogs struct {
	text, board map[string]*Catalog
	// en is text[English], which every event is worded in: kept apart to
	// spare a map lookup per event.
	en *Catalog
}

// MustParseCatalogs parses a game's embedded catalogues: the English one,
// then the others by language. They are embedded, so an error is a bug the
// game's tests catch, and it panics.
func MustParseCatalogs(english []byte, others map[string][]byte) *Catalogs {
	en, err := ParseCatalog(English, english, nil)
	if err != nil {
		panic(err)
	}
	c := &Catalogs{text: map[string]*Catalog{English: en}, board: map[string]*Catalog{}, en: en}
	for lang, src := range others {
		cat, err := ParseCatalog(lang, src, en)
		if err != nil {
			panic(err)
		}
		c.text[lang] = cat
	}
	for lang, cat := range c.text {
		c.board[lang] = cat.ASCII()
	}
	return c
}

// Text returns the messages of lang, English for a language the game does
// not speak.
func (c *Catalogs) Text(lang string) *Catalog {
	if cat, ok := c.text[lang]; ok {
		return cat
	}
	return c.en
}

// Board returns Text(lang) folded to ASCII, for boards.
func (c *Catalogs) Board(lang string) *Catalog {
	if cat, ok := c.board[lang]; ok {
		return cat
	}
	return c.board[English]
}

// English returns the English messages, which events are worded in.
func (c *Catalogs) English() *Catalog { return c.en }

// All returns every catalogue, as written and folded, in no set order.
func (c *Catalogs) All() []*Catalog {
	all := make([]*Catalog, 0, 2*len(c.text))
	for lang := range c.text {
		all = append(all, c.text[lang], c.board[lang])
	}
	return all
}
