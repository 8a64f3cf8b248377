package pbem

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// TestCreateRefusesUnknownVariants: every game refuses a variant it does
// not know with the same message, before anything is written, and accepts
// the variants it lists, whatever their case.
func TestCreateRefusesUnknownVariants(t *testing.T) {
	all := append(append(Games{}, testGames...), realGames...)
	for _, g := range all {
		info := g.Info()
		t.Run(info.ID, func(t *testing.T) {
			req := NewGame{Game: info.ID, Players: seatNames(info.MinPlayers), Seed: testSeed, Now: testNow,
				Out: filepath.Join(t.TempDir(), "g.pbem"), Variants: []string{"turbo"}}
			_, err := all.Create(req)
			assert.ErrorIs(t, err, ErrUsage)
			assert.ErrorIs(t, err, engine.ErrUnknownVariant)
			require.Error(t, err)
			assert.True(t, strings.HasPrefix(err.Error(), `unknown variant "turbo" of `+info.Title+" ("), "%v", err)
			assert.NoFileExists(t, req.Out)
			for _, v := range info.Variants {
				req.Variants = []string{strings.ToUpper(v.Name)}
				r, err := all.Create(req)
				require.NoError(t, err, "variant %s", v.Name)
				assert.Equal(t, []string{v.Name}, r.File.Header.Variants, "the file names it as the game does")
				require.NoError(t, os.Remove(req.Out))
			}
		})
	}
}

// TestCreateUsesTheGamesInfo: the header takes the game's id, its newest
// rules version and its prefix from engine.Info.
func TestCreateUsesTheGamesInfo(t *testing.T) {
	for _, g := range realGames {
		info := g.Info()
		r, err := realGames.Create(NewGame{Game: strings.ToUpper(info.ID), Players: seatNames(info.MinPlayers),
			Seed: testSeed, Now: testNow, Out: filepath.Join(t.TempDir(), "g.pbem")})
		require.NoError(t, err)
		h := r.File.Header
		assert.Equal(t, info.ID, h.Game)
		assert.Equal(t, info.Newest(), h.Rules)
		assert.True(t, strings.HasPrefix(h.ID, info.Prefix+"-"), "id %s of %s", h.ID, info.ID)
	}
}

// seatNames returns the names of n players, as many as a game needs.
func seatNames(n int) []string {
	return []string{"Ann", "Bob", "Cid", "Dee", "Eve"}[:n]
}
