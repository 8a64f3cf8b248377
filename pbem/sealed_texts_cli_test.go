package pbem_test

import (
	"fmt"
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/games"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/commands"
)

// These tests play the same game twice, open and sealed, through the
// command line, and check that the sealed file holds no secret text while
// every output made with the key is the open game's, byte for byte.

// cli runs pbem in process and returns its stdout; it fails the test on
// any exit code but 0.
func cli(t *testing.T, args ...string) string {
	t.Helper()
	var out, errOut strings.Builder
	code := commands.Run(append([]string{"pbem"}, args...), strings.NewReader(""), &out, &errOut)
	require.Equal(t, 0, code, "pbem %s: %s", strings.Join(args, " "), errOut.String())
	return out.String()
}

// twin is one game played twice from one seed, open and sealed, each in a
// folder of its own under the same name, so that outputs naming the file
// compare once the folder is taken out.
type twin struct {
	open, sealed string
	names        []string
}

// newTwin starts the twin games of game for players.
func newTwin(t *testing.T, game string, players ...string) twin {
	t.Helper()
	t.Setenv("SOURCE_DATE_EPOCH", "1790000000") // both games' lines get the same time
	tw := twin{open: filepath.Join(t.TempDir(), "g.pbem"), sealed: filepath.Join(t.TempDir(), "g.pbem"), names: players}
	seed := strings.Repeat("5a", 32)
	cli(t, append([]string{"new", game, "--seed", seed, "--out", tw.open}, players...)...)
	cli(t, append([]string{"new", game, "--seed", seed, "--sealed", "--out", tw.sealed}, players...)...)
	return tw
}

// same runs pbem on both games, the file after args and before rest,
// and checks that the outputs are equal but for the folder.
func (tw twin) same(t *testing.T, args []string, rest ...string) {
	t.Helper()
	run := func(path string) string {
		out := cli(t, append(append(append([]string{}, args...), path), rest...)...)
		return strings.ReplaceAll(out, filepath.Dir(path), "DIR")
	}
	open, sealed := run(tw.open), run(tw.sealed)
	require.Equal(t, open, withoutOutcomes(sealed), "pbem %s FILE %s", strings.Join(args, " "), strings.Join(rest, " "))
}

// The public outcomes a sealed game's host writes (engine.PublicReplayer),
// as outputs may show them: in a record line's comment, and as a JSON
// field. None holds a "#": a sealed text's commitment left in an output
// is not taken out.
var (
	outcomeComment = regexp.MustCompile(` \{= [^#;}]*\}`)
	outcomeBefore  = regexp.MustCompile(`\{= [^#;}]*; `)
	outcomeJSON    = regexp.MustCompile(`,\s*"outcome": \[[^#\]]*\]`)
)

// withoutOutcomes returns out, an output of a sealed game, without the
// outcomes of its decisions, which the same game played open has not:
// the texts are this test's business, not the outcomes.
func withoutOutcomes(out string) string {
	out = outcomeComment.ReplaceAllString(out, "")
	out = outcomeBefore.ReplaceAllString(out, "{")
	return outcomeJSON.ReplaceAllString(out, "")
}

// play makes n random legal decisions in both games by move, each chosen
// on the open game, comparing the move's output; every few decisions,
// and at the end, it compares what each player and the public see.
func (tw twin) play(t *testing.T, n int, rng *rand.Rand) {
	t.Helper()
	for i := 1; i <= n; i++ {
		r := replayOf(t, tw.open)
		if r.Over() {
			break
		}
		toAct := r.State.ToAct()
		seat := toAct[rng.IntN(len(toAct))]
		legal := r.LegalTexts(seat)
		text := legal[rng.IntN(len(legal))]
		tw.same(t, []string{"move", "--as", r.File.Name(seat)}, strings.Fields(text)...)
		if i%6 == 0 || i == n {
			tw.outputs(t)
		}
	}
}

// outputs compares what the key shows of both games: the board, the log
// as the public and as each player sees it, in text and JSON, each
// player's view and legal moves, and the turn mails.
func (tw twin) outputs(t *testing.T) {
	t.Helper()
	tw.same(t, []string{"board"})
	tw.same(t, []string{"log"})
	tw.same(t, []string{"log", "--json"})
	tw.same(t, []string{"mail"})
	for _, name := range tw.names {
		tw.same(t, []string{"log", "--as", name})
		tw.same(t, []string{"log", "--as", name, "--json"})
		tw.same(t, []string{"view", "--as", name})
		tw.same(t, []string{"mail", "--to", name})
	}
}

// replayOf replays the game at path with its key.
func replayOf(t *testing.T, path string) *pbem.Replay {
	t.Helper()
	f, err := pbem.Games(games.All).Load(path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	return r
}

// secretPlies returns the decisions of the game at path (open) whose
// verb is secret.
func secretPlies(t *testing.T, path string) []pbem.Ply {
	t.Helper()
	r := replayOf(t, path)
	var out []pbem.Ply
	for _, p := range r.Plies {
		if engine.PublicText(r.File.Game, p.Move) != p.Move {
			out = append(out, p)
		}
	}
	return out
}

// checkNoSecretText checks that the sealed file holds none of the texts
// of open's secret decisions, each line being its verb and commitment,
// and that the sidecar holds them, readable by its owner only.
func checkNoSecretText(t *testing.T, open, sealed string) {
	t.Helper()
	secret := secretPlies(t, open)
	require.NotEmpty(t, secret, "no secret decision was played: the test proves nothing")
	src := read(t, sealed)
	side := read(t, sealed+pbem.SealedSuffix)
	for _, p := range secret {
		verb, _, _ := strings.Cut(p.Move, " ")
		line := regexp.MustCompile(fmt.Sprintf(`(?m)^%d %s: %s( @\S+)? \{= #[0-9a-f]{32}\}$`, p.N, p.Name, verb))
		assert.Regexp(t, line, src, "decision %d", p.N)
		assert.NotContains(t, src, ": "+p.Move, "decision %d's text", p.N)
		assert.Regexp(t, fmt.Sprintf(`(?m)^%d [0-9a-f]{32} %s$`, p.N, regexp.QuoteMeta(p.Move)), side)
	}
	info, err := os.Stat(sealed + pbem.SealedSuffix)
	require.NoError(t, err)
	if info.Mode().Perm()&0o077 != 0 && os.Getenv("GOOS") != "windows" {
		t.Errorf("the sidecar's mode is %04o", info.Mode().Perm())
	}
}

// checkOwnTexts checks that each player's log of the sealed game shows
// the texts of their own secret decisions, and only those.
func checkOwnTexts(t *testing.T, tw twin) {
	t.Helper()
	logs := map[string]string{}
	for _, name := range tw.names {
		logs[name] = cli(t, "log", "--as", name, tw.sealed)
	}
	for _, p := range secretPlies(t, tw.open) {
		for _, name := range tw.names {
			line := fmt.Sprintf("%d %s: %s\n", p.N, p.Name, p.Move)
			if name == p.Name {
				assert.Contains(t, logs[name], line)
			} else {
				assert.NotContains(t, logs[name], line)
			}
		}
	}
}

// read returns the content of the file at path.
func read(t *testing.T, path string) string {
	t.Helper()
	data, err := os.ReadFile(path)
	require.NoError(t, err)
	return string(data)
}

// TestSealedTextsByMove plays the Princes (keeps, picks) and the start of
// Leonardo (parties) open and sealed by move: the sealed file holds no
// secret text, and every keyed output is the open game's.
func TestSealedTextsByMove(t *testing.T) {
	for _, c := range []struct {
		game string
		n    int
	}{{"princes", 40}, {"leonardo", 8}} {
		t.Run(c.game, func(t *testing.T) {
			tw := newTwin(t, c.game, "Ann", "Bob", "Cid")
			tw.play(t, c.n, rand.New(rand.NewPCG(27, 4)))
			checkNoSecretText(t, tw.open, tw.sealed)
			checkOwnTexts(t, tw)
		})
	}
}

// TestSealedTextsBySelfplay writes whole games by selfplay, open and
// sealed from one run's seed: the sealed files hold no secret text
// (Leonardo's stakes come late), and the keyed outputs are the open
// games'.
func TestSealedTextsBySelfplay(t *testing.T) {
	for _, game := range []string{"princes", "leonardo"} {
		t.Run(game, func(t *testing.T) {
			t.Setenv("SOURCE_DATE_EPOCH", "1790000000")
			openDir, sealedDir := t.TempDir(), t.TempDir()
			cli(t, "selfplay", game, "--players", "3", "--games", "1", "--seed", "27", "--out", openDir)
			cli(t, "selfplay", game, "--players", "3", "--games", "1", "--seed", "27", "--out", sealedDir, "--sealed")
			names, err := filepath.Glob(filepath.Join(sealedDir, "*"+pbem.GameExt))
			require.NoError(t, err)
			require.Len(t, names, 1)
			tw := twin{open: filepath.Join(openDir, filepath.Base(names[0])), sealed: names[0], names: []string{"P1", "P2", "P3"}}
			require.FileExists(t, tw.sealed+pbem.KeySuffix)
			checkNoSecretText(t, tw.open, tw.sealed)
			checkOwnTexts(t, tw)
			tw.outputs(t)
		})
	}
}
