package compose

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// TestMailsTextInIsTheMailsText: the text-only mails of a game that draws
// pictures have the very text, subject and Message-ID of the full ones,
// and neither HTML nor picture.
func TestMailsTextInIsTheMailsText(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	_, err := testkit.RealGames.Create(pbem.NewGame{Game: "princes", Players: []string{"Ann", "Bob", "Cid"},
		Seed: testkit.TestSeed, Now: testkit.TestNow, Out: path})
	require.NoError(t, err)
	r, err := testkit.OpenReplay(testkit.RealGames, path, -1)
	require.NoError(t, err)
	full, err := MailsIn(r, "", "", DefaultSender, mailDate)
	require.NoError(t, err)
	text, err := MailsTextIn(r, "", "", DefaultSender, mailDate)
	require.NoError(t, err)
	require.Len(t, text, len(full))
	require.NotEmpty(t, full)
	for i := range full {
		assert.NotEmpty(t, full[i].HTML)
		assert.NotNil(t, full[i].Picture)
		assert.Empty(t, text[i].HTML)
		assert.Nil(t, text[i].Picture)
		full[i].HTML, full[i].Picture = "", nil
		assert.Equal(t, full[i], text[i])
	}
}
