package mailhost

import (
	"fmt"
	"path/filepath"
	"strings"
	"testing"

	"github.com/gofrs/flock"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
)

// nestedMail is a mail from from whose body nests depth multiparts, each
// with siblings text parts besides.
func nestedMail(from string, depth, siblings int) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "From: %s\r\nTo: host@example.org\r\nSubject: hi\r\nMessage-ID: <deep-%d-%d@x>\r\nMIME-Version: 1.0\r\n",
		from, depth, siblings)
	for i := range depth {
		fmt.Fprintf(&b, "Content-Type: multipart/mixed; boundary=\"b%d\"\r\n\r\n--b%d\r\n", i, i)
	}
	b.WriteString("Content-Type: text/plain\r\n\r\nmoney\r\n")
	for i := depth - 1; i >= 0; i-- {
		for range siblings {
			fmt.Fprintf(&b, "--b%d\r\nContent-Type: text/plain\r\n\r\nx\r\n", i)
		}
		fmt.Fprintf(&b, "--b%d--\r\n", i)
	}
	return []byte(b.String())
}

func TestMessageLimits(t *testing.T) {
	l := MessageLimits{MaxSize: 1 << 20, MaxDepth: 10, MaxParts: 100}
	assert.Empty(t, l.check(nestedMail(annAddr, 3, 5)))
	assert.Contains(t, l.check(nestedMail(annAddr, 11, 0)), "more than 10 multipart containers")
	assert.Contains(t, MessageLimits{MaxSize: 100}.check(nestedMail(annAddr, 3, 5)), "more than the 100 bytes allowed")
	assert.Contains(t, l.check(nestedMail(annAddr, 1, 100)), "more than 100 MIME parts")
	assert.Contains(t, MessageLimits{}.check(nestedMail(annAddr, 10000, 0)), "multipart containers", "defaults apply")
}

// TestInboxSetsAsideAMessageBeyondTheLimits checks that a message nested
// too deep is never parsed: its sender, a player, is told, it is flagged
// for the host, and the next message is handled as usual.
func TestInboxSetsAsideAMessageBeyondTheLimits(t *testing.T) {
	w := sentWorld(t, "")
	turn := w.only(annAddr)
	res := w.receive(nestedMail(annAddr, 200, 0))
	assert.Equal(t, OutcomeOversized, res.Outcome, res.String())
	assert.Contains(t, res.Note, "multipart containers")
	assert.Contains(t, w.only(annAddr).words(), "Your mail was not read")
	flagged, err := filepath.Glob(filepath.Join(w.inbox.Archive.Dir, "cur", "*:2,FS"))
	require.NoError(t, err)
	assert.Len(t, flagged, 1)

	// A stranger or a robot gets no answer.
	res = w.receive(nestedMail("mallory@example.net", 200, 0))
	assert.Equal(t, OutcomeOversized, res.Outcome)
	assert.Empty(t, w.sent())

	assert.Equal(t, OutcomeApplied, w.receive(w.reply(turn, "money", replyOptions{})).Outcome)
}

// TestInboxSetsAsideAMessageThatStoppedEarlierRuns: when runs stop (are
// killed) while on a message, the next but one sets it aside instead of
// starting on it again, and goes on with the others.
func TestInboxSetsAsideAMessageThatStoppedEarlierRuns(t *testing.T) {
	w := sentWorld(t, "")
	raw := w.reply(w.only(annAddr), "money", replyOptions{})
	key, err := w.inbox.Store(raw)
	require.NoError(t, err)
	for range maxAttempts { // runs killed while on it
		stuck, err := w.inbox.Archive.Attempt(key)
		require.NoError(t, err)
		require.False(t, stuck)
	}
	results, err := w.inbox.Process()
	require.NoError(t, err)
	require.Len(t, results, 1)
	assert.Equal(t, OutcomeStuck, results[0].Outcome)
	assert.Empty(t, w.record())
	pending, err := w.inbox.Archive.Pending()
	require.NoError(t, err)
	assert.Empty(t, pending, "the queue moves on")
}

func TestInboxGivesUpOnALockedArchive(t *testing.T) {
	w := newMailWorld(t)
	require.NoError(t, w.inbox.Archive.Init())
	lock := flock.New(filepath.Join(w.inbox.Archive.Dir, ".lock"))
	locked, err := lock.TryLock()
	require.NoError(t, err)
	require.True(t, locked)
	defer lock.Unlock()
	w.inbox.ArchiveWait = lockRetryDelay
	_, err = w.inbox.Process()
	assert.ErrorIs(t, err, pbem.ErrLocked)
}

// BenchmarkInboxLimits measures the check of a message nested 10,000
// multiparts deep (687 KB), which the mail parser took 160 s on.
func BenchmarkInboxLimits(b *testing.B) {
	raw := nestedMail(annAddr, 10000, 0)
	l := MessageLimits{MaxSize: 1 << 30}
	for b.Loop() {
		if l.check(raw) == "" {
			b.Fatal("not refused")
		}
	}
}
