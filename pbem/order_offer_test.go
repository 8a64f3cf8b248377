package pbem

import (
	"path/filepath"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/leonardo"
)

// TestLeonardoOfferOrdersAreGivenByName gives Leonardo's orders on
// offers through the host: one naming a player of the game is taken, one
// naming nobody in it is refused at once and changes no file.
func TestLeonardoOfferOrdersAreGivenByName(t *testing.T) {
	games := Games{leonardo.Game{}}
	path := filepath.Join(t.TempDir(), "g.pbem")
	_, err := games.Create(NewGame{Game: "leonardo", Players: []string{"Ann", "Bob", "Cid"}, Seed: "7", Now: testNow, Out: path})
	require.NoError(t, err)
	res, err := games.PlaceOrder(path, OrderRequest{As: "Ann", Text: "decline every offer from bob until round"})
	require.NoError(t, err)
	require.Equal(t, "decline every offer from bob", res.Placed.Text)
	_, err = games.PlaceOrder(path, OrderRequest{As: "Ann", Text: "accept an offer worth at least 20 always"})
	require.NoError(t, err)
	before := readFile(t, path+OrdersSuffix)
	_, err = games.PlaceOrder(path, OrderRequest{As: "Ann", Text: "decline every offer from Zed"})
	require.ErrorIs(t, err, engine.ErrIllegal)
	require.Equal(t, before, readFile(t, path+OrdersSuffix))
	list, err := games.ListOrders(path, "Ann")
	require.NoError(t, err)
	require.Len(t, list.Orders, 2)
}
