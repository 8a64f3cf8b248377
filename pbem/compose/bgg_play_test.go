package compose

import (
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// TestBGGPlayPalazzo: the finished Palazzo example as BoardGameGeek logs
// it, word for word in English and in French; a tie on points lists both
// scores and the one winner the tie-break gives.
func TestBGGPlayPalazzo(t *testing.T) {
	r := finishedExample(t)
	p, err := BGGPlayOf(r, pbem.English, nil)
	require.NoError(t, err)
	assert.Equal(t, []BGGPlayer{{"Ann", 12, true}, {"Bob", 6, false}, {"Cid", 12, false}}, p.Players)
	assert.Equal(t, []string{"Ann"}, p.Winners)
	assert.Equal(t, "2026-11-22", p.Date)
	assert.Equal(t, `To log this play on BoardGameGeek, open the game's page, choose
"Log play" and copy these lines (BoardGameGeek takes no plays from
programs, so pbem sends nothing there):

  Game:      Palazzo
  Page:      https://boardgamegeek.com/geeksearch.php?action=search&objecttype=boardgame&q=Palazzo
  Date:      2026-11-22
  Location:  by email (pbem)
  Players (name, score, win):
    Ann  12  win
    Bob  6
    Cid  12
  Winner:    Ann
  Comments:  played by email with pbem, game pz-6739ea, 175 decisions,
             from 2026-11-22 to 2026-11-22.
`, p.Text)

	fr, err := BGGPlayOf(r, pbem.French, nil)
	require.NoError(t, err)
	assert.Equal(t, `Pour noter cette partie sur BoardGameGeek, ouvrez la page du jeu,
choisissez « Log play » et recopiez ces lignes (BoardGameGeek ne reçoit
pas de parties des programmes : pbem n'y envoie rien) :

  Jeu :      Palazzo
  Page :     https://boardgamegeek.com/geeksearch.php?action=search&objecttype=boardgame&q=Palazzo
  Date :     2026-11-22
  Lieu :     par mail (pbem)
  Joueurs (nom, score, victoire) :
    Ann  12  victoire
    Bob  6
    Cid  12
  Gagnant :  Ann
  Commentaire : partie jouée par mail avec pbem, pz-6739ea, 175 décisions,
             du 2026-11-22 au 2026-11-22.
`, fr.Text)
}

// TestBGGPlayEveryGame: every example game, finished, gives its play;
// The Princes of Florence links its own page, the others a search for
// their title; the winners are the result's.
func TestBGGPlayEveryGame(t *testing.T) {
	files, err := filepath.Glob("../../examples/*.pbem")
	require.NoError(t, err)
	require.Len(t, files, 4)
	for _, path := range files {
		r, err := testkit.OpenReplay(testkit.RealGames, path, -1)
		require.NoError(t, err)
		require.True(t, r.Over(), path)
		p, err := BGGPlayOf(r, pbem.English, time.UTC)
		require.NoError(t, err, path)
		assert.Equal(t, r.FinalResult(pbem.English).Winners, p.Winners, path)
		assert.Len(t, p.Players, len(r.File.Header.Players))
		if p.Game == "princes" {
			assert.Equal(t, "https://boardgamegeek.com/boardgame/555", p.URL)
		} else {
			assert.True(t, strings.HasPrefix(p.URL, "https://boardgamegeek.com/geeksearch.php?"), p.URL)
		}
		assert.Contains(t, p.Text, "  Game:      "+r.File.Game.Info().Title+"\n")
	}
}

// TestBGGPlayRefusesAGameNotOver: a usage error (exit 2) that says who is
// to act.
func TestBGGPlayRefusesAGameNotOver(t *testing.T) {
	r := postGame(t)
	_, err := BGGPlayOf(r, pbem.English, nil)
	assert.ErrorIs(t, err, ErrNotOver)
	assert.ErrorIs(t, err, pbem.ErrUsage)
	assert.ErrorContains(t, err, "the game is not over: BoardGameGeek logs finished plays (ply ")
}

// TestBGGPlayInTheGameOverMail: the game-over mail ends with the play, in
// its reader's language, its dates in the reader's zone (the example
// began and ended on 22 November at 00:45 UTC: still the 21st in New
// York); the HTML part has it too.
func TestBGGPlayInTheGameOverMail(t *testing.T) {
	r := finishedExample(t)
	r.File.Header.Players[1].TZ = "America/New_York"
	mails, err := MailsIn(r, pbem.French, "Bob", DefaultSender, mailDate)
	require.NoError(t, err)
	body := mails[0].Body
	assertMailOrder(t, body, []string{"Résultat final :", "Pour noter cette partie sur BoardGameGeek",
		"  Date :     2026-11-21\n", "    Ann  12  victoire\n", "du 2026-11-21 au 2026-11-21."})
	assert.Contains(t, mails[0].HTML, "Pour noter cette partie sur BoardGameGeek")

	mails, err = MailsIn(r, pbem.English, "Cid", DefaultSender, mailDate)
	require.NoError(t, err)
	assert.Contains(t, mails[0].Body, "  Date:      2026-11-22\n", "Cid has no zone: UTC")

	playing := postGame(t)
	mails, err = MailsIn(playing, pbem.English, "", DefaultSender, mailDate)
	require.NoError(t, err)
	assert.NotContains(t, mails[0].Body, "BoardGameGeek", "no play before the end")
}
