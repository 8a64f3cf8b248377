package bot

import (
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// TestGameIDIs48Bits: a new game's id has 12 hex digits, and an old file
// with a 6-digit id still loads.
func TestGameIDIs48Bits(t *testing.T) {
	dir := t.TempDir()
	r, err := testkit.DiceGames.Create(pbem.NewGame{Game: "dice", Players: []string{"Ann", "Bob"}, Now: testkit.TestNow,
		Out: filepath.Join(dir, "a.pbem")})
	require.NoError(t, err)
	_, digits, _ := strings.Cut(r.File.Header.ID, "-")
	assert.Len(t, digits, 12, r.File.Header.ID)
	old := strings.Replace(string(r.File.Src), r.File.Header.ID, "dc-68b6ac", 1)
	require.NoError(t, os.WriteFile(filepath.Join(dir, "old.pbem"), []byte(old), 0o644))
	f, err := testkit.DiceGames.Load(filepath.Join(dir, "old.pbem"))
	require.NoError(t, err)
	assert.Equal(t, "dc-68b6ac", f.Header.ID)
}

// TestNewNeverReusesAnIDOfTheFolder: the same seed given twice in one
// folder (or a chance clash) gives two ids, and the game itself (its seed)
// is the one asked for.
func TestNewNeverReusesAnIDOfTheFolder(t *testing.T) {
	dir := t.TempDir()
	ids := map[string]bool{}
	for _, name := range []string{"a.pbem", "b.pbem", "c.pbem"} {
		r, err := testkit.DiceGames.Create(pbem.NewGame{Game: "dice", Players: []string{"Ann", "Bob"}, Seed: testkit.TestSeed,
			Now: testkit.TestNow, Out: filepath.Join(dir, name)})
		require.NoError(t, err)
		assert.False(t, ids[r.File.Header.ID], "id %s reused", r.File.Header.ID)
		ids[r.File.Header.ID] = true
		assert.Equal(t, testkit.TestSeed, r.File.Header.Seed)
	}
	// Another folder does not matter.
	r, err := testkit.DiceGames.Create(pbem.NewGame{Game: "dice", Players: []string{"Ann", "Bob"}, Seed: testkit.TestSeed,
		Now: testkit.TestNow, Out: filepath.Join(t.TempDir(), "a.pbem")})
	require.NoError(t, err)
	seed, _ := pbem.ParseSeed(testkit.TestSeed)
	assert.Equal(t, seed.GameID("dc"), r.File.Header.ID)
}

// TestSelfplayOutNeverReusesAnID: a file of the folder holding the id a
// self-played game would take makes that game take another.
func TestSelfplayOutNeverReusesAnID(t *testing.T) {
	req := SelfplayRequest{Game: "dice", Games: 2, Seed: "ids", Out: t.TempDir(), Now: testkit.TestNow}
	first, err := Selfplay(testkit.DiceGames, req)
	require.NoError(t, err)
	f, err := testkit.DiceGames.Load(first.Files[0])
	require.NoError(t, err)
	req.Out = t.TempDir()
	require.NoError(t, os.WriteFile(filepath.Join(req.Out, "there.pbem"), f.Src, 0o644))
	second, err := Selfplay(testkit.DiceGames, req)
	require.NoError(t, err)
	g, err := testkit.DiceGames.Load(second.Files[0])
	require.NoError(t, err)
	assert.NotEqual(t, f.Header.ID, g.Header.ID)
	assert.Equal(t, f.Header.Seed, g.Header.Seed, "the same game, under another id")
}
