package report

import (
	"bytes"
	"encoding/json"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// A game that draws no picture (the dice game of the tests) shows its text
// board at every position of the replay page.
func TestReplayPageWithoutPicturesShowsTextBoards(t *testing.T) {
	path := testkit.NewTestGame(t, nil)
	testkit.Move(t, path, "", "roll")
	f, err := testkit.DiceGames.Load(path)
	require.NoError(t, err)
	page, err := ReplayPageOf(f, engine.Observer, pbem.English)
	require.NoError(t, err)
	require.Len(t, page.Positions, 2, "the setup and one decision")
	for i, p := range page.Positions {
		assert.Empty(t, page.SVG(i))
		assert.NotEmpty(t, p.Text)
	}
	assert.Equal(t, "1 Ann: roll", page.Positions[1].Caption)
	var b bytes.Buffer
	require.NoError(t, page.WriteHTML(&b))
	assert.Contains(t, b.String(), `"text":"`)
	assert.NotContains(t, b.String(), `"svg":`)
}

// TestReplayPagePacksEachLineOnce packs the pictures of a whole example
// game: unpacked as the page does it (and by ReplayPage.SVG), each is the
// picture drawn whole, position by position, and each distinct line is
// written once, so the page holds far less than the pictures one by one.
func TestReplayPagePacksEachLineOnce(t *testing.T) {
	f, err := testkit.PalazzoGames.Load("../../examples/palazzo-3p.pbem")
	require.NoError(t, err)
	page, err := ReplayPageOf(f, engine.Observer, pbem.English)
	require.NoError(t, err)
	drawn := drawnPictures(t, f, engine.Observer, pbem.English)
	packed := packPositions(page)
	require.Len(t, packed.Positions, len(page.Positions))
	require.Len(t, drawn, len(page.Positions))
	distinct, total := map[string]bool{}, 0
	for i, svg := range drawn {
		assert.Equal(t, svg, unpackPicture(packed.Lines, packed.Positions[i].SVG), "position %d", i)
		assert.Equal(t, svg, page.SVG(i), "position %d", i)
		assert.Equal(t, page.Positions[i].Caption, packed.Positions[i].Caption)
		for _, line := range strings.Split(svg, "\n") {
			distinct[line] = true
		}
		total += len(svg)
	}
	assert.Len(t, packed.Lines, len(distinct), "each line once")
	b, err := json.Marshal(packed)
	require.NoError(t, err)
	assert.Less(t, len(b)*5, total, "packed: %d bytes for %d of pictures", len(b), total)
}

// unpackPicture is the page's picture(): codes into lines back to a
// picture, written again in Go.
func unpackPicture(lines []string, codes []int) string {
	var out []string
	last := 0
	for _, c := range codes {
		if c >= 0 {
			out, last = append(out, lines[c]), c
			continue
		}
		for range -c {
			last++
			out = append(out, lines[last])
		}
	}
	return strings.Join(out, "\n")
}

// drawnPictures draws the picture of every position of f for seat s, each
// whole, as the page showed them before it kept only their lines.
func drawnPictures(t *testing.T, f *pbem.File, s engine.Seat, lang pbem.Lang) []string {
	t.Helper()
	var out []string
	_, err := f.Step(0, len(f.Record.Moves()), func(r *pbem.Replay) error {
		p := r.State.View(s).(engine.Picturer).Picture(string(lang))
		compose.AddResult(p, r, lang)
		var b strings.Builder
		err := p.WriteSVG(&b)
		out = append(out, b.String())
		return err
	})
	require.NoError(t, err)
	return out
}
