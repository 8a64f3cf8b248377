package patrician

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// The tests below check the shortcuts that keep replays and random games
// fast against the plain computation they stand for.

func TestBoxedMovesEqualTheirMoves(t *testing.T) {
	for a := -1; a <= 3; a++ {
		for b := -1; b <= 3; b++ {
			assert.Equal(t, engine.Move(BuildMove{A: a, B: b}), boxBuild(BuildMove{A: a, B: b}))
		}
	}
	for c := City(-2); c <= boxCities+1; c++ {
		for from := -1; from <= 2; from++ {
			m := SpecialMove{City: c, From: from}
			assert.Equal(t, engine.Move(m), boxSpecial(m))
		}
		for d := City(-2); d <= boxCities+1; d++ {
			m := MessengerMove{A: c, B: d}
			assert.Equal(t, engine.Move(m), boxMessenger(m))
		}
	}
	for c := Card(0); c < maxCards+2; c++ {
		assert.Equal(t, engine.Move(PlayMove{Card: c}), boxPlay(c))
		for city := City(-2); city <= maxCities+1; city++ {
			for _, has := range []bool{false, true} {
				m := TakeMove{City: city, Card: c, HasCard: has}
				assert.Equal(t, engine.Move(m), boxTake(m))
			}
		}
	}
	assert.Equal(t, engine.Move(NoSpecial), boxedNoSpecial)
	assert.Equal(t, engine.Move(NoMessenger), boxedNoMessage)
}

// lookupFolded finds what a lookup of the lower-cased word finds.
func TestLookupFoldedIsLookupOfLowerCase(t *testing.T) {
	words := []string{"bo5", "BO5", "Bo5", "bo", "BO", "Bologna", "BOLOGNA", "xx", "", "É", "bö5",
		"ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnop"}
	for _, c := range data().cards {
		words = append(words, c.ID)
	}
	for _, city := range data().Cities {
		words = append(words, city.Name, city.Code)
	}
	for _, w := range words {
		card, ok := data().cardByID[lowerASCII(w)]
		gotCard, gotOK := lookupFolded(&data().cardIndex, w)
		assert.Equal(t, [2]any{card, ok}, [2]any{gotCard, gotOK}, "card %q", w)
		city, ok := data().cityByCode[lowerASCII(w)]
		gotCity, gotOK := lookupFolded(&data().cityIndex, w)
		assert.Equal(t, [2]any{city, ok}, [2]any{gotCity, gotOK}, "city %q", w)
	}
}

// describeIn keeps the descriptions of the engine's catalogues: they must
// be those worded afresh.
func TestDescribeInIsWordDescription(t *testing.T) {
	for _, lang := range loadCatalogues().Langs() {
		for _, c := range []*engine.Catalog{catalogue(lang), boardCatalogue(lang)} {
			for i := range data().cards {
				assert.Equal(t, wordDescription(c, Card(i)), describeIn(c, Card(i)), "%s card %d", lang, i)
			}
			assert.Empty(t, describeIn(c, Card(len(data().cards))))
		}
	}
}

func TestSiteName(t *testing.T) {
	assert.Equal(t, []string{"a", "b", "c"}, []string{siteName(0), siteName(1), siteName(2)})
}

func TestHandIDsIsIDsOfCards(t *testing.T) {
	for _, h := range []hand{0, 1, 1 << 54, 0b1011, 1<<63 - 1} {
		if h>>len(data().cards) != 0 {
			h &= 1<<len(data().cards) - 1
		}
		assert.Equal(t, ids(h.cards()), h.ids(), "%b", h)
	}
}

// Piles are carved from one array: playing never grows one into another,
// and a clone's piles are its own.
func TestPilesCarved(t *testing.T) {
	es, _, err := Game{}.Setup(engine.Options{}, 3, enginetest.NewRand(1))
	require.NoError(t, err)
	st := es.(*state)
	for i := range st.players {
		for c := range data().cards {
			st.players[i].pile = append(st.players[i].pile, Card(c))
		}
	}
	for i := range st.players {
		assert.Len(t, st.players[i].pile, len(data().cards))
		assert.Equal(t, Card(0), st.players[i].pile[0], "player %d's pile overwritten", i)
	}
	c := st.clone()
	c.players[0].pile[0] = 7
	assert.Equal(t, Card(0), st.players[0].pile[0], "a clone writes into its own piles")
	allocs := testing.AllocsPerRun(10, func() {
		st.players[1].pile = st.players[1].pile[:0]
		for c := range data().cards {
			st.players[1].pile = append(st.players[1].pile, Card(c))
		}
	})
	assert.Equal(t, 0.0, allocs, "a pile has room for every card")
}

// A random game played as rollouts play it (RandomMove, ApplyQuiet)
// allocates nothing beyond the clone it starts from, and a replay through
// Apply allocates once every few decisions: the moves' events and their
// words are carved from the state's engine.EventRoom.
func TestPlayAllocations(t *testing.T) {
	opts := engine.Options{Variants: []string{VariantAmbassadors, VariantMessengers}}
	start, _, err := Game{}.Setup(opts, 4, enginetest.NewRand(3))
	require.NoError(t, err)
	clone := testing.AllocsPerRun(5, func() { _ = start.Clone() })
	rng := enginetest.NewRand(4) // each run plays another game
	quiet := testing.AllocsPerRun(5, func() {
		st := start.Clone().(*state)
		for st.phase != phaseOver {
			s := st.actor
			if err := st.ApplyQuiet(s, st.RandomMove(s, rng), rng); err != nil {
				panic(err)
			}
		}
	})
	assert.Equal(t, clone, quiet, "allocations of a clone, then of a quiet game")

	var moves []engine.Move
	st := start.Clone().(*state)
	for st.phase != phaseOver {
		moves = append(moves, st.RandomMove(st.actor, rng))
		_, err := st.Apply(st.actor, moves[len(moves)-1], nil)
		require.NoError(t, err)
	}
	loud := testing.AllocsPerRun(5, func() {
		st := start.Clone().(*state)
		for _, m := range moves {
			if _, err := st.Apply(st.actor, m, nil); err != nil {
				panic(err)
			}
		}
	})
	assert.Less(t, (loud-clone)/float64(len(moves)), 0.25, "allocations a decision of %d", len(moves))
	t.Logf("%d decisions, %.0f allocations", len(moves), loud-clone)
}

// The ambassadors' cities are read once, as ParseCity reads their codes.
func TestAmbassadorCitiesResolved(t *testing.T) {
	parse := func(codes ...string) []City {
		var out []City
		for _, code := range codes {
			c, ok := ParseCity(code)
			require.True(t, ok, code)
			out = append(out, c)
		}
		return out
	}
	a := data().Ambassadors
	require.NotEmpty(t, a.Small)
	for _, small := range a.Small {
		assert.Equal(t, parse(small.Order...), small.order, small.Card)
	}
	assert.Equal(t, parse(a.Large.Cities...), a.Large.cities)
	assert.Equal(t, parse(a.Large.Tiebreak), []City{a.Large.tiebreak})
}
