package mailhost

import (
	"strings"
	"testing"

	"github.com/jhillyerd/enmime/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func envelope(t *testing.T, headers string) *enmime.Envelope {
	t.Helper()
	env, err := enmime.ReadEnvelope(strings.NewReader(strings.ReplaceAll(headers, "\n", "\r\n") + "\r\nbody\r\n"))
	require.NoError(t, err)
	return env
}

func TestReadReceivedRoutes(t *testing.T) {
	msg := readReceived(envelope(t, "From: Ann <Ann@Example.org>\n"+
		"To: Host <host+pz-7f3a2c.abcdefghijkl@example.org>\n"+
		"Subject: Re: [pbem pz-7f3a2c] Palazzo — your move (ply 9)\n"+
		"Message-ID: <m1@client>\n"+
		"In-Reply-To: <pz-7f3a2c.14.ann.bcdefghijklm@pbem.invalid>\n"+
		"References: <pz-7f3a2c@pbem.invalid> <pz-7f3a2c.12.ann.cdefghijklmn@pbem.invalid>\n"))
	assert.Equal(t, "ann@example.org", msg.from, "addresses compare in lower case")
	assert.Equal(t, "<m1@client>", msg.messageID)
	assert.Equal(t, 14, msg.ply, "the ply of the mail replied to wins over the subject and older references")
	assert.Equal(t, "pz-7f3a2c", msg.games[0], "the subject tag comes before the references")
	assert.ElementsMatch(t, []string{"bcdefghijklm", "cdefghijklmn", "abcdefghijkl"}, msg.tokens)
	assert.False(t, msg.auto)
}

func TestReadReceivedFallsBackToTheSubject(t *testing.T) {
	msg := readReceived(envelope(t, "From: ann@example.org\nSubject: Re: [pbem pz-1] Palazzo — à vous de jouer (coup 3)\n"))
	assert.Equal(t, 3, msg.ply, "the French subject names the ply too")
	assert.Equal(t, []string{"pz-1"}, msg.games)
	assert.Empty(t, msg.tokens)
}

func TestReadReceivedSpotsRobots(t *testing.T) {
	for _, h := range []string{"Auto-Submitted: auto-replied\n", "Precedence: bulk\n", "Return-Path: <>\n",
		"Content-Type: multipart/report; report-type=delivery-status; boundary=x\n"} {
		assert.True(t, readReceived(envelope(t, "From: a@b.c\n"+h)).auto, h)
	}
	assert.False(t, readReceived(envelope(t, "From: a@b.c\nAuto-Submitted: no\n")).auto)
}
