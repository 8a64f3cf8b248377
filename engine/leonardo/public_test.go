package leonardo

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestPublicOutcomesGolden pins the outcome tokens of one random game per
// player count (testdata/public/leonardo-Np.golden; -update rewrites).
func TestPublicOutcomesGolden(t *testing.T) {
	for players := 3; players <= 6; players++ {
		t.Run(fmt.Sprint(players), func(t *testing.T) {
			out, err := enginetest.PublicOutcomes(Game{}, players, 1989, suiteOptions)
			require.NoError(t, err)
			enginetest.Golden(t, fmt.Sprintf("testdata/public/leonardo-%dp.golden", players), out)
		})
	}
}

// publicOpts are the worked example's settings: three players.
var publicOpts = engine.Options{Names: []string{"Ann", "Bob", "Cid"}}

// publicView is the Observer's view of a public state.
func publicView(t *testing.T, ps engine.State) *View {
	t.Helper()
	v, ok := ps.View(engine.Observer).(*View)
	require.True(t, ok)
	return v
}

// applyPublic applies one decision to the public replay, failing the test
// on an error, and returns its events' keys.
func applyPublic(t *testing.T, ps engine.State, s engine.Seat, text string, outcome ...string) []string {
	t.Helper()
	evs, err := Game{}.ApplyPublic(ps, s, text, outcome)
	require.NoError(t, err, "%d %q %q", s, text, outcome)
	var keys []string
	for _, e := range evs {
		require.True(t, e.Public(), "a public replay tells %s to %v", e.Key, e.To)
		keys = append(keys, e.Key)
	}
	return keys
}

// TestPublicWorkedExample follows a short game from its outcomes alone:
// the deal, three secret parties, a roll onto a message space (the event
// shows every party and pays), and a market whose last stake shows every
// stake and the number drawn.
func TestPublicWorkedExample(t *testing.T) {
	ps, evs, err := Game{}.PublicSetup(publicOpts, 3, []string{"palaces:2,8,14", "event:5", "admin:3"})
	require.NoError(t, err)
	require.Len(t, evs, 4) // three palaces dealt, then the parties asked for
	assert.Equal(t, []string{"Ann", "2"}, evs[0].Args)
	v := publicView(t, ps)
	assert.Equal(t, "party", v.Phase)
	assert.Equal(t, "Ann", v.Spaces[1].Owner)
	assert.Equal(t, "Bob", v.Spaces[7].Owner)
	assert.Equal(t, "Cid", v.Spaces[13].Owner)
	assert.Equal(t, []string{"Cid"}, v.Spaces[13].Pawns)
	assert.Equal(t, "Guelph League victorious", v.Decks.TopEvent.Name)
	assert.Equal(t, "a3", v.Decks.TopAdministration.ID)
	assert.Equal(t, 40, v.Decks.Art)
	assert.Nil(t, ps.Legal(0), "a public state lists no move")
	_, err = ps.Apply(0, PartyMove{Party: guelph}, nil)
	assert.ErrorIs(t, err, engine.ErrPublicState)

	for s := range engine.Seat(3) {
		assert.Equal(t, []string{"event.party-chosen"}, applyPublic(t, ps, s, "party")[:1])
	}
	v = publicView(t, ps)
	assert.Equal(t, "turn", v.Phase)
	assert.Equal(t, "", v.Players[0].Party, "a party is secret until shown")
	assert.Nil(t, ps.View(1).(*View).Private, "a seat's view of a public state is the Observer's")

	// Ann draws 5: from 2 to 7, a message space: the Guelph League wins,
	// every party is seen, the Guelphs are paid, the next event is on top.
	keys := applyPublic(t, ps, 0, "roll", "roll:5", "event:9", "party:0=guelph,1=ghibelline,2=guelph")
	assert.Contains(t, keys, "event.party-shown")
	v = publicView(t, ps)
	assert.Equal(t, 7, v.Sides[0].Space)
	assert.Equal(t, 350, v.Sides[0].Cash)
	assert.Equal(t, 250, v.Sides[1].Cash)
	assert.Equal(t, 350, v.Sides[2].Cash)
	assert.Equal(t, "ghibelline", v.Players[1].Party)
	assert.Equal(t, "guelph", v.Sides[2].Party)
	assert.Equal(t, "The Emperor descends into Italy", v.Decks.TopEvent.Name)
	assert.Equal(t, "Bob", v.Current)

	// Bob draws 3: from 8 to 11, a market, which he opens; Ann and Cid
	// stake in secret; Cid's stake, the last, shows both, and 3 is drawn:
	// gold. Ann wins 3 × 20 from Bob, Cid's 10 on ivory goes to Bob.
	applyPublic(t, ps, 1, "roll", "roll:3")
	applyPublic(t, ps, 1, "market")
	applyPublic(t, ps, 0, "stake")
	v = publicView(t, ps)
	require.NotNil(t, v.Market)
	assert.Equal(t, []string{"Ann"}, v.Market.Staked)
	assert.Empty(t, v.Market.Stakes, "the Observer sees who staked, not the stakes")
	keys = applyPublic(t, ps, 2, "stake", "stake:0=gold:20", "stake:2=ivory:10", "market:3")
	assert.Contains(t, keys, "event.stake-won")
	v = publicView(t, ps)
	assert.Nil(t, v.Market)
	assert.Equal(t, 350+60, v.Sides[0].Cash)
	assert.Equal(t, 250-60+10, v.Sides[1].Cash)
	assert.Equal(t, 350-10, v.Sides[2].Cash)
	assert.Equal(t, "Cid", v.Current)
}

// TestPublicRefusesBadOutcomes shows that the public replay refuses an
// outcome it cannot use, saying why, and leaves its state as it was.
func TestPublicRefusesBadOutcomes(t *testing.T) {
	for _, setup := range [][]string{
		{"palaces:2,8", "event:5", "admin:3"},         // a palace too few
		{"palaces:2,8,5", "event:5", "admin:3"},       // a bridge
		{"palaces:2,8,14", "event:99", "admin:3"},     // no such event
		{"palaces:2,8,14", "event:5"},                 // no administration
		{"palaces:2,8,14", "event:5", "admin:3", "x"}, // an unknown token
	} {
		_, _, err := Game{}.PublicSetup(publicOpts, 3, setup)
		assert.Error(t, err, "%q", setup)
	}
	ps, _, err := Game{}.PublicSetup(publicOpts, 3, []string{"palaces:2,8,14", "event:5", "admin:3"})
	require.NoError(t, err)
	for s := range engine.Seat(3) {
		applyPublic(t, ps, s, "party")
	}
	before := publicView(t, ps)
	for _, c := range []struct {
		outcome []string
		want    string
	}{
		{nil, "drew more numbers"},
		{[]string{"roll:4,6"}, "drew 1 numbers, and the outcome gives 2"},
		{[]string{"roll:13"}, `"13" is not a number from 1 to 12`},
		{[]string{"roll:3", "art:2=41"}, `"41" is not a number from 1 to 40`},
		{[]string{"roll:3", "card:7"}, "unknown token"},
		{[]string{"roll:5", "event:9"}, "lacks what the decision showed"}, // no parties
		{[]string{"roll:5", "party:0=guelph,1=ghibelline,2=guelph"}, "top event"},
		{[]string{"roll:3", "stake:1=gold:20"}, "last stake only"},
	} {
		_, err := Game{}.ApplyPublic(ps, 0, "roll", c.outcome)
		if assert.Error(t, err, "%q", c.outcome) {
			assert.Contains(t, err.Error(), c.want, "%q", c.outcome)
		}
		assert.Equal(t, before, publicView(t, ps), "a refused outcome left the state changed: %q", c.outcome)
	}
	_, err = Game{}.ApplyPublic(ps, 0, "roll", []string{"roll:3"})
	require.NoError(t, err, "the right outcome is still taken")
	_, err = Game{}.ApplyPublic(ps.Clone(), 1, "roll", []string{"roll:3"})
	assert.Error(t, err, "a decision out of turn is refused as in a game")
}

// TestPublicRefusesBadStakes shows that the last stake's outcome must show
// the stake of every side that staked, and no side that did not.
func TestPublicRefusesBadStakes(t *testing.T) {
	ps, _, err := Game{}.PublicSetup(publicOpts, 3, []string{"palaces:2,8,14", "event:5", "admin:3"})
	require.NoError(t, err)
	for s := range engine.Seat(3) {
		applyPublic(t, ps, s, "party")
	}
	applyPublic(t, ps, 0, "roll", "roll:5", "event:9", "party:0=guelph,1=ghibelline,2=guelph")
	applyPublic(t, ps, 1, "roll", "roll:3")
	applyPublic(t, ps, 1, "market")
	_, err = Game{}.ApplyPublic(ps, 0, "stake", []string{"stake:0=gold:20", "market:3"})
	assert.ErrorContains(t, err, "last stake only", "Ann's stake is not the last")
	applyPublic(t, ps, 0, "stake")
	for want, outcome := range map[string][]string{
		"does not show the stake of seat 0": {"stake:2=ivory:10", "market:3"},
		"seat 1, which has not staked":      {"stake:0=gold:20", "stake:1=gold:5", "stake:2=ivory:10", "market:3"},
		`no product "wine"`:                 {"stake:0=wine:20", "stake:2=ivory:10", "market:3"},
		"drew more numbers":                 {"stake:0=gold:20", "stake:2=ivory:10"},
	} {
		_, err := Game{}.ApplyPublic(ps, 2, "stake", outcome)
		assert.ErrorContains(t, err, want, "%q", outcome)
	}
	applyPublic(t, ps, 2, "stake", "stake:0=gold:20", "stake:2=ivory:10", "market:3")
}
