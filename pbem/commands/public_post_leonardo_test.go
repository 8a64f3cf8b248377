package commands

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestSealedLeonardoPostWithoutKey: a post of a sealed Leonardo game read
// without the key is the host's byte for byte, the verbs the player to
// act may start with included (issue 27: the public state redrawn for the
// Observer is the game's state redrawn so). Played to three lengths: in
// the secret choice of parties (always a verb to name), and twice into
// the rounds.
func TestSealedLeonardoPostWithoutKey(t *testing.T) {
	for _, decisions := range []int{2, 25, 60} {
		t.Run(fmt.Sprint(decisions), func(t *testing.T) {
			host, player := sealedGameCopy(t, "leonardo", decisions)
			for _, args := range [][]string{{"post"}, {"post", "--lang", "fr"}} {
				hostCode, want, hostErr := runApp(t, append(args, host)...)
				require.Equal(t, 0, hostCode, "%v: %s", args, hostErr)
				code, got, stderr := runApp(t, append(args, player)...)
				require.Equal(t, 0, code, "%v: %s", args, stderr)
				assert.Equal(t, want, got, "%v: a post read without the key is the host's", args)
			}
			// The dice are the new game's own: a game may end (an alliance of
			// all) before 25 decisions, and its post then names no verb.
			_, want, _ := runApp(t, "post", host)
			if decisions == 2 || strings.Contains(want, "is to move") {
				assert.Regexp(t, verbHint, want, "the host's post names the verbs the player to act may start with")
			}
		})
	}
}
