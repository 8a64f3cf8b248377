package leonardo

import (
	"math/rand/v2"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/search"
)

// plainGame is Leonardo without its OwnPolicy: the searching seat's
// rollouts are played like everyone else's.
type plainGame struct{ g Game }

func (p plainGame) Info() engine.Info { return p.g.Info() }
func (p plainGame) Setup(o engine.Options, n int, rng *rand.Rand) (engine.State, []engine.Event, error) {
	return p.g.Setup(o, n, rng)
}
func (p plainGame) ParseMove(st engine.State, s engine.Seat, text string) (engine.Move, error) {
	return p.g.ParseMove(st, s, text)
}
func (p plainGame) FormatMove(st engine.State, m engine.Move) string { return p.g.FormatMove(st, m) }
func (p plainGame) RolloutMove(st engine.State, s engine.Seat, legal []engine.Move, rng *rand.Rand) engine.Move {
	return p.g.RolloutMove(st, s, legal, rng)
}

// TestSearchKeepsItsPurse is the search's view of an auction where the
// seat may bid anything up to its whole purse (250 Florins) for a street
// of 100: spending it all is the worst move, since in nearly every game
// all sides but one go bankrupt. With its rollouts played by the rules of
// thumb (OwnPolicy) the search ranks the all-in bid last; with its
// rollouts as random as everyone's (plainGame) it does not see it: every
// simulated game spends the purse at random anyway.
func TestSearchKeepsItsPurse(t *testing.T) {
	st := turnTestBare(t, 3)
	turnTestAuction(t, st)
	allIn := BidMove{Amount: 250}
	require.Contains(t, st.Legal(0), engine.Move(allIn))
	cfg := search.Config{Iterations: 600, Seed: 1}
	careful, err := search.Search(Game{}, st, 0, cfg)
	require.NoError(t, err)
	assert.Equal(t, engine.Move(allIn), careful.Moves[len(careful.Moves)-1].Move, "ranked last with OwnPolicy")
	random, err := search.Search(plainGame{}, st, 0, cfg)
	require.NoError(t, err)
	assert.NotEqual(t, engine.Move(allIn), random.Moves[len(random.Moves)-1].Move, "random rollouts do not see it")
	assert.Greater(t, careful.Moves[0].Wins, random.Moves[0].Wins+0.2,
		"a seat that plays on sensibly wins most games against random players")
}
