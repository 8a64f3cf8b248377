package engine

import (
	"strings"
	"unicode/utf8"

	"golang.org/x/text/unicode/norm"
)

// English is the language games write in when not told otherwise, and the
// one every catalogue falls back to.
const English = "en"

// Message is a text of a game's catalogue before it is worded in a
// language: its key and its arguments.
type Message struct {
	Key  string   `json:"key"`
	Args []string `json:"args,omitempty"`
}

// Msg returns the message key with args.
func Msg(key string, args ...string) Message { return Message{Key: key, Args: args} }

// asciiFolds spells the non-ASCII letters and signs of French (and the
// other Latin-script languages a catalogue may hold) in ASCII.
var asciiFolds = map[rune]string{
	'à': "a", 'â': "a", 'ä': "a", 'á': "a", 'ç': "c", 'é': "e", 'è': "e", 'ê': "e", 'ë': "e",
	'î': "i", 'ï': "i", 'í': "i", 'ô': "o", 'ö': "o", 'ó': "o", 'ù': "u", 'û': "u", 'ü': "u",
	'ú': "u", 'ÿ': "y", 'ñ': "n", 'œ': "oe", 'æ': "ae",
	'À': "A", 'Â': "A", 'Ç': "C", 'É': "E", 'È': "E", 'Ê': "E", 'Î': "I", 'Ô': "O", 'Ù': "U",
	'Œ': "OE", 'Æ': "AE",
	'«': "\"", '»': "\"", '’': "'", '‘': "'", '“': "\"", '”': "\"",
	'\u00a0': " ", '\u202f': " ", '–': "-", '—': "-", '…': "...",
}

// FoldASCII spells s in printable ASCII, for the places ASCII is still
// required (a one-letter code, a glyph a font lacks): accented letters
// lose their accents, French quotes become straight ones, and anything
// else outside ASCII becomes '?'. Boards themselves are UTF-8.
func FoldASCII(s string) string {
	ascii := true
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			ascii = false
			break
		}
	}
	if ascii {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch f, ok := asciiFolds[r]; {
		case r < 0x80:
			b.WriteRune(r)
		case ok:
			b.WriteString(f)
		default:
			b.WriteByte('?')
		}
	}
	return b.String()
}

// BaseLetter is r without its accents when that leaves an ASCII letter or
// digit ('Ō' and 'ō' give 'O' and 'o', 'Ş' gives 'S'), and r otherwise:
// the first rune of r's canonical decomposition, when ASCII.
func BaseLetter(r rune) rune {
	if r < utf8.RuneSelf {
		return r
	}
	if d, _ := utf8.DecodeRuneInString(norm.NFD.String(string(r))); d < utf8.RuneSelf {
		return d
	}
	return r
}
