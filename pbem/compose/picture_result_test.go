package compose

import (
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// TestFinishedPicturesShowTheResult: the picture of every example game,
// once over, ends with its final result and winners, in the reader's
// language; the picture of a game still on shows none.
func TestFinishedPicturesShowTheResult(t *testing.T) {
	titles := map[pbem.Lang]string{pbem.English: "Final result", pbem.French: "Résultat final"}
	for _, name := range []string{"palazzo-3p", "patrician-4p", "princes-4p", "leonardo-4p"} {
		path := filepath.Join("..", "..", "examples", name+".pbem")
		end, err := testkit.OpenReplay(testkit.RealGames, path, -1)
		require.NoError(t, err, name)
		require.True(t, end.Over(), name)
		for lang, title := range titles {
			svg, err := ViewPicture(end, end.ViewOf(engine.Observer), pbem.FormatSVG, lang)
			require.NoError(t, err, name)
			assert.Contains(t, string(svg), ">"+title+"<", "%s %s", name, lang)
			winners := end.LocalResultLines(lang)
			assert.Contains(t, string(svg), xmlEscape(winners[len(winners)-1]), "%s %s: the winners' line", name, lang)
		}
		mid, err := testkit.OpenReplay(testkit.RealGames, path, 12)
		require.NoError(t, err, name)
		svg, err := ViewPicture(mid, mid.ViewOf(engine.Observer), pbem.FormatSVG, pbem.English)
		require.NoError(t, err, name)
		assert.NotContains(t, string(svg), ">Final result<", name)
	}
}

// xmlEscape is how the SVG writes text.
func xmlEscape(s string) string {
	return strings.NewReplacer("&", "&amp;", "<", "&lt;", ">", "&gt;", `"`, "&quot;", "'", "&#39;").Replace(s)
}
