package engine

import "slices"

// WordFunc words an id or a name a message carries (a stack, a product,
// an art work) in c's language: games keep ids in their events and word
// them only where output is made, in the reader's language.
type WordFunc func(c *Catalog, id string) string

// ArgWords says how to word some arguments of a message: by position
// (0-based), the function that words it.
type ArgWords map[int]WordFunc

// ComposeWords makes c word the arguments of each message of words (by
// key) before filling them in, and returns c. The arguments themselves
// are left as they are: an event keeps its ids.
func (c *Catalogs) ComposeWords(words map[string]ArgWords) *Catalogs {
	for key, args := range words {
		c.Compose(key, wordArgs(key, args))
	}
	return c
}

// wordArgs is the composer of message key whose arguments args word.
func wordArgs(key string, args ArgWords) Composer {
	return func(c *Catalog, in []string) string {
		out := slices.Clone(in)
		for at, word := range args {
			if at < len(out) {
				out[at] = word(c, out[at])
			}
		}
		return c.Text(key, out...)
	}
}
