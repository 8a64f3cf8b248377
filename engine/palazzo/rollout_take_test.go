package palazzo

import (
	"reflect"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/require"
)

// TestTakeQuietIsTake offers takeQuiet and take, on clones, the legal
// takes of random games' decisions and random sets of one to three cards
// (most not shown, or of the wrong count), some with counts of 128 or
// more, in the take phase and out of it: the states after, and the
// errors, must be the same.
func TestTakeQuietIsTake(t *testing.T) {
	rng := enginetest.NewRand(41)
	checked := 0
	for seed := range uint64(40) {
		playRandom(t, 2+int(seed%3), seed, func(st *state, s engine.Seat, m engine.Move) {
			moves := []TakeMove{}
			if m, ok := m.(TakeMove); ok {
				moves = append(moves, m)
			}
			for range 3 {
				var cs CardSet
				for range 1 + rng.IntN(3) {
					cs[rng.IntN(cardKinds)]++
				}
				if rng.IntN(20) == 0 {
					cs[rng.IntN(cardKinds)] = uint8(128 + rng.IntN(128))
				}
				moves = append(moves, TakeMove{Cards: cs})
			}
			for _, m := range moves {
				want, got := st.clone(), st.clone()
				wantErr := want.take(m, nil)
				gotErr := got.takeQuiet(m)
				require.Equal(t, wantErr, gotErr, "take %v", m.Cards)
				require.True(t, reflect.DeepEqual(want, got), "states differ after taking %v", m.Cards)
				checked++
			}
		})
	}
	require.Greater(t, checked, 10000)
}
