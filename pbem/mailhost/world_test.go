package mailhost

import (
	"bytes"
	"cmp"
	"encoding/base64"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strings"
	"testing"
	"time"

	"github.com/jhillyerd/enmime/v2"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// This file holds the mail world of issue 21's acceptance test
// (TestMailWorld, world_checks_test.go): a host with one game of any of
// the four games, three players each simulated as a mail client that
// reads what it received and replies to its latest turn mail as a Reply
// button would, and the log of every mail the host sent, with whom it
// went to and what kind of mail it is.

// worldPlayers are the three players of every world game.
var worldPlayers = []string{"Ann", "Bob", "Cat"}

// worldHost is the host of the world: its address is where replies go.
var worldHost = pbem.MailPlayer{Name: "Game host", Email: "host@example.org"}

// worldEmail returns the address of the player named name.
func worldEmail(name string) string { return strings.ToLower(name) + "@example.org" }

// worldSpec says which game a world plays and what happens during it.
type worldSpec struct {
	game     string
	settings map[string]string // short options, to keep the test fast
	resign   string            // the player who resigns mid-game, if any
}

// worldSpecs are the four games of TestMailWorld. Leonardo plays two
// rounds instead of 25; Cat resigns in Palazzo, whose rules let the two
// others play on.
var worldSpecs = []worldSpec{
	{game: "palazzo", resign: "Cat"},
	{game: "patrician"},
	{game: "princes"},
	{game: "leonardo", settings: map[string]string{"rounds": "2"}},
}

// worldSpecsOfDepth returns the games TestMailWorld plays at this run's
// depth: the four of worldSpecs with PBEM_TEST_FULL=1; otherwise Leonardo
// alone, the shortest (two rounds, about 50 decisions and 115 mails,
// a fifth of the four games' cost), with Cat resigning as in Palazzo so
// that every event of the play check still happens. The checks are the
// same at every depth; by default and with -short they read fewer mails.
func worldSpecsOfDepth() []worldSpec {
	leonardo := worldSpecs[3]
	leonardo.resign = "Cat"
	return enginetest.ByDepth([]worldSpec{leonardo}, []worldSpec{leonardo}, worldSpecs)
}

// worldForgeries is how many of the strings Ann received the test forges
// a reply as Bob with (forgeAsBob): all of them with PBEM_TEST_FULL=1
// (about 30 a game), a sample of them otherwise. Every reply token is
// forged at every depth.
func worldForgeries() int { return enginetest.ByDepth(6, 12, 1<<30) }

// worldMail is one mail the host sent, as its reader's client sees it.
type worldMail struct {
	seq     int    // the order in which the host sent it, from 1
	game    string // the game's name (palazzo, …)
	to      string // the name of the player it went to ("" for no player)
	kind    string // its subject without the game, names and numbers
	subject string
	raw     []byte
	env     *enmime.Envelope
	forged  bool // sent while the test forged replies: left out of the checks
}

func (m *worldMail) header(name string) string { return m.env.GetHeader(name) }

// String names the mail in failure messages.
func (m *worldMail) String() string {
	return fmt.Sprintf("mail #%d of %s (kind %q) to %s, subject %q", m.seq, m.game, m.kind, cmp.Or(m.to, "nobody"), m.subject)
}

// worldSent is a mail a player sent the host.
type worldSent struct {
	from string // the player's name
	id   string // its Message-ID
	body string // what the player wrote above the quote
	raw  []byte
	seq  int // the number of host mails sent before it
}

// world is one game played by mail between the players of worldPlayers.
type world struct {
	t     *testing.T
	spec  worldSpec
	dir   string
	games string // the games folder
	path  string // the game file
	out   string // the host's Maildir outbox
	host  *Host
	inbox *Inbox
	now   time.Time    // the host's clock, moved by the test
	rng   *rand.Rand   // picks the players' moves
	mails []*worldMail // every mail the host sent, in order
	sent  []worldSent  // every mail the players sent, in order
	last  worldSent    // the last mail written, forged or not
	// forging is set while the test forges replies (world_checks_test.go),
	// and forgeries are what came of them.
	forging   bool
	forgeries []forgery
	// problems are what went wrong while playing (the "play" check).
	problems []string
	// tried notes what the test did; events counts what of it the host
	// did (an applied command, a reminder sent), for the "play" check.
	tried  map[string]bool
	events map[string]int
}

// newWorld creates the game of spec between the world's players, with
// hints allowed and a deadline of 72 hours, and sends the first turn
// mails.
func newWorld(t *testing.T, spec worldSpec) *world {
	t.Helper()
	dir := t.TempDir()
	w := &world{t: t, spec: spec, dir: dir, games: filepath.Join(dir, "games"), out: filepath.Join(dir, "outbox"),
		now: testkit.TestNow, rng: rand.New(rand.NewPCG(21, uint64(len(spec.game)))), tried: map[string]bool{}, events: map[string]int{}}
	require.NoError(t, os.Mkdir(w.games, 0o755))
	w.path = filepath.Join(w.games, spec.game+".pbem")
	emails := map[string]string{}
	for _, p := range worldPlayers {
		emails[p] = worldEmail(p)
	}
	_, err := testkit.RealGames.Create(pbem.NewGame{Game: spec.game, Players: worldPlayers, Seed: testkit.TestSeed, Now: testkit.TestNow,
		Out: w.path, Emails: emails, Hints: true, Deadline: "72h", Settings: spec.settings})
	require.NoError(t, err)
	w.host = &Host{Games: testkit.RealGames, From: worldHost, Plus: true, Outbox: MaildirOutbox{Dir: w.out},
		Now: func() time.Time { return w.now }}
	w.inbox = &Inbox{Host: w.host, GamesDir: w.games, Archive: Archive{Dir: filepath.Join(w.games, "archive")}}
	_, err = w.host.Send(w.path, "")
	require.NoError(t, err)
	w.collect()
	return w
}

// collect moves the mails of the outbox into the world's log.
func (w *world) collect() []*worldMail {
	w.t.Helper()
	var got []*worldMail
	for _, m := range takeMaildir(w.t, w.out) {
		wm := &worldMail{seq: len(w.mails) + 1, game: w.spec.game, raw: m.raw, env: m.env,
			subject: m.header("Subject"), forged: w.forging}
		wm.to = w.nameOf(addressOf(m.header("To")))
		wm.kind = mailKind(wm.subject)
		w.mails = append(w.mails, wm)
		got = append(got, wm)
	}
	return got
}

// nameOf returns the player whose address is addr, or "".
func (w *world) nameOf(addr string) string {
	for _, p := range worldPlayers {
		if strings.EqualFold(addr, worldEmail(p)) {
			return p
		}
	}
	return ""
}

var (
	kindPrefixRE = regexp.MustCompile(`^\[pbem [^\]]*\]\s*`)
	kindPlyRE    = regexp.MustCompile(`\d+`)
)

// mailKind returns what a subject says, without the game, the players'
// names and the numbers: "your move (ply N)", "P says", …
func mailKind(subject string) string {
	s := kindPrefixRE.ReplaceAllString(subject, "")
	if _, rest, ok := strings.Cut(s, " — "); ok {
		s = rest
	}
	for _, p := range worldPlayers {
		s = strings.ReplaceAll(s, p, "P")
	}
	return kindPlyRE.ReplaceAllString(s, "N")
}

// inboxOf returns the mails the player named name received so far.
func (w *world) inboxOf(name string) []*worldMail {
	var got []*worldMail
	for _, m := range w.mails {
		if m.to == name && !m.forged {
			got = append(got, m)
		}
	}
	return got
}

// latestTurn returns the mail the player named name answers with a move:
// the latest turn mail (or reminder) they received, else the latest mail
// that takes an answer at all.
func (w *world) latestTurn(name string) *worldMail {
	w.t.Helper()
	got := w.inboxOf(name)
	for i := len(got) - 1; i >= 0; i-- {
		if strings.Contains(got[i].kind, "your move") {
			return got[i]
		}
	}
	for i := len(got) - 1; i >= 0; i-- {
		if strings.Contains(got[i].header("Reply-To"), "+") {
			return got[i]
		}
	}
	w.t.Fatalf("%s: %s received no mail to reply to", w.spec.game, name)
	return nil
}

// reply writes the player's answer to m with body above the quoted mail,
// as a mail client's Reply button does: To is m's Reply-To, In-Reply-To
// m's Message-ID, References m's References and Message-ID.
func (w *world) reply(m *worldMail, body string) []byte {
	w.t.Helper()
	from := worldEmail(m.to)
	id := fmt.Sprintf("<world-%d.%s@client.example>", len(w.sent)+1, strings.ToLower(m.to))
	refs := strings.TrimSpace(m.header("References") + " " + m.header("Message-ID"))
	to := cmp.Or(m.header("Reply-To"), m.header("From"))
	return w.writeMail(m.to, id, from, to, "Re: "+m.subject, m.header("Message-ID"), refs, body, m.env.Text)
}

// writeMail writes a player's plain-text mail, quoting quote under an
// attribution line, and notes it as sent by the player named name.
func (w *world) writeMail(name, id, from, to, subject, inReplyTo, refs, body, quote string) []byte {
	var b bytes.Buffer
	fmt.Fprintf(&b, "From: %s <%s>\r\nTo: %s\r\nSubject: %s\r\n", name, from, to, mimeWordIfNeeded(subject))
	fmt.Fprintf(&b, "Date: %s\r\nMessage-ID: %s\r\nMIME-Version: 1.0\r\n", w.now.Format(time.RFC1123Z), id)
	if inReplyTo != "" {
		fmt.Fprintf(&b, "In-Reply-To: %s\r\n", inReplyTo)
	}
	if refs != "" {
		fmt.Fprintf(&b, "References: %s\r\n", refs)
	}
	b.WriteString("Content-Type: text/plain; charset=utf-8\r\nContent-Transfer-Encoding: 8bit\r\n\r\n")
	quoted := "> " + strings.ReplaceAll(strings.TrimRight(strings.ReplaceAll(quote, "\r\n", "\n"), "\n"), "\n", "\n> ")
	fmt.Fprintf(&b, "%s\r\n\r\nOn %s, %s wrote:\r\n%s\r\n", body, w.now.Format("Mon, Jan 2, 2006 at 15:04"),
		worldHost.Name, strings.ReplaceAll(quoted, "\n", "\r\n"))
	raw := b.Bytes()
	w.last = worldSent{from: name, id: id, body: body, raw: raw, seq: len(w.mails)}
	if !w.forging {
		w.sent = append(w.sent, w.last)
	}
	return raw
}

// mimeWordIfNeeded encodes a subject with non-ASCII letters (the game
// subjects carry a dash) as an RFC 2047 word, as mail clients do.
func mimeWordIfNeeded(s string) string {
	for _, r := range s {
		if r > 126 {
			return mimeB(s)
		}
	}
	return s
}

// mimeB is s as one RFC 2047 "B" encoded word.
func mimeB(s string) string {
	return "=?utf-8?b?" + base64.StdEncoding.EncodeToString([]byte(s)) + "?="
}

// receive hands raw to the inbox as the mail server would, runs it, and
// collects what the host sent. A run that fails is noted as a problem of
// the game (the "play" check) and its result has the outcome "error".
func (w *world) receive(raw []byte) InboxResult {
	w.t.Helper()
	w.now = w.now.Add(time.Minute)
	_, err := w.inbox.Store(raw)
	require.NoError(w.t, err)
	results, err := w.inbox.Process()
	w.collect()
	if err != nil {
		w.problem("the inbox failed on %s's mail %q: %v", w.last.from, w.last.body, err)
		return InboxResult{Outcome: OutcomeError, Note: err.Error()}
	}
	if len(results) != 1 {
		w.problem("the inbox processed %d messages for one mail: %v", len(results), results)
	}
	if len(results) == 0 {
		return InboxResult{Outcome: "none"}
	}
	return results[len(results)-1]
}

// problem notes something that went wrong while playing, for the "play"
// check to report; the game goes on if it can.
func (w *world) problem(format string, args ...any) {
	w.problems = append(w.problems, fmt.Sprintf("%s, decision %d: ", w.spec.game, len(w.replay().Plies)+1)+fmt.Sprintf(format, args...))
}

// send makes the player named name answer their latest turn mail with
// body, and notes a problem if the outcome is not want ("" for any).
func (w *world) send(name, body, want string) InboxResult {
	w.t.Helper()
	res := w.receive(w.reply(w.latestTurn(name), body))
	if want != "" && res.Outcome != want {
		w.problem("%s sent %q: outcome %s, want %s: %s", name, body, res.Outcome, want, res.String())
	}
	verb := strings.Fields(body)[0]
	w.tried[verb] = true
	if res.Outcome == OutcomeApplied {
		w.events[verb]++
	}
	return res
}

// replay returns the game as it stands.
func (w *world) replay() *pbem.Replay {
	w.t.Helper()
	return replayNow(w.t, testkit.RealGames, w.path)
}

// toAct returns the first player to act who has not resigned, or "" when
// the game is over.
func (w *world) toAct(r *pbem.Replay) string {
	if r.Over() {
		return ""
	}
	for _, name := range r.ToAct() {
		s, err := r.File.SeatOf(name)
		require.NoError(w.t, err)
		if !r.Resigned(s) {
			return name
		}
	}
	return ""
}

// maxDecisions bounds a world game, so a game that never ends fails
// instead of running forever.
const maxDecisions = 1500

// play plays the game to its end by mail: every player sends a "!say"
// on their first turn, Bob asks "!status" and Cat "!hint"; an undo is
// proposed and accepted, a later one refused; the clock passes half the
// deadline once (a reminder) and the whole of it once (a deadline
// notice); the spec's player resigns. Every decision is a seeded random
// pick of the legal moves, each sent in its own reply.
func (w *world) play() {
	w.t.Helper()
	said := map[string]bool{}
	for moves := 0; ; moves++ {
		if moves == maxDecisions {
			w.problem("the game does not end after %d decisions by mail", moves)
			return
		}
		r := w.replay()
		p := w.toAct(r)
		if p == "" {
			return
		}
		n := len(r.Plies)
		switch {
		case !said[p]:
			said[p] = true
			w.send(p, "!say Hello from "+p+", good luck to all of you", OutcomeApplied)
		case p == "Bob" && !w.tried["!status"]:
			w.send(p, "!status", OutcomeApplied)
		case p == "Cat" && !w.tried["!hint"]:
			w.send(p, "!hint", "")
		case n >= 6 && !w.tried["reminder"]:
			w.remindAfter("reminder", 37*time.Hour)
		case n >= 10 && !w.tried["!accept"] && w.undo(r, "!accept"):
		case n >= 16 && !w.tried["deadline"]:
			w.remindAfter("deadline", 73*time.Hour)
		case n >= 20 && !w.tried["!refuse"] && w.undo(r, "!refuse"):
		case n >= 24 && w.spec.resign != "" && !w.tried["!resign"] && p != w.spec.resign:
			w.send(w.spec.resign, "!resign", OutcomeApplied)
		case n >= 26 && p == "Bob" && !w.tried["forged"]:
			w.tried["forged"] = true
			w.forgeAsBob()
			w.events["forged"]++
		}
		r = w.replay()
		if p = w.toAct(r); p == "" {
			return
		}
		s, err := r.File.SeatOf(p)
		require.NoError(w.t, err)
		legal := r.LegalTexts(s)
		require.NotEmpty(w.t, legal, "%s: %s to act has no legal move", w.spec.game, p)
		move := legal[w.rng.IntN(len(legal))]
		res := w.receive(w.reply(w.latestTurn(p), move))
		if res.Outcome == OutcomeStale { // answer the newer mail the host sent
			res = w.receive(w.reply(w.latestTurn(p), move))
		}
		if res.Outcome != OutcomeApplied { // the game cannot go on: check the mails so far
			w.problem("%s's move %q was not applied: %s", p, move, res.String())
			return
		}
	}
}

// remindAfter moves the clock by d and runs remind, as cron would; the
// event is done if remind sent something.
func (w *world) remindAfter(event string, d time.Duration) {
	w.t.Helper()
	w.tried[event] = true
	w.now = w.now.Add(d)
	sent, failed := w.host.Remind([]string{w.path})
	for _, err := range failed {
		w.problem("remind failed: %v", err)
	}
	if len(sent) > 0 && len(w.collect()) > 0 {
		w.events[event]++
	}
}

// undo has the player of the latest decision made by someone other than
// the last decider propose to take back from it, so the last decider
// must consent, and every player asked answers answer. It reports false
// when the record offers no such undo yet.
func (w *world) undo(r *pbem.Replay, answer string) bool {
	w.t.Helper()
	if len(r.Plies) < 2 {
		return false
	}
	last := r.Plies[len(r.Plies)-1].Name
	i := len(r.Plies) - 2
	for i >= 0 && (r.Plies[i].Name == last || r.Plies[i].Comment == pbem.ResignedComment) {
		i--
	}
	if i < 0 || slices.Contains(w.resigned(r), r.Plies[i].Name) {
		return false
	}
	by := r.Plies[i].Name
	w.tried[answer] = true
	res := w.send(by, fmt.Sprintf("!undo %d", r.Plies[i].N), OutcomeApplied)
	if res.Note != "undo: waiting" {
		return true
	}
	for _, m := range slices.Clone(w.mails) {
		if w.replay().Meta.Undo == nil {
			break // a refusal ends it
		}
		if m.to != "" && m.to != by && strings.Contains(m.kind, "undo needs your consent") && !w.answered(m) {
			w.tried[answer] = true
			res := w.receive(w.reply(m, answer))
			if res.Outcome == OutcomeApplied {
				w.events[answer]++
			} else if answer != "!refuse" {
				// The game waits for the undo: refuse it to go on.
				w.receive(w.reply(m, "!refuse"))
			}
		}
	}
	if w.replay().Meta.Undo != nil {
		w.problem("the undo %s proposed still waits after every answer", by)
	}
	return true
}

// answered reports whether a player replied to m already.
func (w *world) answered(m *worldMail) bool {
	id := m.header("Message-ID")
	for _, s := range w.sent {
		if bytes.Contains(s.raw, []byte("In-Reply-To: "+id)) {
			return true
		}
	}
	return false
}

// resigned returns the names of the players who resigned.
func (w *world) resigned(r *pbem.Replay) []string {
	var names []string
	for _, s := range r.Meta.Resigned {
		names = append(names, r.File.Name(s))
	}
	return names
}
