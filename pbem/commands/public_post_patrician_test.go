package commands

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSealedPatricianPostWithoutKey: a post of a sealed Patrician game
// read without the key is byte for byte the host's, the verbs the player
// to act may start with included: the public replay redraws the hidden
// cards as the host's state does (issue 27). post has no --at, so the
// game is played to three lengths.
func TestSealedPatricianPostWithoutKey(t *testing.T) {
	for _, decisions := range []int{3, 17, 44} {
		host, player := sealedGameCopy(t, "patrician", decisions)
		for _, c := range []struct {
			args []string
			hint string // the words before the verbs
		}{{[]string{"post"}, "the move starts with"}, {[]string{"post", "--lang", "fr"}, "le coup commence par"}} {
			args := c.args
			hostCode, want, hostErr := runApp(t, append(args, host)...)
			require.Equal(t, 0, hostCode, "%v: %s", args, hostErr)
			require.Contains(t, want, c.hint, "after %d decisions the host's post names the verbs to start with", decisions)
			code, got, stderr := runApp(t, append(args, player)...)
			require.Equal(t, 0, code, "%v: %s", args, stderr)
			assert.Equal(t, want, got, "%v after %d decisions", args, decisions)
		}
	}
}
