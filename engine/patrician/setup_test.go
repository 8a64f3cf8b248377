package patrician

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestSetup(t *testing.T) {
	for _, c := range []struct {
		players, cities, floors, deck int
	}{
		// 48 cards without Pistoia; 3 per hand and 1 per city are dealt.
		{2, 9, 39, 48 - 6 - 9},
		{3, 9, 29, 48 - 9 - 9},
		{4, 9, 21, 48 - 12 - 9},
		{5, 10, 21, 55 - 15 - 10},
	} {
		es, events, err := Game{}.Setup(engine.Options{Names: []string{"Ann", "Bob"}}, c.players, enginetest.NewRand(7))
		require.NoError(t, err)
		st := es.(*state)
		assert.Equal(t, "Bob", st.names[1])
		if c.players > 2 {
			assert.Equal(t, "P3", st.names[2], "missing names fall back to P1..P5")
		}
		assert.Equal(t, []engine.Seat{0}, st.ToAct())
		assert.Len(t, st.deck, c.deck, "%d players", c.players)
		faceUp := 0
		for city := range City(cityCount()) {
			if st.inPlay[city] {
				faceUp++
				require.GreaterOrEqual(t, st.cities[city].face, int8(0), "%s has a face-up card", city.Name())
			}
		}
		assert.Equal(t, c.cities, faceUp)
		assert.Equal(t, c.players == 5, st.inPlay[cityOf(t, "pt")], "Pistoia only with 5 players")
		for s, p := range st.players {
			assert.Equal(t, c.floors, p.floors)
			require.Equal(t, 3, p.hand.size(), "seat %d", s)
			assert.Equal(t, p.hand, p.secret, "the starting hand is secret")
			for _, card := range p.hand.cards() {
				assert.True(t, card.info().Star, "%s in a starting hand has the star", card.ID())
				assert.True(t, st.inPlay[card.City()], "%s is on the board", card.ID())
			}
		}
		private := 0
		for _, e := range events {
			if !e.Public() {
				private++
				assert.Contains(t, enginetest.Told(Game{}, "en", e), ids(st.players[e.To[0]].hand.cards()))
			}
		}
		assert.Equal(t, c.players, private, "one private event per hand")
	}
}

// TestSetupRefuses: the suite checks the player counts and that an
// unknown variant's error names it; this is a real variant's name.
func TestSetupRefuses(t *testing.T) {
	_, _, err := Game{}.Setup(engine.Options{Variants: []string{"delegates"}}, 3, enginetest.NewRand(1))
	assert.ErrorContains(t, err, `unknown variant "delegates"`)
}

// The deck and hands hold every card of the board once, and playing the
// whole game through leaves every card on a pile.
func TestRandomGamesUseEveryCard(t *testing.T) {
	for seed := range uint64(20) {
		players := 2 + int(seed%4)
		st, _ := playRandom(t, players, []string{VariantMessengers, VariantAmbassadors}, seed, nil)
		r, over := st.Result()
		require.True(t, over)
		require.NotEmpty(t, r.Winners)
		piles := 0
		for _, p := range st.players {
			piles += len(p.pile)
			assert.Zero(t, p.hand)
		}
		want := 48
		if players == 5 {
			want = 55
		}
		assert.Equal(t, want, piles, "seed %d", seed)
		for c := range City(cityCount()) {
			assert.Equal(t, st.inPlay[c], st.cities[c].scored, "every city in play is scored at the end")
		}
	}
}
