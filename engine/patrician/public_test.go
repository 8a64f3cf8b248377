package patrician

import (
	"encoding/json"
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// exampleFaces is the setup outcome of the worked example: the face-up
// card of each city of the 2–4 player board, in the board's order (bo fi
// ro lu si mi fe pa ve).
var exampleFaces = []string{"bo1", "fi3", "ro4", "lu1", "si1", "mi1", "fe1", "pa1", "ve1"}

// publicExample deals the worked example's public game: Ann and Bob, the
// base game.
func publicExample(t *testing.T) *state {
	t.Helper()
	ps, events, err := Game{}.PublicSetup(engine.Options{Names: []string{"Ann", "Bob"}}, 2, exampleFaces)
	require.NoError(t, err)
	require.Len(t, events, 3, "the setup's public events: the deck, the face-up cards, who starts")
	assert.Equal(t, []string{"3", "42"}, events[0].Args, "3 cards a hand, 48-6 in the deck")
	assert.Equal(t, "Bologna BO1, Firenze FI3, Roma RO4, Lucca LU1, Siena SI1, Milano MI1, Ferrara FE1, Parma PA1, Verona VE1", events[1].Args[0])
	return ps.(*state)
}

// publicApply applies one decision to the public state and returns its
// events' keys.
func publicApply(t *testing.T, st *state, s engine.Seat, text string, outcome ...string) []string {
	t.Helper()
	events, err := Game{}.ApplyPublic(st, s, text, outcome)
	require.NoError(t, err, "%s %v", text, outcome)
	keys := make([]string, len(events))
	for i, e := range events {
		require.True(t, e.Public(), "%s tells %s to %v", text, e.Key, e.To)
		keys[i] = e.Key
	}
	return keys
}

// TestPublicWorkedExample follows four turns' worth of decisions as a
// player without the seed reads them from a sealed file, and checks the
// public view field by field: the starting cards are counts until played,
// the taken cards are known, and each take turns up the outcome's card.
func TestPublicWorkedExample(t *testing.T) {
	st := publicExample(t)
	v := st.View(engine.Observer).(*View)
	assert.Equal(t, 33, v.Deck, "42 less the 9 face-up cards")
	assert.Equal(t, 3, v.Players[0].Hand)
	assert.Equal(t, "FI3", v.Cities[1].Card)

	// 1 Ann: play bo5, a starting card nobody saw: it replaces one of her
	// three unknown cards.
	assert.Equal(t, []string{"event.plays"}, publicApply(t, st, 0, "play bo5"))
	// 2 Ann: build a {= fi7}: the floor, then the automatic take of BO1
	// from Bologna, whose space gets FI7 from the deck.
	assert.Equal(t, []string{"event.builds-tower", "event.takes", "event.turned-up"}, publicApply(t, st, 0, "build a", "fi7"))
	// 3 Bob: play lu4; 4 Bob: build b {= ro1}.
	publicApply(t, st, 1, "play lu4")
	publicApply(t, st, 1, "build b", "ro1")
	// 5 Ann: play bo1, the card she took: a known card of her hand.
	publicApply(t, st, 0, "play bo1")

	v = st.View(engine.Observer).(*View)
	assert.Equal(t, "build", v.Phase)
	assert.Equal(t, []engine.Seat{0}, v.ToAct)
	assert.Equal(t, "BO1", v.Played)
	assert.Equal(t, 31, v.Deck, "two cards turned up")
	ann, bob := v.Players[0], v.Players[1]
	assert.Equal(t, 2, ann.Hand, "two starting cards left; BO1 was taken and played")
	assert.Equal(t, 2, ann.Pile)
	assert.Equal(t, "BO1", ann.Top)
	assert.Equal(t, 1, ann.Built)
	assert.Equal(t, 3, bob.Hand, "two unknown starting cards and LU1")
	assert.Equal(t, "LU4", bob.Top)
	assert.Nil(t, ann.Heads, "heads show only once the game is over")
	bologna, lucca := v.Cities[0], v.Cities[3]
	assert.Equal(t, "FI7", bologna.Card)
	assert.Equal(t, [2][]int{{0}, {}}, bologna.Towers)
	assert.Equal(t, "RO1", lucca.Card)
	assert.Equal(t, [2][]int{{}, {1}}, lucca.Towers)
	assert.Empty(t, v.Hand, "the public view shows no hand")

	// What the public state knows: Ann holds two unknown starting cards
	// (BO5 and BO1 were played); Bob LU1 and two unknown cards.
	n := len(st.d.cards)
	assert.Equal(t, 2, (st.players[0].hand >> n).size())
	assert.Zero(t, st.players[0].hand&(1<<n-1), "no known card in Ann's hand")
	assert.Equal(t, 2, (st.players[1].hand >> n).size())
	assert.True(t, st.players[1].hand.has(cardOf(t, "lu1")))

	// Every seat's view of a public state is the Observer's.
	mine, err := json.Marshal(st.View(1))
	require.NoError(t, err)
	public, err := json.Marshal(st.View(engine.Observer))
	require.NoError(t, err)
	assert.JSONEq(t, string(public), string(mine))

	// A public state has no moves of its own.
	assert.Nil(t, st.Legal(0))
	_, err = st.Apply(0, BuildMove{A: 1}, nil)
	assert.ErrorIs(t, err, engine.ErrPublicState)
	assert.ErrorIs(t, st.ApplyQuiet(0, BuildMove{A: 1}, nil), engine.ErrPublicState)
}

// TestPublicSetupRefuses: a setup outcome that does not name one card of
// the board for each city in play is refused, and says why.
func TestPublicSetupRefuses(t *testing.T) {
	opts := engine.Options{Names: []string{"Ann", "Bob"}}
	for _, c := range []struct {
		outcome []string
		want    string
	}{
		{exampleFaces[:8], "names 8 cards; it names one face-up card for each of the 9 cities"},
		{append([]string{"pt1"}, exampleFaces[1:]...), `"pt1" is not a card of this game`},
		{append([]string{"xx9"}, exampleFaces[1:]...), `"xx9" is not a card of this game`},
		{append([]string{"fi3"}, exampleFaces[1:]...), "names fi3 twice"},
	} {
		_, _, err := Game{}.PublicSetup(opts, 2, c.outcome)
		require.Error(t, err, "%v", c.outcome)
		assert.Contains(t, err.Error(), c.want)
	}
	_, _, err := Game{}.PublicSetup(opts, 6, exampleFaces)
	assert.ErrorContains(t, err, "6 players", "the player count is checked as Setup checks it")
}

// TestPublicApplyRefuses: a decision whose outcome the public replay
// cannot use (a missing or extra card, a card already seen or not of the
// game) or whose card cannot have been in hand is refused with a clear
// error, and leaves the public state as it was.
func TestPublicApplyRefuses(t *testing.T) {
	for _, c := range []struct {
		name    string
		before  [][]string // seat, text, outcome… of the decisions made first
		seat    engine.Seat
		text    string
		outcome []string
		want    string
	}{
		{name: "no card for the take", before: [][]string{{"0", "play bo5"}}, text: "build a",
			want: "the decision turns up a card, and its outcome names none"},
		{name: "a card without a take", text: "play bo5", outcome: []string{"fi7"},
			want: `outcome "fi7": the decision turns up no card`},
		{name: "two cards", before: [][]string{{"0", "play bo5"}}, text: "build a", outcome: []string{"fi7", "fi6"},
			want: `outcome "fi7 fi6" names 2 cards; a decision turns up at most one`},
		{name: "an unknown card", before: [][]string{{"0", "play bo5"}}, text: "build a", outcome: []string{"zz1"},
			want: `outcome "zz1" is not a card of this game`},
		{name: "a card face up", before: [][]string{{"0", "play bo5"}}, text: "build a", outcome: []string{"si1"},
			want: "SI1 was seen already"},
		{name: "a card played", before: [][]string{{"0", "play bo5"}}, text: "build a", outcome: []string{"bo5"},
			want: "BO5 was seen already"},
		{name: "not a starting card", text: "play bo2",
			want: "BO2 is not a starting card"},
		{name: "a starting card seen", before: [][]string{{"0", "play bo5"}, {"0", "build a", "fi7"}}, seat: 1, text: "play bo5",
			want: "BO5 was seen already"},
		{name: "not your turn", seat: 1, text: "play lu4", want: "it is not your turn"},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := publicExample(t)
			for _, d := range c.before {
				publicApply(t, st, engine.Seat(atoi(t, d[0])), d[1], d[2:]...)
			}
			before, err := json.Marshal(st.View(engine.Observer))
			require.NoError(t, err)
			_, err = Game{}.ApplyPublic(st, c.seat, c.text, c.outcome)
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
			after, err := json.Marshal(st.View(engine.Observer))
			require.NoError(t, err)
			assert.JSONEq(t, string(before), string(after), "a refused decision leaves the public state as it was")
		})
	}
	// A state Setup dealt is no public state.
	full, _, err := Game{}.Setup(engine.Options{}, 2, enginetest.NewRand(1))
	require.NoError(t, err)
	_, err = Game{}.ApplyPublic(full, 0, "play bo5", nil)
	assert.ErrorContains(t, err, "PublicSetup")
}

// TestPublicOutcomesGolden pins the outcomes of one random game for each
// player count, each with another set of variants (go test -update
// rewrites them).
func TestPublicOutcomesGolden(t *testing.T) {
	variants := map[int][]string{
		2: nil,
		3: {VariantAmbassadors},
		4: {VariantMessengers},
		5: {VariantAmbassadors, VariantMessengers},
	}
	for players := 2; players <= 5; players++ {
		out, err := enginetest.PublicOutcomes(Game{}, players, 27, engine.Options{Names: names, Variants: variants[players]})
		require.NoError(t, err)
		enginetest.Golden(t, fmt.Sprintf("testdata/public/patrician-%dp.golden", players), out)
	}
}
