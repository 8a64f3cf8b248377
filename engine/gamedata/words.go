package gamedata

import (
	"fmt"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Words are a data file's names for its components in languages other
// than English, from its [word.<lang>] tables: by language, then by the
// notation's id (the English word a player types), the word a reader of
// that language reads:
//
//	[word.fr]
//	physicist = "physicien"
//
// A component the table of a language lacks keeps its English id.
type Words map[string]map[string]string

// The bounds of a word table: a data file may come from a player (`pbem
// new --data`), so nothing in it may grow without end.
const (
	maxWordLen = 64 // runes in one word
	maxLangLen = 8  // letters of a language code ("fr", "pt-br")
)

// In is the word for id in lang, or id itself when the table has none
// (English, or a word not translated).
func (w Words) In(lang, id string) string {
	if s, ok := w[lang][id]; ok {
		return s
	}
	return id
}

// Check refuses a word table that names an id the data file does not
// define (a typo, or a word for a component that is not there), an
// empty or overlong word, or a bad language code, each with its line and
// column in src, the data file. ids are every id the file defines.
func (w Words) Check(src []byte, ids []string) error {
	known := make(map[string]bool, len(ids))
	for _, id := range ids {
		known[id] = true
	}
	langs := make([]string, 0, len(w))
	for lang := range w {
		langs = append(langs, lang)
	}
	slices.Sort(langs) // the first error in a set order
	for _, lang := range langs {
		if err := checkLang(src, lang, w[lang], known); err != nil {
			return err
		}
	}
	return nil
}

// checkLang checks the table of one language.
func checkLang(src []byte, lang string, table map[string]string, known map[string]bool) error {
	if !validLang(lang) {
		return fmt.Errorf("%s: word table %q: a language is a code like fr", Locate(src, []string{"word", lang}), lang)
	}
	keys := make([]string, 0, len(table))
	for k := range table {
		keys = append(keys, k)
	}
	slices.Sort(keys)
	// Where a key is written is looked up for the refused one only: a
	// file is read once more, not once a key.
	at := func(id string) string { return Locate(src, []string{"word", lang, id}) }
	for _, id := range keys {
		switch word := table[id]; {
		case !known[id]:
			return fmt.Errorf("%s: word.%s: unknown id %q: the data file defines no such component", at(id), lang, id)
		case strings.TrimSpace(word) == "" || utf8.RuneCountInString(word) > maxWordLen:
			return fmt.Errorf("%s: word.%s.%s: a word is 1 to %d characters", at(id), lang, id, maxWordLen)
		case strings.IndexFunc(word, unicode.IsControl) >= 0:
			return fmt.Errorf("%s: word.%s.%s: a word is on one line, without control characters", at(id), lang, id)
		}
	}
	return nil
}

// validLang reports whether lang looks like a language code: lower-case
// letters, maybe a dash and a region.
func validLang(lang string) bool {
	if lang == "" || len(lang) > maxLangLen {
		return false
	}
	for _, r := range lang {
		if (r < 'a' || r > 'z') && r != '-' {
			return false
		}
	}
	return true
}
