package pbem

import (
	"fmt"
	"math/rand/v2"
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/leonardo"
	"github.com/pbem-games/pbem/engine/palazzo"
	"github.com/pbem-games/pbem/engine/princes"
)

// TestOrderMailSimulation plays a 4-player Palazzo, a Princes and a
// Leonardo game by the host's commands, where before each auction opens
// every player leaves a standing order for it ("bid up to V or pass until
// auction", V their own price for the lot), and counts the mail it takes.
// A reply is one mail a player answers a turn mail with: a run of
// decisions of one player made in person (consecutive decisions of one
// player go in one reply); each costs two mails, the turn mail and the
// reply. The same decisions made without orders would each be made in
// person, so one record gives both counts. With orders, every auction must
// take one reply (the one that opens it): the bids chain in the write of
// that reply. The table it logs is in docs/hosting.md ("Standing orders").
func TestOrderMailSimulation(t *testing.T) {
	for _, tc := range []struct {
		game    engine.Game
		players int
		price   func(rng *rand.Rand) int
	}{
		{palazzo.Game{}, 4, func(rng *rand.Rand) int { return 4 + rng.IntN(14) }},
		{princes.Game{}, 4, func(rng *rand.Rand) int { return 100 * (3 + rng.IntN(8)) }},
		{leonardo.Game{}, 4, func(rng *rand.Rand) int { return 5 * (1 + rng.IntN(16)) }},
	} {
		t.Run(tc.game.Info().ID, func(t *testing.T) {
			sim := simulateOrders(t, tc.game, tc.players, tc.price)
			require.Positive(t, sim.auctions, "no auction: the simulation proves nothing")
			assert.Equal(t, sim.auctions, sim.withReplies, "with orders, each auction takes one reply")
			t.Logf("| %s | %d | %d | %d | %.1f | %.1f | %d | %d |", tc.game.Info().Title, tc.players, sim.decisions,
				sim.auctions, float64(sim.aloneReplies)/float64(sim.auctions),
				float64(sim.withReplies)/float64(sim.auctions), 2*sim.gameAlone, 2*sim.gameWith)
		})
	}
}

// orderSim is what one simulated game counted.
type orderSim struct {
	decisions int
	auctions  int
	// aloneReplies and withReplies are the replies the auctions took
	// without and with orders; gameAlone and gameWith those of the whole
	// game (up to where the simulation stopped).
	aloneReplies, withReplies int
	gameAlone, gameWith       int
}

// maxSimDecisions bounds a simulated game: enough for a dozen auctions.
const maxSimDecisions = 400

// simulateOrders plays g: random legal moves, and before a move that opens
// an auction an order of every player for it.
func simulateOrders(t *testing.T, g engine.Game, players int, price func(*rand.Rand) int) orderSim {
	t.Helper()
	games := Games{g}
	names := []string{"Ann", "Bob", "Cid", "Dee", "Eve"}[:players]
	path := filepath.Join(t.TempDir(), "sim.pbem")
	_, err := games.Create(NewGame{Game: g.Info().ID, Players: names, Seed: "order mail", Now: testNow, Out: path})
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(25, 1))
	scoper := g.(engine.OrderScoper)
	for {
		f, err := games.Load(path)
		require.NoError(t, err)
		r, err := f.Replay(-1)
		require.NoError(t, err)
		acts := r.State.ToAct()
		if len(acts) == 0 || len(r.Plies) >= maxSimDecisions {
			break
		}
		seat := acts[rng.IntN(len(acts))]
		legal := r.LegalTexts(seat)
		text := legal[rng.IntN(len(legal))]
		if opensAuction(t, r, scoper, seat, text) {
			for _, name := range names {
				_, err := games.PlaceOrder(path, OrderRequest{As: name,
					Text: fmt.Sprintf("bid up to %d or pass until auction", price(rng))})
				require.NoError(t, err)
			}
		}
		_, err = games.Move(path, MoveRequest{As: r.File.Name(seat), Moves: inputs(text)})
		require.NoError(t, err)
	}
	return countReplies(t, games, path, scoper)
}

// opensAuction reports whether seat's move text opens an auction in r.
func opensAuction(t *testing.T, r *Replay, sc engine.OrderScoper, seat engine.Seat, text string) bool {
	if sc.OrderScope(r.State, "auction") != "" {
		return false
	}
	st := r.State.Clone()
	m, err := r.File.Game.ParseMove(st, seat, text)
	require.NoError(t, err)
	_, err = st.Apply(seat, m, r.streamFor(r.NextPly()))
	require.NoError(t, err)
	return sc.OrderScope(st, "auction") != ""
}

// countReplies replays the record of the game at path and counts the
// replies of its auctions and of the whole game, with the decisions
// orders made and without.
func countReplies(t *testing.T, games Games, path string, sc engine.OrderScoper) orderSim {
	f, err := games.Load(path)
	require.NoError(t, err)
	r, err := f.Replay(0)
	require.NoError(t, err)
	var sim orderSim
	lastAlone, lastWith := "", ""
	inAuction := ""
	for _, p := range f.Record.Moves() {
		before := sc.OrderScope(r.State, "auction")
		seat, err := r.File.SeatOf(p.Name)
		require.NoError(t, err)
		ply, err := r.apply(seat, p.Text, p.Comment, source{})
		require.NoError(t, err)
		r.Plies = append(r.Plies, ply)
		after := sc.OrderScope(r.State, "auction")
		auction := after != "" && after != before || before != "" // opens or bids in one
		if after != "" && after != inAuction {
			sim.auctions++
			inAuction = after
		}
		newAlone := p.Name != lastAlone
		lastAlone = p.Name
		fired := isOrderMark(p.Comment)
		newWith := !fired && p.Name != lastWith
		if fired {
			lastWith = ""
		} else {
			lastWith = p.Name
		}
		sim.decisions++
		sim.gameAlone += b2i(newAlone)
		sim.gameWith += b2i(newWith)
		if auction {
			sim.aloneReplies += b2i(newAlone || after != before && before == "")
			sim.withReplies += b2i(newWith || !fired && after != before && before == "")
		}
	}
	return sim
}

// b2i is 1 for true.
func b2i(b bool) int {
	if b {
		return 1
	}
	return 0
}
