package princes

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestPublicOutcomesGolden pins the outcome tokens of one random game for
// each player count (testdata/public/princes-Np.golden; -update rewrites
// them).
func TestPublicOutcomesGolden(t *testing.T) {
	for _, n := range []int{3, 4, 5} {
		out, err := enginetest.PublicOutcomes(Game{}, n, 2026, engine.Options{Names: suiteNames[:n]})
		require.NoError(t, err)
		enginetest.Golden(t, fmt.Sprintf("testdata/public/princes-%dp.golden", n), out)
	}
}

// publicApply applies the decisions to the public state ps, each a public
// text and its outcome tokens after a "|", and fails the test at the
// first error.
func publicApply(t *testing.T, ps engine.State, decisions ...string) []engine.Event {
	t.Helper()
	var evs []engine.Event
	for _, d := range decisions {
		seat, rest, _ := strings.Cut(d, ": ")
		text, out, _ := strings.Cut(rest, " | ")
		var outcome []string
		if out != "" {
			outcome = strings.Fields(out)
		}
		s := engine.Seat(slices.Index(suiteNames, seat))
		got, err := Game{}.ApplyPublic(ps, s, text, outcome)
		require.NoError(t, err, d)
		evs = append(evs, got...)
	}
	return evs
}

// publicView is the Observer's view of a public state.
func publicView(ps engine.State) *View { return ps.View(engine.Observer).(*View) }

// TestPublicWorkedExample follows the start of a game of three from its
// public record: three secret keeps, an auction of a prestige card and its
// secret pick. The public state counts the cards it cannot see.
func TestPublicWorkedExample(t *testing.T) {
	ps, evs, err := Game{}.PublicSetup(engine.Options{Names: suiteNames[:3]}, 3, nil)
	require.NoError(t, err)
	assert.Equal(t, []engine.Event{{Key: "event.game-starts", Args: []string{"3", "Ann"}}}, evs,
		"the public setup tells the start, not the cards dealt")
	v := publicView(ps)
	assert.Equal(t, "keep", v.Phase)
	assert.Equal(t, DeckView{Professions: 21 - 12, Bonus: 20, Prestige: 14}, v.Decks)

	evs = publicApply(t, ps, "Bob: keep", "Ann: keep")
	assert.Equal(t, []string{"event.keeps", "event.keeps"}, eventKeys(evs))
	v = publicView(ps)
	assert.Equal(t, []engine.Seat{2}, v.ToAct, "Cid still keeps")
	assert.Equal(t, []int{3, 3, 0}, []int{v.Players[0].Professions, v.Players[1].Professions, v.Players[2].Professions})
	assert.Equal(t, 9+2, v.Decks.Professions, "each keeper's fourth card is back in the deck")

	evs = publicApply(t, ps, "Cid: keep")
	assert.Equal(t, []string{"event.keeps", "event.professions-shuffled", "event.auction-starts"}, eventKeys(evs))
	assert.Equal(t, []string{"12"}, evs[1].Args, "the deck shuffled holds 21 - 9 kept")
	v = publicView(ps)
	assert.Equal(t, "open", v.Phase)
	assert.Equal(t, []engine.Seat{0}, v.ToAct)

	publicApply(t, ps, "Ann: open prestige", "Bob: bid 300", "Cid: pass", "Ann: pass")
	v = publicView(ps)
	assert.Equal(t, "pick-prestige", v.Phase)
	assert.Equal(t, 14-5, v.Decks.Prestige, "Bob looks at five cards the public does not see")
	assert.Nil(t, v.Hand)
	assert.Nil(t, v.Players[1].Florins, "the others' money stays hidden during the game")
	assert.Equal(t, 3500-300, ps.(*state).players[1].florins, "but the public state knows it from the bids")

	evs = publicApply(t, ps, "Bob: pick")
	assert.Equal(t, []string{"event.takes-prestige"}, eventKeys(evs[:1]))
	v = publicView(ps)
	assert.Equal(t, 1, v.Players[1].PrestigeCards)
	assert.Equal(t, 14-1, v.Decks.Prestige, "the four others go under the deck")
	assert.Equal(t, "prestige", v.Players[1].Bought)
	assert.Nil(t, v.Players[1].Revealed, "prestige cards show at the end only")
	assert.Equal(t, []engine.Seat{0}, v.ToAct, "Ann opens again, since another bought")
}

// eventKeys lists the keys of evs.
func eventKeys(evs []engine.Event) []string {
	keys := make([]string, len(evs))
	for i, e := range evs {
		keys[i] = e.Key
	}
	return keys
}

// TestPublicRefusesBadOutcomes: an outcome the public replay cannot use is
// refused with an error that names the token, and leaves the state as it
// was; a public state moves only by ApplyPublic.
func TestPublicRefusesBadOutcomes(t *testing.T) {
	_, _, err := Game{}.PublicSetup(engine.Options{}, 3, []string{"1:p3"})
	assert.ErrorContains(t, err, "the setup makes no card public")

	ps, _, err := Game{}.PublicSetup(engine.Options{Names: suiteNames[:3]}, 3, nil)
	require.NoError(t, err)
	before, err := json.Marshal(ps.View(engine.Observer))
	require.NoError(t, err)
	for _, c := range []struct {
		outcome []string
		want    string
	}{
		{[]string{"idle:3"}, `outcome token "idle:3": "3" is not a seat's number, 0 to 2`},
		{[]string{"idle:02"}, `"02" is not a seat's number`},
		{[]string{"bonus:b21,b2"}, `outcome token "bonus:b21,b2": "b21" is not a card b1 to b20`},
		{[]string{"bonus:b2,b2"}, "b2 named twice"},
		{[]string{"1:p15"}, `"p15" is not a card p1 to p14`},
		{[]string{"1:p3", "1:p4"}, "seat 1's prestige cards twice"},
		{[]string{"top"}, "want idle:N, bonus:bX,bY or N:pX"},
		{[]string{"1:p3"}, "the outcome reveals the prestige cards, but the game goes on"},
		{[]string{"idle:2"}, "seat 2 could do nothing, but the decision gave it no turn to skip"},
		{[]string{"bonus:b3,b1"}, "orders bonus cards, but the decision is no work"},
	} {
		_, err := Game{}.ApplyPublic(ps, 0, "keep", c.outcome)
		assert.ErrorContains(t, err, c.want, "%q", c.outcome)
	}
	_, err = Game{}.ApplyPublic(ps, 0, "pick", nil)
	assert.ErrorIs(t, err, engine.ErrIllegal, "no pick is awaited")
	_, err = Game{}.ApplyPublic(ps, 0, "open prestige", nil)
	assert.ErrorIs(t, err, engine.ErrIllegal, "the keep comes first")
	after, err := json.Marshal(ps.View(engine.Observer))
	require.NoError(t, err)
	assert.JSONEq(t, string(before), string(after), "a refused decision changes nothing")

	_, err = ps.Apply(0, KeepMove{Cards: [3]int8{0, 1, 2}}, nil)
	assert.ErrorIs(t, err, engine.ErrPublicState)
	assert.Empty(t, ps.Legal(0))
	assert.Nil(t, ps.(*state).RandomMove(0, enginetest.NewRand(1)), "no move to draw, as Legal lists none")
	assert.ErrorIs(t, ps.(*state).ApplyQuiet(0, KeepMove{Cards: [3]int8{0, 1, 2}}, nil), engine.ErrPublicState)
	_, err = Game{}.ApplyPublic(newTestState(t), 0, "keep", nil)
	assert.ErrorContains(t, err, "needs a state made by PublicSetup")
}

// newTestState is a full game of three.
func newTestState(t *testing.T) engine.State {
	st, _, err := Game{}.Setup(engine.Options{Names: suiteNames[:3]}, 3, enginetest.DecisionRand(1, 0))
	require.NoError(t, err)
	return st
}

// TestPublicEndNeedsThePrestigeCards: the final scoring counts the
// prestige cards, so the last decision's outcome must reveal them all,
// as many as each player holds; once it does, the public result is the
// game's.
func TestPublicEndNeedsThePrestigeCards(t *testing.T) {
	g := Game{}
	opts := engine.Options{Names: suiteNames[:3]}
	for seed := uint64(1); seed < 20; seed++ {
		played, full, err := enginetest.RandomGame(g, 3, seed, opts, 5000)
		require.NoError(t, err)
		ps, last, lastOut := publicUntil(t, g, opts, seed, played)
		var tokens []string
		for _, tok := range lastOut {
			if !strings.HasPrefix(tok, idleToken) {
				tokens = append(tokens, tok)
			}
		}
		if len(tokens) == 0 {
			continue // nobody holds a prestige card: try another game
		}
		idle := lastOut[:len(lastOut)-len(tokens)]
		_, err = g.ApplyPublic(ps, last.Seat, last.Text, idle)
		assert.ErrorContains(t, err, "the game ends here: the outcome must reveal every prestige card held")
		_, err = g.ApplyPublic(ps, last.Seat, last.Text, append(slices.Clone(idle), tokens[1:]...))
		assert.ErrorContains(t, err, "prestige cards of seat")
		_, err = g.ApplyPublic(ps, last.Seat, last.Text, lastOut)
		require.NoError(t, err)
		assertSameEnd(t, full, ps)
		assert.Equal(t, full.View(engine.Observer), ps.View(engine.Observer))
		return
	}
	t.Fatal("no game of the seeds tried ends with a prestige card held")
}

// publicUntil replays played publicly but for its last decision, which
// it returns with its outcome.
func publicUntil(t *testing.T, g Game, opts engine.Options, seed uint64, played []enginetest.Played) (engine.State, enginetest.Played, []string) {
	t.Helper()
	st, _, err := g.Setup(opts, len(opts.Names), enginetest.DecisionRand(seed, 0))
	require.NoError(t, err)
	ps, _, err := g.PublicSetup(opts, len(opts.Names), nil)
	require.NoError(t, err)
	for i, p := range played {
		m, err := g.ParseMove(st, p.Seat, p.Text)
		require.NoError(t, err)
		evs, err := st.Apply(p.Seat, m, enginetest.DecisionRand(seed, i+1))
		require.NoError(t, err)
		text := engine.PublicText(g, p.Text)
		out := g.Outcome(st, p.Seat, text, engine.PublicEvents(evs))
		if i == len(played)-1 {
			return ps, enginetest.Played{Seat: p.Seat, Text: text}, out
		}
		_, err = g.ApplyPublic(ps, p.Seat, text, out)
		require.NoError(t, err, "decision %d %q", i+1, p.Text)
	}
	t.Fatal("no decision played")
	return nil, enginetest.Played{}, nil
}

// TestPublicGameEndsOnAPick: a game may end on a prestige card's pick, the
// last auction of round 7, when nobody can act after it: the card picked
// is among those the outcome reveals (a game of the suite, once refused).
func TestPublicGameEndsOnAPick(t *testing.T) {
	g, seed, opts := Game{}, uint64(0x4e9f0fb1533d1b10), engine.Options{Names: suiteNames[:4]}
	played, full, err := enginetest.RandomGame(g, 4, seed, opts, 5000)
	require.NoError(t, err)
	ps, last, out := publicUntil(t, g, opts, seed, played)
	require.Equal(t, "pick", last.Text)
	assert.Equal(t, []string{"idle:2", "idle:3", "idle:0", "idle:1", "2:p5", "3:p2,p4"}, out)
	_, err = g.ApplyPublic(ps, last.Seat, last.Text, out)
	require.NoError(t, err)
	assertSameEnd(t, full, ps)
}

// assertSameEnd checks that the public state ps is over, with the result
// of the game full.
func assertSameEnd(t *testing.T, full, ps engine.State) {
	t.Helper()
	want, _ := full.Result()
	got, over := ps.Result()
	assert.True(t, over, "the public replay is over")
	assert.Equal(t, want, got)
}
