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

// simMailWorld is a host with a 4-player game whose players
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

func newSimMailWorld(t *testing.T, game string) *simMailWorld {
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
	_, err := testkit.RealGames.Create(pbem.NewGame{Game: game, Players: w.names, Seed: "order mail",
		Now: testkit.TestNow, Out: w.path, Emails: emails})
	require.NoError(t, err)
	w.host = &Host{Games: testkit.RealGames, From: hostAddr, Plus: true, Outbox: MaildirOutbox{Dir: w.outbox},
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

// TestOrderMailSimulationThroughTheInbox plays the games of
// TestOrderMailSimulation (pbem/order_sim_test.go: same seed, same draws,
// same prices) by real mails through the inbox: before each auction opens
// every player mails "!order bid up to V or pass until auction", then the
// opener mails the move that opens it. It checks that each game is the one
// whose figures docs/hosting.md gives (decisions and auctions), that no
// player mails a move during an auction (every bid and pass is made by an
// order in the write of the mail that opened it), and logs the mails
// really exchanged.
func TestOrderMailSimulationThroughTheInbox(t *testing.T) {
	if testing.Short() {
		t.Skip("plays whole games by mail")
	}
	for _, tc := range []struct {
		game                string
		decisions, auctions int
		price               func(rng *rand.Rand) int
	}{
		{"palazzo", 231, 4, func(rng *rand.Rand) int { return 4 + rng.IntN(14) }},
		{"princes", 163, 11, func(rng *rand.Rand) int { return 100 * (3 + rng.IntN(8)) }},
		{"leonardo", 357, 9, func(rng *rand.Rand) int { return 5 * (1 + rng.IntN(16)) }},
	} {
		t.Run(tc.game, func(t *testing.T) {
			t.Parallel()
			sim := playSimByMail(t, tc.game, tc.price)
			assert.Equal(t, tc.decisions, sim.decisions, "the game of docs/hosting.md's table")
			assert.Equal(t, tc.auctions, sim.auctions, "the game of docs/hosting.md's table")
			assert.Zero(t, sim.inAuction, "with an order from every player, no move in person during an auction")
			t.Logf("%s by mail: %d decisions, %d auctions; players sent %d mails with moves and %d with orders; "+
				"the host sent %d mails", tc.game, sim.decisions, sim.auctions, sim.moveMails, sim.orderMails, sim.hostMails)
		})
	}
}

// simByMail is what a game played by mail in the simulation counted.
type simByMail struct {
	decisions, auctions   int
	moveMails, orderMails int
	hostMails             int
	inAuction             int // moves mailed in person during an auction
}

// playSimByMail plays game by mail as TestOrderMailSimulation plays it
// through pbem's commands, and counts what happened.
func playSimByMail(t *testing.T, game string, price func(*rand.Rand) int) simByMail {
	w := newSimMailWorld(t, game)
	rng := rand.New(rand.NewPCG(25, 1)) // TestOrderMailSimulation's
	g, err := testkit.RealGames.Lookup(game)
	require.NoError(t, err)
	scoper := g.(engine.OrderScoper)
	var sim simByMail
	for {
		f, err := testkit.RealGames.Load(w.path)
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
			sim.inAuction++
		}
		if simOpensAuction(t, r, scoper, seat, text) {
			sim.auctions++
			for _, name := range w.names {
				w.send(name, fmt.Sprintf("!order bid up to %d or pass until auction", price(rng)))
				sim.orderMails++
			}
		}
		w.send(f.Name(seat), text)
		sim.moveMails++
	}
	f, err := testkit.RealGames.Load(w.path)
	require.NoError(t, err)
	sim.decisions, sim.hostMails = len(f.Record.Moves()), w.hostMails
	return sim
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
