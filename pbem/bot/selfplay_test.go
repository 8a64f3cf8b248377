package bot

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

func TestSelfplaySameSeedSameRun(t *testing.T) {
	req := SelfplayRequest{Game: "dice", Players: 3, Games: 20, Seed: "42"}
	a, err := Selfplay(testkit.DiceGames, req)
	require.NoError(t, err)
	b, err := Selfplay(testkit.DiceGames, req)
	require.NoError(t, err)
	assert.Equal(t, a, b)

	assert.Equal(t, 20, a.Games)
	assert.Len(t, a.Wins, 3)
	wins := 0
	for _, w := range a.Wins {
		wins += w
	}
	assert.GreaterOrEqual(t, wins, 20, "every game has at least one winner")
	// Each player stops once and decides at most 5 times (3 rolls, a bet, stop).
	assert.GreaterOrEqual(t, a.Decisions, 20*3)
	assert.LessOrEqual(t, a.Decisions, 20*3*5)
	for _, avg := range a.AverageScore {
		// A score is a card (1–6), up to 3 rolls (1–6 each) and a bet (0–6).
		assert.True(t, avg >= 1 && avg <= 30, "average %v", avg)
	}

	c, err := Selfplay(testkit.DiceGames, SelfplayRequest{Game: "dice", Players: 3, Games: 20, Seed: "43"})
	require.NoError(t, err)
	assert.NotEqual(t, a.AverageScore, c.AverageScore, "another seed plays other games")
}

func TestSelfplayDefaults(t *testing.T) {
	res, err := Selfplay(testkit.DiceGames, SelfplayRequest{Game: "dice", Games: 1})
	require.NoError(t, err)
	assert.Equal(t, 2, res.Players, "the smallest table")
	assert.Len(t, res.Seed, 16, "a drawn seed is reported so the run can be repeated")
}

func TestSelfplayRefusals(t *testing.T) {
	_, err := Selfplay(testkit.DiceGames, SelfplayRequest{Game: "dice", Players: 9, Games: 1})
	assert.ErrorIs(t, err, pbem.ErrUsage)
	_, err = Selfplay(testkit.DiceGames, SelfplayRequest{Game: "go", Games: 1})
	assert.ErrorIs(t, err, pbem.ErrUnknownGame)
}

func TestSelfplayBound(t *testing.T) {
	_, err := Selfplay(testkit.DiceGames, SelfplayRequest{Game: "dice", Games: 1, Seed: "1", MaxDecisions: 1})
	assert.ErrorContains(t, err, "no end after 1 decisions")
}
