package engine

import (
	"io/fs"
	"path"
	"slices"
	"strings"
)

// MustLoadCatalogs parses the catalogues a game embeds in folder dir of
// fsys, one file a language: messages.en.toml (required), messages.fr.toml
// and so on. A language is spoken once its file is there: no list to keep
// in step. They are embedded, so an error is a bug the game's tests catch,
// and it panics.
func MustLoadCatalogs(fsys fs.FS, dir string) *Catalogs {
	files, err := fs.Glob(fsys, path.Join(dir, "messages.*.toml"))
	if err != nil {
		panic(err)
	}
	var english []byte
	others := map[string][]byte{}
	for _, name := range files {
		src, err := fs.ReadFile(fsys, name)
		if err != nil {
			panic(err)
		}
		lang := strings.TrimSuffix(strings.TrimPrefix(path.Base(name), "messages."), ".toml")
		if lang == English {
			english = src
		} else {
			others[lang] = src
		}
	}
	if english == nil {
		panic("engine: no " + path.Join(dir, "messages.en.toml"))
	}
	return MustParseCatalogs(english, others)
}

// Langs lists the languages the catalogues speak: English first, then the
// others in alphabetical order.
func (c *Catalogs) Langs() []string {
	others := make([]string, 0, len(c.text)-1)
	for lang := range c.text {
		if lang != English {
			others = append(others, lang)
		}
	}
	slices.Sort(others)
	return append([]string{English}, others...)
}
