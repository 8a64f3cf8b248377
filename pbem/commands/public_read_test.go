package commands

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
)

// sealedGameCopy plays a sealed game of id between Ann, Bob and Cid for
// decisions random decisions (fewer if it ends) and returns the host's
// path, next to its key, and a player's copy of the file, without it.
func sealedGameCopy(t *testing.T, id string, decisions int) (host, player string) {
	t.Helper()
	host = filepath.Join(t.TempDir(), "game.pbem")
	code, _, stderr := runApp(t, "new", id, "Ann", "Bob", "Cid", "--sealed", "--out", host)
	require.Equal(t, 0, code, stderr)
	pick := rand.New(rand.NewPCG(27, uint64(len(id))))
	for range decisions {
		f, err := games.Load(host)
		require.NoError(t, err)
		r, err := f.Replay(-1)
		require.NoError(t, err)
		toAct := r.State.ToAct()
		if len(toAct) == 0 {
			break
		}
		legal := r.LegalTexts(toAct[0])
		text := legal[pick.IntN(len(legal))]
		_, err = games.Move(host, pbem.MoveRequest{As: f.Name(toAct[0]), Moves: []pbem.MoveInput{{Text: text, Origin: "test", Line: 1}}})
		require.NoError(t, err)
	}
	src, err := os.ReadFile(host)
	require.NoError(t, err)
	player = filepath.Join(t.TempDir(), "game.pbem")
	require.NoError(t, os.WriteFile(player, src, 0o644))
	return host, player
}

// verbHint matches the sentence of a post that names the verbs the player
// to act may start with, which a post works out by redrawing the hidden
// cards for the public (compose): a post made without the key must say it
// too.
var verbHint = regexp.MustCompile(`(is to move); the move starts with [^.]*\.(\s+Depending on hidden information[^.]*\.)?`)

// TestSealedGameReadWithoutKey: a player without the key reads a sealed
// game's board, log, post, pictures and replay page, byte for byte what
// the host's pbem shows the public; what needs the key (a player's own
// view, legal moves, a move) is refused with exit 4.
func TestSealedGameReadWithoutKey(t *testing.T) {
	for _, id := range []string{"palazzo", "patrician", "princes", "leonardo"} {
		t.Run(id, func(t *testing.T) {
			host, player := sealedGameCopy(t, id, 60)
			for _, args := range [][]string{
				{"board"}, {"board", "--at", "20"}, {"board", "--json"}, {"board", "--format", "svg"},
				{"board", "--lang", "fr"}, {"log"}, {"log", "--json"}, {"export", "--format", "html"},
				{"list"}, {"status"}, {"list", "--json"}, {"board", "--format", "png"},
			} {
				hostCode, want, hostErr := runApp(t, append(args, host)...)
				require.Equal(t, 0, hostCode, "%v: %s", args, hostErr)
				code, got, stderr := runApp(t, append(args, player)...)
				require.Equal(t, 0, code, "%v: %s", args, stderr)
				assert.Equal(t, strings.ReplaceAll(want, host, player), got, "%v", args) // list and status name the file
			}
			_, want, _ := runApp(t, "post", host)
			code, got, stderr := runApp(t, "post", player)
			require.Equal(t, 0, code, stderr)
			assert.Equal(t, want, got, "a post read without the key is the host's, the verbs named included")
			for _, args := range [][]string{
				{"view", "--as", "Ann", player}, {"log", "--as", "Ann", player}, {"legal", "--as", "Ann", player},
				{"move", "--as", "Ann", player, "pass"}, {"export", "--format", "html", "--as", "Ann", player},
			} {
				code, _, stderr := runApp(t, args...)
				assert.Equal(t, exitGameFile, code, "%v: %s", args, stderr)
				assert.Contains(t, stderr, "key", "%v", args)
			}
		})
	}
}
