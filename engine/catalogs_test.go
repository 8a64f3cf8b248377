package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestCatalogsFallBackToEnglish checks the language lookup: a spoken
// language gets its own messages, boards and written text alike; any other
// gets English.
func TestCatalogsFallBackToEnglish(t *testing.T) {
	c := MustParseCatalogs([]byte(`greet = "Hello {1}"`), map[string][]byte{"fr": []byte(`greet = "Bonjour {1}, ça va"`)})
	cases := []struct{ got, want string }{
		{c.Text("fr").Text("greet", "Zoé"), "Bonjour Zoé, ça va"},
		{c.Board("fr").Text("greet", "Ann"), "Bonjour Ann, ça va"},
		{c.Text("de").Text("greet", "Ann"), "Hello Ann"},
		{c.Board("de").Text("greet", "Ann"), "Hello Ann"},
		{c.English().Text("greet", "Ann"), "Hello Ann"},
	}
	for _, tc := range cases {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
	if n := len(c.All()); n != 2 {
		t.Errorf("All() has %d catalogues, want 2 languages", n)
	}
}

// TestCatalogsWord checks that Word words a message in the reader's
// language, through the game's composer for a composed message, and that a
// game without catalogues shows the key and its arguments.
func TestCatalogsWord(t *testing.T) {
	c := MustParseCatalogs([]byte("greet = \"Hello {1}\"\npair = \"{1} and {2}\""),
		map[string][]byte{"fr": []byte(`greet = "Bonjour {1}"`)})
	c.Compose("twice", func(cat *Catalog, args []string) string {
		return cat.Text("pair", cat.Text("greet", args...), cat.Text("greet", args...))
	})
	assert.Equal(t, "Hello Ann", c.Word(English, Msg("greet", "Ann")))
	assert.Equal(t, "Bonjour Ann", c.Word("fr", Msg("greet", "Ann")))
	assert.Equal(t, "Hello Ann", c.Word("xx", Msg("greet", "Ann")), "an unknown language falls back to English")
	assert.Equal(t, "Bonjour Ann and Bonjour Ann", c.Word("fr", Msg("twice", "Ann")))
	var none *Catalogs
	assert.Equal(t, "greet Ann", none.Word("fr", Msg("greet", "Ann")))
}

// TestEventsTell checks that Events keeps what it is told in order, and
// that a nil *Events drops it.
func TestEventsTell(t *testing.T) {
	var es Events
	es.Tell("a", "1")
	es.Tell("b")
	assert.Equal(t, Events{{Key: "a", Args: []string{"1"}}, {Key: "b"}}, es)
	var none *Events
	none.Tell("c")
}

// TestCatalogsParseALanguageOnFirstUse: a language's catalogue is parsed
// when first asked for (a run that speaks English does not pay for
// French), so a bad one surfaces there and in All, which the games' tests
// call: never silently.
func TestCatalogsParseALanguageOnFirstUse(t *testing.T) {
	c := MustParseCatalogs([]byte(`greet = "Hello {1}"`), map[string][]byte{"fr": []byte(`greet = "Bonjour {1`)})
	assert.Equal(t, "Hello Ann", c.Text(English).Text("greet", "Ann"), "English is not held up by French")
	assert.Panics(t, func() { c.Text("fr") })
	assert.Panics(t, func() { c.All() })
}
