package mailhost

import (
	"bytes"
	"strings"
	"testing"

	"github.com/jhillyerd/enmime/v2"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The checks of TestMailWorld pass on good mail only if they can fail:
// these tests give them mails known to be bad.

// worldGoodMail is a minimal valid message.
const worldGoodMail = "From: Game host <host@example.org>\r\nTo: Ann <ann@example.org>\r\n" +
	"Date: Sat, 21 Nov 2026 23:55:00 +0000\r\nMessage-ID: <a.1@pbem.example>\r\n" +
	"In-Reply-To: <root@pbem.example>\r\nReferences: <root@pbem.example>\r\nSubject: hi\r\n" +
	"MIME-Version: 1.0\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nhello\r\n"

func TestWorldRFCCheckFindsBadMail(t *testing.T) {
	assert.Empty(t, goRFCErrors([]byte(worldGoodMail)))

	bad := "From: ann@example.org\nTo: Ann <ann@example.org\nDate: yesterday\nMessage-ID: no-brackets\n" +
		"Subject: a\nSubject: b\n\n" + strings.Repeat("x", 1000) + "\n"
	errs := strings.Join(goRFCErrors([]byte(bad)), "\n")
	for _, want := range []string{"bare LF", "line 8 has 1000 characters", "2 Subject fields", `To "Ann <ann@example.org"`,
		`Date "yesterday"`, `Message-ID "no-brackets"`} {
		assert.Contains(t, errs, want)
	}
	mixed := strings.Replace(worldGoodMail, "Subject: hi\r\n", "Subject: hi\n", 1)
	assert.Contains(t, strings.Join(goRFCErrors([]byte(mixed)), "\n"), "a bare LF at byte")
	eight := strings.Replace(worldGoodMail, "Subject: hi", "Subject: hé", 1)
	assert.Contains(t, strings.Join(goRFCErrors([]byte(eight)), "\n"), "8-bit byte in the header")

	unclosed := strings.Replace(worldGoodMail, "Content-Type: text/plain; charset=utf-8\r\n\r\nhello\r\n",
		"Content-Type: multipart/mixed; boundary=\"xx\"\r\n\r\n--xx\r\nContent-Type: text/plain\r\n\r\nhi\r\n", 1)
	errs2 := pythonStrictErrors(t, [][]byte{[]byte(worldGoodMail), []byte(unclosed)})
	assert.Equal(t, "", errs2[0], "a good mail parses")
	assert.Contains(t, errs2[1], "CloseBoundaryNotFoundDefect")
}

// The tokens check reads every decoded form: a token cut by a soft line
// break of quoted-printable, or in base64, is still found.
func TestWorldTokensCheckDecodes(t *testing.T) {
	token := "abcdefgh2345"
	raw := "From: host@example.org\r\nTo: ann@example.org\r\nMIME-Version: 1.0\r\n" +
		"Content-Type: multipart/alternative; boundary=\"b\"\r\n\r\n--b\r\n" +
		"Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: base64\r\n\r\n" +
		"Ym9iJ3MgdG9rZW46IGFiY2RlZmdoMjM0NQ==\r\n--b\r\n" + // "bob's token: abcdefgh2345"
		"Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n" +
		"<p>ABCDEF=\r\nGH2345</p>\r\n--b--\r\n"
	require.NotContains(t, strings.ToLower(raw), token, "the raw mail hides it")
	env, err := enmime.ReadEnvelope(bytes.NewReader([]byte(raw)))
	require.NoError(t, err)
	m := &worldMail{raw: []byte(raw), env: env}
	var where []string
	for place, text := range m.readable() {
		if strings.Contains(strings.ToLower(text), token) {
			where = append(where, place)
		}
	}
	assert.Contains(t, where, "the text")
	assert.Contains(t, where, "the HTML")
}

// A mail's thread root is the first of its References, else its
// In-Reply-To, else its own Message-ID.
func TestWorldThreadRoot(t *testing.T) {
	for _, c := range []struct{ headers, root string }{
		{"Message-ID: <m@x>\r\nIn-Reply-To: <p@x>\r\nReferences: <r@x> <p@x>\r\n", "<r@x>"},
		{"Message-ID: <m@x>\r\nIn-Reply-To: <p@x>\r\n", "<p@x>"},
		{"Message-ID: <m@x>\r\n", "<m@x>"},
	} {
		env, err := enmime.ReadEnvelope(strings.NewReader("From: a@x\r\n" + c.headers + "\r\nhi\r\n"))
		require.NoError(t, err)
		assert.Equal(t, c.root, threadRoot(&worldMail{env: env}), c.headers)
	}
}
