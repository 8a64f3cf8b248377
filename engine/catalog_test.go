package engine

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const testEN = `
[event]
builds = "{1} builds {2} on palace {3}"
starts = "{1} starts"
[event.cards]
one = "{1} card"
other = "{1} cards"
[board]
odd = "{x} {0} {10} {"
`

const testFR = `
[event]
builds = "{1} construit {2} sur le palais {3}"
[event.cards]
one = "{1} carte"
other = "{1} cartes"
`

func testCatalogues(t *testing.T) (en, fr *Catalog) {
	t.Helper()
	en, err := ParseCatalog("en", []byte(testEN), nil)
	require.NoError(t, err)
	fr, err = ParseCatalog("fr", []byte(testFR), en)
	require.NoError(t, err)
	return en, fr
}

func TestCatalogText(t *testing.T) {
	en, fr := testCatalogues(t)
	assert.Equal(t, "Ann builds 3m2 on palace B", en.Text("event.builds", "Ann", "3m2", "B"))
	assert.Equal(t, "Ann construit 3m2 sur le palais B", fr.Text("event.builds", "Ann", "3m2", "B"))
	assert.Equal(t, "Ann starts", fr.Text("event.starts", "Ann"), "a missing key falls back to English")
	assert.Equal(t, "Ann builds {2} on palace {3}", en.Text("event.builds", "Ann"), "a missing argument shows")
	assert.Equal(t, "event.nothing a b", en.Text("event.nothing", "a", "b"), "an unknown key shows")
	assert.Equal(t, "{x} {0} {10} {", en.Text("board.odd", "A"), "only {1} to {9} are placeholders")
	assert.Equal(t, "{2} starts", en.Text("event.starts", "{2}", "Bob"), "arguments are not read again")
}

func TestCatalogCount(t *testing.T) {
	en, fr := testCatalogues(t)
	for _, c := range []struct {
		cat  *Catalog
		n    int
		want string
	}{
		{en, 0, "0 cards"}, {en, 1, "1 card"}, {en, 2, "2 cards"},
		{fr, 0, "0 carte"}, {fr, 1, "1 carte"}, {fr, 2, "2 cartes"},
	} {
		assert.Equal(t, c.want, c.cat.Count("event.cards", c.n))
		assert.Equal(t, c.want, c.cat.Text("event.cards", itoa(c.n)), "Text picks the form from the count")
	}
}

func TestCatalogEventAndKeys(t *testing.T) {
	en, fr := testCatalogues(t)
	e := Tell("event.builds", "Ann", "3m2", "B")
	assert.Equal(t, Event{Key: "event.builds", Args: []string{"Ann", "3m2", "B"}}, e)
	assert.Equal(t, "Ann builds 3m2 on palace B", en.Message(e.Message()))
	assert.True(t, e.Public())
	assert.Equal(t, []string{"event.builds", "event.cards.one", "event.cards.other"}, fr.Keys())
	assert.True(t, en.Has("event.starts"))
	assert.False(t, fr.Has("event.starts"), "Has ignores the fallback")
	assert.Equal(t, []int{1, 2, 3}, fr.Slots("event.builds"))
	assert.Nil(t, fr.Slots("event.none"))
}

func TestParseCatalogRefusesNonStrings(t *testing.T) {
	_, err := ParseCatalog("en", []byte("[event]\ncount = 3\n"), nil)
	assert.ErrorContains(t, err, "event.count")
	_, err = ParseCatalog("en", []byte("event = ["), nil)
	assert.Error(t, err)
}

// TestSpell: a name from a data file keeps its accents, on boards too.
func TestSpell(t *testing.T) {
	c, err := ParseCatalog("fr", []byte(`k = "œuvre"`), nil)
	require.NoError(t, err)
	assert.Equal(t, "Le Baptême du Christ", c.Spell("Le Baptême du Christ"))
	var none *Catalog
	assert.Equal(t, "Pietà", none.Spell("Pietà"))
}
