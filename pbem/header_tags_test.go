package pbem

import (
	"errors"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// taggedFile is wantNewFile with a [tags] table whose keys are not in
// alphabetical order, one of them quoted, and a value with quotes.
var taggedFile = strings.Replace(wantNewFile, "name = \"Bob\"\n", "name = \"Bob\"\n\n[tags]\n"+
	"site = \"Lyon\"\nevent = \"Club night\"\n\"the round\" = \"2\"\nannotator = \"Cid \\\"the sage\\\"\"\n", 1)

func TestTagsKeepTheirOrderAndRoundTrip(t *testing.T) {
	f, err := testGames.Parse("t.pbem", []byte(taggedFile))
	require.NoError(t, err, "a tag does not make the file corrupt")
	assert.Equal(t, []Tag{{"site", "Lyon"}, {"event", "Club night"}, {"the round", "2"}, {"annotator", `Cid "the sage"`}},
		f.Header.Tags)
	front, err := f.Header.Encode()
	require.NoError(t, err)
	assert.Equal(t, taggedFile, front, "the front matter is written back byte for byte")
}

func TestTagsAreStrings(t *testing.T) {
	src := strings.Replace(taggedFile, `site = "Lyon"`, `site = 3`, 1)
	_, err := testGames.Parse("t.pbem", []byte(src))
	require.True(t, errors.Is(err, ErrCorrupt), "%v", err)
	assert.Contains(t, err.Error(), "every tag is a string")
	src = strings.Replace(taggedFile, "[tags]\n", "[tags]\n[tags.sub]\n", 1)
	_, err = testGames.Parse("t.pbem", []byte(src))
	require.True(t, errors.Is(err, ErrCorrupt), "%v", err)
}

func TestCreateWritesTags(t *testing.T) {
	path := newTestGame(t, func(r *NewGame) {
		r.Emails = map[string]string{"ann": "ann@example.org"}
		r.Tags = []string{"site=Lyon", "event=Club night", "the round=2", `annotator=Cid "the sage"`}
	})
	assert.Equal(t, taggedFile, readFile(t, path))
	_, err := testGames.Create(NewGame{Game: "dice", Players: []string{"Ann", "Bob"}, Seed: testSeed, Now: testNow,
		Out: path + "2", Tags: []string{"a=1", "a=2"}})
	assert.True(t, errors.Is(err, ErrUsage), "%v", err)
}
