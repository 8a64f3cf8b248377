package patrician

import (
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

func TestApplyQuietIsApply(t *testing.T) {
	for players := 2; players <= 4; players++ {
		enginetest.CheckApplyQuiet(t, Game{}, players, 6)
	}
}

// variantSets are the four ways to play: the base game and each
// expansion alone or both.
var variantSets = [][]string{nil, {VariantAmbassadors}, {VariantMessengers}, {VariantAmbassadors, VariantMessengers}}

// TestRandomMoveIsLegalsPick drives RandomMove to every index at every
// decision of random games, with and without the expansions, under both
// rules versions: it must return the move Legal lists there.
func TestRandomMoveIsLegalsPick(t *testing.T) {
	decisions := 0
	for seed := range uint64(24) {
		opts := engine.Options{Variants: variantSets[seed%4], Rules: []string{RulesV1, RulesV2}[seed/4%2]}
		st, _, err := Game{}.Setup(opts, 2+int(seed%4), enginetest.NewRand(seed))
		require.NoError(t, err)
		rng := enginetest.NewRand(seed + 1)
		for len(st.ToAct()) > 0 {
			s := st.ToAct()[0]
			enginetest.CheckRandomMove(t, st, s)
			enginetest.CheckRandomMove(t, st, s+1) // not to act: nothing
			_, err := st.Apply(s, engine.RandomMove(st, s, rng), nil)
			require.NoError(t, err)
			decisions++
		}
		require.Nil(t, st.(engine.RandomMover).RandomMove(0, rng), "the game is over")
	}
	t.Logf("%d decisions", decisions)
}

// The sets of legal moves agree with the faults that explain a refused
// move, candidate by candidate, at every decision of random games.
func TestLegalBitsAgreeWithFaults(t *testing.T) {
	for seed := range uint64(40) {
		opts := engine.Options{Variants: variantSets[seed%4], Rules: []string{RulesV1, RulesV2}[seed/4%2]}
		es, _, err := Game{}.Setup(opts, 2+int(seed%4), enginetest.NewRand(seed))
		require.NoError(t, err)
		st, rng := es.(*state), enginetest.NewRand(seed+1)
		for len(st.ToAct()) > 0 {
			var special, border uint64
			for c := range st.cityCount() {
				for from := range 2 {
					if st.specialFault(c, from) == fine {
						special |= 1 << (2*int(c) + from)
					}
				}
			}
			for i, bd := range st.d.borders {
				if st.messengerFault(bd.A, bd.B) == fine {
					border |= 1 << i
				}
			}
			require.Equal(t, special, st.specialBits(), "special actions")
			require.Equal(t, border, st.messengerBits(), "messenger borders")
			s := st.ToAct()[0]
			_, err := st.Apply(s, st.RandomMove(s, rng), nil)
			require.NoError(t, err)
		}
	}
}
