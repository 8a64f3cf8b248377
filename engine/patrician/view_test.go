package patrician

import (
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// midGame is a 3-player table with both expansions, Bob about to choose
// his special action: Lucca is scored, messengers lie on two borders.
func midGame(t *testing.T) *state {
	st := mustState(t, `
variants: ambassadors messengers
turn: Bob
border bo si: Cid
border lu fe: Ann
bo: 1123 2 | bo4
fi: - - | fi1
ro: 3 - | ro5
lu: 1111 223 | - | scored
si: 22 1 | si3
mi: 3 32 | mi5
fe: - 1 | fe2
pa: 2 - | pa1
ve: - - | ve4
deck: ro1 bo2 fi7
Ann: fi5 si4 | lu4 lu1 | 21 | 1
Bob: bo3 ve3 mi4 | ro6 si2 | 24 | 2
Cid: ro7 fe3 pa3 | mi1 | 25 | 1`)
	table.Play(t, st, "Bob: play bo3", "Bob: build b")
	require.Equal(t, phaseSpecial, st.phase)
	return st
}

func TestBoardGolden(t *testing.T) {
	st := midGame(t)
	enginetest.GoldenView(t, "testdata/midgame-observer.golden", st.View(engine.Observer))
	enginetest.GoldenView(t, "testdata/midgame-bob.golden", st.View(1))
}

func TestFinalBoardGolden(t *testing.T) {
	st, _ := playRandom(t, 4, []string{VariantAmbassadors, VariantMessengers}, 11, nil)
	enginetest.GoldenView(t, "testdata/final-4p-observer.golden", st.View(engine.Observer))
	// The result is worded where output is made, below the board, not in it.
	w, over := enginetest.WordedResult(Game{}, st, engine.English)
	require.True(t, over)
	enginetest.Golden(t, "testdata/final-4p-result.golden", strings.Join(w.Lines(), "\n")+"\n")
}

func TestViewHidesHandsAndPiles(t *testing.T) {
	st := midGame(t)
	for s := engine.Observer; s < 3; s++ {
		v := st.View(s).(*View)
		for i, p := range v.Players {
			assert.Equal(t, st.players[i].hand.size(), p.Hand, "others' hands are counts")
			assert.Equal(t, engine.Seat(i) == s, p.Heads != nil, "seat %d sees the heads of pile %d only if its own", s, i)
			assert.Equal(t, st.players[i].pile[len(st.players[i].pile)-1].ID(), p.Top, "the top card is public")
		}
		if s == engine.Observer {
			assert.Empty(t, v.Hand)
			assert.Empty(t, v.Pile)
			continue
		}
		assert.Equal(t, cardIDs(st.players[s].hand.cards()), v.Hand)
		assert.Equal(t, cardIDs(st.players[s].pile), v.Pile, "a player looks through their own pile")
	}
}

func TestViewJSON(t *testing.T) {
	st := midGame(t)
	back := enginetest.ViewJSON(t, st.View(1))
	assert.Equal(t, "special", back["phase"])
	assert.Equal(t, "BO3", back["played"])
	assert.Equal(t, []any{"MI4", "VE3"}, back["hand"], "in data order")
	assert.Equal(t, []any{"ambassadors", "messengers"}, back["variants"])
	cities := back["cities"].([]any)
	bo := cities[0].(map[string]any)
	assert.Equal(t, []any{[]any{"Ann", "Ann", "Bob", "Cid"}, []any{"Bob", "Bob"}}, bo["towers"], "owners by name")
	lu := cities[3].(map[string]any)
	assert.Equal(t, true, lu["scored"])
	assert.Equal(t, "Ann", lu["high_to"])
	assert.Equal(t, "Bob", lu["low_to"])
	assert.Equal(t, "Bob", back["viewer"], "people are named, not numbered")
	assert.Equal(t, []any{"Bob"}, back["to_act"])
	assert.Contains(t, back["borders"], map[string]any{"cities": []any{"bo", "si"}, "player": "Cid"})
	assert.Contains(t, back["borders"], map[string]any{"cities": []any{"ro", "si"}}, "no messenger: no player")
	public := enginetest.ViewJSON(t, st.View(engine.Observer))
	assert.Equal(t, "everyone", public["viewer"], "as the top level of board --json says")
}

func TestResampleKeepsTheView(t *testing.T) {
	es, _, err := Game{}.Setup(engine.Options{}, 4, enginetest.NewRand(5))
	require.NoError(t, err)
	st := es.(*state)
	table.Play(t, st, "P1: play "+lowerASCII(st.players[0].hand.cards()[0].ID()))
	enginetest.CheckResample(t, st, 4, 10, func(s engine.Seat, re engine.State) (changed bool) {
		r := re.(*state)
		var all hand
		for _, c := range r.deck {
			all = all.with(c)
		}
		for i, p := range r.players {
			assert.Equal(t, st.players[i].hand.size(), p.hand.size())
			assert.Equal(t, st.players[i].hand&^st.players[i].secret, p.hand&^p.secret, "cards taken face up stay")
			for _, c := range p.secret.cards() {
				assert.True(t, c.info().Star, "a secret card is a starting card")
			}
			if engine.Seat(i) == s {
				assert.Equal(t, st.players[i].hand, p.hand, "the viewer's hand stays")
			} else if p.hand != st.players[i].hand {
				changed = true
			}
			all |= p.hand
		}
		want := hand(0)
		for _, c := range st.deck {
			want = want.with(c)
		}
		for _, p := range st.players {
			want |= p.hand
		}
		assert.Equal(t, want, all, "no card is lost or made")
		assert.Len(t, r.deck, len(st.deck))
		return changed
	})
}

// The 5-player side of the board adds Pistoia and its two borders.
func TestFivePlayerBoardGolden(t *testing.T) {
	names := []string{"Ann", "Bob", "Cid", "Dee", "Eve"}
	es, _, err := Game{}.Setup(engine.Options{Names: names, Variants: []string{VariantMessengers}}, 5, enginetest.NewRand(3))
	require.NoError(t, err)
	enginetest.GoldenView(t, "testdata/setup-5p-eve.golden", es.View(4))
}

// Issue 7: a finished game shows one score per player, the final one, in
// the view (and so in --json) as in the result.
func TestFinalViewShowsTheFinalScore(t *testing.T) {
	st, _ := playRandom(t, 4, []string{VariantAmbassadors, VariantMessengers}, 11, nil)
	res, over := st.Result()
	require.True(t, over)
	v := st.View(engine.Observer).(*View)
	for i, p := range v.Players {
		assert.Equal(t, res.Scores[i], p.Score, "player %s", p.Name)
	}
}
