package compose

import (
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// bggCuts are what BoardGameGeek reads as markup in a post's text: a '<'
// before anything but a space (it cuts the rest of the post), and the
// emoticon sequences (":D", ";)", "8)").
var bggCuts = regexp.MustCompile(`<[^ \x{200b}]|[:;][^ \n\x{200b}]|8[()]`)

// TestBGGPostsOfEveryGame: a BoardGameGeek post of each example game,
// midway and at its end, in English and French, as golden files; none
// holds a sequence BoardGameGeek would eat, every fixed-width block is
// closed, and the game's page is linked.
func TestBGGPostsOfEveryGame(t *testing.T) {
	for _, name := range []string{"palazzo-3p", "patrician-4p", "princes-4p", "leonardo-4p"} {
		path := filepath.Join("..", "..", "examples", name+".pbem")
		for _, upTo := range []int{12, -1} {
			r, err := testkit.OpenReplay(testkit.RealGames, path, upTo)
			require.NoError(t, err, name)
			for _, lang := range pbem.Langs {
				post := mustPost(t, r, PostRequest{Format: pbem.FormatBGG, Lang: lang, Since: -1})
				at := "end"
				if upTo >= 0 {
					at = "mid"
				}
				testkit.Golden(t, "post/"+name+"."+at+"."+string(lang)+".bgg.golden", post)
				assert.Empty(t, bggCuts.FindAllString(post, -1), "%s %s %s", name, at, lang)
				assert.Equal(t, strings.Count(post, "[c]"), strings.Count(post, "[/c]"), name)
				assert.NotContains(t, post, "[code]", name)
				assert.Regexp(t, `(?m)^\[geekurl=/[^\]]+\][^\[]+\[/geekurl\]$`, post, name)
			}
		}
	}
}

// TestBGGEscape: each sequence BoardGameGeek would read is broken by an
// invisible space, and nothing else changes.
func TestBGGEscape(t *testing.T) {
	for in, want := range map[string]string{
		"Quarry 1: 1s3   <- architect": "Quarry 1: 1s3   <\u200b- architect",
		"a < b":                        "a < b",
		"great :D and ;) and 8)":       "great :\u200bD and ;\u200b) and 8\u200b)",
		"offer Cid: 14 for 2":          "offer Cid: 14 for 2",
		"[b]x[/b]":                     "[\u200bb]x[\u200b/b]",
		"(ply 18)":                     "(ply 18\u200b)",
		"12:30":                        "12:\u200b30",
	} {
		assert.Equal(t, want, pbem.BGGEscape(in), in)
	}
}

// TestBGGLinksTheGamesPage: The Princes of Florence links its page; a
// game whose page number no source confirms links a search for it.
func TestBGGLinksTheGamesPage(t *testing.T) {
	assert.Equal(t, "/boardgame/555", bggPath("princes", "The Princes of Florence"))
	assert.Equal(t, "/geeksearch.php?action=search&objecttype=boardgame&q=Palazzo", bggPath("palazzo", "Palazzo"))
	assert.Empty(t, markup{format: pbem.FormatBBCode}.GameLink("/boardgame/555", "x"))
}
