package leonardo

import (
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// A data file given with --data may word its own names: its table is
// checked (an unknown name refused, with where it is), and a French view
// of a game on it reads them.
func TestDataFileWordTable(t *testing.T) {
	bad := string(dataFile) + "\"Sack of Rome\" = \"Sac de Rome\"\n"
	_, err := decodeComponents([]byte(bad))
	require.Error(t, err)
	assert.Regexp(t, `leonardo: data file: \d+:1: word.fr: unknown id "Sack of Rome"`, err.Error())

	renamed := strings.Replace(string(dataFile), `"Imperial diet" = "Diète impériale"`, `"Imperial diet" = "La diète d'Empire"`, 1)
	require.NotEqual(t, string(dataFile), renamed)
	d, err := decodeComponents([]byte(renamed))
	require.NoError(t, err)
	assert.Equal(t, "La diète d'Empire", dataName(d, "fr", "Imperial diet"), "the game's own table first")
	assert.Equal(t, "Diète impériale", dataName(nil, "fr", "Imperial diet"), "else the built-in one")
	assert.Equal(t, "Imperial diet", dataName(d, engine.English, "Imperial diet"))

	st, _, err := Game{}.Setup(engine.Options{Data: []byte(renamed), Names: []string{"Ann", "Bob", "Cid"}}, 3, rand.New(rand.NewPCG(1, 2)))
	require.NoError(t, err)
	s := st.(*state)
	s.d.Word["fr"][s.d.Events.Cards[s.events[0]].Name] = "Un nom de ce fichier"
	doc := enginetest.DocText(st.View(engine.Observer).Doc("fr"))
	assert.Contains(t, doc, "Prochain événement : Un nom de ce fichier", "the view words the next event from the game's table")
}
