package mailhost

import (
	"os"
	"path/filepath"
	"testing"
	"time"

	"github.com/gofrs/flock"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// spoolMailTo is a mail to Ann composed hour hours after testNow.
func spoolMailTo(id string, hour int) compose.Mail {
	return compose.Mail{From: hostAddr, To: pbem.MailPlayer{Name: "Ann", Email: annAddr}, Subject: "hi", Body: "hello\n",
		MessageID: id, Date: testkit.TestNow.Add(time.Duration(hour) * time.Hour)}
}

// spoolFiles lists the mails of the spool's folder sub.
func spoolFiles(t *testing.T, s Spool, sub string) []string {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(s.Dir, sub))
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	return names
}

// TestSpoolQueuesAMailOnce: the same mail composed again (after a crash,
// at another time) is queued once; another mail is queued beside it.
func TestSpoolQueuesAMailOnce(t *testing.T) {
	s := Spool{Dir: filepath.Join(t.TempDir(), "outgoing")}
	require.NoError(t, s.Send([]compose.Mail{spoolMailTo("<a@pbem.invalid>", 0)}))
	require.NoError(t, s.Send([]compose.Mail{spoolMailTo("<a@pbem.invalid>", 1)}))
	assert.Len(t, spoolFiles(t, s, "new"), 1)
	require.NoError(t, s.Send([]compose.Mail{spoolMailTo("<b@pbem.invalid>", 1)}))
	assert.Len(t, spoolFiles(t, s, "new"), 2)

	out := MaildirOutbox{Dir: filepath.Join(t.TempDir(), "out")}
	n, err := s.Deliver(out)
	require.NoError(t, err)
	assert.Equal(t, 2, n)
	assert.Empty(t, spoolFiles(t, s, "new"))
	assert.Empty(t, spoolFiles(t, s, "cur"))
	sent := takeMaildir(t, out.Dir)
	require.Len(t, sent, 2)
	data, err := EML(spoolMailTo("<a@pbem.invalid>", 0))
	require.NoError(t, err)
	assert.Equal(t, data, sent[0].raw, "the bytes EML writes, without the envelope line")
}

// TestSpoolClaimedMailIsLeftToItsSender: a mail another run claimed (moved
// into cur/) is not sent while that run delivers; once no run delivers,
// a mail left in cur/ (its run stopped) is queued again and sent.
func TestSpoolClaimedMailIsLeftToItsSender(t *testing.T) {
	s := Spool{Dir: filepath.Join(t.TempDir(), "outgoing")}
	require.NoError(t, s.Send([]compose.Mail{spoolMailTo("<a@pbem.invalid>", 0), spoolMailTo("<b@pbem.invalid>", 0)}))
	other := flock.New(filepath.Join(s.Dir, ".lock"))
	require.NoError(t, other.RLock()) // another run delivers...
	claimed := spoolFiles(t, s, "new")[0]
	require.NoError(t, os.Rename(filepath.Join(s.Dir, "new", claimed), filepath.Join(s.Dir, "cur", claimed)))

	out := MaildirOutbox{Dir: filepath.Join(t.TempDir(), "out")}
	n, err := s.Deliver(out)
	require.NoError(t, err)
	assert.Equal(t, 1, n, "only the mail nobody claimed")
	assert.Equal(t, []string{claimed}, spoolFiles(t, s, "cur"))

	require.NoError(t, other.Unlock()) // ... and is killed before it sent
	n, err = s.Deliver(out)
	require.NoError(t, err)
	assert.Equal(t, 1, n, "the mail it claimed is sent")
	assert.Empty(t, spoolFiles(t, s, "cur"))
	assert.Len(t, takeMaildir(t, out.Dir), 2)
}

// TestSpoolFailureKeepsTheMails: a mail server that fails leaves every
// mail it did not take queued, and an unreadable queued file is set aside
// without stopping the others.
func TestSpoolFailureKeepsTheMails(t *testing.T) {
	s := Spool{Dir: filepath.Join(t.TempDir(), "outgoing")}
	require.NoError(t, s.Send([]compose.Mail{spoolMailTo("<a@pbem.invalid>", 0), spoolMailTo("<b@pbem.invalid>", 0)}))
	require.NoError(t, os.WriteFile(filepath.Join(s.Dir, "new", "junk.eml"), []byte("no envelope\r\n"), 0o600))
	out := &testOutbox{MaildirOutbox: MaildirOutbox{Dir: filepath.Join(t.TempDir(), "out")}, failAt: 1}
	n, err := s.Deliver(out)
	require.Error(t, err)
	assert.Contains(t, err.Error(), "stay queued")
	assert.Zero(t, n)
	assert.Len(t, spoolFiles(t, s, "new"), 2)
	assert.Equal(t, []string{"junk.eml" + flaggedSuffix}, spoolFiles(t, s, "cur"))
	n, err = s.Deliver(out)
	require.NoError(t, err)
	assert.Equal(t, 2, n)
	assert.Empty(t, spoolFiles(t, s, "new"))
}

// TestSpoolKeepsTheEnvelope: the envelope a queued mail is sent with is
// the one it was queued with.
func TestSpoolKeepsTheEnvelope(t *testing.T) {
	s := Spool{Dir: filepath.Join(t.TempDir(), "outgoing")}
	require.NoError(t, s.Send([]compose.Mail{spoolMailTo("<a@pbem.invalid>", 0)}))
	data, err := os.ReadFile(filepath.Join(s.Dir, "new", spoolFiles(t, s, "new")[0]))
	require.NoError(t, err)
	m, err := parseQueued(data)
	require.NoError(t, err)
	assert.Equal(t, hostAddr.Email, m.From)
	assert.Equal(t, annAddr, m.To)
	_, err = parseQueued([]byte(envelopeHeader + "<a@b>\r\nSubject: x\r\n"))
	assert.Error(t, err)
}
