package compose

import (
	"bytes"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// twoMails returns the turn mails of the played test game to Ann and Bob.
func twoMails(t *testing.T) []Mail {
	t.Helper()
	r := playedGame(t)
	var mails []Mail
	for _, to := range []string{"Ann", "Bob"} {
		m, err := Mails(r, to, DefaultSender, testkit.TestNow)
		require.NoError(t, err)
		mails = append(mails, m...)
	}
	return mails
}

func TestSaveMails(t *testing.T) {
	mails := twoMails(t)
	dir := filepath.Join(t.TempDir(), "outbox")
	paths, err := SaveMails(mails, MailEML, dir)
	require.NoError(t, err)
	assert.Equal(t, []string{filepath.Join(dir, "dc-630dcd2966c4-3-ann.eml"), filepath.Join(dir, "dc-630dcd2966c4-3-bob.eml")}, paths)
	for i, p := range paths {
		var want bytes.Buffer
		require.NoError(t, WriteMail(&want, mails[i], MailEML))
		assert.Equal(t, want.String(), testkit.ReadFile(t, p))
		info, err := os.Stat(p)
		require.NoError(t, err)
		assert.Equal(t, os.FileMode(0o600), info.Mode().Perm(), "a mail holds its reader's hand")
	}
	infos := MailInfos(mails, paths)
	assert.Equal(t, paths[1], infos[1].File)
	assert.Equal(t, "", MailInfos(mails, nil)[0].File)

	paths, err = SaveMails(mails, MailText, "")
	assert.NoError(t, err)
	assert.Empty(t, paths, "no directory, no files")
}

func TestSaveMailsRefusals(t *testing.T) {
	mails := twoMails(t)
	mails[1].To.Email = ""
	_, err := SaveMails(mails, MailEML, t.TempDir())
	assert.ErrorIs(t, err, pbem.ErrUsage)

	file := testkit.WriteTestFile(t, "not a directory")
	_, err = SaveMails(mails, MailText, file)
	assert.Error(t, err)
}

func TestWriteMails(t *testing.T) {
	mails := twoMails(t)
	var b bytes.Buffer
	require.NoError(t, WriteMails(&b, mails, MailText))
	assert.True(t, strings.HasPrefix(b.String(), "\nTo: "), "each text mail comes after a blank line")
	assert.Equal(t, 2, strings.Count(b.String(), "\nTo: "))

	b.Reset()
	require.NoError(t, WriteMails(&b, mails[:1], MailEML))
	var one bytes.Buffer
	require.NoError(t, WriteMail(&one, mails[0], MailEML))
	assert.Equal(t, one.String(), b.String(), "one eml message is printed as it is")

	b.Reset()
	require.NoError(t, WriteMails(&b, mails, MailEML))
	var mbox bytes.Buffer
	require.NoError(t, WriteMbox(&mbox, mails))
	assert.Equal(t, mbox.String(), b.String(), "several eml messages make an mbox stream")
}

// TestMIMEBoundaryCannotCollide checks that text a player wrote, relayed
// in a mail, cannot end a MIME part: with a fixed boundary a say holding
// "--pbem-part" cut the text part there and started a part of its own.
func TestMIMEBoundaryCannotCollide(t *testing.T) {
	forged := "Bob says:\n--pbem-part\nContent-Type: text/html\n\n<b>forged</b>\n--pbem-related\n--pbem-part--\nbye\n"
	d := mailTurnData()
	d.Picture = testPicture()
	m := mustCompose(t, d)
	m.Body = forged
	m.HTML = "<p>" + strings.ReplaceAll(forged, "\n", "<br>\n") + "</p>"
	raw := emlBytes(t, m)
	got := mailParts(t, raw)
	assert.Equal(t, forged, strings.ReplaceAll(got.Text, "\r\n", "\n"), "the text part is whole")
	assert.Contains(t, got.HTML, "bye", "the HTML part is whole")
	require.Len(t, got.Inlines, 1, "the picture is still there")
	assert.Equal(t, raw, emlBytes(t, m), "the same Mail gives the same bytes")
	outer, related := mimeBoundaries(m, nil)
	assert.NotEqual(t, outer, related)
	assert.False(t, strings.HasPrefix(related, outer) || strings.HasPrefix(outer, related),
		"neither boundary starts the other (RFC 2046 5.1.1)")
}
