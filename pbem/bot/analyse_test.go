package bot

import (
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// analysedGame is a short dice game: Ann's first decision carries an
// annotator's glyph and comment.
func analysedGame(t *testing.T) string {
	t.Helper()
	path := testkit.NewTestGame(t, nil)
	testkit.Move(t, path, "Ann", "roll")
	testkit.Move(t, path, "Bob", "roll")
	testkit.Move(t, path, "Ann", "bet 1")
	testkit.Move(t, path, "Bob", "stop")
	_, err := testkit.DiceGames.Annotate(path, pbem.Annotation{Ply: 1, Comment: "bold", Glyph: "!", SetGlyph: true})
	require.NoError(t, err)
	return path
}

func TestAnalyseWritesACopyWithFiguresGlyphsAndVariations(t *testing.T) {
	path := analysedGame(t)
	before := testkit.ReadFile(t, path)
	out := filepath.Join(filepath.Dir(path), "a.pbem")
	res, err := AnalyseTo(testkit.DiceGames, path, out, AnalyseRequest{As: []string{"Ann"}, Iterations: 300})
	require.NoError(t, err)
	assert.Equal(t, before, testkit.ReadFile(t, path), "the game itself is untouched")
	require.NotEmpty(t, res.Decisions)
	got := testkit.ReadFile(t, out)
	for _, a := range res.Decisions {
		assert.Equal(t, "Ann", a.Player)
		assert.Equal(t, lossGlyph(a.LossLow), a.Glyph)
		assert.Contains(t, got, a.Comment)
		if a.Engine != a.Move {
			assert.Contains(t, got, "( "+strconv.Itoa(a.Ply)+" Ann: "+a.Engine+" )")
		}
	}
	// The annotator's "!" and comment stay; the figures follow the comment.
	assert.Regexp(t, regexp.MustCompile(`(?m)^1 Ann: roll ! \{bold; engine: bet \d`), got)
	assert.Contains(t, got, "\n2 Bob: roll\n", "only Ann's decisions")

	// The same budget gives the same analysis; an existing copy is kept.
	again := filepath.Join(filepath.Dir(path), "b.pbem")
	_, err = AnalyseTo(testkit.DiceGames, path, again, AnalyseRequest{As: []string{"Ann"}, Iterations: 300})
	require.NoError(t, err)
	assert.Equal(t, got, testkit.ReadFile(t, again))
	_, err = AnalyseTo(testkit.DiceGames, path, out, AnalyseRequest{Iterations: 10})
	require.ErrorIs(t, err, pbem.ErrExists)
	assert.Equal(t, got, testkit.ReadFile(t, out))
}

func TestAnalyseInPlaceTwiceChangesNothingMore(t *testing.T) {
	path := analysedGame(t)
	res, err := AnalyseTo(testkit.DiceGames, path, "", AnalyseRequest{Iterations: 100})
	require.NoError(t, err)
	assert.True(t, res.InPlace)
	once := testkit.ReadFile(t, path)
	assert.Contains(t, once, "Bob: roll")
	require.NotEmpty(t, res.Decisions)
	assert.Equal(t, len(res.Decisions), strings.Count(once, "engine:"))
	res, err = AnalyseTo(testkit.DiceGames, path, "", AnalyseRequest{Iterations: 100})
	require.NoError(t, err)
	assert.Equal(t, once, testkit.ReadFile(t, path))
	for _, a := range res.Decisions {
		assert.True(t, a.Skipped)
	}
}

func TestAnalyseRefusesUnknownPlayersAndLeavesNoFile(t *testing.T) {
	path := analysedGame(t)
	out := path + ".out"
	_, err := AnalyseTo(testkit.DiceGames, path, out, AnalyseRequest{As: []string{"Zed"}})
	require.Error(t, err)
	_, statErr := os.Stat(out)
	assert.True(t, os.IsNotExist(statErr))
}

func TestLossGlyphThresholds(t *testing.T) {
	assert.Equal(t, "", lossGlyph(0.099))
	assert.Equal(t, "?", lossGlyph(LossDubious))
	assert.Equal(t, "?", lossGlyph(0.2499))
	assert.Equal(t, "??", lossGlyph(LossBlunder))
}

// TestAnalyseRefusesASealedGameInPlace: the analysis of a sealed game
// names what its players may not see, so it is not written into the file
// they all read until the seed is revealed; a copy of the host's own is.
func TestAnalyseRefusesASealedGameInPlace(t *testing.T) {
	path := testkit.NewTestGame(t, func(req *pbem.NewGame) { req.Sealed = true })
	testkit.Move(t, path, "Ann", "roll")
	testkit.Move(t, path, "Bob", "roll")
	before := testkit.ReadFile(t, path)
	_, err := AnalyseTo(testkit.DiceGames, path, "", AnalyseRequest{Iterations: 50})
	require.ErrorIs(t, err, pbem.ErrUsage)
	assert.Contains(t, err.Error(), "sealed and not revealed")
	assert.Equal(t, before, testkit.ReadFile(t, path), "the game is untouched")
	_, err = AnalyseTo(testkit.DiceGames, path, filepath.Join(filepath.Dir(path), "host.pbem"), AnalyseRequest{Iterations: 50})
	assert.NoError(t, err)
}
