package engine

import (
	"embed"
	"fmt"
	"path"
	"slices"
	"strings"
	"sync"

	"github.com/BurntSushi/toml"
)

// Refusals are how the refusals of moves read in one language other
// than English: the parsers and the rules write them in English, and a
// refusal mail to a player of another language quotes them translated.
// The texts are the common ones (the notation's, each game's parser's,
// the turn's); a text without a translation stays English.
type Refusals struct {
	// The fixed words of a refusal's display (notation.Wording).
	Expected, OneOf, DidYouMean string
	patterns                    []refusalPattern
}

// refusalPattern is an English text with gaps ({1}, {2}) and its
// translation.
type refusalPattern struct {
	english *message
	local   *message
	fixed   int // the length of the English text without its gaps
}

// refusalDepth bounds how deep a gap's text is translated in turn
// ("illegal move: {1}", then {1}).
const refusalDepth = 3

// Translate is english, a refusal's message or a thing it expected, in
// r's language: the first text of the table that it matches (the most
// specific first), its gaps translated in turn; english itself when none
// does.
func (r *Refusals) Translate(english string) string { return r.translate(english, refusalDepth) }

func (r *Refusals) translate(s string, depth int) string {
	if r == nil || depth == 0 {
		return s
	}
	for _, p := range r.patterns {
		if args, ok := p.english.match(s); ok {
			for i, a := range args {
				args[i] = r.translate(a, depth-1)
			}
			return p.local.format(args)
		}
	}
	return s
}

// match reports whether s is m with its gaps filled, and with what, by
// argument number. The literal parts must follow one another in s; a gap
// takes at least one character, and a gap between two others is not
// allowed (the tables have none).
func (m *message) match(s string) ([]string, bool) {
	if !strings.HasPrefix(s, m.parts[0]) {
		return nil, false
	}
	if len(m.slots) == 0 {
		return nil, s == m.parts[0]
	}
	args := make([]string, slices.Max(m.slots)+1)
	at := len(m.parts[0])
	for i, slot := range m.slots {
		next := m.parts[i+1]
		end := -1
		switch {
		case i == len(m.slots)-1:
			if strings.HasSuffix(s, next) && len(s)-len(next) > at {
				end = len(s) - len(next)
			}
		case next != "":
			if j := strings.Index(s[at:], next); j > 0 {
				end = at + j
			}
		}
		if end < 0 {
			return nil, false
		}
		args[slot] = s[at:end]
		at = end + len(next)
	}
	return args, true
}

// The refusal tables, one a language: refusals/<lang>.toml.
//
//go:embed refusals/*.toml
var refusalFiles embed.FS

// refusalFile is one language's table.
type refusalFile struct {
	Wording struct {
		Expected   string `toml:"expected"`
		OneOf      string `toml:"one-of"`
		DidYouMean string `toml:"did-you-mean"`
	} `toml:"wording"`
	Text map[string]string `toml:"text"`
}

// loadRefusals reads every table once. They are embedded: an error is a
// bug the tests catch, and it panics.
var loadRefusals = sync.OnceValue(func() map[string]*Refusals {
	files, err := refusalFiles.ReadDir("refusals")
	if err != nil {
		panic(err)
	}
	out := map[string]*Refusals{}
	for _, f := range files {
		src, err := refusalFiles.ReadFile(path.Join("refusals", f.Name()))
		if err != nil {
			panic(err)
		}
		lang := strings.TrimSuffix(f.Name(), ".toml")
		r, err := parseRefusals(src)
		if err != nil {
			panic(fmt.Sprintf("engine: refusals/%s: %v", f.Name(), err))
		}
		out[lang] = r
	}
	return out
})

// parseRefusals reads a refusal table: unknown keys are refused, and a
// translation must fill the gaps of its English text, no others.
func parseRefusals(src []byte) (*Refusals, error) {
	var f refusalFile
	md, err := toml.Decode(string(src), &f)
	if err != nil {
		return nil, err
	}
	if un := md.Undecoded(); len(un) > 0 {
		return nil, fmt.Errorf("unknown key %s", un[0])
	}
	r := &Refusals{Expected: f.Wording.Expected, OneOf: f.Wording.OneOf, DidYouMean: f.Wording.DidYouMean}
	for en, local := range f.Text {
		p := refusalPattern{english: parseMessage(en), local: parseMessage(local)}
		p.fixed = p.english.fixed
		if !slices.Equal(sortedSlots(p.english), sortedSlots(p.local)) {
			return nil, fmt.Errorf("%q: the translation %q fills other gaps", en, local)
		}
		r.patterns = append(r.patterns, p)
	}
	// The most specific text first: "unknown product {1}" before
	// "unknown {1}"; then in the order of the English, for a set order.
	slices.SortFunc(r.patterns, func(a, b refusalPattern) int {
		if a.fixed != b.fixed {
			return b.fixed - a.fixed
		}
		return strings.Compare(strings.Join(a.english.parts, "{}"), strings.Join(b.english.parts, "{}"))
	})
	return r, nil
}

// sortedSlots are the gaps of m, sorted, each once.
func sortedSlots(m *message) []int {
	s := slices.Clone(m.slots)
	slices.Sort(s)
	return slices.Compact(s)
}

// RefusalsIn returns how refusals read in lang, or nil for English and
// for a language without a table, whose refusals stay English.
func RefusalsIn(lang string) *Refusals {
	if lang == English {
		return nil
	}
	return loadRefusals()[lang]
}
