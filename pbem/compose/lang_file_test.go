package compose

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// withLang returns a dice game in which Bob's [[players]] entry has the
// line lang = <lang>.
func withLang(t *testing.T, lang string) string {
	t.Helper()
	path := testkit.NewTestGame(t, nil)
	src := testkit.ReadFile(t, path)
	changed := strings.Replace(src, `name = "Bob"`, `name = "Bob"`+"\nlang = "+lang, 1)
	require.NotEqual(t, src, changed)
	require.NoError(t, os.WriteFile(path, []byte(changed), 0o644))
	return path
}

func TestPlayerLangInFile(t *testing.T) {
	path := withLang(t, `"fr"`)
	testkit.Move(t, path, "Ann", "roll") // Bob to act
	r := openGame(t, path)
	assert.Equal(t, "fr", r.File.Header.Players[1].Lang)
	assert.Equal(t, "fr", MailDataOf(r, 1, DefaultSender, mailDate).Lang)
	assert.Equal(t, "", MailDataOf(r, 0, DefaultSender, mailDate).Lang, "Ann says nothing: English")

	mails, err := Mails(r, "", DefaultSender, mailDate)
	require.NoError(t, err)
	require.Len(t, mails, 1)
	assert.Equal(t, "fr", mails[0].Lang)
	assert.Contains(t, mails[0].Subject, "à vous de jouer (coup 2)")
	ann, err := Mails(r, "Ann", DefaultSender, mailDate)
	require.NoError(t, err)
	assert.Contains(t, ann[0].Subject, "Bob to move (ply 2)")

	forced, err := MailsIn(r, pbem.French, "Ann", DefaultSender, mailDate)
	require.NoError(t, err)
	assert.Contains(t, forced[0].Subject, "Bob doit jouer (coup 2)")
	english, err := MailsIn(r, pbem.English, "Bob", DefaultSender, mailDate)
	require.NoError(t, err)
	assert.Contains(t, english[0].Subject, "your move (ply 2)")
}

func TestPlayerLangRefused(t *testing.T) {
	for _, lang := range []string{`"de"`, `"FR"`, `"fr-CA"`} {
		_, err := testkit.DiceGames.Load(withLang(t, lang))
		assert.ErrorIs(t, err, pbem.ErrCorrupt, lang)
		assert.ErrorContains(t, err, "is not a supported language (en or fr)", lang)
	}
}

func TestFrenchMailOfFinishedGame(t *testing.T) {
	path := withLang(t, `"fr"`)
	testkit.Move(t, path, "Ann", "stop")
	testkit.Move(t, path, "Bob", "stop")
	r := openGame(t, path)
	mails, err := Mails(r, "Bob", DefaultSender, mailDate)
	require.NoError(t, err)
	assert.Contains(t, mails[0].Body, "Résultat final :\n  Ann : ")
	assert.Regexp(t, `\n  Victoire( partagée)? : `, mails[0].Body)
}

// A finished game's board printed in French words its result in French
// too, not only its board (a view's own result is worded in English, for
// JSON): the Patrician example's tally reads "tuiles", not "tiles".
func TestFrenchBoardOfFinishedGame(t *testing.T) {
	r, err := testkit.OpenReplay(testkit.PatricianGames, "../../examples/patrician-4p.pbem", -1)
	require.NoError(t, err)
	var fr strings.Builder
	require.NoError(t, r.ViewOf(engine.Observer).WriteTextIn(&fr, "Patrician", pbem.FormatPlain, pbem.French))
	assert.Contains(t, fr.String(), " = tuiles ")
	assert.NotContains(t, fr.String(), " = tiles ")
}
