package pbem

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseLang(t *testing.T) {
	for in, want := range map[string]Lang{
		"": English, "en": English, " EN ": English, "en_GB.UTF-8": English,
		"fr": French, "FR": French, "fr-CA": French, "fr_FR.UTF-8": French, "fr@euro": French,
	} {
		got, err := ParseLang(in)
		if assert.NoError(t, err, in) {
			assert.Equal(t, want, got, in)
		}
	}
	for _, bad := range []string{"de", "french", "-fr", "f", "e n"} {
		_, err := ParseLang(bad)
		assert.ErrorIs(t, err, ErrUsage, bad)
		assert.ErrorContains(t, err, "expected en or fr", bad)
	}
}

func TestReplyMarkers(t *testing.T) {
	assert.Equal(t, ReplyMarker, ReplyMarkerFor(English))
	assert.Equal(t, ReplyMarker, ReplyMarkerFor("xx"), "unknown languages fall back to English")
	fr := ReplyMarkerFor(French)
	assert.NotEqual(t, ReplyMarker, fr)
	for _, line := range []string{ReplyMarker, fr, "> " + fr, ">> " + ReplyMarker + "  ", "\t" + fr} {
		assert.True(t, IsReplyMarker(line), "%q", line)
	}
	for _, line := range []string{"", "bid r5", "-- ", fr[:20], "> " + ReplyMarker[3:]} {
		assert.False(t, IsReplyMarker(line), "%q", line)
	}
}

// The result lines are the game's detail (its scores when it gives none),
// then the winners, worded in the reader's language.
func TestResultLinesIn(t *testing.T) {
	path := newTestGame(t, nil)
	move(t, path, "Ann", "stop")
	move(t, path, "Bob", "stop")
	r := openGame(t, path)
	en, err := r.ResultLinesIn(English)
	require.NoError(t, err)
	assert.Equal(t, r.ResultLines(), en)
	fr, err := r.ResultLinesIn(French)
	require.NoError(t, err)
	res, _ := r.State.Result()
	require.Len(t, fr, 3)
	assert.Equal(t, fmt.Sprintf("Ann : %d", res.Scores[0]), fr[0])
	assert.Equal(t, fmt.Sprintf("Bob : %d", res.Scores[1]), fr[1])
	assert.Contains(t, []string{"Victoire : Ann", "Victoire : Bob", "Victoire partagée : Ann et Bob"}, fr[2])

	playing := postGame(t)
	lines, err := playing.ResultLinesIn(French)
	require.NoError(t, err)
	assert.Empty(t, lines)
}
