package pbem

import (
	"strings"
)

// Lang is a language pbem writes its mails, posts and help texts in. Move
// notation is not translated: a game has one canonical, language-neutral
// notation that every player types and reads (docs/posts-and-languages.md
// says why).
type Lang string

// The supported languages. English is the default.
const (
	English Lang = "en"
	French  Lang = "fr"
)

// Langs lists the supported languages, the default first.
var Langs = []Lang{English, French}

// ParseLang reads a language code, ignoring case and blanks. The empty
// string is English, so files and flags that say nothing get the default.
// A regional or locale form ("fr-CA", "fr_FR.UTF-8") names its language,
// so $LANG-style values work. Anything else is an ErrUsage error that
// lists the supported codes.
func ParseLang(s string) (Lang, error) {
	code := strings.ToLower(strings.TrimSpace(s))
	if code == "" {
		return English, nil
	}
	if i := strings.IndexAny(code, "-_.@"); i > 0 {
		code = code[:i]
	}
	for _, l := range Langs {
		if code == string(l) {
			return l, nil
		}
	}
	return "", usagef("unknown language %q: expected en or fr", s)
}

// replyMarkers holds the line at the top of a turn mail in each language.
var replyMarkers = map[Lang]string{
	English: ReplyMarker,
	French:  "-- écrivez votre coup au-dessus de cette ligne --",
}

// ReplyMarkerFor returns the reply marker of mails written in l.
func ReplyMarkerFor(l Lang) string {
	if m, ok := replyMarkers[l]; ok {
		return m
	}
	return ReplyMarker
}

// IsReplyMarker reports whether line holds the reply marker of a turn
// mail in any language, quoted or not. A reader of replies uses it to
// find where the answer ends, whatever language the mail was written in.
func IsReplyMarker(line string) bool {
	for _, m := range replyMarkers {
		if strings.Contains(line, m) {
			return true
		}
	}
	return false
}
