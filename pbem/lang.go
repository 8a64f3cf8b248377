package pbem

import (
	"fmt"
	"strings"
	"sync"
	"text/template"

	"github.com/pbem-games/pbem/templates"
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
	return "", Usagef("unknown language %q: expected en or fr", s)
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

// TemplatesOf returns the parsed templates of lang.
func TemplatesOf(lang Lang) (*template.Template, error) { return templatesIn(mailTemplates, lang) }

// MailLang is the language a mail is written in: lang, or English when it
// is empty or unknown (the templates refuse an unknown one on their own).
func MailLang(lang Lang) Lang {
	l, err := ParseLang(string(lang))
	if err != nil {
		return English
	}
	return l
}

// mailTemplates parses each language's set once; the embedded files cannot
// change while the program runs.
var mailTemplates = oncePerLang("*.tmpl")

// partsTemplates parses each language's parts.tmpl alone, once: a board's
// heading, the result lines and the log's lines are all there, and
// parsing every mail, post and answer template besides cost each command
// that prints a board about 2 ms.
var partsTemplates = oncePerLang("parts.tmpl")

// postTemplates parses each language's post.tmpl with the parts it calls,
// once: a post needs no mail, answer or reminder template (`pbem post`
// spent a tenth of its own work parsing them).
var postTemplates = oncePerLang("post.tmpl", "parts.tmpl")

// turnMailTemplates parses each language's mail.tmpl with the parts it
// calls, once: the text of a turn mail needs no post, answer or reminder
// template.
var turnMailTemplates = oncePerLang("mail.tmpl", "parts.tmpl")

// oncePerLang returns, for each language, a function that parses the
// files of templates/<lang>/ that patterns match on its first call and
// returns the same templates ever after.
func oncePerLang(patterns ...string) map[Lang]func() (*template.Template, error) {
	parse := func(l Lang) func() (*template.Template, error) {
		return sync.OnceValues(func() (*template.Template, error) { return parseTemplates(l, patterns...) })
	}
	return map[Lang]func() (*template.Template, error){English: parse(English), French: parse(French)}
}

// TurnMailTemplatesOf returns the templates of templates/<lang>/mail.tmpl
// and parts.tmpl (TemplatesOf holds them too): what a turn mail's subject
// and text are worded with.
func TurnMailTemplatesOf(lang Lang) (*template.Template, error) {
	return templatesIn(turnMailTemplates, lang)
}

// templatesIn returns lang's templates of set, parsed on first use.
func templatesIn(set map[Lang]func() (*template.Template, error), lang Lang) (*template.Template, error) {
	parsed, ok := set[lang]
	if !ok {
		return nil, fmt.Errorf("no templates for language %q", lang)
	}
	return parsed()
}

// PartsOf returns the templates of templates/<lang>/parts.tmpl alone
// (TemplatesOf holds them too): what the core words without a mail.
func PartsOf(lang Lang) (*template.Template, error) { return templatesIn(partsTemplates, lang) }

// PostTemplatesOf returns the templates of templates/<lang>/post.tmpl and
// parts.tmpl (TemplatesOf holds them too): what a forum post is worded
// with.
func PostTemplatesOf(lang Lang) (*template.Template, error) { return templatesIn(postTemplates, lang) }

// parseTemplates parses the files of templates/<lang>/ that patterns
// match with the helper functions the templates use (documented at the
// top of en/mail.tmpl). A missing field is an error rather than
// "<no value>" in a mail.
func parseTemplates(lang Lang, patterns ...string) (*template.Template, error) {
	var t *template.Template
	funcs := template.FuncMap{
		"wrap":     WrapText,
		"wrapMove": WrapMoveLine,
		"join":     strings.Join,
		"de":       frenchDe,
		"last":     func(i int, list []string) bool { return i == len(list)-1 },
		"names": func(ps []MailPlayer) []string {
			out := make([]string, len(ps))
			for i, p := range ps {
				out[i] = p.Name
			}
			return out
		},
		// include lets a template reflow another's output with wrap.
		"include": func(name string, data any) (string, error) {
			var b strings.Builder
			err := t.ExecuteTemplate(&b, name, data)
			return b.String(), err
		},
	}
	t, err := template.New(string(lang)).Funcs(funcs).Option("missingkey=error").
		ParseFS(templates.FS, inLang(lang, patterns)...)
	if err != nil {
		return nil, fmt.Errorf("mail templates %s: %w", lang, err)
	}
	return t, nil
}

// inLang is patterns, each in lang's folder of the embedded templates.
func inLang(lang Lang, patterns []string) []string {
	out := make([]string, len(patterns))
	for i, p := range patterns {
		out[i] = string(lang) + "/" + p
	}
	return out
}

// frenchDe is "de" before a title in French, contracted with the title's
// article as French requires: "des Princes de Florence" (de + Les), "du
// Palais" (de + Le), "de la", "de l'", else "de Palazzo". The French
// templates call it as {{de .GameTitle}}.
func frenchDe(title string) string {
	for _, c := range [][2]string{{"Les ", "des "}, {"Le ", "du "}, {"La ", "de la "}, {"L'", "de l'"}, {"L’", "de l’"}} {
		if rest, ok := strings.CutPrefix(title, c[0]); ok {
			return c[1] + rest
		}
	}
	return "de " + title
}
