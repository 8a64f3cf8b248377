package engine

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/BurntSushi/toml"
)

// Catalog is one language's messages of a game: the texts of its events,
// its board labels and its result lines, each named by a key. A game
// embeds one catalogue per language as TOML, English first; the others
// fall back to English for a key they lack.
//
// In a message, {1} … {9} stand for its arguments. A counted message is a
// table of two forms, one (used for 1 in English, for 0 and 1 in French)
// and other, and Count fills {1} with the number:
//
//	[event]
//	builds-new = "{1} builds {2} as new palace {3}"
//	[board.cards]
//	one = "{1} card"
//	other = "{1} cards"
//
// Keys are the table path joined by dots ("event.builds-new").
type Catalog struct {
	lang     string
	messages map[string]*message // shared, so that a lookup copies a pointer
	fallback *Catalog
}

// message is a parsed text: literal parts, and between them the argument
// numbers (0-based) that fill the gaps. parts has one more element than
// slots.
type message struct {
	parts []string
	slots []int
	fixed int // the length of the parts
}

// newMessage returns the message of parts and slots.
func newMessage(parts []string, slots []int) *message {
	m := &message{parts: parts, slots: slots}
	for _, p := range parts {
		m.fixed += len(p)
	}
	return m
}

// ParseCatalog reads the TOML catalogue src of language lang. Messages it
// lacks come from fallback (nil for the base language).
func ParseCatalog(lang string, src []byte, fallback *Catalog) (*Catalog, error) {
	tree, ok := fastCatalogTree(src)
	if !ok {
		if err := toml.Unmarshal(src, &tree); err != nil {
			return nil, fmt.Errorf("catalogue %s: %w", lang, err)
		}
	}
	c := &Catalog{lang: lang, messages: map[string]*message{}, fallback: fallback}
	if err := c.flatten("", tree); err != nil {
		return nil, fmt.Errorf("catalogue %s: %w", lang, err)
	}
	return c, nil
}

// flatten adds the strings of tree under prefix.
func (c *Catalog) flatten(prefix string, tree map[string]any) error {
	for k, v := range tree {
		key := prefix + k
		switch v := v.(type) {
		case string:
			c.messages[key] = parseMessage(v)
		case map[string]any:
			if err := c.flatten(key+".", v); err != nil {
				return err
			}
		default:
			return fmt.Errorf("%s: a message is a string, not %T", key, v)
		}
	}
	return nil
}

// parseMessage splits text at its placeholders {1} … {9}. Any other brace
// is literal.
func parseMessage(text string) *message {
	var parts []string
	var slots []int
	lit := 0
	for i := 0; i+2 < len(text); i++ {
		if text[i] == '{' && text[i+1] >= '1' && text[i+1] <= '9' && text[i+2] == '}' {
			parts = append(parts, text[lit:i])
			slots = append(slots, int(text[i+1]-'1'))
			lit = i + 3
			i += 2
		}
	}
	return newMessage(append(parts, text[lit:]), slots)
}

// format fills m's placeholders with args; a missing argument is left
// as its placeholder, so that a mistake shows instead of vanishing.
func (m *message) format(args []string) string {
	if len(m.slots) == 0 {
		return m.parts[0] // nothing to fill: the text as it is, without a copy
	}
	var b strings.Builder
	b.Grow(m.size(args))
	m.writeTo(&b, args)
	return b.String()
}

// size is the length of m filled with args.
func (m *message) size(args []string) int {
	n := m.fixed
	for _, s := range m.slots {
		if s < len(args) {
			n += len(args[s])
		} else {
			n += len("{1}")
		}
	}
	return n
}

// writeTo writes m filled with args, as format words it, to b.
func (m *message) writeTo(b *strings.Builder, args []string) {
	for i, s := range m.slots {
		if m.parts[i] != "" {
			b.WriteString(m.parts[i])
		}
		if s < len(args) {
			b.WriteString(args[s])
		} else {
			b.WriteByte('{')
			b.WriteByte(byte('1' + s))
			b.WriteByte('}')
		}
	}
	if last := m.parts[len(m.parts)-1]; last != "" {
		b.WriteString(last)
	}
}

// Lang returns the language code of the catalogue.
func (c *Catalog) Lang() string { return c.lang }

// lookup finds key here or in the fallback, or returns nil.
func (c *Catalog) lookup(key string) *message {
	for ; c != nil; c = c.fallback {
		if m := c.messages[key]; m != nil {
			return m
		}
	}
	return nil
}

// Text words the message key with args. For a counted message, key names
// its table and args[0] is the count, which chooses the form. A key that no
// catalogue knows (a bug that the games' key tests catch) gives the key
// and its arguments.
func (c *Catalog) Text(key string, args ...string) string {
	if m := c.find(key, args); m != nil {
		return m.format(args)
	}
	return strings.Join(append([]string{key}, args...), " ")
}

// find returns the message key, or for a counted message the form that
// args[0] chooses, or nil.
func (c *Catalog) find(key string, args []string) *message {
	if m := c.lookup(key); m != nil {
		return m
	}
	if len(args) > 0 {
		if n, err := strconv.Atoi(args[0]); err == nil {
			return c.lookup(key + c.form(n))
		}
	}
	return nil
}

// form returns the suffix of the form of a counted message for n: ".one"
// for 1 (and for 0 in French), ".other" otherwise.
func (c *Catalog) form(n int) string {
	if n == 1 || (n == 0 && c.lang == "fr") {
		return ".one"
	}
	return ".other"
}

// Message words m.
func (c *Catalog) Message(m Message) string { return c.Text(m.Key, m.Args...) }

// Count words the counted message key for n, with {1} the number and args
// from {2} on.
func (c *Catalog) Count(key string, n int, args ...string) string {
	return c.Text(key, append([]string{itoa(n)}, args...)...)
}

// Keys returns the keys of the catalogue's own messages, sorted, without
// those it takes from its fallback.
func (c *Catalog) Keys() []string {
	keys := make([]string, 0, len(c.messages))
	for k := range c.messages {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	return keys
}

// Has reports whether the catalogue itself (not its fallback) has key.
func (c *Catalog) Has(key string) bool {
	_, ok := c.messages[key]
	return ok
}

// Slots returns the argument numbers (from 1) that message key uses,
// sorted and each once, so tests can check that a translation uses the
// arguments of the original. It is nil for an unknown key.
func (c *Catalog) Slots(key string) []int {
	m := c.lookup(key)
	if m == nil {
		return nil
	}
	var out []int
	for _, s := range m.slots {
		out = append(out, s+1)
	}
	slices.Sort(out)
	return slices.Compact(out)
}

// Spell writes a name from outside the catalogue (a data file's work of
// art, event or street) as the catalogue writes its own texts: as it is,
// accents kept, since boards, mails and pictures are all UTF-8.
func (c *Catalog) Spell(name string) string { return name }

func itoa(n int) string { return strconv.Itoa(n) }
