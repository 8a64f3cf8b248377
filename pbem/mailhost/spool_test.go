package mailhost

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"sync"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// testOutbox is a Maildir outbox that fails its sending number failAt, and,
// when entered is set (buffered), signals it and waits for release at each
// sending.
type testOutbox struct {
	MaildirOutbox
	failAt, calls int
	entered       chan struct{}
	release       chan struct{}
}

func (o *testOutbox) sendRaw(mails []rawMail, sent func(int)) error {
	if err := o.connect(); err != nil {
		return err
	}
	return o.MaildirOutbox.sendRaw(mails, sent)
}

func (o *testOutbox) Send(mails []compose.Mail) error {
	if err := o.connect(); err != nil {
		return err
	}
	return o.MaildirOutbox.Send(mails)
}

// connect is where a sending waits for a slow server, or fails.
func (o *testOutbox) connect() error {
	o.calls++
	if o.entered != nil {
		select {
		case o.entered <- struct{}{}:
		default: // signalled already
		}
		<-o.release
	}
	if o.calls == o.failAt {
		return errors.New("injected: the mail server is down")
	}
	return nil
}

// spoolWorld is a host with one game of any of the real games, whose
// players answer each turn mail with a legal move drawn by rng.
type spoolWorld struct {
	t      *testing.T
	path   string
	out    *testOutbox
	host   *Host
	inbox  *Inbox
	rng    *rand.Rand
	mails  []sentMail // every mail delivered, in order
	n      int
	stuck  int // messages set aside whose next mails were sent (finishStuck)
	faults *rand.Rand
}

var spoolNames = []string{"Ann", "Bob", "Cid", "Dee", "Eve"}

func newSpoolWorld(t *testing.T, game string, faults *rand.Rand) *spoolWorld {
	t.Helper()
	dir := t.TempDir()
	games := filepath.Join(dir, "games")
	require.NoError(t, os.Mkdir(games, 0o755))
	g, err := testkit.RealGames.Lookup(game)
	require.NoError(t, err)
	players := spoolNames[:max(g.Info().MinPlayers, 3)]
	emails := map[string]string{}
	for _, p := range players {
		emails[p] = strings.ToLower(p) + "@example.org"
	}
	w := &spoolWorld{t: t, path: filepath.Join(games, "g.pbem"), out: &testOutbox{MaildirOutbox: MaildirOutbox{Dir: filepath.Join(dir, "out")}},
		rng: rand.New(rand.NewPCG(1, 2)), faults: faults}
	_, err = testkit.RealGames.Create(pbem.NewGame{Game: game, Players: players, Seed: testkit.TestSeed, Now: testkit.TestNow, Out: w.path, Emails: emails})
	require.NoError(t, err)
	w.host = &Host{Games: testkit.RealGames, From: hostAddr, Plus: true, Outbox: w.out, Now: func() time.Time { return testkit.TestNow }}
	w.inbox = &Inbox{Host: w.host, GamesDir: games, Archive: Archive{Dir: filepath.Join(games, "archive")}}
	_, err = w.host.Send(w.path, "")
	require.NoError(t, err)
	w.take()
	return w
}

// take adds the mails delivered since the last call to w.mails.
func (w *spoolWorld) take() { w.mails = append(w.mails, takeMaildir(w.t, w.out.Dir)...) }

// reply writes the answer of a player to act to their latest mail: a
// legal move, or false when the game is over.
func (w *spoolWorld) reply() ([]byte, bool) {
	f, err := testkit.RealGames.Load(w.path)
	require.NoError(w.t, err)
	r, err := f.Replay(-1)
	require.NoError(w.t, err)
	toAct := r.State.ToAct()
	if len(toAct) == 0 {
		return nil, false
	}
	seat := toAct[w.rng.IntN(len(toAct))]
	legal := r.LegalTexts(seat)
	move := legal[w.rng.IntN(len(legal))]
	addr := f.Header.Players[seat].Email
	var last sentMail
	for _, m := range w.mails {
		if strings.Contains(m.header("To"), "<"+addr+">") {
			last = m
		}
	}
	require.NotNil(w.t, last.env, "%s got no mail", addr)
	w.n++
	id := last.header("Message-ID")
	raw := fmt.Sprintf("From: %s\r\nTo: %s\r\nSubject: Re: %s\r\nMessage-ID: <reply-%d@client.example>\r\n"+
		"In-Reply-To: %s\r\nReferences: %s\r\nContent-Type: text/plain; charset=utf-8\r\n\r\n%s\r\n",
		addr, last.header("Reply-To"), last.header("Subject"), w.n, id, id, move)
	return []byte(raw), true
}

// crash is the panic a crash point raises: the run is killed there.
type crash struct{ point string }

// process runs the inbox once, killed at its crash point number crashAt
// (0: never); it reports whether it was killed.
func (w *spoolWorld) process(crashAt int) (killed bool) {
	n := 0
	crashPoint = func(point string) {
		if n++; n == crashAt {
			panic(crash{point})
		}
	}
	defer func() {
		crashPoint = func(string) {}
		if p := recover(); p != nil {
			_, killed = p.(crash)
			require.True(w.t, killed, "panic: %v", p)
		}
	}()
	results, _ := w.inbox.Process() // an injected outbox failure leaves the mails queued
	for _, r := range results {
		if r.Note == stuckFinishedNote {
			w.stuck++
		}
		assert.NotEqual(w.t, OutcomeError, r.Outcome, r.String())
	}
	return false
}

// settled reports whether nothing is left to do: no message pending, no
// mail queued.
func (w *spoolWorld) settled() bool {
	keys, err := w.inbox.Archive.Pending()
	require.NoError(w.t, err)
	spool := w.inbox.Archive.Spool().Dir
	queued, _ := os.ReadDir(filepath.Join(spool, "new"))
	claimed, _ := os.ReadDir(filepath.Join(spool, "cur"))
	return len(keys) == 0 && len(queued) == 0 && len(claimed) == 0
}

// play answers n turn mails; with faults, the runs that handle each reply
// are killed at random crash points, or their sending fails, until one
// finishes.
func (w *spoolWorld) play(n int) {
	for i := range n {
		raw, ok := w.reply()
		if !ok {
			return
		}
		_, err := w.inbox.Store(raw)
		require.NoError(w.t, err)
		for run := 0; ; run++ {
			require.Less(w.t, run, 10, "the runs never finish the job")
			crashAt := 0
			switch {
			case w.faults != nil && i%3 == 2 && run < 2:
				// Killed twice just after the game was written (the first
				// crash point): the third run sets the message aside.
				crashAt = 1
			case w.faults != nil && i%3 == 2 && run == 2:
				// That third run is not killed, so that its finishing the
				// message is seen (a kill after it recorded the message
				// would leave only a duplicate for the next run to see).
				crashAt = 0
			case w.faults != nil && run < 3:
				crashAt = w.faults.IntN(8) // 0: this run is not killed
				if w.faults.IntN(4) == 0 {
					w.out.failAt = w.out.calls + 1
				}
			}
			if !w.process(crashAt) && w.settled() {
				break
			}
		}
		w.take()
	}
}

// moves returns the record's decisions, player and move.
func (w *spoolWorld) moves() []string {
	f, err := testkit.RealGames.Load(w.path)
	require.NoError(w.t, err)
	var moves []string
	for _, e := range f.Record.Moves() {
		moves = append(moves, e.Name+": "+e.Text)
	}
	return moves
}

// mailCounts counts the mails delivered by recipient and subject.
func (w *spoolWorld) mailCounts() map[string]int {
	counts := map[string]int{}
	for _, m := range w.mails {
		counts[m.header("To")+" | "+m.header("Subject")]++
	}
	return counts
}

// TestSpoolKilledRunsLoseNoMail: runs of the inbox killed at random points
// (after the game is written, while mails are queued, before the message
// is listed as processed, while the spool is sent) or whose mail server
// fails, for every game: the next runs finish the job. Every move is
// recorded once, as in a run that nothing stopped, and every mail of that
// run is delivered at least once and at most twice; a message set aside
// after its moves were recorded still gets its next mails.
func TestSpoolKilledRunsLoseNoMail(t *testing.T) {
	stuck := 0
	replies := spoolReplies()
	for _, game := range []string{"palazzo", "patrician", "princes", "leonardo"} {
		t.Run(game, func(t *testing.T) {
			ref := newSpoolWorld(t, game, nil)
			ref.play(replies[game])
			w := newSpoolWorld(t, game, rand.New(rand.NewPCG(7, uint64(len(game)))))
			w.play(replies[game])
			require.Equal(t, ref.moves(), w.moves(), "no move lost or doubled")
			want, got := ref.mailCounts(), w.mailCounts()
			for key, n := range want {
				assert.GreaterOrEqual(t, got[key], n, "lost: %s", key)
				assert.LessOrEqual(t, got[key], 2*n, "sent more than twice: %s", key)
			}
			for key := range got {
				assert.Contains(t, want, key, "a mail the run that nothing stopped did not send")
			}
			stuck += w.stuck
		})
	}
	// Every third reply of each game is set aside once its moves are
	// recorded (spoolWorld.play): one or two a game, whatever the depth.
	want := 0
	for _, n := range replies {
		want += min(n/3, 2)
	}
	assert.GreaterOrEqual(t, stuck, want, "messages were set aside after their moves were recorded")
}

// spoolReplies is how many replies TestSpoolKilledRunsLoseNoMail answers
// in each game, its runs killed or failing: fewer where each mail carries
// a large picture, slow to encode; three a game (one of them set aside,
// two killed at random points) with -short, four or five by default, ten
// or six with PBEM_TEST_FULL=1.
func spoolReplies() map[string]int {
	return enginetest.ByDepth(
		map[string]int{"palazzo": 3, "patrician": 3, "princes": 3, "leonardo": 3},
		map[string]int{"palazzo": 5, "patrician": 5, "princes": 4, "leonardo": 4},
		map[string]int{"palazzo": 10, "patrician": 10, "princes": 6, "leonardo": 6})
}

// TestSpoolSlowServerHoldsNoReply: while one inbox waits on a mail server
// that does not answer, another inbox processes its reply (it would fail
// at once, given no wait, if the first held the archive's lock), and
// sends only its own mails: the first one's stay claimed by it.
func TestSpoolSlowServerHoldsNoReply(t *testing.T) {
	w := newMailWorld(t)
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	turn := w.only(annAddr)
	slow := &testOutbox{MaildirOutbox: MaildirOutbox{Dir: w.outbox}, entered: make(chan struct{}, 1), release: make(chan struct{})}
	var once sync.Once
	unblock := func() { once.Do(func() { close(slow.release) }) }
	t.Cleanup(unblock) // a failing test does not leave the first inbox hanging
	slowHost := *w.host
	slowHost.Outbox = slow
	first := &Inbox{Host: &slowHost, GamesDir: w.games, Archive: w.inbox.Archive}
	_, err = first.Store(w.reply(turn, "money", replyOptions{}))
	require.NoError(t, err)
	done := make(chan error)
	go func() {
		_, err := first.Process()
		done <- err
	}()
	<-slow.entered // the first inbox is sending Bob's turn mail... and waits

	second := &Inbox{Host: w.host, GamesDir: w.games, Archive: w.inbox.Archive, ArchiveWait: 50 * time.Millisecond} // tried at once, then fails if held
	_, err = second.Store(w.reply(turn, "build nowhere", replyOptions{}))
	require.NoError(t, err)
	results, err := second.Process()
	require.NoError(t, err, "the archive is free while the first inbox sends")
	require.Len(t, results, 1)
	assert.True(t, results[0].Answered, results[0].String())
	sent := w.sent()
	require.Len(t, sent, 1, "the answer to Ann, and not Bob's turn mail the first inbox claimed")
	assert.Contains(t, sent[0].header("To"), "<"+annAddr+">")

	unblock()
	require.NoError(t, <-done)
	assert.NotEmpty(t, w.sent(), "the first inbox sent its mails")
	assert.True(t, (&spoolWorld{t: t, inbox: first}).settled())
}

// TestSpoolFinishingThatKillsEveryRunIsSetAside: if sending the mails of a
// set-aside message kills every run too, it is tried maxFinishAttempts
// times, then set aside whole, so the runs go on with the other messages.
func TestSpoolFinishingThatKillsEveryRunIsSetAside(t *testing.T) {
	w := newMailWorld(t)
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	_, err = w.inbox.Store(w.reply(w.only(annAddr), "money", replyOptions{}))
	require.NoError(t, err)
	run := func(killAt string) (results []InboxResult, killed bool) {
		crashPoint = func(point string) {
			if point == killAt {
				panic(crash{point})
			}
		}
		defer func() {
			crashPoint = func(string) {}
			if p := recover(); p != nil {
				_, killed = p.(crash)
				require.True(t, killed, "panic: %v", p)
			}
		}()
		results, _ = w.inbox.Process()
		return results, false
	}
	for range maxAttempts + maxFinishAttempts {
		_, killed := run("queue")
		require.True(t, killed, "queueing the mails that follow the move kills the run")
	}
	assert.Len(t, w.record(), 1, "the move is recorded")
	results, killed := run("queue")
	require.False(t, killed, "the message is set aside whole")
	require.Len(t, results, 1)
	assert.Equal(t, OutcomeStuck, results[0].Outcome)
	keys, err := w.inbox.Archive.Pending()
	require.NoError(t, err)
	assert.Empty(t, keys)
}

// TestStuckBeforeItsMovesIsAnswered: a reply whose runs were stopped
// twice before its move was written is set aside, not applied; its
// sender is told to send the move again (they are not left waiting), and
// the move sent again is applied.
func TestStuckBeforeItsMovesIsAnswered(t *testing.T) {
	w := newMailWorld(t)
	_, err := w.host.Send(w.path, "")
	require.NoError(t, err)
	turn := w.only(annAddr)
	_, err = w.inbox.Store(w.reply(turn, "money", replyOptions{}))
	require.NoError(t, err)
	// Two runs killed before the move was written leave what they leave:
	// the message pending, its attempts counted and never settled.
	keys, err := w.inbox.Archive.Pending()
	require.NoError(t, err)
	require.Len(t, keys, 1)
	for range maxAttempts {
		_, err := w.inbox.Archive.attempt(keys[0])
		require.NoError(t, err)
	}
	results, err := w.inbox.Process()
	require.NoError(t, err)
	require.Len(t, results, 1)
	assert.Equal(t, OutcomeStuck, results[0].Outcome)
	assert.True(t, results[0].Answered, "the sender is told")
	assert.Empty(t, w.record(), "nothing applied")
	answer := w.only(annAddr)
	assert.Contains(t, answer.words(), "Send your moves again")
	assert.NotContains(t, string(answer.raw), w.tokensOf()["Ann"], "an unchecked sender's answer carries no token")
	res := w.receive(w.reply(turn, "money", replyOptions{}))
	assert.Equal(t, OutcomeApplied, res.Outcome, res.String())
}
