package mailhost

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// simMailWorld is a host with a 4-player Palazzo game whose players
// answer by real mails: each reply is a file stored in the inbox's
// archive and processed as the mail server's delivery would have it, and
// every mail the host sends lands in a Maildir outbox the test reads.
type simMailWorld struct {
	*mailWorld
	names, addrs []string
	latest       map[string]sentMail // by address: the mail of the highest ply it got
	hostMails    int
}

// simNames are the players of the mail simulation.
var simNames = []string{"Ann", "Bob", "Cid", "Dee"}

func newSimMailWorld(t *testing.T) *simMailWorld {
	t.Helper()
	dir := t.TempDir()
	w := &simMailWorld{mailWorld: &mailWorld{t: t, games: filepath.Join(dir, "games"), outbox: filepath.Join(dir, "outbox")},
		names: simNames, latest: map[string]sentMail{}}
	require.NoError(t, os.Mkdir(w.games, 0o755))
	w.path = filepath.Join(w.games, "sim.pbem")
	emails := map[string]string{}
	for _, n := range w.names {
		addr := strings.ToLower(n) + "@example.org"
		emails[n] = addr
		w.addrs = append(w.addrs, addr)
	}
	// The seed of TestOrderMailSimulation (pbem/order_sim_test.go): the
	// same draws below make the same game.
	_, err := testkit.PalazzoGames.Create(pbem.NewGame{Game: "palazzo", Players: w.names, Seed: "order mail",
		Now: testkit.TestNow, Out: w.path, Emails: emails})
	require.NoError(t, err)
	w.host = &Host{Games: testkit.PalazzoGames, From: hostAddr, Plus: true, Outbox: MaildirOutbox{Dir: w.outbox},
		Now: func() time.Time { return testkit.TestNow }}
	w.inbox = &Inbox{Host: w.host, GamesDir: w.games, Archive: Archive{Dir: filepath.Join(w.games, "archive")}}
	for _, n := range w.names { // every player gets a mail of the game, to answer with orders
		_, err := w.host.Send(w.path, n)
		require.NoError(t, err)
	}
	w.take()
	return w
}

// take reads the mails the host sent since the last call and keeps, for
// each player, the one of the highest ply, as a reader answers their
// latest turn mail.
func (w *simMailWorld) take() {
	for _, m := range w.sent() {
		w.hostMails++
		addr := addressOf(m.header("To"))
		ply, _ := strconv.Atoi(m.header("X-PBEM-Ply"))
		if old, ok := w.latest[addr]; ok {
			if oldPly, _ := strconv.Atoi(old.header("X-PBEM-Ply")); oldPly > ply {
				continue
			}
		}
		w.latest[addr] = m
	}
}

// send mails body from player name, in reply to their latest mail, and
// requires the host to apply it.
func (w *simMailWorld) send(name, body string) {
	w.t.Helper()
	m, ok := w.latest[strings.ToLower(name)+"@example.org"]
	require.True(w.t, ok, "%s got no mail to answer", name)
	res := w.receive(w.reply(m, body, replyOptions{}))
	require.Equal(w.t, OutcomeApplied, res.Outcome, res.String())
	w.take()
}

// TestOrderMailSimulationThroughTheInbox plays the Palazzo game of
// TestOrderMailSimulation (same seed, same draws) by real mails through
// the inbox: before each auction opens every player mails "!order bid up
// to V or pass until auction", then the opener mails the move that opens
// it. It checks that the game is the one whose figures docs/hosting.md
// gives (231 decisions, 4 auctions), that every auction takes one mail
// with a move (the one that opens it: every bid and pass is made by an
// order in that mail's write), and logs the mails really exchanged.
func TestOrderMailSimulationThroughTheInbox(t *testing.T) {
	if testing.Short() {
		t.Skip("plays a whole game by mail")
	}
	w := newSimMailWorld(t)
	rng := rand.New(rand.NewPCG(25, 1)) // TestOrderMailSimulation's
	scoper := testkit.PalazzoGames[0].(engine.OrderScoper)
	moveMails, orderMails, auctions, inAuction := 0, 0, 0, 0
	for {
		f, err := testkit.PalazzoGames.Load(w.path)
		require.NoError(t, err)
		r, err := f.Replay(-1)
		require.NoError(t, err)
		acts := r.State.ToAct()
		if len(acts) == 0 || len(r.Plies) >= 400 {
			break
		}
		seat := acts[rng.IntN(len(acts))]
		legal := r.LegalTexts(seat)
		text := legal[rng.IntN(len(legal))]
		if scoper.OrderScope(r.State, "auction") != "" {
			inAuction++ // a move in person during an auction
		}
		if simOpensAuction(t, r, scoper, seat, text) {
			auctions++
			for _, name := range w.names {
				w.send(name, fmt.Sprintf("!order bid up to %d or pass until auction", 4+rng.IntN(14)))
				orderMails++
			}
		}
		w.send(f.Name(seat), text)
		moveMails++
	}
	f, err := testkit.PalazzoGames.Load(w.path)
	require.NoError(t, err)
	decisions := len(f.Record.Moves())
	assert.Equal(t, 231, decisions, "the game of docs/hosting.md's table")
	assert.Equal(t, 4, auctions, "the game of docs/hosting.md's table")
	assert.Zero(t, inAuction, "with an order from every player, no move in person during an auction")
	t.Logf("Palazzo by mail: %d decisions, %d auctions; players sent %d mails with moves and %d with orders; "+
		"the host sent %d mails", decisions, auctions, moveMails, orderMails, w.hostMails)
}

// simOpensAuction reports whether seat's move text opens an auction in r:
// it is played on a copy of the state (the chance drawn does not decide
// whether an auction opens).
func simOpensAuction(t *testing.T, r *pbem.Replay, sc engine.OrderScoper, seat engine.Seat, text string) bool {
	t.Helper()
	if sc.OrderScope(r.State, "auction") != "" {
		return false
	}
	st := r.State.Clone()
	m, err := r.File.Game.ParseMove(st, seat, text)
	require.NoError(t, err)
	_, err = st.Apply(seat, m, rand.New(rand.NewPCG(0, 0)))
	require.NoError(t, err)
	return sc.OrderScope(st, "auction") != ""
}
