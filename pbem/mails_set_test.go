package pbem

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSetMails: the player's mails key is edited in place, "turns" (the
// default) removes it, and a value that is no choice is a usage error
// that leaves the file alone.
func TestSetMails(t *testing.T) {
	path := newTestGame(t, nil)
	res, err := testGames.SetMails(path, "ann", MailsDigest)
	require.NoError(t, err)
	assert.Equal(t, MailsResult{Path: path, Player: "Ann", Mails: MailsDigest, Changed: true}, *res)
	assert.Contains(t, readFile(t, path), "mails = \"digest\"")
	res, err = testGames.SetMails(path, "Ann", MailsDigest)
	require.NoError(t, err)
	assert.False(t, res.Changed)
	before := readFile(t, path)
	_, err = testGames.SetMails(path, "Ann", "weekly")
	assert.ErrorIs(t, err, ErrUsage)
	assert.ErrorContains(t, err, `"weekly": expected turns, digest or both`)
	assert.Equal(t, before, readFile(t, path))
	res, err = testGames.SetMails(path, "Ann", MailsTurns)
	require.NoError(t, err)
	assert.Equal(t, MailsTurns, res.Mails)
	assert.NotContains(t, readFile(t, path), "mails =")
}
