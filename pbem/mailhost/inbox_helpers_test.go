package mailhost

import (
	"bytes"
	"cmp"
	"fmt"
	"mime/quotedprintable"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jhillyerd/enmime/v2"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

var (
	hostAddr = pbem.MailPlayer{Name: "Palazzo host", Email: "host@example.org"}
	annAddr  = "ann@example.org"
	bobAddr  = "bob@example.org"
)

// mailWorld is a host with one Palazzo game between Ann and Bob in a
// games folder, whose mails go to a Maildir outbox the test reads.
type mailWorld struct {
	t      testing.TB
	games  string // the games folder
	path   string // the game file
	outbox string
	host   *Host
	inbox  *Inbox
	n      int // messages the test has written, for unique Message-IDs
}

func newMailWorld(t testing.TB) *mailWorld {
	t.Helper()
	dir := t.TempDir()
	w := &mailWorld{t: t, games: filepath.Join(dir, "games"), outbox: filepath.Join(dir, "outbox")}
	require.NoError(t, os.Mkdir(w.games, 0o755))
	w.path = filepath.Join(w.games, "g.pbem")
	_, err := testkit.PalazzoGames.Create(pbem.NewGame{Game: "palazzo", Players: []string{"Ann", "Bob"}, Seed: testkit.TestSeed,
		Now: testkit.TestNow, Out: w.path, Emails: map[string]string{"Ann": annAddr, "Bob": bobAddr}})
	require.NoError(t, err)
	w.host = &Host{Games: testkit.PalazzoGames, From: hostAddr, Plus: true, Outbox: MaildirOutbox{Dir: w.outbox},
		Now: func() time.Time { return testkit.TestNow }}
	w.inbox = &Inbox{Host: w.host, GamesDir: w.games, Archive: Archive{Dir: filepath.Join(w.games, "archive")}}
	return w
}

// sentMail is a mail the host sent, as its reader's client sees it.
type sentMail struct {
	raw []byte
	env *enmime.Envelope
}

func (m sentMail) header(name string) string { return m.env.GetHeader(name) }

// sent returns the mails the host sent since the last call, oldest first.
func (w *mailWorld) sent() []sentMail {
	w.t.Helper()
	return takeMaildir(w.t, w.outbox)
}

// takeMaildir returns and removes the new messages of the Maildir dir.
func takeMaildir(t testing.TB, dir string) []sentMail {
	t.Helper()
	entries, err := os.ReadDir(filepath.Join(dir, "new"))
	if os.IsNotExist(err) {
		return nil
	}
	require.NoError(t, err)
	var names []string
	for _, e := range entries {
		names = append(names, e.Name())
	}
	slices.Sort(names)
	var mails []sentMail
	for _, name := range names {
		path := filepath.Join(dir, "new", name)
		raw, err := os.ReadFile(path)
		require.NoError(t, err)
		require.NoError(t, os.Remove(path))
		env, err := enmime.ReadEnvelope(bytes.NewReader(raw))
		require.NoError(t, err, "a sent mail parses")
		mails = append(mails, sentMail{raw: raw, env: env})
	}
	return mails
}

// only requires that exactly one mail was sent, to addr, and returns it.
func (w *mailWorld) only(addr string) sentMail {
	w.t.Helper()
	mails := w.sent()
	require.Len(w.t, mails, 1)
	require.Contains(w.t, mails[0].header("To"), "<"+addr+">")
	return mails[0]
}

// replyOptions change how a reply is written.
type replyOptions struct {
	from    string // default: the reader of the mail
	html    bool   // an HTML-only body
	noRefs  bool   // no threading headers (a client that loses them)
	replyTo string // the address written to (default: the mail's Reply-To)
	extra   string // more header lines
}

// reply writes the answer to m with body above the quoted mail, as a
// mail client's Reply button would.
func (w *mailWorld) reply(m sentMail, body string, o replyOptions) []byte {
	w.t.Helper()
	w.n++
	from := cmp.Or(o.from, addressOf(m.header("To")))
	to := cmp.Or(o.replyTo, cmp.Or(m.header("Reply-To"), m.header("From")))
	var b strings.Builder
	fmt.Fprintf(&b, "From: %s\r\nTo: %s\r\nSubject: Re: %s\r\nDate: Sun, 22 Nov 2026 10:00:00 +0000\r\n", from, to, m.header("Subject"))
	fmt.Fprintf(&b, "Message-ID: <reply-%d@client.example>\r\nMIME-Version: 1.0\r\n%s", w.n, o.extra)
	if !o.noRefs {
		id := m.header("Message-ID")
		fmt.Fprintf(&b, "In-Reply-To: %s\r\nReferences: %s %s\r\n", id, m.header("References"), id)
	}
	quoted := "> " + strings.ReplaceAll(strings.TrimRight(m.env.Text, "\n"), "\n", "\n> ")
	if o.html {
		b.WriteString("Content-Type: text/html; charset=utf-8\r\nContent-Transfer-Encoding: quoted-printable\r\n\r\n")
		html := "<div dir=\"ltr\">" + strings.ReplaceAll(body, "\n", "<br>") + "</div><br><div class=\"gmail_quote\">" +
			"On Sun, Nov 22, 2026 Palazzo host wrote:<br><blockquote>" +
			strings.ReplaceAll(m.env.Text, "\n", "<br>") + "</blockquote></div>"
		b.WriteString(qpEncode(html))
		return []byte(b.String())
	}
	b.WriteString("Content-Type: text/plain; charset=utf-8\r\n\r\n")
	fmt.Fprintf(&b, "%s\r\n\r\nOn Sun, Nov 22, 2026, Palazzo host wrote:\r\n%s\r\n", body, strings.ReplaceAll(quoted, "\n", "\r\n"))
	return []byte(b.String())
}

// addressOf returns the address of a header like `"Ann" <ann@example.org>`.
func addressOf(header string) string {
	if i := strings.LastIndex(header, "<"); i >= 0 {
		return strings.TrimSuffix(header[i+1:], ">")
	}
	return header
}

// receive hands raw to the inbox as the mail server would, and returns
// what the inbox did with it.
func (w *mailWorld) receive(raw []byte) InboxResult {
	w.t.Helper()
	_, err := w.inbox.Store(raw)
	require.NoError(w.t, err)
	results, err := w.inbox.Process()
	require.NoError(w.t, err)
	require.Len(w.t, results, 1)
	return results[0]
}

// record returns the game file's move lines, without the comments that
// name the mail of a move (see TestInboxNamesTheMailOfAMove).
func (w *mailWorld) record() []string {
	w.t.Helper()
	var moves []string
	for _, line := range strings.Split(testkit.ReadFile(w.t, w.path), "\n") {
		if line != "" && line[0] >= '0' && line[0] <= '9' {
			moves = append(moves, mailCommentRE.ReplaceAllString(line, ""))
		}
	}
	return moves
}

var mailCommentRE = regexp.MustCompile(` \{mail [0-9a-f]{12}\}$`)

// legal returns the legal moves of the player named name now.
func (w *mailWorld) legal(name string) []string {
	w.t.Helper()
	f, err := testkit.PalazzoGames.Load(w.path)
	require.NoError(w.t, err)
	r, err := f.Replay(-1)
	require.NoError(w.t, err)
	s, err := f.SeatOf(name)
	require.NoError(w.t, err)
	return r.LegalTexts(s)
}

// qpEncode encodes s in quoted-printable, as mail clients send HTML.
func qpEncode(s string) string {
	var b bytes.Buffer
	w := quotedprintable.NewWriter(&b)
	w.Write([]byte(s))
	w.Close()
	return b.String()
}

// text returns the mail's text with LF line ends.
func (m sentMail) text() string { return strings.ReplaceAll(m.env.Text, "\r\n", "\n") }

// words returns the mail's text with every run of blanks one space, to
// find sentences that wrapping may have cut.
func (m sentMail) words() string { return strings.Join(strings.Fields(m.env.Text), " ") }
