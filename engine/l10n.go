package engine

import (
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
