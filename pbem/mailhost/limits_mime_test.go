package mailhost

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// boundaryForms declare the boundary of container i in each syntax a MIME
// parser reads; each returns the parameter text and the boundary it names.
var boundaryForms = map[string]func(i int) (param, boundary string){
	"plain":  func(i int) (string, string) { return fmt.Sprintf("boundary=b%d", i), fmt.Sprintf("b%d", i) },
	"quoted": func(i int) (string, string) { return fmt.Sprintf(`boundary="b%d"`, i), fmt.Sprintf("b%d", i) },
	"long quoted": func(i int) (string, string) {
		b := fmt.Sprintf("%s%d", strings.Repeat("q", 60), i)
		return `boundary="` + b + `"`, b
	},
	"too long quoted": func(i int) (string, string) {
		b := fmt.Sprintf("%s%d", strings.Repeat("q", 300), i)
		return `boundary="` + b + `"`, b
	},
	"rfc2231 continuations": func(i int) (string, string) {
		return fmt.Sprintf(`boundary*0="b"; boundary*1="%d"`, i), fmt.Sprintf("b%d", i)
	},
	"rfc2231 charset": func(i int) (string, string) {
		return fmt.Sprintf("boundary*=utf-8''b%%2D%d", i), fmt.Sprintf("b-%d", i)
	},
	"rfc2231 charset continuations": func(i int) (string, string) {
		return fmt.Sprintf("boundary*0*=us-ascii'en'b; boundary*1=%d", i), fmt.Sprintf("b%d", i)
	},
	"mixed case": func(i int) (string, string) { return fmt.Sprintf(`BoUnDaRy="b%d"`, i), fmt.Sprintf("b%d", i) },
	"mixed case rfc2231": func(i int) (string, string) {
		return fmt.Sprintf(`BOUNDARY*0="b"; Boundary*1="%d"`, i), fmt.Sprintf("b%d", i)
	},
}

// formMail is a mail from from nesting depth multiparts whose boundaries
// are declared by form.
func formMail(from string, depth int, form func(int) (string, string)) []byte {
	var b strings.Builder
	fmt.Fprintf(&b, "From: %s\r\nTo: host@example.org\r\nSubject: hi\r\nMessage-ID: <form-%d@x>\r\nMIME-Version: 1.0\r\n",
		from, depth)
	for i := range depth {
		param, boundary := form(i)
		fmt.Fprintf(&b, "Content-Type: multipart/mixed; %s\r\n\r\n--%s\r\n", param, boundary)
	}
	b.WriteString("Content-Type: text/plain\r\n\r\nmoney\r\n")
	for i := depth - 1; i >= 0; i-- {
		_, boundary := form(i)
		fmt.Fprintf(&b, "--%s--\r\n", boundary)
	}
	return []byte(b.String())
}

// TestMessageLimitsCountEveryBoundarySyntax: a message nested past the
// limit is refused whatever syntax declares its boundaries, and one
// within it is read by the mail parser with its text.
func TestMessageLimitsCountEveryBoundarySyntax(t *testing.T) {
	l := MessageLimits{MaxSize: 1 << 20, MaxDepth: 10, MaxParts: 100}
	for name, form := range boundaryForms {
		t.Run(name, func(t *testing.T) {
			assert.NotEmpty(t, l.check(formMail(annAddr, 11, form)), "11 deep")
			assert.NotEmpty(t, l.check(formMail(annAddr, 4000, form)), "4,000 deep")
			if name == "too long quoted" {
				return
			}
			raw := formMail(annAddr, 10, form)
			require.Empty(t, l.check(raw), "10 deep")
			env, err := l.readEnvelope(raw)
			require.NoError(t, err)
			assert.Equal(t, "money", strings.TrimSpace(env.Text), "the parser sees the nesting the walk counted")
		})
	}
}

// TestMessageLimitsPassRealReplies: what mail programs send passes.
func TestMessageLimitsPassRealReplies(t *testing.T) {
	head := "From: ann@example.org\r\nTo: host@example.org\r\nSubject: Re: turn\r\nMIME-Version: 1.0\r\n"
	alternative := "Content-Type: multipart/alternative; boundary=\"=_alt\"\r\n\r\n" +
		"--=_alt\r\nContent-Type: text/plain; charset=utf-8\r\n\r\nmoney\r\n" +
		"--=_alt\r\nContent-Type: text/html; charset=utf-8\r\n\r\n<p>money</p>\r\n--=_alt--\r\n"
	mails := map[string]string{
		"alternative": head + alternative,
		"signed": head + "Content-Type: multipart/signed; micalg=pgp-sha256;\r\n protocol=\"application/pgp-signature\";\r\n boundary=\"sig\"\r\n\r\n" +
			"--sig\r\n" + alternative + "--sig\r\nContent-Type: application/pgp-signature; name=\"signature.asc\"\r\n\r\n" +
			"-----BEGIN PGP SIGNATURE-----\r\nabc\r\n-----END PGP SIGNATURE-----\r\n--sig--\r\n",
		"attachment": head + "Content-Type: multipart/mixed; boundary*0=\"mix\"; boundary*1=\"ed\"\r\n\r\n" +
			"--mixed\r\n" + alternative + "--mixed\r\nContent-Type: image/png\r\nContent-Disposition: attachment; filename=a.png\r\n" +
			"Content-Transfer-Encoding: base64\r\n\r\niVBORw0KGgo=\r\n--mixed--\r\n",
	}
	for name, raw := range mails {
		assert.Empty(t, DefaultMessageLimits.check([]byte(raw)), name)
		env, err := DefaultMessageLimits.readEnvelope([]byte(raw))
		require.NoError(t, err, name)
		assert.Equal(t, "money", strings.TrimSpace(env.Text), name)
	}
}

// TestMessageLimitsCostIsBounded: refusing a message nested 4,000 deep
// allocates no more than a small multiple of its size, for every boundary
// syntax (the mail parser spent 98 MB on a 349 KB one).
func TestMessageLimitsCostIsBounded(t *testing.T) {
	for name, form := range boundaryForms {
		raw := formMail(annAddr, 4000, form)
		alloc := testkit.Allocated(func() { require.NotEmpty(t, DefaultMessageLimits.check(raw)) })
		assert.Less(t, alloc, uint64(2*len(raw)+(256<<10)), "%s: %d bytes allocated for a %d byte message", name, alloc, len(raw))
	}
}

// TestReadEnvelopeStopsAtABoundedNesting: should a structure reach the
// mail parser unchecked, it opens no more than a bounded number of
// containers, and the rest is an opaque part.
func TestReadEnvelopeStopsAtABoundedNesting(t *testing.T) {
	env, err := DefaultMessageLimits.readEnvelope(formMail(annAddr, 4000, boundaryForms["plain"]))
	require.NoError(t, err)
	depth := 0
	for p := env.Root; p != nil; p = p.FirstChild {
		depth++
	}
	assert.LessOrEqual(t, depth, 4*DefaultMessageLimits.MaxDepth+6)
}

// countingReader counts the bytes read from it.
type countingReader struct {
	r io.Reader
	n int64
}

func (c *countingReader) Read(p []byte) (int, error) {
	n, err := c.r.Read(p)
	c.n += int64(n)
	return n, err
}

// TestReadMessageKeepsAtMostTheLimit: a message on stdin larger than the
// limit is kept to its first MaxSize+1 bytes (then refused as oversized),
// and read to its end without being held.
func TestReadMessageKeepsAtMostTheLimit(t *testing.T) {
	l := MessageLimits{MaxSize: 1000}
	src := &countingReader{r: neverEnding('x')} // stdin from /dev/zero
	var raw []byte
	alloc := testkit.Allocated(func() {
		var err error
		raw, err = l.ReadMessage(src)
		require.NoError(t, err)
	})
	assert.Len(t, raw, 1001)
	assert.Equal(t, int64(1001+drainFactor*1000), src.n, "drained, but not for ever")
	assert.Less(t, alloc, uint64(1<<20), "what is drained is not held")
	assert.Contains(t, l.check(raw), "more than the 1000 bytes allowed")

	small, err := l.ReadMessage(bytes.NewReader([]byte("Subject: hi\r\n\r\nmoney\r\n")))
	require.NoError(t, err)
	assert.Equal(t, "Subject: hi\r\n\r\nmoney\r\n", string(small))
}

// neverEnding is an endless stream of one byte.
type neverEnding byte

func (b neverEnding) Read(p []byte) (int, error) {
	for i := range p {
		p[i] = byte(b)
	}
	return len(p), nil
}

// TestInboxRefusesAnRFC2231NestedMail: the mail that cost 9 s before any
// sender check is set aside unparsed.
func TestInboxRefusesAnRFC2231NestedMail(t *testing.T) {
	w := sentWorld(t, "")
	w.sent()
	res := w.receive(formMail(annAddr, 4000, boundaryForms["rfc2231 continuations"]))
	assert.Equal(t, OutcomeOversized, res.Outcome, res.String())
	assert.Contains(t, res.Note, "multipart containers")
}
