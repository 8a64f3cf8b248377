package palazzo

import (
	"reflect"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// quietPair applies m to want by its checked function and to got by its
// quiet one, returning both errors; ok is false for a move of another
// type, which is not compared.
type quietPair func(want, got *state, m engine.Move) (wantErr, gotErr error, ok bool)

// compareQuiet applies each of moves to two clones of st, by the checked
// and the quiet function (pair), and requires the same error and the same
// state after it; it counts the moves compared and the legal ones.
func compareQuiet(t *testing.T, st *state, moves []engine.Move, pair quietPair, checked, applied *int) {
	t.Helper()
	for _, m := range moves {
		want, got := st.clone(), st.clone()
		wantErr, gotErr, ok := pair(want, got, m)
		if !ok {
			continue
		}
		require.Equal(t, wantErr, gotErr, "%#v", m)
		require.True(t, reflect.DeepEqual(want, got), "states differ after %#v", m)
		*checked++
		if wantErr == nil {
			*applied++
		}
	}
}
