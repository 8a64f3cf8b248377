package commands

import (
	"fmt"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSealedPalazzoPostWithoutKey: a post of a sealed Palazzo game read
// without the key is the host's byte for byte, the verbs the player to act
// may start with included: the public state redraws the hidden cards and
// stacks as the host's full state does (engine/palazzo/public_resample.go).
// Post has no --at, so games of three lengths stand for three points.
func TestSealedPalazzoPostWithoutKey(t *testing.T) {
	hinted := 0
	for _, decisions := range []int{5, 23, 60} {
		t.Run(fmt.Sprint(decisions), func(t *testing.T) {
			host, player := sealedGameCopy(t, "palazzo", decisions)
			for _, args := range [][]string{{"post"}, {"post", "--lang", "fr"}, {"post", "--format", "markdown"}} {
				hostCode, want, hostErr := runApp(t, append(args, host)...)
				require.Equal(t, 0, hostCode, "%v: %s", args, hostErr)
				code, got, stderr := runApp(t, append(args, player)...)
				require.Equal(t, 0, code, "%v: %s", args, stderr)
				assert.Equal(t, want, got, "%v after %d decisions", args, decisions)
				if verbHint.MatchString(want) {
					hinted++
				}
			}
		})
	}
	// The posts compared must name verbs, or the test would show nothing.
	assert.NotZero(t, hinted, "no post named the verbs of the player to act")
}
