package mailhost

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/games"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

const kibAddr = "kib@example.org"

// observed makes kib an observer of w's game, and the game observable
// by mail when open.
func observed(t *testing.T, w *mailWorld, open bool) {
	t.Helper()
	_, err := w.host.Games.Observe(w.path, pbem.ObserveRequest{Address: kibAddr})
	require.NoError(t, err)
	if open {
		src := strings.Replace(testkit.ReadFile(t, w.path), "\n[[players]]", "observable = true\n\n[[players]]", 1)
		require.NoError(t, os.WriteFile(w.path, []byte(src), 0o644))
	}
}

// publicOnly checks that the observer mail m is made of the post of the
// game at path as the Observer sees it, the observer templates' fixed
// words, and nothing else: no token, no reply address with one.
func publicOnly(t *testing.T, w *mailWorld, m sentMail) {
	t.Helper()
	f, err := w.host.Games.Load(w.path)
	require.NoError(t, err)
	tokens, err := GameTokens(f)
	require.NoError(t, err)
	for _, p := range f.Header.Players {
		assert.NotContains(t, string(m.raw), tokens.Of(p.Name), "no player's token reaches an observer")
	}
	assert.Equal(t, "\"Palazzo host\" <host@example.org>", m.header("Reply-To"), "the host's bare address")
	assert.Contains(t, m.header("Message-ID"), ".observer-")
}

// TestObserverGetsThePublicStory: an observer is mailed the post of the
// game as turns go by, once per turn (a rerun of send mails nothing
// again), in their own thread, and the result at the end.
func TestObserverGetsThePublicStory(t *testing.T) {
	w := newMailWorld(t)
	observed(t, w, false)
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	mails := w.sent()
	require.Len(t, to(mails, kibAddr), 1)
	first := to(mails, kibAddr)[0]
	publicOnly(t, w, first)
	assert.Contains(t, first.words(), "You observe this game")
	assert.Contains(t, first.words(), "Replies to this mail are not read as moves")
	assert.Contains(t, first.words(), `a line "!unobserve"`, "an observer may always leave")

	_, err = w.host.Send(w.path, "")
	require.NoError(t, err)
	assert.Empty(t, to(w.sent(), kibAddr), "the same turn is not told twice")

	turn := to(mails, annAddr)[0]
	w.receive(w.reply(turn, w.legal("Ann")[0], replyOptions{}))
	mails = w.sent()
	require.Len(t, to(mails, kibAddr), 1)
	second := to(mails, kibAddr)[0]
	publicOnly(t, w, second)
	assert.Equal(t, first.header("Message-ID"), second.header("In-Reply-To"), "one thread per observer")
	assert.NotEqual(t, first.header("Message-ID"), second.header("Message-ID"))
	assert.Contains(t, second.words(), "Ann")

	// The end: the result.
	_, err = w.host.Games.Resign(w.path, pbem.SeatRequest{As: "Bob"})
	require.NoError(t, err)
	_, err = w.host.Send(w.path, "")
	require.NoError(t, err)
	mails = to(w.sent(), kibAddr)
	require.Len(t, mails, 1)
	assert.Contains(t, mails[0].header("Subject"), "the game is over")
	assert.Contains(t, mails[0].words(), "Ann wins")
}

// TestObserverMailIsThePost: over every game, the observer mail is the
// intro, what `pbem post` shows (plain, from the turn after the last
// mail), and the footer: nothing a non-player could not see in a post.
func TestObserverMailIsThePost(t *testing.T) {
	for _, g := range games.All {
		t.Run(g.Info().ID, func(t *testing.T) {
			info := g.Info()
			names := []string{"Ann", "Bob", "Cid", "Dan", "Eve", "Fay"}[:max(info.MinPlayers, 2)]
			path := filepath.Join(t.TempDir(), "g.pbem")
			c := testkit.RealGames
			_, err := c.Create(pbem.NewGame{Game: info.ID, Players: names, Seed: testkit.TestSeed, Now: testkit.TestNow,
				Out: path, Sealed: true})
			require.NoError(t, err)
			f, err := c.Load(path)
			require.NoError(t, err)
			r, err := f.Replay(-1)
			require.NoError(t, err)
			// a few decisions, so that the post has some (the post of an observer
			// has no "To play, reply" line: TestObserverIsNotToldToReplyWithMoves)
			for i := 0; i < 4 && !r.Over(); i++ {
				s := r.State.ToAct()[0]
				_, err := c.Move(path, pbem.MoveRequest{As: f.Name(s), Moves: []pbem.MoveInput{{Text: r.LegalTexts(s)[0], Origin: "move", Line: 1}}})
				require.NoError(t, err)
				f, err = c.Load(path)
				require.NoError(t, err)
				r, err = f.Replay(-1)
				require.NoError(t, err)
			}
			h := &Host{Games: c, From: hostAddr, Now: func() time.Time { return testkit.TestNow }}
			m, err := h.observerMail(r, kibAddr, 2)
			require.NoError(t, err)
			post, err := compose.Post(r, compose.PostRequest{Format: pbem.FormatPlain, Lang: pbem.English, Since: 2, NoReply: true})
			require.NoError(t, err)
			intro, footer, ok := strings.Cut(m.Body, strings.TrimRight(post.Text, "\n"))
			require.True(t, ok, "the post stands whole in the mail")
			assert.Equal(t, "You observe this game: here is what everyone may see of it. No player's\nprivate view is sent to you.\n\n", intro)
			assert.Equal(t, "\n\nReplies to this mail are not read as moves: observers cannot act. To\n"+
				"stop these mails, send a mail with a line \"!unobserve\" in this thread.\n", footer)
		})
	}
}

// TestObserverMailInTheTablesLanguage: a table whose players all read
// French has its observers mailed in French; a mixed one in English.
func TestObserverMailInTheTablesLanguage(t *testing.T) {
	w := newPressWorld(t, map[string]string{"Ann": "fr", "Bob": "fr", "Cid": "fr"})
	observed(t, w, true)
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	mails := to(w.sent(), kibAddr)
	require.Len(t, mails, 1)
	assert.Contains(t, mails[0].header("Subject"), "la partie continue (coup 1)")
	assert.Contains(t, mails[0].words(), "Vous observez cette partie")
	assert.Contains(t, mails[0].words(), "« !unobserve »")
	f, err := w.host.Games.Load(w.path)
	require.NoError(t, err)
	f.Header.Players[2].Lang = "en"
	assert.Equal(t, pbem.English, ObserverLang(f))
}

// observeMail writes a mail from addr about w's game holding body.
func observeMail(w *mailWorld, addr, body string) []byte {
	w.n++
	f, err := w.host.Games.Load(w.path)
	require.NoError(w.t, err)
	return []byte(fmt.Sprintf("From: %s\r\nTo: host@example.org\r\nSubject: [pbem %s] watching\r\n"+
		"Message-ID: <obs-%d@client.example>\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n%s\r\n",
		addr, f.Header.ID, w.n, body))
}

// TestObserveByMail: "!observe" from any address adds it when the game
// is observable (and mails it the game as it stands), "!unobserve"
// removes it; a game not observable refuses politely.
func TestObserveByMail(t *testing.T) {
	w := newMailWorld(t)
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	w.sent()
	res := w.receive(observeMail(w, kibAddr, "!observe"))
	assert.Equal(t, OutcomeRefused, res.Outcome, res.String())
	mails := w.sent()
	require.Len(t, mails, 1)
	assert.Contains(t, mails[0].words(), "This game does not take observers by mail")
	f, err := w.host.Games.Load(w.path)
	require.NoError(t, err)
	assert.Empty(t, f.Header.Observers)

	src := strings.Replace(testkit.ReadFile(t, w.path), "\n[[players]]", "observable = true\n\n[[players]]", 1)
	require.NoError(t, os.WriteFile(w.path, []byte(src), 0o644))
	res = w.receive(observeMail(w, "Kib <KIB@example.org>", "!Observe\n\nthanks"))
	assert.Equal(t, OutcomeApplied, res.Outcome, res.String())
	mails = w.sent()
	require.Len(t, mails, 2, "the answer, then the game as it stands")
	assert.Contains(t, mails[0].words(), "Your address kib@example.org observes this game")
	assert.Contains(t, mails[1].words(), "You observe this game")
	publicOnly(t, w, mails[1])
	f, err = w.host.Games.Load(w.path)
	require.NoError(t, err)
	assert.Equal(t, []string{kibAddr}, f.Header.Observers)
	_, err = testkit.RealGames.Load(w.path)
	assert.NoError(t, err, "the edited front matter checks")

	// An observer's mail is no move: refused politely.
	before := testkit.ReadFile(t, w.path)
	res = w.receive(observeMail(w, kibAddr, w.legal("Ann")[0]))
	assert.Equal(t, OutcomeStranger, res.Outcome, res.String())
	assert.Contains(t, w.only(kibAddr).words(), "observers get its public story but cannot act")
	assert.Equal(t, before, testkit.ReadFile(t, w.path))

	res = w.receive(observeMail(w, kibAddr, "!unobserve"))
	assert.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Contains(t, w.only(kibAddr).words(), "no longer observes this game")
	f, err = w.host.Games.Load(w.path)
	require.NoError(t, err)
	assert.Empty(t, f.Header.Observers)
}

// TestObserverMailDroppedWithStrangers: with strangers dropped, an
// observer's mail gets no answer, but !observe of an observable game is
// still carried out.
func TestObserverMailDroppedWithStrangers(t *testing.T) {
	w := newMailWorld(t)
	w.inbox.DropStrangers = true
	observed(t, w, false)
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	w.sent()
	res := w.receive(observeMail(w, kibAddr, "money"))
	assert.Equal(t, OutcomeStranger, res.Outcome, res.String())
	assert.Empty(t, w.sent())
	res = w.receive(observeMail(w, "lurker@example.org", "!observe"))
	assert.Equal(t, OutcomeRefused, res.Outcome, res.String())
	assert.Empty(t, w.sent())
}

// TestObserveCrashRerun: a run killed at any point while it carries out
// "!observe" is finished by the next: the address is added once, and
// the answer and the game's mail go out once (twice only for the one
// mail a kill right after the server took it leaves in the spool).
func TestObserveCrashRerun(t *testing.T) {
	for crashAt := 1; crashAt <= 8; crashAt++ {
		w := newMailWorld(t)
		observed(t, w, true)
		_, err := w.host.Games.Observe(w.path, pbem.ObserveRequest{Address: kibAddr, Remove: true})
		require.NoError(t, err)
		_, err = w.host.Send(w.path, "")
		require.NoError(t, err)
		w.sent()
		_, err = w.inbox.Store(observeMail(w, kibAddr, "!observe"))
		require.NoError(t, err)
		point := runKilledAt(t, w.inbox, crashAt)
		runKilledAt(t, w.inbox, 0)
		n := len(to(w.sent(), kibAddr))
		if point == "sent" {
			assert.Equal(t, 3, n, "crash point %d (%s)", crashAt, point)
		} else {
			assert.Equal(t, 2, n, "crash point %d (%s)", crashAt, point)
		}
		f, err := w.host.Games.Load(w.path)
		require.NoError(t, err)
		assert.Equal(t, []string{kibAddr}, f.Header.Observers)
	}
}

// TestObserverLeavesByMail: an observer the host added may leave by a
// reply in their thread ("!unobserve") though the game is not
// observable; nobody else can join it so.
func TestObserverLeavesByMail(t *testing.T) {
	w := newMailWorld(t)
	observed(t, w, false)
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	story := to(w.sent(), kibAddr)[0]
	res := w.receive(w.reply(story, "!unobserve", replyOptions{}))
	assert.Equal(t, OutcomeApplied, res.Outcome, res.String())
	assert.Contains(t, w.only(kibAddr).words(), "no longer observes this game")
	f, err := w.host.Games.Load(w.path)
	require.NoError(t, err)
	assert.Empty(t, f.Header.Observers)
	res = w.receive(w.reply(story, "!observe", replyOptions{}))
	assert.Equal(t, OutcomeRefused, res.Outcome, res.String())
}
