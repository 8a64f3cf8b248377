package engine

import (
	"strings"
	"sync"
)

// Catalogs is a game's messages in every language it speaks, the same
// texts for events, result lines and boards (UTF-8, accents kept). English
// comes first and is what the other languages fall back to.
type Catalogs struct {
	// text gives each language's messages, parsed on first use: most
	// runs speak one language, and parsing another cost every command
	// of a game the time of a TOML decode.
	text map[string]func() *Catalog
	en   *Catalog
	// composed words the messages made of several messages of the
	// catalogue (a card and its description), by key.
	composed map[string]Composer
}

// Composer words a message of a game's catalogue from its arguments when
// the message is more than one text filled with them: it may word some of
// its arguments with other messages ("BO5" as "Bologna, portrait of
// patrician 1").
type Composer func(c *Catalog, args []string) string

// Compose makes c word the message key with f, and returns c. A game sets
// its composers once, when it loads its catalogues.
func (c *Catalogs) Compose(key string, f Composer) *Catalogs {
	if c.composed == nil {
		c.composed = map[string]Composer{}
	}
	c.composed[key] = f
	return c
}

// Pairs returns the composer of a message whose {1} lists its arguments
// two by two, each pair worded by the message part ("Ann 37, Cid 28"):
// a tie-break that names each tied player and what broke the tie.
func Pairs(key, part string) Composer {
	return func(c *Catalog, args []string) string {
		parts := make([]string, 0, len(args)/2)
		for a := args; len(a) >= 2; a = a[2:] {
			parts = append(parts, c.Text(part, a[0], a[1]))
		}
		return c.Text(key, strings.Join(parts, ", "))
	}
}

// Word words m in lang (English for a language the game does not speak),
// as events and result lines are worded: once, where output is made. With
// no catalogues (a game that has none) it gives the key and its arguments.
func (c *Catalogs) Word(lang string, m Message) string {
	if c == nil {
		return strings.Join(append([]string{m.Key}, m.Args...), " ")
	}
	return c.WordIn(c.Text(lang), m)
}

// WordIn words m with cat, one of c's catalogues.
func (c *Catalogs) WordIn(cat *Catalog, m Message) string {
	if f, ok := c.composed[m.Key]; ok {
		return f(cat, m.Args)
	}
	return cat.Message(m)
}

// MustParseCatalogs parses a game's embedded catalogues: the English one
// now, the others by language when first asked for. They are embedded, so
// an error is a bug the game's tests catch (All parses them all), and it
// panics.
func MustParseCatalogs(english []byte, others map[string][]byte) *Catalogs {
	en, err := ParseCatalog(English, english, nil)
	if err != nil {
		panic(err)
	}
	c := &Catalogs{text: map[string]func() *Catalog{English: func() *Catalog { return en }}, en: en}
	for lang, src := range others {
		c.text[lang] = sync.OnceValue(func() *Catalog {
			cat, err := ParseCatalog(lang, src, en)
			if err != nil {
				panic(err)
			}
			return cat
		})
	}
	return c
}

// Text returns the messages of lang, English for a language the game does
// not speak.
func (c *Catalogs) Text(lang string) *Catalog {
	if cat, ok := c.text[lang]; ok {
		return cat()
	}
	return c.en
}

// Board returns the messages boards are laid out with: Text(lang) itself,
// since boards are UTF-8 with their accents, aligned by display width
// (Columns). It was once an ASCII fold of Text; the name stays for the
// games that call it.
func (c *Catalogs) Board(lang string) *Catalog { return c.Text(lang) }

// English returns the English messages, the base of the others.
func (c *Catalogs) English() *Catalog { return c.en }

// All returns every catalogue, in no set order.
func (c *Catalogs) All() []*Catalog {
	all := make([]*Catalog, 0, len(c.text))
	for lang := range c.text {
		all = append(all, c.text[lang]())
	}
	return all
}

// ComposeTieBreaks composes the tie-break messages every game words the
// same way: result.tie (the tie broken) and result.tie-shared (still
// tied, the victory shared) list the tied players two by two, a name and
// what broke the tie, each pair worded by result.tie-part (Pairs).
func (c *Catalogs) ComposeTieBreaks() *Catalogs {
	return c.Compose("result.tie", Pairs("result.tie", "result.tie-part")).
		Compose("result.tie-shared", Pairs("result.tie-shared", "result.tie-part"))
}
