package bot

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestGlyphsNeedConfidence: a loss seen in a handful of simulated games
// earns no glyph however large, the same loss over many games does.
// (The audit's case: "??" on 5 visits at --budget 100.)
func TestGlyphsNeedConfidence(t *testing.T) {
	few := lossLow(0.5, 60, 0.2, 5)
	assert.Less(t, few, LossDubious, "20%% over 5 games against 50%% over 60: no glyph (low end %.2f)", few)
	assert.Equal(t, "", lossGlyph(few))
	many := lossLow(0.6, 2000, 0.2, 600)
	assert.Equal(t, "??", lossGlyph(many), "40 points over hundreds of games (low end %.2f)", many)
	some := lossLow(0.55, 1500, 0.38, 400)
	assert.Equal(t, "?", lossGlyph(some), "17 points over hundreds of games (low end %.2f)", some)
	assert.Equal(t, 0.0, lossLow(0.5, 100, 0.6, 100), "a better move loses nothing")
}

// TestWinIntervalShrinksWithGames: the interval is wide on few games,
// narrow on many, and never 0 for a move that won or lost every game.
func TestWinIntervalShrinksWithGames(t *testing.T) {
	assert.Greater(t, WinInterval(1, 5), 0.2)
	assert.Greater(t, WinInterval(0, 5), 0.2)
	assert.Less(t, WinInterval(0.5, 10000), 0.011)
	assert.Greater(t, WinInterval(0.5, 100), WinInterval(0.5, 1000))
	assert.Equal(t, "63% ±4 (500 visits)", WinFigure(0.63, 500))
}
