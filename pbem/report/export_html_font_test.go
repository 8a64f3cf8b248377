package report

import (
	"bytes"
	"encoding/base64"
	"regexp"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// The replay page carries the Go fonts its boards were measured in, as
// data: URLs (it fetches nothing), and its boards ask for them: the page
// looks the same on every machine, whatever fonts it has.
func TestReplayPageEmbedsTheGoFonts(t *testing.T) {
	f, err := testkit.PalazzoGames.Load("../../examples/palazzo-3p.pbem")
	require.NoError(t, err)
	page, err := ReplayPageOf(f, engine.Observer, pbem.English)
	require.NoError(t, err)
	var b bytes.Buffer
	require.NoError(t, page.WriteHTML(&b))
	html := b.String()

	faces := regexp.MustCompile(`@font-face \{ font-family: "Go"; font-weight: (\w+); src: url\(data:font/ttf;base64,([A-Za-z0-9+/=]+)\) format\("truetype"\); \}`).
		FindAllStringSubmatch(html, -1)
	require.Len(t, faces, 2, "one face for regular text, one for bold")
	for i, want := range []struct {
		weight string
		ttf    []byte
	}{{"normal", goregular.TTF}, {"bold", gobold.TTF}} {
		assert.Equal(t, want.weight, faces[i][1])
		ttf, err := base64.StdEncoding.DecodeString(faces[i][2])
		require.NoError(t, err)
		assert.True(t, bytes.Equal(want.ttf, ttf), "the %s face is the Go font, byte for byte", want.weight)
	}
	assert.Contains(t, html, `#board svg { display: block; width: 800px; height: auto; font-family: "Go", sans-serif; }`,
		"the boards are set in the embedded fonts")
	assert.NotRegexp(t, `url\((https?:)?//`, html, "the page fetches no font")
}
