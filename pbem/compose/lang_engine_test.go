package compose

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// These tests check that pbem shows what the games write (boards, events,
// result detail) in the reader's language, with the real games.

// frenchPalazzo creates a Palazzo game of Ann and Bob, Bob reading French,
// and plays decisions (each the first legal move) until Bob is to act.
func frenchPalazzo(t *testing.T) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "g.pbem")
	_, err := testkit.PalazzoGames.Create(pbem.NewGame{Game: "palazzo", Players: []string{"Ann", "Bob"}, Seed: testkit.TestSeed,
		Now: testkit.TestNow, Out: path, Emails: map[string]string{"Ann": testkit.AnnAddr, "Bob": testkit.BobAddr}})
	require.NoError(t, err)
	src := testkit.ReadFile(t, path)
	changed := strings.Replace(src, `name = "Bob"`, `name = "Bob"`+"\nlang = \"fr\"", 1)
	require.NotEqual(t, src, changed)
	require.NoError(t, os.WriteFile(path, []byte(changed), 0o644))
	for range 10 {
		r, err := testkit.OpenReplay(testkit.PalazzoGames, path, -1)
		require.NoError(t, err)
		if r.ToAct()[0] == "Bob" {
			return path
		}
		_, err = testkit.PalazzoGames.Move(path, pbem.MoveRequest{As: r.ToAct()[0], Moves: testkit.Inputs(r.LegalTexts(r.State.ToAct()[0])[0])})
		require.NoError(t, err)
	}
	t.Fatal("Bob never got to act")
	return ""
}

func TestFrenchMailHasFrenchBoardAndEvents(t *testing.T) {
	path := frenchPalazzo(t)
	r, err := testkit.OpenReplay(testkit.PalazzoGames, path, -1)
	require.NoError(t, err)
	mails, err := Mails(r, "", DefaultSender, mailDate)
	require.NoError(t, err)
	require.Len(t, mails, 1)
	bob := mails[0]
	testkit.Golden(t, "mail/palazzo.fr.txt.golden", mailTextOf(t, bob))
	for _, french := range []string{"Depuis votre dernier coup :", "Ann commence", "Réserve (prix ",
		"  Carrière 1 : ", "Joueurs\n", "Votre main\n", "Bob doit jouer :"} {
		assert.Contains(t, bob.Body, french)
	}
	for _, english := range []string{"Supply", "Quarry", "Players", "Your hand", " starts"} {
		assert.NotContains(t, bob.Body, english)
	}

	ann, err := Mails(r, "Ann", DefaultSender, mailDate)
	require.NoError(t, err)
	for _, english := range []string{"Ann keeps s4 c2", "Supply (price ", "  Quarry 1: ", "Players\n"} {
		assert.Contains(t, ann[0].Body, english, "Ann reads English")
	}
}

func TestLogInFrench(t *testing.T) {
	r, err := testkit.OpenReplay(testkit.PalazzoGames, frenchPalazzo(t), -1)
	require.NoError(t, err)
	en := r.Log(engine.Observer)
	same, err := r.LogIn(engine.Observer, pbem.English)
	require.NoError(t, err)
	assert.Equal(t, en, same)

	fr, err := r.LogIn(engine.Observer, pbem.French)
	require.NoError(t, err)
	require.Len(t, fr.Plies, len(en.Plies))
	assert.Equal(t, "Ann starts", en.Plies[0].Told[1].Text)
	assert.Equal(t, "Ann commence", fr.Plies[0].Told[1].Text)
	msgs := r.File.Game.Info().Messages
	for i := range en.Plies {
		assert.Equal(t, en.Plies[i].Line(), fr.Plies[i].Line(), "the record is notation, the same in every language")
		require.Len(t, fr.Plies[i].Told, len(en.Plies[i].Events))
		for j, e := range fr.Plies[i].Told {
			assert.Equal(t, en.Plies[i].Events[j].Key, e.Key)
			assert.Equal(t, msgs.Word("fr", en.Plies[i].Events[j].Message()), e.Text)
		}
	}
	assert.Equal(t, "Ann starts", r.Log(engine.Observer).Plies[0].Told[1].Text, "LogIn leaves the replay's events alone")
	_, err = r.LogIn(engine.Observer, "de")
	assert.ErrorIs(t, err, pbem.ErrUsage)
}

func TestFrenchBoardText(t *testing.T) {
	r, err := testkit.OpenReplay(testkit.PalazzoGames, frenchPalazzo(t), -1)
	require.NoError(t, err)
	var fr, en strings.Builder
	require.NoError(t, r.ViewOf(engine.Observer).WriteTextIn(&fr, "Palazzo", pbem.FormatPlain, pbem.French))
	require.NoError(t, r.ViewOf(engine.Observer).WriteTextIn(&en, "Palazzo", pbem.FormatPlain, pbem.English))
	assert.Contains(t, fr.String(), "Réserve (prix ")
	assert.Contains(t, fr.String(), "\nJoueurs\n")
	assert.Contains(t, en.String(), "Supply (price ")
}

func TestFrenchPostOfPatrician(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	_, err := testkit.PatricianGames.Create(pbem.NewGame{Game: "patrician", Players: []string{"Ann", "Bob"}, Seed: testkit.TestSeed,
		Now: testkit.TestNow, Out: path})
	require.NoError(t, err)
	for range 4 {
		r, err := testkit.OpenReplay(testkit.PatricianGames, path, -1)
		require.NoError(t, err)
		_, err = testkit.PatricianGames.Move(path, pbem.MoveRequest{As: r.ToAct()[0], Moves: testkit.Inputs(r.LegalTexts(r.State.ToAct()[0])[0])})
		require.NoError(t, err)
	}
	r, err := testkit.OpenReplay(testkit.PatricianGames, path, -1)
	require.NoError(t, err)
	post, err := Post(r, PostRequest{Format: pbem.FormatPlain, Lang: pbem.French, Since: 0})
	require.NoError(t, err)
	testkit.Golden(t, "post/patrician.fr.plain.golden", post.Text)
	for _, french := range []string{"Villes\n", "Joueurs\n", "Ann commence", " joue ", "   ville       haut"} {
		assert.Contains(t, post.Text, french)
	}
	for _, english := range []string{"Cities", "Players", " starts", " plays "} {
		assert.NotContains(t, post.Text, english)
	}
	en, err := Post(r, PostRequest{Format: pbem.FormatPlain, Lang: pbem.English, Since: 0})
	require.NoError(t, err)
	assert.Contains(t, en.Text, "Ann starts")
	assert.Contains(t, en.Text, "Cities\n")
}
