package princes

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// setupTestNames are the rule text's players, in seat order.
var setupTestNames = []string{"Anne", "Bruno", "Christian", "David", "Emma"}

func TestNewGameDeals(t *testing.T) {
	for n := 3; n <= 5; n++ {
		st, evs := newGame(setupTestNames[:n], rand.New(rand.NewPCG(1, 2)))
		assert.Equal(t, phaseKeep, st.phase)
		assert.Equal(t, 1, st.round)
		assert.Equal(t, engine.Seat(0), st.start, "the oldest, listed first, starts")
		assert.Len(t, st.ToAct(), n, "every seat keeps at once")
		all := slices.Clone(st.professions)
		private := 0
		for s, p := range st.players {
			assert.Equal(t, 3500, p.florins)
			assert.Equal(t, noStack, p.bought)
			assert.Equal(t, maskOf(data().palace), p.dom.occupied, "the palace stands")
			assert.Len(t, st.dealt[s], 4)
			all = append(all, st.dealt[s]...)
		}
		for _, e := range evs {
			if !e.Public() {
				private++
				require.Len(t, e.To, 1)
				assert.Equal(t, professionIDs(st.dealt[e.To[0]]), e.Args[1:], "each seat is told its own cards")
			}
		}
		assert.Equal(t, n, private)
		require.Len(t, evs, n+1, "the start, then each seat's cards")
		assert.Equal(t, engine.Event{Key: "event.game-starts", Args: []string{itoa(n), "Anne"}}, evs[0])
		slices.Sort(all)
		assert.Equal(t, slices.Compact(slices.Clone(all)), all, "every profession once")
		assert.Len(t, all, 21)
		assert.Len(t, st.bonusDeck, 20)
		assert.Len(t, st.prestigeDeck, 14)
		assert.Equal(t, [3]int8{6, 6, 6}, st.supply.landscapes)
		assert.Equal(t, [3]int8{int8(n - 1), int8(n - 1), int8(n - 1)}, st.supply.freedoms, "players - 1 of each")
		assert.Equal(t, int8(6), st.supply.builders)
		assert.Equal(t, int8(7), st.supply.jesters)
		assert.Equal(t, int8(5), st.supply.recruits)
		assert.Equal(t, int8(3), st.supply.buildings[0])
	}
}

func TestKeepInAnyOrder(t *testing.T) {
	st, _ := newGame(setupTestNames[:4], rand.New(rand.NewPCG(1, 2)))
	dealt := slices.Clone(st.dealt)
	deck := slices.Clone(st.professions)
	var returned []int8
	for i, s := range []engine.Seat{2, 0, 3, 1} {
		ms := st.legalKeep(s)
		require.Len(t, ms, 4)
		m := ms[1].(KeepMove)
		assert.True(t, slices.IsSorted(m.Cards[:]))
		evs, err := st.Apply(s, m, rand.New(rand.NewPCG(3, 4)))
		require.NoError(t, err)
		assert.Equal(t, m.Cards[:], st.players[s].hand)
		for _, c := range dealt[s] {
			if !slices.Contains(m.Cards[:], c) {
				returned = append(returned, c)
			}
		}
		for _, e := range evs {
			if e.Key == "event.keeps" {
				assert.Equal(t, []string{st.names[s]}, e.Args, "the public never learns which")
			}
			if e.Key == "event.keeps-own" {
				assert.Equal(t, []engine.Seat{s}, e.To)
			}
		}
		if i < 3 {
			assert.Len(t, st.ToAct(), 3-i, "the seat that kept leaves ToAct")
			assert.NotContains(t, st.ToAct(), s)
			assert.True(t, slices.IsSorted(st.ToAct()), "the others keep their order")
			_, err = st.Apply(s, m, nil)
			assert.ErrorIs(t, err, engine.ErrNotYourTurn, "a seat keeps once")
		}
	}
	assert.Len(t, st.professions, 21-12)
	assert.NotEqual(t, append(deck, returned...), st.professions, "the deck with the returned cards is shuffled")
	assert.ElementsMatch(t, append(deck, returned...), st.professions)
	assert.Equal(t, phaseOpen, st.phase)
	assert.Equal(t, []engine.Seat{0}, st.ToAct(), "round 1's first player opens")
}

func TestKeepRefusals(t *testing.T) {
	st, _ := newGame(setupTestNames[:3], rand.New(rand.NewPCG(1, 2)))
	d := st.dealt[0]
	other := st.dealt[1][0]
	for _, m := range []engine.Move{
		KeepMove{Cards: [3]int8{d[0], d[1], other}},
		KeepMove{Cards: [3]int8{d[0], d[0], d[1]}},
		KeepMove{Cards: [3]int8{d[0], d[1], 40}},
		OpenMove{Stack: stackJester},
	} {
		before := st.Clone()
		_, err := st.Apply(0, m, nil)
		assert.ErrorIs(t, err, engine.ErrIllegal, "%v", m)
		assert.Equal(t, before, st.Clone(), "a refused keep changes nothing")
	}
}
