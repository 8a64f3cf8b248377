package compose

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// A French player's Princes mail names the components in French: the
// events ("institue la liberté de voyager"), the line of who must do what
// and the board, with the notation's word after the French one where the
// player types it ("forêt (forest)"). The moves it lists stay notation.
func TestFrenchPrincesMailNamesThingsInFrench(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	_, err := testkit.RealGames.Create(pbem.NewGame{Game: "princes", Players: []string{"Ann", "Bob", "Cid"}, Seed: testkit.TestSeed,
		Now: testkit.TestNow, Out: path})
	require.NoError(t, err)
	src := testkit.ReadFile(t, path)
	require.NoError(t, os.WriteFile(path, []byte(strings.Replace(src, `name = "Bob"`, `name = "Bob"`+"\nlang = \"fr\"", 1)), 0o644))
	for range 12 { // the keeps, then an auction under way
		r, err := testkit.OpenReplay(testkit.RealGames, path, -1)
		require.NoError(t, err)
		seat := r.State.ToAct()[0]
		_, err = testkit.RealGames.Move(path, pbem.MoveRequest{As: r.File.Name(seat), Moves: testkit.Inputs(r.LegalTexts(seat)[0])})
		require.NoError(t, err)
	}
	r, err := testkit.OpenReplay(testkit.RealGames, path, -1)
	require.NoError(t, err)
	mails, err := Mails(r, "Bob", DefaultSender, mailDate)
	require.NoError(t, err)
	require.Len(t, mails, 1)
	bob := mails[0].Body
	testkit.Golden(t, "mail/princes.fr.txt.golden", mailTextOf(t, mails[0]))
	for _, french := range []string{"forêt (forest)", "carte de renommée (prestige)", "Un université (university)", "poète (poet)", "surenchérit à 1000 Florins (forêt)", "pour : forêt, ou passer"} {
		assert.Contains(t, bob, french)
	}
	for _, english := range []string{" sur forest", "Un university", "keeps"} {
		assert.NotContains(t, bob, english)
	}
}
