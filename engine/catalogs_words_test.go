package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestComposeWordsWordsOnlyTheNamedArguments: the arguments a message's
// ArgWords name are worded in the reader's language, the others and the
// event's own arguments are left as they are, and a position past the
// arguments given is ignored.
func TestComposeWordsWordsOnlyTheNamedArguments(t *testing.T) {
	c := MustParseCatalogs([]byte(`buys = "{1} buys the {2}"`), map[string][]byte{"fr": []byte(`buys = "{1} achète la {2}"`)})
	forest := func(cat *Catalog, id string) string {
		if cat.Lang() == "fr" && id == "forest" {
			return "forêt"
		}
		return id
	}
	c.ComposeWords(map[string]ArgWords{"buys": {1: forest, 5: forest}})
	args := []string{"forest", "forest"}
	assert.Equal(t, "forest achète la forêt", c.Word("fr", Msg("buys", args...)))
	assert.Equal(t, "forest buys the forest", c.Word(English, Msg("buys", args...)))
	assert.Equal(t, []string{"forest", "forest"}, args, "the event keeps its ids")
}
