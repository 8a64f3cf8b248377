package princes

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// deliberatelyEnglish are the ids a French reader reads as they are: none
// in Princes. (Bonus and prestige cards are numbers, b7 and p3, in every
// language.)
var deliberatelyEnglish = map[string]bool{}

// Every profession, building, landscape and freedom a French seat can
// read has a French word, and every stack an item in the French
// catalogue.
func TestEveryNameHasAFrenchWord(t *testing.T) {
	fr := loadCatalogues().Text("fr")
	for _, id := range data().wordIDs() {
		if w, ok := data().Word["fr"][id]; !deliberatelyEnglish[id] {
			assert.True(t, ok && w != "", "no French word for %q in [word.fr] of princes.toml", id)
		}
	}
	for _, s := range data().Auction.Stacks {
		assert.True(t, fr.Has("item."+s), "no French item for the stack %q", s)
	}
}

// Events and the await line word the ids in French, and keep them in
// English.
func TestEventsWordIDsInFrench(t *testing.T) {
	for _, c := range []struct {
		m      engine.Message
		en, fr string
	}{
		{engine.Msg("event.works", "Ann", "poet", "15", "1500", "0"),
			"Ann's poet completes a work of value 15: 1500 Florins and 0 prestige",
			"Ann réalise une œuvre avec la carte poète : valeur artistique 15, 1500 Florins, renommée +0"},
		{engine.Msg("event.freedom", "Ann", "travel", "300"),
			"Ann introduces the travel freedom for 300 Florins", "Ann institue la liberté de voyager pour 300 Florins"},
		{engine.Msg("event.builds", "Ann", "workshop", "a1", "700", "3"),
			"Ann builds the workshop at a1 for 700 Florins and scores 3 prestige",
			"Ann construit le bâtiment manufacture en a1 pour 700 Florins : renommée +3"},
		{engine.Msg("event.places", "Ann", "forest", "a1"), "Ann places the forest at a1", "Ann place le paysage forêt en a1"},
		{engine.Msg("event.recruits", "Ann", "bell-founder", "Bob"), "Ann recruits the bell-founder from Bob",
			"Ann recrute le fondeur de cloches chez Bob"},
		{engine.Msg("event.looks", "poet physicist"), "You look at poet physicist",
			"Vous regardez poète (poet), physicien (physicist)"},
		{engine.Msg("event.looks", "b1 b7"), "You look at b1 b7", "Vous regardez b1 b7"},
		{engine.Msg("await.place", "Ann", "lake"), "Ann must place the lake (place)", "Ann doit placer le paysage lac (place)"},
	} {
		assert.Equal(t, c.en, loadCatalogues().Word(engine.English, c.m))
		assert.Equal(t, c.fr, loadCatalogues().Word("fr", c.m))
	}
}

// A game played in French: the board and a view at a decision, the final
// board and the events that name something, for review.
func TestFrenchGolden(t *testing.T) {
	_, _ = enginetest.LangGolden{Game: Game{}, Players: 3, Seed: 11, Lang: "fr", Ply: 40, Viewer: 1,
		Options: engine.Options{Names: []string{"Anne", "Bruno", "Chloé"}},
		Keep: func(e engine.Event, _, written int) bool {
			_, named := wordedArgs[e.Key]
			return named && written < 4000
		},
	}.Run(t)
}

// A word table naming an id the data file lacks is refused, with where
// it is.
func TestWordTableRefusesUnknownIDs(t *testing.T) {
	src := append(append([]byte(nil), dataFile...), []byte("\nphysician = \"médecin\"\n")...)
	_, err := decodeComponents(src)
	require.Error(t, err)
	assert.Contains(t, err.Error(), `word.fr: unknown id "physician"`)
	assert.Regexp(t, `princes: data file: \d+:1: `, err.Error())
}
