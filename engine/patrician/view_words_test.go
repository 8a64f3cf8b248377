package patrician

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every word of the data file a French seat reads has a French word, but
// the cities, which keep the Italian names of the French rule text.
func TestEveryNameHasAFrenchWord(t *testing.T) {
	italian := map[string]bool{}
	for _, c := range data().Cities {
		italian[c.Name] = true
	}
	for _, id := range data().wordIDs() {
		if _, ok := data().Word["fr"][id]; !italian[id] {
			assert.True(t, ok, "no French word for %q in [word.fr] of patrician.toml", id)
		}
	}
	assert.Equal(t, "Ambassadeurs", idWord(loadCatalogues().Text("fr"), VariantAmbassadors))
	assert.Equal(t, "messengers", idWord(loadCatalogues().Text("en"), VariantMessengers), "English keeps the variant's name")
}

// A word table naming what the data file lacks is refused, with where.
func TestWordTableRefusesUnknownIDs(t *testing.T) {
	src := append(append([]byte(nil), dataFile...), []byte("\nmessenger = \"Messager\"\n")...)
	_, err := decodeComponents(src)
	require.Error(t, err)
	assert.Regexp(t, `patrician: data file: \d+:1: word.fr: unknown id "messenger"`, err.Error())
}
