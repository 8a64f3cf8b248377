package commands

import (
	"strconv"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSealedPrincesPostWithoutKey: a post of a sealed Princes of Florence
// game made without the key is the host's byte for byte, the verbs the
// player to act may start with included (issue 27): the public replay
// redraws the unseen cards as the host's state does (engine/princes
// public_resample.go). Three lengths of game: the auctions of round 1, a
// later auction or action phase, and deeper still.
func TestSealedPrincesPostWithoutKey(t *testing.T) {
	for _, decisions := range []int{5, 30, 60} {
		t.Run(strconv.Itoa(decisions), func(t *testing.T) {
			host, player := sealedGameCopy(t, "princes", decisions)
			for _, c := range []struct {
				args []string
				hint string // the sentence naming the verbs, which must be there
			}{
				{[]string{"post"}, "the move starts with"},
				{[]string{"post", "--format", "plain"}, "the move starts with"},
				{[]string{"post", "--lang", "fr"}, "le coup commence par"},
			} {
				args := c.args
				hostCode, want, hostErr := runApp(t, append(args, host)...)
				require.Equal(t, 0, hostCode, "%v: %s", args, hostErr)
				require.Contains(t, want, c.hint, "%v: the host's post names the verbs", args)
				code, got, stderr := runApp(t, append(args, player)...)
				require.Equal(t, 0, code, "%v: %s", args, stderr)
				assert.Equal(t, want, got, "%v", args)
			}
		})
	}
}
