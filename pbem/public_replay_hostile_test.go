package pbem

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/games"
)

// outcomeComment matches the outcome tokens of a record line's comment.
var outcomeComment = regexp.MustCompile(`\{=( [^;}]*)?`)

// TestPublicReplaySurvivesHostileOutcomes: a player replays a sealed file
// without its key from outcomes anybody may have edited. Each edit (a
// token dropped, doubled, swapped with another line's, or garbage) must
// give an error or a replay, never a crash.
func TestPublicReplaySurvivesHostileOutcomes(t *testing.T) {
	for _, g := range games.All {
		t.Run(g.Info().ID, func(t *testing.T) {
			path := playSealedGame(t, g, []string{"Ann", "Bob", "Cid"}, 9)
			src := readFile(t, path)
			spots := outcomeComment.FindAllStringSubmatchIndex(src, -1)
			require.NotEmpty(t, spots)
			var all []string
			for _, s := range spots {
				if s[2] >= 0 {
					all = append(all, strings.Fields(src[s[2]:s[3]])...)
				}
			}
			pick := rand.New(rand.NewPCG(9, 27))
			dir := t.TempDir()
			for i := range 150 {
				s := spots[pick.IntN(len(spots))]
				edited := src[:s[0]] + "{=" + hostileTokens(pick, src, s, all) + src[s[1]:]
				p := filepath.Join(dir, "g.pbem")
				require.NoError(t, os.WriteFile(p, []byte(edited), 0o644))
				f, err := Games(games.All).Load(p)
				if err != nil {
					continue // refused at load: fine
				}
				f.KeyPath, f.AllowPublic = filepath.Join(dir, "no.key"), true
				func() {
					defer func() {
						if r := recover(); r != nil {
							t.Fatalf("edit %d crashed the public replay: %v\n%s", i, r, edited[s[0]:min(len(edited), s[0]+80)])
						}
					}()
					_, _ = f.Replay(-1)
				}()
			}
		})
	}
}

// hostileTokens returns the tokens of the outcome at s edited one way.
func hostileTokens(pick *rand.Rand, src string, s []int, all []string) string {
	var toks []string
	if s[2] >= 0 {
		toks = strings.Fields(src[s[2]:s[3]])
	}
	switch k := pick.IntN(5); {
	case k == 0 && len(toks) > 0:
		i := pick.IntN(len(toks))
		toks = append(toks[:i], toks[i+1:]...)
	case k == 1 && len(toks) > 0:
		toks = append(toks, toks[pick.IntN(len(toks))])
	case k == 2:
		toks = append(toks, all[pick.IntN(len(all))])
	case k == 3 && len(toks) > 0:
		toks[pick.IntN(len(toks))] = all[pick.IntN(len(all))]
	default:
		garbage := []string{"x", "0", "-1", "99999999999999999999", "a:b:c", "=", ":", ",,", "1:", "p0", "money:9=9", "stake:0=x:1"}
		toks = append(toks, garbage[pick.IntN(len(garbage))])
	}
	if len(toks) == 0 {
		return ""
	}
	return " " + strings.Join(toks, " ")
}
