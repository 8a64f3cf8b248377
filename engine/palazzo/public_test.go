package palazzo

import (
	"encoding/json"
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestPublicOutcomesGolden pins the outcome tokens of one random game per
// player count. The seeds are games that end in a tie, so that the money
// tokens of the end appear too.
func TestPublicOutcomesGolden(t *testing.T) {
	for _, c := range []struct {
		players int
		seed    uint64
	}{{2, 59}, {3, 1}, {4, 4}} {
		t.Run(fmt.Sprintf("%dp", c.players), func(t *testing.T) {
			out, err := enginetest.PublicOutcomes(Game{}, c.players, c.seed, names)
			require.NoError(t, err)
			require.Contains(t, out, `"money:`, "the seed's game ends in a tie")
			enginetest.Golden(t, fmt.Sprintf("testdata/public/palazzo-%dp.golden", c.players), out)
		})
	}
}

// workedSetup is the setup outcome of the worked example: 1b1 to the
// supply, then one tile to each quarry, all from stack I.
var workedSetup = []string{"1b1", "/", "1s2", "2m1", "3b1", "1m3"}

// publicTwo deals the public game of Ann and Bob from workedSetup.
func publicTwo(t *testing.T) *state {
	t.Helper()
	ps, events, err := Game{}.PublicSetup(engine.Options{Names: []string{"Ann", "Bob"}}, 2, workedSetup)
	require.NoError(t, err)
	for _, e := range events {
		assert.True(t, e.Public(), "the public setup tells %s to %v", e.Key, e.To)
	}
	return ps.(*state)
}

// applyPublic applies one decision of the worked example.
func applyPublic(t *testing.T, st *state, s engine.Seat, text string, outcome ...string) []engine.Event {
	t.Helper()
	events, err := Game{}.ApplyPublic(st, s, text, outcome)
	require.NoError(t, err, "%s {= %v}", text, outcome)
	return events
}

// publicView is the public state's view.
func publicView(t *testing.T, st *state) *View {
	t.Helper()
	return st.View(0).(*View) // a seat's view is the Observer's
}

// viewJSON is the public state's view as pbem writes it.
func viewJSON(t *testing.T, st *state) string {
	t.Helper()
	data, err := json.Marshal(st.View(engine.Observer))
	require.NoError(t, err)
	return string(data)
}

// tiles reads tile codes.
func tiles(t *testing.T, codes ...string) []Tile {
	t.Helper()
	ts, err := parseTiles(codes, false)
	require.NoError(t, err)
	return ts
}

// The worked example: a two-player game followed from its outcomes only.
// Ann takes money, Bob draws and buys with cards nobody had seen.
func TestPublicWorkedExample(t *testing.T) {
	st := publicTwo(t)
	v := publicView(t, st)
	assert.Equal(t, engine.Observer, v.Viewer())
	assert.Equal(t, tiles(t, "1b1"), v.Supply)
	assert.Equal(t, []Quarry{
		{Number: 1, Tiles: tiles(t, "1s2"), Architect: true}, {Number: 2, Tiles: tiles(t, "2m1")},
		{Number: 3, Tiles: tiles(t, "3b1")}, {Number: 4, Tiles: tiles(t, "1m3")},
	}, v.Quarries)
	// 18 tiles on back I less the 5 dealt; III holds 15 tiles and the 5 riders.
	assert.Equal(t, StackCount{I: 13, II: 15, III: 20}, v.Stacks)
	assert.Equal(t, 55-2*4, v.Deck)
	assert.Equal(t, 4, v.Players[0].Hand)
	assert.Equal(t, 4, v.Players[1].Hand)
	assert.Empty(t, v.Hand, "nobody's cards are known")

	events := applyPublic(t, st, 0, "money", "r3", "b5", "r4") // in any order
	require.Len(t, events, 1)
	assert.Equal(t, engine.Tell("event.takes-money", "Ann", "r3 r4 b5").Message(), events[0].Message())
	applyPublic(t, st, 0, "take r3 r4") // b5 goes to Bob on its own
	v = publicView(t, st)
	assert.Equal(t, "action", v.Phase)
	assert.Equal(t, []engine.Seat{1}, st.ToAct())
	assert.Equal(t, 55-2*4-3, v.Deck)
	assert.Equal(t, 6, v.Players[0].Hand)
	assert.Equal(t, 5, v.Players[1].Hand)

	// 2b2 to the supply; 1b2 has 2 windows: two quarries on from quarry 1.
	applyPublic(t, st, 1, "draw", "2b2", "1b2")
	v = publicView(t, st)
	assert.Equal(t, tiles(t, "1b1", "2b2"), v.Supply)
	assert.Equal(t, tiles(t, "3b1", "1b2"), v.Quarries[2].Tiles)
	require.NotNil(t, v.Price)
	assert.Equal(t, 8, *v.Price)
	assert.Equal(t, StackCount{I: 11, II: 15, III: 20}, v.Stacks)

	// s3 and s5 were among Bob's unseen cards; paying shows them.
	applyPublic(t, st, 1, "buy 2b2 pay s3 s5")
	applyPublic(t, st, 1, "build 2b2 new")
	v = publicView(t, st)
	assert.Equal(t, tiles(t, "1b1"), v.Supply)
	assert.Equal(t, 2, v.Discard)
	assert.Equal(t, 3, v.Players[1].Hand)
	require.Len(t, v.Players[1].Palaces, 1)
	assert.Equal(t, tiles(t, "2b2"), v.Players[1].Palaces[0].Floors)
	assert.Equal(t, -5, v.Players[1].Score, "a palace of one floor scores -5")
	assert.Equal(t, []engine.Seat{0}, st.ToAct())
	assert.Nil(t, st.Legal(0), "a public state lists no moves")
	_, err := st.Apply(0, MoneyMove{}, nil)
	assert.ErrorIs(t, err, engine.ErrPublicState)
}

// A public replay refuses an outcome it cannot use, says why, and leaves
// the state as it was.
func TestPublicRejectsBadOutcomes(t *testing.T) {
	for _, c := range []struct {
		setup []string
		want  string
	}{
		{[]string{"1b1", "1s2", "2m1", "3b1", "1m3"}, `want the supply's tiles, "/", then quarries 1-4's`},
		{[]string{"1b1", "/", "1s2", "2m1", "3b1"}, "want 1 supply tile(s) and 4 quarry tiles, not 1 and 3"},
		{[]string{"1b1", "/", "1s2", "2m1", "3x1", "1m3"}, `"3x1" is not a tile`},
		{[]string{"5m3", "/", "1s2", "2m1", "3b1", "1m3"}, "stack I holds no 5m3 now"},
		{[]string{"1b1", "/", "1b1", "1b1", "1b1", "1m3"}, "stack I holds no 1b1 now"}, // 3 copies, not 4
	} {
		_, _, err := Game{}.PublicSetup(engine.Options{}, 2, c.setup)
		assert.ErrorContains(t, err, c.want, "setup %q", c.setup)
	}

	for _, c := range []struct {
		before []string // decisions of the actor, each "text|outcome words"
		seat   engine.Seat
		text   string
		out    []string
		want   string
	}{
		{nil, 0, "money", []string{"r3", "r4"}, "the money action turns up 3 cards, and the outcome names 2"},
		{nil, 0, "money", []string{"r3", "r4", "r9"}, `"r9" is not a money card`},
		{nil, 0, "draw", []string{"2b2"}, "this draw turns up 2 pieces, and the outcome names 1"},
		{nil, 0, "draw", []string{"2b2", "9z9"}, `"9z9" is not a tile`},
		{nil, 0, "draw", []string{"2b2", "5m3"}, "stack I holds no 5m3 now"},
		{nil, 0, "draw", []string{"rider", "2b2"}, "stack I holds no rider now"},
		{nil, 0, "draw", []string{"2b2", "1b2", "money:0=5"}, "0 player(s) tie for the win, and the outcome gives the money of 1"},
		{[]string{"draw|2b2 1b2"}, 0, "auction", []string{"2b1"}, `this decision turns nothing up, yet its outcome names ["2b1"]`},
		{[]string{"draw|2b2 1b2"}, 0, "buy 2b2 pay c2 c2 c2 c2 c2", nil, "Ann pays c2 c2 c2 c2 c2 with 4 unseen card(s) in hand"},
		{nil, 1, "money", []string{"r3", "r4", "b5"}, "it is not your turn: Ann must choose an action"},
	} {
		st := publicTwo(t)
		for _, b := range c.before {
			text, out, _ := strings.Cut(b, "|")
			applyPublic(t, st, st.actor, text, strings.Fields(out)...)
		}
		before := viewJSON(t, st)
		_, err := Game{}.ApplyPublic(st, c.seat, c.text, c.out)
		assert.ErrorContains(t, err, c.want, "%s {= %v}", c.text, c.out)
		assert.Equal(t, before, viewJSON(t, st), "%s {= %v} changed the state", c.text, c.out)
	}
}

// A finished game's hands break ties in its result, which everyone reads:
// resampling it for the Observer must not change them (the outcome's
// leak test resamples the state after the last decision too).
func TestResampleKeepsAFinishedGame(t *testing.T) {
	_, st, err := enginetest.RandomGame(Game{}, 2, 59, names, 10_000) // ends in a tie
	require.NoError(t, err)
	want, over := st.Result()
	require.True(t, over)
	require.NotEmpty(t, want.TieBreak.Key, "the seed's game ends in a tie")
	for seed := range uint64(3) {
		got, _ := st.(*state).Resample(engine.Observer, enginetest.DecisionRand(seed, 1)).Result()
		assert.Equal(t, want, got)
	}
}
