package mailhost

import (
	"bytes"
	"fmt"
	"net/mail"
	"os"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jhillyerd/enmime/v2"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem/compose"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// TestMailWorld is issue 21's acceptance test: it plays a whole game of
// each of the four games by mail (with PBEM_TEST_FULL=1; a game of
// Leonardo by default and with -short, worldSpecsOfDepth), three players
// replying as mail clients do (moves, "!say", "!undo" accepted and refused, "!status", "!hint",
// a reminder, a deadline notice, a "!resign" in Palazzo; world_test.go),
// and then checks every mail the host sent, each check its own subtest:
//
//	go test ./pbem -run 'TestMailWorld/palazzo/tokens'
//
// play: the game went through (no inbox error, everything was done);
// tokens: no mail to a player carries another player's reply token;
// forged: Ann cannot move as Bob with anything she received;
// ids: no two different mails share a Message-ID;
// threads: every id a mail to P names is one P received or sent, and all
// of P's mails of the game share one root;
// rfc: every mail is a valid RFC 5322 message, for Go and for Python's
// strict parser (world_rfc_test.go);
// spam: SpamAssassin scores every kind of mail under 1.0
// (world_spam_test.go).
func TestMailWorld(t *testing.T) {
	for _, spec := range worldSpecsOfDepth() {
		t.Run(spec.game, func(t *testing.T) {
			start := time.Now()
			w := newWorld(t, spec)
			w.play()
			t.Logf("%s: played in %v: %d decisions, %d mails sent by the host, %d by the players",
				spec.game, time.Since(start).Round(time.Millisecond), len(w.replay().Plies), len(w.mails), len(w.sent))
			t.Run("play", w.checkPlay)
			t.Run("tokens", w.checkTokens)
			t.Run("forged", w.checkForged)
			t.Run("ids", w.checkIDs)
			t.Run("threads", w.checkThreads)
			t.Run("rfc", w.checkRFC)
			t.Run("spam", w.checkSpam)
		})
	}
}

// checked returns the mails the tokens check looks at: all but the
// answers to the replies the test forged as Bob with Ann's identifiers
// (world.forgeAsBob): what the host echoes of them to Bob's address is
// what Ann gave away, not a leak of the host's. The other checks look at
// every mail.
func (w *world) checked() []*worldMail {
	var mails []*worldMail
	for _, m := range w.mails {
		if !m.forged {
			mails = append(mails, m)
		}
	}
	return mails
}

// checkPlay fails on what went wrong while playing, and when the game
// did not do everything the test means it to.
func (w *world) checkPlay(t *testing.T) {
	for _, p := range w.problems {
		t.Error(p)
	}
	want := []string{"!say", "!status", "!hint", "!undo", "!accept", "!refuse", "reminder", "deadline", "forged"}
	if w.spec.resign != "" {
		want = append(want, "!resign")
	}
	for _, e := range want {
		if w.events[e] == 0 {
			t.Errorf("%s: the game ended before %s was done", w.spec.game, e)
		}
	}
	if !w.replay().Over() {
		t.Errorf("%s: the game is not over", w.spec.game)
	}
}

// worldTokens returns the reply token of each player of w's game.
func (w *world) worldTokens(t *testing.T) map[string]string {
	f, err := testkit.RealGames.Load(w.path)
	require.NoError(t, err)
	tokens, err := GameTokens(f)
	require.NoError(t, err)
	out := map[string]string{}
	for _, p := range worldPlayers {
		out[p] = tokens.Of(p)
		require.True(t, validToken(out[p]), "%s has a token", p)
	}
	return out
}

// checkTokens: no mail to P carries another player's token, in any form
// a reader could see it: the raw bytes, the decoded headers, the text and
// HTML, every part decoded (base64 and quoted-printable), in any case.
func (w *world) checkTokens(t *testing.T) {
	tokens := w.worldTokens(t)
	rep := newReporter(t)
	defer rep.done()
	for _, m := range w.checked() {
		forms := m.readable()
		for place, text := range forms {
			forms[place] = strings.ToLower(text) // tokens are lower case
		}
		for _, p := range worldPlayers {
			if p == m.to {
				continue
			}
			var where []string
			for place, text := range forms {
				if strings.Contains(text, tokens[p]) {
					where = append(where, place)
				}
			}
			if len(where) > 0 {
				slices.Sort(where)
				rep.errorf("%s carries %s's token %s in %s: %s", m, p, tokens[p], strings.Join(where, ", "),
					around(forms["the raw message"], tokens[p]))
			}
		}
	}
}

// reporter reports the first failures of a check one by one, and how
// many more there were, so that a broken check stays readable.
type reporter struct {
	t     *testing.T
	n     int
	shown int
}

func newReporter(t *testing.T) *reporter { return &reporter{t: t, shown: 25} }

func (r *reporter) errorf(format string, args ...any) {
	r.t.Helper()
	r.n++
	if r.n <= r.shown {
		r.t.Errorf(format, args...)
	}
}

// done reports how many failures were not shown.
func (r *reporter) done() {
	r.t.Helper()
	if r.n > r.shown {
		r.t.Errorf("… and %d more failures of this check (%d in all)", r.n-r.shown, r.n)
	}
}

// readable returns every form of m a reader (or their client) sees, by
// where it is.
func (m *worldMail) readable() map[string]string {
	forms := map[string]string{"the raw message": string(m.raw), "the text": m.env.Text, "the HTML": m.env.HTML}
	for _, k := range m.env.GetHeaderKeys() {
		forms["the header "+k] = strings.Join(m.env.GetHeaderValues(k), "\n")
	}
	i := 0
	var walk func(p *enmime.Part)
	walk = func(p *enmime.Part) {
		for ; p != nil; p = p.NextSibling {
			i++
			forms[fmt.Sprintf("part %d (%s %s)", i, p.ContentType, p.FileName)] = string(p.Content)
			walk(p.FirstChild)
		}
	}
	walk(m.env.Root)
	return forms
}

// around returns the text around the first case-insensitive match of s.
func around(text, s string) string {
	i := strings.Index(strings.ToLower(text), strings.ToLower(s))
	lo, hi := max(0, i-60), min(len(text), i+len(s)+20)
	return fmt.Sprintf("%q", text[lo:hi])
}

// checkIDs: two mails share a Message-ID only if they are the same mail.
func (w *world) checkIDs(t *testing.T) {
	rep := newReporter(t)
	defer rep.done()
	seen := map[string]*worldMail{}
	for _, m := range w.mails {
		id := m.header("Message-ID")
		if id == "" {
			rep.errorf("%s has no Message-ID", m)
			continue
		}
		first, ok := seen[id]
		if !ok {
			seen[id] = m
			continue
		}
		if (first.forged || m.forged) && w.forgedApplied() {
			continue // the test restored the game file: the host saw the decision twice
		}
		if first.content() != m.content() {
			rep.errorf("%s has the Message-ID %s of %s, a different mail (subject %q)", m, id, first, first.subject)
		}
	}
}

// content is what tells two mails apart for a reader.
func (m *worldMail) content() string {
	return m.to + "\x00" + m.subject + "\x00" + m.env.Text + "\x00" + m.env.HTML
}

var worldIDRE = regexp.MustCompile(`<[^<>\s]+>`)

// msgIDs returns the ids a threading header lists.
func worldMsgIDs(header string) []string { return worldIDRE.FindAllString(header, -1) }

// checkThreads: every id in the In-Reply-To or References of a mail to P
// is one P received before or sent, and all of P's mails of the game
// form one thread, rooted at the first mail P got.
func (w *world) checkThreads(t *testing.T) {
	rep := newReporter(t)
	defer rep.done()
	for _, p := range worldPlayers {
		known := map[string]bool{} // ids of the mails P received so far
		root := ""
		for _, m := range w.mails {
			if m.to != p {
				continue
			}
			if m.forged { // received, but answers a mail P never sent
				known[m.header("Message-ID")] = true
				continue
			}
			sent := w.sentBy(p, m.seq)
			refs := slices.Concat(worldMsgIDs(m.header("In-Reply-To")), worldMsgIDs(m.header("References")))
			slices.Sort(refs)
			for _, id := range slices.Compact(refs) {
				if !known[id] && !sent[id] {
					rep.errorf("%s names %s, a mail %s never received nor sent", m, id, p)
				}
			}
			id := m.header("Message-ID")
			if root == "" {
				root = id
			}
			if r := threadRoot(m); r != root {
				rep.errorf("%s starts another thread for %s: its root is %s, not %s, the first mail %s got", m, p, r, root, p)
			}
			known[id] = true
		}
	}
}

// sentBy returns the ids of the mails the player named name sent before
// the host's mail number seq.
func (w *world) sentBy(name string, seq int) map[string]bool {
	ids := map[string]bool{}
	for _, s := range w.sent {
		if s.from == name && s.seq < seq {
			ids[s.id] = true
		}
	}
	return ids
}

// threadRoot returns the first mail of m's thread, as a mail client finds
// it: the first of its References, else its In-Reply-To, else itself.
func threadRoot(m *worldMail) string {
	if refs := worldMsgIDs(m.header("References")); len(refs) > 0 {
		return refs[0]
	}
	if ids := worldMsgIDs(m.header("In-Reply-To")); len(ids) > 0 {
		return ids[0]
	}
	return m.header("Message-ID")
}

// forgery is one mail Ann forged as Bob, and whether the host applied it.
type forgery struct {
	with    string // the string of Ann's mails it used
	applied bool
	outcome string
}

var (
	tokenLikeRE = regexp.MustCompile(`\b[a-z2-7]{12}\b`)
	// forgedIDRE finds Message-ID-like strings: <local@domain> of the
	// characters RFC 5322 allows there (atext and dots), so that bytes of
	// a picture do not make mails of binary headers.
	forgedIDRE = regexp.MustCompile("<[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+@[A-Za-z0-9!#$%&'*+/=?^_`{|}~.-]+>")
)

// forgeAsBob has Ann try, while Bob is to act, to move as Bob with every
// Message-ID-like and token-like string of the mails she received: each
// is put in the In-Reply-To and References (and a token in the reply
// address) of a mail From Bob's address carrying a legal move of Bob's.
// None may be applied; one that is is noted and taken back by restoring
// the game file, so the game goes on as if it had failed. What the host
// sends meanwhile is marked forged: the tokens check leaves it out, the
// threads check counts it only as received.
func (w *world) forgeAsBob() {
	w.t.Helper()
	r := w.replay()
	bob, err := r.File.SeatOf("Bob")
	require.NoError(w.t, err)
	move := r.LegalTexts(bob)[0]
	id, ply := r.File.Header.ID, r.NextPly()
	before := testkit.ReadFile(w.t, w.path)
	w.forging = true
	defer func() { w.forging = false }()
	for _, s := range forgerySample(w.forgeable("Ann"), w.tokenOf("Ann"), worldForgeries()) {
		refs, to := s, worldHost.Email
		if !strings.HasPrefix(s, "<") { // a token: the host's own forms
			refs = fmt.Sprintf("<%s.%d.bob.%s@%s>", compose.IdPart(id), ply, s, compose.MailDomain)
			to = fmt.Sprintf("host+%s.%s@example.org", compose.IdPart(id), s)
		}
		raw := w.writeMail("Bob", fmt.Sprintf("<forged-%d@evil.example>", len(w.forgeries)+1), worldEmail("Bob"), to,
			"Re: [pbem "+id+"] your move", refs, refs, move, "")
		res := w.receive(raw)
		f := forgery{with: s, outcome: res.Outcome, applied: testkit.ReadFile(w.t, w.path) != before}
		w.forgeries = append(w.forgeries, f)
		if f.applied {
			require.NoError(w.t, os.WriteFile(w.path, []byte(before), 0o644))
		}
	}
}

// forgeable returns the distinct Message-ID-like and token-like strings
// of every form of the mails the player named name received.
func (w *world) forgeable(name string) []string {
	seen := map[string]bool{}
	var out []string
	for _, m := range w.inboxOf(name) {
		for _, text := range m.readable() {
			for _, s := range slices.Concat(forgedIDRE.FindAllString(text, -1), tokenLikeRE.FindAllString(text, -1)) {
				if !seen[s] {
					seen[s] = true
					out = append(out, s)
				}
			}
		}
	}
	slices.Sort(out)
	return out
}

// forgerySample returns at most n of the strings of forgeable, sorted:
// the token own (Ann's reply token, the likeliest key to another seat)
// always, then the others spread evenly over the list, so that both
// Message-IDs and token-like words are tried.
func forgerySample(forgeable []string, own string, n int) []string {
	if len(forgeable) <= n {
		return forgeable
	}
	var out []string
	others := slices.DeleteFunc(slices.Clone(forgeable), func(s string) bool { return s == own })
	if len(others) < len(forgeable) {
		out = append(out, own)
	}
	for i, k := 0, n-len(out); i < k; i++ {
		out = append(out, others[i*len(others)/k])
	}
	slices.Sort(out)
	return out
}

// tokenOf returns the reply token of the player named name.
func (w *world) tokenOf(name string) string {
	w.t.Helper()
	return w.worldTokens(w.t)[name]
}

// forgedApplied reports whether the host applied a forged reply.
func (w *world) forgedApplied() bool {
	return slices.ContainsFunc(w.forgeries, func(f forgery) bool { return f.applied })
}

// checkForged: none of Ann's forged moves as Bob was applied.
func (w *world) checkForged(t *testing.T) {
	if len(w.forgeries) == 0 {
		t.Fatalf("%s: Ann forged no reply as Bob (the game ended first?)", w.spec.game)
	}
	tokens := w.worldTokens(t)
	t.Logf("%s: Ann forged %d replies as Bob", w.spec.game, len(w.forgeries))
	for _, f := range w.forgeries {
		if f.applied {
			t.Errorf("%s: Ann moved as Bob with %q from her mails (outcome %s; Bob's token %s)", w.spec.game, f.with, f.outcome, tokens["Bob"])
		}
	}
}

// checkHeaderBytes checks raw for what RFC 5322 forbids and Go's parser
// lets pass: bare CR or LF, lines over 998 characters, 8-bit bytes in
// the header section.
func checkHeaderBytes(raw []byte) []string {
	var errs []string
	if i := bytes.IndexByte(raw, '\n'); i >= 0 && (i == 0 || raw[i-1] != '\r') {
		errs = append(errs, "lines end in a bare LF, not CRLF")
	}
	crlf := bytes.Contains(raw, []byte("\r\n"))
	for i, b := range raw {
		if b == '\n' && (i == 0 || raw[i-1] != '\r') && crlf {
			errs = append(errs, fmt.Sprintf("a bare LF at byte %d among CRLF lines", i))
			break
		}
		if b == '\r' && (i+1 == len(raw) || raw[i+1] != '\n') {
			errs = append(errs, fmt.Sprintf("a bare CR at byte %d", i))
			break
		}
	}
	for i, line := range bytes.Split(raw, []byte("\n")) {
		if n := len(bytes.TrimSuffix(line, []byte("\r"))); n > 998 {
			errs = append(errs, fmt.Sprintf("line %d has %d characters (at most 998)", i+1, n))
		}
	}
	head, _, _ := bytes.Cut(raw, []byte("\r\n\r\n"))
	for i, b := range head {
		if b >= 0x80 {
			errs = append(errs, fmt.Sprintf("an 8-bit byte in the header at byte %d", i))
			break
		}
	}
	return errs
}

// onceFields may appear at most once in a message (RFC 5322 3.6).
var onceFields = []string{"Date", "From", "Sender", "Reply-To", "To", "Cc", "Bcc", "Message-ID", "In-Reply-To", "References", "Subject"}

// addressFields hold address lists.
var addressFields = []string{"From", "Sender", "Reply-To", "To", "Cc", "Bcc"}

var strictMsgIDRE = regexp.MustCompile(`^<[!#-'*+\-/-9=?A-Z^-~]+(\.[!#-'*+\-/-9=?A-Z^-~]+)*@[!#-'*+\-/-9=?A-Z^-~]+(\.[!#-'*+\-/-9=?A-Z^-~]+)*>$`)

// goRFCErrors returns what is wrong with raw as an RFC 5322 message, for
// Go's net/mail and the checks above.
func goRFCErrors(raw []byte) []string {
	errs := checkHeaderBytes(raw)
	msg, err := mail.ReadMessage(bytes.NewReader(raw))
	if err != nil {
		return append(errs, "net/mail: "+err.Error())
	}
	for _, k := range onceFields {
		if n := len(msg.Header[k]); n > 1 {
			errs = append(errs, fmt.Sprintf("%d %s fields (at most one)", n, k))
		}
	}
	for _, k := range []string{"From", "Date"} {
		if len(msg.Header[k]) == 0 {
			errs = append(errs, "no "+k+" field")
		}
	}
	for _, k := range addressFields {
		if v := msg.Header.Get(k); v != "" {
			if _, err := mail.ParseAddressList(v); err != nil {
				errs = append(errs, fmt.Sprintf("%s %q: %v", k, v, err))
			}
		}
	}
	if _, err := msg.Header.Date(); err != nil {
		errs = append(errs, fmt.Sprintf("Date %q: %v", msg.Header.Get("Date"), err))
	}
	if id := msg.Header.Get("Message-ID"); !strictMsgIDRE.MatchString(id) {
		errs = append(errs, fmt.Sprintf("Message-ID %q is not <left@right>", id))
	}
	for _, k := range []string{"In-Reply-To", "References"} {
		for _, id := range strings.Fields(msg.Header.Get(k)) {
			if !strictMsgIDRE.MatchString(id) {
				errs = append(errs, fmt.Sprintf("%s names %q, not <left@right>", k, id))
			}
		}
	}
	return errs
}
