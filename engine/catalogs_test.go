package engine

import "testing"

// TestCatalogsFallBackToEnglish checks the language lookup: a spoken
// language gets its own messages, written and folded to ASCII; any other
// gets English.
func TestCatalogsFallBackToEnglish(t *testing.T) {
	c := MustParseCatalogs([]byte(`greet = "Hello {1}"`), map[string][]byte{"fr": []byte(`greet = "Bonjour {1}, ça va"`)})
	cases := []struct{ got, want string }{
		{c.Text("fr").Text("greet", "Zoé"), "Bonjour Zoé, ça va"},
		{c.Board("fr").Text("greet", "Ann"), "Bonjour Ann, ca va"},
		{c.Text("de").Text("greet", "Ann"), "Hello Ann"},
		{c.Board("de").Text("greet", "Ann"), "Hello Ann"},
		{c.English().Text("greet", "Ann"), "Hello Ann"},
	}
	for _, tc := range cases {
		if tc.got != tc.want {
			t.Errorf("got %q, want %q", tc.got, tc.want)
		}
	}
	if n := len(c.All()); n != 4 {
		t.Errorf("All() has %d catalogues, want 2 languages x 2 forms", n)
	}
}
