package enginetest

import (
	"maps"
	"slices"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// CheckSetupReproducible checks that two setups from the same seed are
// equal (DeepEqual states) and that another seed deals another game.
func CheckSetupReproducible(t testing.TB, g engine.Game, players int, opts engine.Options) {
	t.Helper()
	a, _, err := g.Setup(opts, players, NewRand(99))
	require.NoError(t, err)
	b, _, err := g.Setup(opts, players, NewRand(99))
	require.NoError(t, err)
	assert.Equal(t, a, b)
	c, _, err := g.Setup(opts, players, NewRand(100))
	require.NoError(t, err)
	assert.NotEqual(t, a, c, "another seed deals another game")
}

// CheckSetupRefusesPlayers checks that Setup refuses one player fewer
// than the game's minimum and one more than its maximum.
func CheckSetupRefusesPlayers(t testing.TB, g engine.Game) {
	t.Helper()
	lo, hi := g.Info().MinPlayers, g.Info().MaxPlayers
	for _, n := range []int{lo - 1, hi + 1} {
		_, _, err := g.Setup(engine.Options{}, n, NewRand(1))
		assert.Error(t, err, "%d players", n)
	}
}

// unknownVariant is the variant name no game knows.
const unknownVariant = "no-such-variant"

// CheckSetupRefusesUnknownVariant checks that Setup refuses opts with a
// variant no game knows added to its own, with an error naming it: a game
// file must never record rules the engine does not play. Run calls it for
// every game.
func CheckSetupRefusesUnknownVariant(t testing.TB, g engine.Game, players int, opts engine.Options) {
	t.Helper()
	opts.Variants = append(slices.Clone(opts.Variants), unknownVariant)
	_, _, err := g.Setup(opts, players, NewRand(1))
	if assert.Error(t, err, "%s: Setup accepted the unknown variant %q", g.Info().ID, unknownVariant) {
		assert.Contains(t, err.Error(), unknownVariant, "%s: the error should name the variant", g.Info().ID)
	}
}

// BadData is a component data file spoilt on purpose and a part of the
// error its decoding must give.
type BadData struct{ Src, Want string }

// CheckDataDecoding checks a game's data file decoder: src, the embedded
// file, decodes; src with a table of unknown keys added does not, with an
// "unknown key" error; and each case of bad, in a subtest, fails with an
// error containing its Want.
func CheckDataDecoding[T any](t *testing.T, src []byte, decode func([]byte) (T, error), bad map[string]BadData) {
	t.Helper()
	_, err := decode(src)
	require.NoError(t, err, "the embedded data file")
	cases := map[string]BadData{"unknown key": {string(src) + "\n[extra]\nx = 1\n", "unknown key"}}
	maps.Copy(cases, bad)
	for name, c := range cases {
		t.Run(name, func(t *testing.T) { checkBadData(t, decode, c) })
	}
}

// checkBadData checks one case of CheckDataDecoding.
func checkBadData[T any](t testing.TB, decode func([]byte) (T, error), c BadData) {
	t.Helper()
	_, err := decode([]byte(c.Src))
	require.Error(t, err)
	assert.Contains(t, err.Error(), c.Want)
}
