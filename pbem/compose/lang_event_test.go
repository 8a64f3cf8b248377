package compose

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// TestEventJSON checks an event as --json prints it: its text, its
// message key and arguments, and the names of the players it was told to,
// left out for a public event.
func TestEventJSON(t *testing.T) {
	r := openGame(t, testkit.NewTestGame(t, nil))
	log := r.Log(0)
	require.Len(t, log.Plies[0].Told, 2, "the deal and Ann's own card")
	out, err := json.Marshal(log.Plies[0].Told)
	require.NoError(t, err)
	assert.JSONEq(t, `[{"text": "cards are dealt", "key": "dealt"},
		{"text": "Ann gets card 5", "key": "gets", "args": ["Ann", "5"], "to": ["Ann"]}]`, string(out))
}
