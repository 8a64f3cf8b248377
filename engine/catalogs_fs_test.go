package engine

import (
	"testing"
	"testing/fstest"

	"github.com/stretchr/testify/assert"
)

// TestMustLoadCatalogs checks that a game's catalogues are found by their
// file names: every messages.<lang>.toml of the folder is a language, and
// nothing else there is.
func TestMustLoadCatalogs(t *testing.T) {
	fsys := fstest.MapFS{
		"data/messages.en.toml": {Data: []byte(`greet = "Hello {1}"`)},
		"data/messages.fr.toml": {Data: []byte(`greet = "Bonjour {1}"`)},
		"data/messages.de.toml": {Data: []byte(`greet = "Hallo {1}"`)},
		"data/tiles.toml":       {Data: []byte(`not = "a catalogue"`)},
		"messages.it.toml":      {Data: []byte(`greet = "Ciao {1}"`)},
	}
	c := MustLoadCatalogs(fsys, "data")
	assert.Equal(t, []string{English, "de", "fr"}, c.Langs())
	assert.Equal(t, "Hallo Ann", c.Text("de").Text("greet", "Ann"))
	assert.Equal(t, "Hello Ann", c.Text("it").Text("greet", "Ann"), "only the folder's files count")
	assert.PanicsWithValue(t, "engine: no data/messages.en.toml", func() {
		MustLoadCatalogs(fstest.MapFS{"data/messages.fr.toml": {Data: []byte(`a = "b"`)}}, "data")
	}, "English is the base of the others")
}

// TestComposeTieBreaks checks the tie-break lines every game words alike:
// the tied players two by two, a name and what broke the tie.
func TestComposeTieBreaks(t *testing.T) {
	c := MustParseCatalogs([]byte(`[result]
tie = "tie, broken by money: {1}"
tie-shared = "tie, broken by money: {1}; still tied"
tie-part = "{1} {2}"`), nil).ComposeTieBreaks()
	assert.Equal(t, "tie, broken by money: Ann 7, Bob 5", c.Word(English, Msg("result.tie", "Ann", "7", "Bob", "5")))
	assert.Equal(t, "tie, broken by money: Ann 7, Bob 7; still tied",
		c.Word(English, Msg("result.tie-shared", "Ann", "7", "Bob", "7")))
}
