package palazzo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/require"
)

// TestQuietTransformsAreTransforms offers the quiet transforms and the
// checked ones, on clones, at every decision of random games (in the
// action phase and out of it), the transforms Legal lists and random
// ones: palaces from -1 to one past the last, floors 0 to 6, cards of
// every kind and some no hand holds. The states after, and the errors,
// must be the same.
func TestQuietTransformsAreTransforms(t *testing.T) {
	rng := enginetest.NewRand(43)
	cards := []Card{{Cur: Cert, Value: 2}, {Cur: Red, Value: 9}, {Cur: Cert, Value: 3}}
	for k := range certKind {
		cards = append(cards, kindCard(k))
	}
	checked, applied := 0, 0
	for seed := range uint64(20) {
		playRandom(t, 2+int(seed%3), seed, func(st *state, s engine.Seat, m engine.Move) {
			n := len(st.players[st.actor].palaces)
			palace := func() int { return rng.IntN(n+2) - 1 }
			moves := []engine.Move{m}
			for range 2 {
				pay := cards[rng.IntN(len(cards))]
				moves = append(moves,
					ExtractMove{Palace: palace(), Floor: rng.IntN(7), Pay: pay},
					InsertMove{From: palace(), Into: palace(), Pay: pay},
					RemoveMove{Palace: palace(), Pay: pay})
			}
			compareQuiet(t, st, moves, func(want, got *state, m engine.Move) (error, error, bool) {
				switch m := m.(type) {
				case ExtractMove:
					return want.extract(m, nil), got.extractQuiet(m), true
				case InsertMove:
					return want.insert(m, nil), got.insertQuiet(m), true
				case RemoveMove:
					return want.remove(m, nil), got.removeQuiet(m), true
				}
				return nil, nil, false
			}, &checked, &applied)
		})
	}
	require.Greater(t, checked, 15000)
	require.Greater(t, applied, 700)
}
