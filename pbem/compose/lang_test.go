package compose

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

func TestParseLang(t *testing.T) {
	for in, want := range map[string]pbem.Lang{
		"": pbem.English, "en": pbem.English, " EN ": pbem.English, "en_GB.UTF-8": pbem.English,
		"fr": pbem.French, "FR": pbem.French, "fr-CA": pbem.French, "fr_FR.UTF-8": pbem.French, "fr@euro": pbem.French,
	} {
		got, err := pbem.ParseLang(in)
		if assert.NoError(t, err, in) {
			assert.Equal(t, want, got, in)
		}
	}
	for _, bad := range []string{"de", "french", "-fr", "f", "e n"} {
		_, err := pbem.ParseLang(bad)
		assert.ErrorIs(t, err, pbem.ErrUsage, bad)
		assert.ErrorContains(t, err, "expected en or fr", bad)
	}
}

func TestReplyMarkers(t *testing.T) {
	assert.Equal(t, pbem.ReplyMarker, pbem.ReplyMarkerFor(pbem.English))
	assert.Equal(t, pbem.ReplyMarker, pbem.ReplyMarkerFor("xx"), "unknown languages fall back to English")
	fr := pbem.ReplyMarkerFor(pbem.French)
	assert.NotEqual(t, pbem.ReplyMarker, fr)
	for _, line := range []string{pbem.ReplyMarker, fr, "> " + fr, ">> " + pbem.ReplyMarker + "  ", "\t" + fr} {
		assert.True(t, pbem.IsReplyMarker(line), "%q", line)
	}
	for _, line := range []string{"", "bid r5", "-- ", fr[:20], "> " + pbem.ReplyMarker[3:]} {
		assert.False(t, pbem.IsReplyMarker(line), "%q", line)
	}
}

// The result lines are the game's detail (its scores when it gives none),
// then the winners, worded in the reader's language.
func TestResultLinesIn(t *testing.T) {
	path := testkit.NewTestGame(t, nil)
	testkit.Move(t, path, "Ann", "stop")
	testkit.Move(t, path, "Bob", "stop")
	r := openGame(t, path)
	en, err := r.ResultLinesIn(pbem.English)
	require.NoError(t, err)
	assert.Equal(t, r.ResultLines(), en)
	fr, err := r.ResultLinesIn(pbem.French)
	require.NoError(t, err)
	res, _ := r.State.Result()
	require.Len(t, fr, 3)
	assert.Equal(t, fmt.Sprintf("Ann : %d", res.Scores[0]), fr[0])
	assert.Equal(t, fmt.Sprintf("Bob : %d", res.Scores[1]), fr[1])
	assert.Contains(t, []string{"Victoire : Ann", "Victoire : Bob", "Victoire partagée : Ann et Bob"}, fr[2])

	playing := postGame(t)
	lines, err := playing.ResultLinesIn(pbem.French)
	require.NoError(t, err)
	assert.Empty(t, lines)
}
