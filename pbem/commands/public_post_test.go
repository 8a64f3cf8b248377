package commands

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSealedPostWithoutKey: a post of a sealed game made without the key
// is the host's byte for byte, the verbs the player to act may start with
// included (issue 27): the public replay redraws the unseen cards as the
// host's state does (engine/<game>/public_resample.go). post has no --at,
// so each game is played to several lengths: early on, with starting hands
// still hidden, and later.
func TestSealedPostWithoutKey(t *testing.T) {
	for _, id := range []string{"palazzo", "patrician", "princes", "leonardo"} {
		for _, decisions := range []int{3, 17, 44} {
			t.Run(fmt.Sprintf("%s/%d", id, decisions), func(t *testing.T) {
				host, player := sealedGameCopy(t, id, decisions)
				hinted := false
				for _, args := range [][]string{{"post"}, {"post", "--format", "plain"}, {"post", "--lang", "fr"}} {
					hostCode, want, hostErr := runApp(t, append(args, host)...)
					require.Equal(t, 0, hostCode, "%v: %s", args, hostErr)
					hinted = hinted || verbHint.MatchString(want) || strings.Contains(want, "le coup commence par")
					code, got, stderr := runApp(t, append(args, player)...)
					require.Equal(t, 0, code, "%v: %s", args, stderr)
					assert.Equal(t, want, got, "%v", args)
				}
				if !gameOver(t, host) {
					assert.True(t, hinted, "the host's post names the verbs to start with, so the comparison holds them")
				}
			})
		}
	}
}

// gameOver reports whether the game at path has ended.
func gameOver(t *testing.T, path string) bool {
	t.Helper()
	f, err := games.Load(path)
	require.NoError(t, err)
	r, err := f.Replay(-1)
	require.NoError(t, err)
	return r.Over()
}
