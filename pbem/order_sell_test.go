package pbem

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/princes"
)

// sellPrincesGames hosts the Princes of Florence.
var sellPrincesGames = Games{princes.Game{}}

// sellingPoint plays a 4-player Princes game at random, in memory, until
// a player is to bid who lacks the Florins for the next bid but could
// afford it by selling prestige, writes the record to a file and returns
// its path and that player's name.
func sellingPoint(t *testing.T) (string, string) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "g.pbem")
	_, err := sellPrincesGames.Create(NewGame{Game: "princes", Players: []string{"Ann", "Bob", "Cid", "Dee"},
		Seed: "selling", Now: testNow, Out: path})
	require.NoError(t, err)
	f, err := sellPrincesGames.Load(path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	rng := rand.New(rand.NewPCG(25, 3))
	var plies []Ply
	for len(r.State.ToAct()) > 0 {
		seat := r.State.ToAct()[rng.IntN(len(r.State.ToAct()))]
		if v := r.State.View(seat).(*princes.View); v.OnSale != nil {
			me := v.Players[seat]
			if next := v.OnSale.Price + 100; *me.Florins < next && *me.Florins+100*me.Prestige >= next {
				require.NoError(t, os.WriteFile(path, AppendPlies(f.Src, plies), 0o644))
				return path, f.Name(seat)
			}
		}
		legal := r.LegalTexts(seat)
		text := legal[rng.IntN(len(legal))]
		if strings.HasPrefix(text, "sell") { // keep the players poor in Florins
			text = legal[0]
		}
		ply, err := r.apply(seat, text, "", source{})
		require.NoError(t, err)
		r.Plies = append(r.Plies, ply)
		plies = append(plies, ply)
	}
	t.Fatal("no player ever lacked the Florins for a bid and had the prestige to sell")
	return "", ""
}

// TestOrderSellsPrestigeToAffordABid gives "bid up to P selling prestige"
// to a player who is to bid without the Florins: the order sells the
// fewest prestige points that afford the bid, then bids, each decision
// marked, and an order that fires once is spent by the bid, not by the
// sale that only prepared it.
func TestOrderSellsPrestigeToAffordABid(t *testing.T) {
	path, name := sellingPoint(t)
	f, err := sellPrincesGames.Load(path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	seat, err := f.SeatOf(name)
	require.NoError(t, err)
	v := r.State.View(seat).(*princes.View)
	next, florins := v.OnSale.Price+100, *v.Players[seat].Florins
	points := (next - florins + 99) / 100

	res, err := sellPrincesGames.PlaceOrder(path, OrderRequest{As: name, Text: "bid up to 2000 selling prestige"})
	require.NoError(t, err)
	require.GreaterOrEqual(t, len(res.Plies), 2, "the sale, then the bid")
	require.Equal(t, princes.Game{}.FormatMove(r.State, princes.SellMove{Points: points}), res.Plies[0].Move)
	require.Equal(t, fmt.Sprintf("bid %d", next), res.Plies[1].Move)
	for _, p := range res.Plies[:2] {
		require.Equal(t, name, p.Name)
		require.Equal(t, orderMark, p.Comment)
	}
	require.Empty(t, res.Orders, "the order fired once: the bid spent it")
	require.Empty(t, res.Lapsed)
}

// TestSellingOrderReads reads the order in its canonical form, and its
// sale is a step of the decision, its bid not.
func TestSellingOrderReads(t *testing.T) {
	rule, err := princes.Game{}.ParseOrder("bid up to 900 on jester selling  Prestige or pass")
	require.NoError(t, err)
	require.Equal(t, "bid up to 900 on jester selling prestige or pass", rule.Text())
	st, ok := rule.(engine.OrderStepper)
	require.True(t, ok)
	require.True(t, st.Step(princes.SellMove{Points: 2}))
	require.False(t, st.Step(princes.BidMove{}))
}
