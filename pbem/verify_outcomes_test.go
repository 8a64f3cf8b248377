package pbem

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/games"
)

// revealedGame plays a sealed Palazzo game to its end, reveals its seed
// and returns the file's path.
func revealedGame(t *testing.T) string {
	t.Helper()
	path := playSealedGame(t, games.All[0], []string{"Ann", "Bob", "Cid"}, 5)
	_, err := Games(games.All).Reveal(path, "", false)
	require.NoError(t, err)
	return path
}

// TestVerifyChecksEveryOutcome: verify draws every public outcome again
// from the revealed seed; an honest file passes, with the count.
func TestVerifyChecksEveryOutcome(t *testing.T) {
	require.Equal(t, "palazzo", games.All[0].Info().ID)
	path := revealedGame(t)
	res, err := Games(games.All).Verify(path)
	require.NoError(t, err)
	require.NotNil(t, res.Outcomes)
	assert.True(t, res.Outcomes.Recorded)
	assert.Equal(t, res.Decisions+1, res.Outcomes.Checked, "the deal and every decision")
	assert.Contains(t, res.String(), "no draw was steered")
}

// TestVerifyCatchesATamperedOutcome: a host that wrote a false outcome
// (one tile of one draw changed) is caught at that line.
func TestVerifyCatchesATamperedOutcome(t *testing.T) {
	path := revealedGame(t)
	src := readFile(t, path)
	draw := regexp.MustCompile(`(?m)^(\d+) \w+: draw \{= (\S+)`).FindStringSubmatchIndex(src)
	require.NotNil(t, draw, "the game has a draw")
	tile := src[draw[4]:draw[5]]
	other := "1b1"
	if tile == other {
		other = "1b2"
	}
	tampered := src[:draw[4]] + other + src[draw[5]:]
	require.NoError(t, os.WriteFile(path, []byte(tampered), 0o644))
	line := strings.Count(src[:draw[0]], "\n") + 1

	_, err := Games(games.All).Verify(path)
	require.ErrorIs(t, err, ErrCorrupt)
	assert.Contains(t, err.Error(), filepath.Base(path)+":"+strconv.Itoa(line)+": decision "+src[draw[2]:draw[3]])
	assert.Contains(t, err.Error(), "the seed draws {= "+tile)
}

// TestVerifyCatchesEntropyNotTheDeal: a seed line edited after the deal
// derives another seed, which does not draw the recorded deal.
func TestVerifyCatchesEntropyNotTheDeal(t *testing.T) {
	c := Games(games.All)
	req := NewGame{Game: "palazzo", Players: []string{"Ann", "Bob"}, Seed: testSeed, Now: testNow, Sealed: true,
		Entropy: map[string]string{"Ann": "00112233445566778899aabbccddeeff"}, Out: filepath.Join(t.TempDir(), "game.pbem")}
	_, err := c.Create(req)
	require.NoError(t, err)
	_, err = c.Reveal(req.Out, "", true)
	require.NoError(t, err)
	res, err := c.Verify(req.Out)
	require.NoError(t, err)
	require.NotNil(t, res.Entropy)
	assert.Contains(t, res.String(), "given at creation")

	src := readFile(t, req.Out)
	require.Contains(t, src, "00112233445566778899aabbccddeeff")
	edited := strings.Replace(src, "00112233445566778899aabbccddeeff", "00112233445566778899aabbccddeefe", 1)
	require.NoError(t, os.WriteFile(req.Out, []byte(edited), 0o644))
	_, err = c.Verify(req.Out)
	require.ErrorIs(t, err, ErrCorrupt)
	assert.Contains(t, err.Error(), "the deal: the file says")
}
