package compose

import (
	"bytes"
	"io"
	"mime/quotedprintable"
	"net/mail"
	"strings"
	"testing"

	"github.com/emersion/go-mbox"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
)

// TestWriteMbox writes two mails whose bodies hold lines an mbox reader
// would take for separators, and reads them back with a reader that is
// not ours: the same two messages, their bodies as they were.
func TestWriteMbox(t *testing.T) {
	const body = "From the bank, Ann takes 3.\n>From a quoted line\nlast line\n"
	var mails []Mail
	for _, to := range []pbem.MailPlayer{mailAnn, mailBob} {
		mails = append(mails, Mail{From: DefaultSender, To: to, Subject: "turn", Body: body,
			MessageID: "<m." + to.Name + "@pbem.invalid>", Date: mailDate})
	}
	var b bytes.Buffer
	require.NoError(t, WriteMbox(&b, mails))

	out := b.String()
	assert.True(t, strings.HasPrefix(out, "From pbem@localhost Sun Nov 22 09:30:00 2026\n"), out)
	assert.NotContains(t, out, "\r", "an mbox has LF line ends")
	assert.Contains(t, out, "\n>From the bank")
	assert.Contains(t, out, "\n>>From a quoted line")

	r := mbox.NewReader(&b)
	for _, want := range mails {
		part, err := r.NextMessage()
		require.NoError(t, err)
		msg, err := mail.ReadMessage(part)
		require.NoError(t, err)
		assert.Equal(t, want.MessageID, msg.Header.Get("Message-ID"))
		got, err := io.ReadAll(quotedprintable.NewReader(msg.Body))
		require.NoError(t, err)
		// go-mbox undoes the quoting of "From " lines only, as mboxo
		// readers do; an mboxrd reader would also give ">From" back.
		want := strings.Replace(body, ">From", ">>From", 1)
		assert.Equal(t, strings.ReplaceAll(want, "\n", "\r\n"), string(got))
	}
	_, err := r.NextMessage()
	assert.Equal(t, io.EOF, err)
}

// TestWriteMboxNeedsAddresses: a reader without an address fails as
// WriteMail does, before anything is written.
func TestWriteMboxNeedsAddresses(t *testing.T) {
	var b bytes.Buffer
	err := WriteMbox(&b, []Mail{{From: DefaultSender, To: pbem.MailPlayer{Name: "Ann"}}})
	require.ErrorIs(t, err, pbem.ErrUsage)
	assert.Empty(t, b.String())
}
