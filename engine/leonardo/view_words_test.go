package leonardo

// Tests of the names worded in the reader's language: international
// events, art works and market products.

import (
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// Every international event and art work of the embedded data file has a
// French name.
func TestWordsFrenchNamesCoverTheData(t *testing.T) {
	d := embedded.Get()
	fr := d.Word["fr"]
	for _, e := range d.Events.Cards {
		assert.Contains(t, fr, e.Name)
	}
	for _, a := range d.Art.Cards {
		assert.Contains(t, fr, a.Name)
	}
}

// A name is worded in the reader's language; English, and a name that no
// word table knows (another data file's), keep the data file's name.
func TestWordsDataNames(t *testing.T) {
	c := loadCatalogues()
	fr, en := c.Text("fr"), c.Text(engine.English)
	assert.Equal(t, "Diète impériale", eventName(fr, "Imperial diet"))
	assert.Equal(t, "Imperial diet", eventName(en, "Imperial diet"))
	assert.Equal(t, "Léonard, La Joconde", artName(fr, "Leonardo, Gioconda"))
	assert.Equal(t, "Sack of Rome", eventName(fr, "Sack of Rome"))
	assert.Equal(t, "l'or", productWord(fr, "gold"))
	assert.Equal(t, "gold", productWord(en, "gold"))
	assert.Equal(t, "saffron", productWord(fr, "saffron"))
	assert.Equal(t, "Événement international : Diète impériale (le parti gibelin y gagne)",
		c.Word("fr", engine.Msg("event.event", "Imperial diet", "ghibelline")))
	assert.Equal(t, "Ann a misé 10 Florins sur les épices", c.Word("fr", engine.Msg("event.stake", "Ann", "spices", "10")))
	assert.Equal(t, "Le marché tire 2 : l'ivoire", c.Word("fr", engine.Msg("event.market-draw", "2", "ivory")))
	assert.Equal(t, "Sur la case 4 : un relief d'atelier, valeur 30 Florins",
		c.Word("fr", engine.Msg("event.art-shown", "4", "a workshop relief", "30")))
}

// englishWords are the English names of the data file that French words
// otherwise (a name French writes the same, "Donatello, David", is left
// out), and the products as English names them.
func englishWords() []string {
	d := embedded.Get()
	fr := d.Word["fr"]
	var out []string
	for _, e := range d.Events.Cards {
		if fr[e.Name] != e.Name {
			out = append(out, e.Name)
		}
	}
	for _, a := range d.Art.Cards {
		if fr[a.Name] != a.Name {
			out = append(out, a.Name)
		}
	}
	for _, p := range d.Market.Products {
		out = append(out, " "+p.ID)
	}
	return out
}

// A six-player game played to its end, read in French: no event, board
// or picture text holds an English name of the data file (the same texts
// in English hold some, so the test can fail), and no board holds an
// English code of the kind column.
func TestWordsNoEnglishInFrench(t *testing.T) {
	var docs [2]strings.Builder // English, French
	final, events := enginetest.PlayRandom(t, Game{}, 6, 11, suiteOptions, func(ply int, st engine.State) {
		if ply%25 != 0 {
			return
		}
		for s := engine.Observer; s < 6; s++ {
			v := st.View(s).(*View)
			docs[0].WriteString(enginetest.DocText(v.Doc(engine.English)))
			docs[1].WriteString(enginetest.DocText(v.Doc("fr")))
		}
	})
	docs[1].WriteString(enginetest.DocText(final.View(engine.Observer).(*View).Doc("fr")))
	c := loadCatalogues()
	for _, e := range events {
		docs[0].WriteString(c.Word(engine.English, e.Message()) + "\n")
		docs[1].WriteString(c.Word("fr", e.Message()) + "\n")
	}
	english, french := docs[0].String(), docs[1].String()
	seen := 0
	for _, w := range englishWords() {
		if strings.Contains(english, w) {
			seen++
		}
		assert.False(t, strings.Contains(french, w), "the French texts hold %q", w)
	}
	require.Greater(t, seen, 10, "the English texts name events, art works and products")
	kinds := regexp.MustCompile(`\b(BRI|MKT|MSG|bro|lig|pin|gre|pur)\b`)
	assert.True(t, kinds.MatchString(english))
	assert.Empty(t, kinds.FindAllString(french, 3))
}
