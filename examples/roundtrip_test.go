package examples

import (
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// annotated is a hand-made file with every kind of annotation: tags out
// of alphabetical order, comments before, between and after the moves,
// glyphs with and without a comment, blank lines.
const annotated = `+++
format = "pbem/1"
game = "palazzo"
rules = "palazzo/1"
id = "pz-630dcd2966c4"
created = 2026-11-22T00:45:00Z
mode = "open"
seed = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"

[[players]]
name = "Ann"

[[players]]
name = "Bob"

[tags]
site = "Lyon"
event = "Club night"
"the round" = "2"
annotator = "Cid \"the sage\""
+++
{An opening to remember}
1 Ann: money !? {why not}
2 Ann: take s4 c2 ?!

{Bob goes for tiles}
3 Bob: draw !! {tiles: 1s1 and 1b2}
{the end of the example}
`

// TestCanonicalRoundTrip checks that the canonical writer gives back every
// example, and a hand-annotated file, byte for byte: tags, comments and
// glyphs are kept, and the file still replays.
func TestCanonicalRoundTrip(t *testing.T) {
	files := map[string]string{"annotated.pbem": annotated}
	for _, path := range examplePaths(t) {
		src, err := os.ReadFile(path)
		require.NoError(t, err)
		files[path] = string(src)
	}
	for path, src := range files {
		t.Run(path, func(t *testing.T) {
			f, err := catalog.Parse(path, []byte(src))
			require.NoError(t, err)
			got, err := f.Canonical()
			require.NoError(t, err)
			assert.Equal(t, src, string(got))
			_, err = f.Replay(-1)
			require.NoError(t, err)
		})
	}
	f, err := catalog.Parse("annotated.pbem", []byte(annotated))
	require.NoError(t, err)
	moves := f.Record.Moves()
	assert.Equal(t, []string{"!?", "?!", "!!"}, []string{moves[0].Glyph, moves[1].Glyph, moves[2].Glyph})
	assert.True(t, strings.HasPrefix(f.Header.Tags[0].Key, "site"))
}
