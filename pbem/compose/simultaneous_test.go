package compose

import (
	"encoding/json"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// readyGame returns a dice game of the ready variant for Ann, Bob and
// Cid: all three must first say ready, at once.
func readyGame(t *testing.T) string {
	t.Helper()
	return testkit.NewTestGame(t, func(r *pbem.NewGame) {
		r.Players = []string{"Ann", "Bob", "Cid"}
		r.Variants = []string{"ready"}
	})
}

func TestLegalListsEachPlayerToActAtOnce(t *testing.T) {
	path := readyGame(t)
	r, err := testkit.OpenReplay(testkit.DiceGames, path, -1)
	require.NoError(t, err)
	res, err := r.Legal("")
	require.NoError(t, err)
	assert.Equal(t, []string{"Ann: ready", "Bob: ready", "Cid: ready"}, res.Lines())
	out, err := json.Marshal(res)
	require.NoError(t, err)
	assert.JSONEq(t, `{"next_ply": 1, "to_act": ["Ann", "Bob", "Cid"], "players": [
		{"player": "Ann", "moves": ["ready"]}, {"player": "Bob", "moves": ["ready"]},
		{"player": "Cid", "moves": ["ready"]}]}`, string(out))

	// Named, one player has the same shape, one entry in players, and
	// the legacy one-player fields beside it.
	res, err = r.Legal("Bob")
	require.NoError(t, err)
	out, err = json.Marshal(res)
	require.NoError(t, err)
	assert.JSONEq(t, `{"next_ply": 1, "to_act": ["Ann", "Bob", "Cid"], "players": [{"player": "Bob", "moves": ["ready"]}],
		"player": "Bob", "moves": ["ready"]}`, string(out))
}

// Every player to act at once is mailed "--ply 1": the first answer must
// not make the others' stale, since their choices do not depend on it.
func TestSimultaneousDecisionsShareTheirPly(t *testing.T) {
	path := readyGame(t)
	_, err := testkit.DiceGames.Move(path, pbem.MoveRequest{As: "Ann", Ply: 1, Moves: testkit.Inputs("ready")})
	require.NoError(t, err)
	_, err = testkit.DiceGames.Move(path, pbem.MoveRequest{As: "Bob", Ply: 1, Moves: testkit.Inputs("ready")})
	require.NoError(t, err, "Bob answers the state he was sent, where Ann's choice changes nothing for him")

	// Ann's own mail sent twice is stale: ply 1 was her decision.
	before := testkit.ReadFile(t, path)
	err = testkit.Refused(t, path, pbem.MoveRequest{As: "Ann", Ply: 1, Moves: testkit.Inputs("roll")})
	assert.ErrorIs(t, err, pbem.ErrStale)
	assert.Equal(t, before, testkit.ReadFile(t, path))

	_, err = testkit.DiceGames.Move(path, pbem.MoveRequest{As: "Cid", Ply: 1, Moves: testkit.Inputs("ready")})
	require.NoError(t, err)
	// Now Ann is to act alone; an answer meant for ply 3 (Cid's) is stale:
	// Ann was not to act then.
	err = testkit.Refused(t, path, pbem.MoveRequest{As: "Ann", Ply: 3, Moves: testkit.Inputs("roll")})
	assert.ErrorIs(t, err, pbem.ErrStale)
	_, err = testkit.DiceGames.Move(path, pbem.MoveRequest{As: "Ann", Ply: 4, Moves: testkit.Inputs("roll")})
	assert.NoError(t, err)
}

// Each player to act at once gets a mail whose reply command names them:
// without --as, move refuses a decision when several are to act.
func TestMailToOneOfSeveralNamesThemInTheReplyCommand(t *testing.T) {
	path := readyGame(t)
	r, err := testkit.OpenReplay(testkit.DiceGames, path, -1)
	require.NoError(t, err)
	mails, err := Mails(r, "", pbem.MailPlayer{}, testkit.TestNow)
	require.NoError(t, err)
	require.Len(t, mails, 3)
	for i, name := range []string{"Ann", "Bob", "Cid"} {
		assert.Contains(t, mails[i].Body, `pbem move --ply 1 --as `+name+` game.pbem "<move>"`)
	}

	// Alone to act, the reader needs no --as.
	for _, name := range []string{"Ann", "Bob", "Cid"} {
		testkit.Move(t, path, name, "ready")
	}
	r, err = testkit.OpenReplay(testkit.DiceGames, path, -1)
	require.NoError(t, err)
	mails, err = Mails(r, "", pbem.MailPlayer{}, testkit.TestNow)
	require.NoError(t, err)
	assert.Contains(t, mails[0].Body, `pbem move --ply 4 game.pbem "<move>"`)
}

// A decision made at the same time as others' is secret: the others'
// log (and so their mails and the posts) shows its verb only.
func TestSimultaneousDecisionsAreSecretInTheLog(t *testing.T) {
	path := readyGame(t)
	for _, name := range []string{"Bob", "Ann", "Cid"} {
		testkit.Move(t, path, name, "ready")
	}
	testkit.Move(t, path, "", "bet 1")
	r, err := testkit.OpenReplay(testkit.DiceGames, path, -1)
	require.NoError(t, err)
	hidden := func(s engine.Seat) []bool {
		var out []bool
		for _, p := range r.Log(s).Plies[1:] {
			out = append(out, p.Hidden)
		}
		return out
	}
	// Cid decided last, alone to act, but in the same round as Ann.
	assert.Equal(t, []bool{true, true, true, false}, hidden(engine.Observer))
	assert.Equal(t, []bool{false, true, true, false}, hidden(1), "Bob sees his own decision")
	assert.Equal(t, "bet", pbem.VerbOf("bet 1"))
}
