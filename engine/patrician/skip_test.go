package patrician

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// skipped asks SkippedStep about the text of seat s.
func skipped(t *testing.T, st *state, s engine.Seat, text string) (string, error) {
	t.Helper()
	m, err := Game{}.ParseMove(st, s, text)
	require.NoError(t, err)
	return Game{}.SkippedStep(st, s, m)
}

// Issue 7: a whole turn written in advance may decline a step that was
// skipped because it had no choice; acting in it is refused with why.
func TestSkippedMessenger(t *testing.T) {
	st := mustState(t, messengerTable)
	st.players[0].messengers = 0
	evs := table.Play(t, st, "Ann: play mi4", "Ann: build a")
	require.Equal(t, []engine.Seat{1}, st.ToAct(), "Ann has no messenger left")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "Ann has no messenger left to place",
		"ruling P6: the log says why the step was skipped")

	note, err := skipped(t, st, 0, "messenger none")
	require.NoError(t, err)
	assert.Equal(t, "messenger none: skipped, you have no messenger left", note)
	_, err = skipped(t, st, 0, "messenger lu fe")
	assert.ErrorIs(t, err, engine.ErrIllegal)
	assert.ErrorContains(t, err, "no messenger is pending: you have no messenger left")

	note, err = skipped(t, st, 1, "messenger none")
	assert.Equal(t, "", note, "Bob has not played a turn")
	assert.NoError(t, err)

	table.Play(t, st, "Bob: play fi5")
	note, err = skipped(t, st, 0, "messenger none")
	assert.Equal(t, "", note, "Ann's turn is over: Bob has played since")
	assert.NoError(t, err)
}

func TestSkippedStepsOfATurn(t *testing.T) {
	st := mustState(t, messengerTable)
	table.Play(t, st, "Ann: play lu1", "Ann: build a")
	_, err := skipped(t, st, 0, "messenger none")
	assert.ErrorContains(t, err, "no messenger is pending: LU1 is not a star card")
	_, err = skipped(t, st, 0, "move none")
	assert.ErrorContains(t, err, "no special action is pending: LU1 does not show the special action")
	note, err := skipped(t, st, 0, "build none")
	assert.Equal(t, "", note, "the build was decided, not skipped")
	assert.NoError(t, err)

	st = mustState(t, `
lu: 2 - | lu5
Ann: lu3 bo5 | | 0
Bob: fi5`)
	table.Play(t, st, "Ann: play lu3")
	require.Equal(t, []engine.Seat{1}, st.ToAct())
	note, _ = skipped(t, st, 0, "build none")
	assert.Equal(t, "build none: skipped, you have no floors left", note)
	note, _ = skipped(t, st, 0, "move none")
	assert.Equal(t, "move none: skipped, no city qualified for the special action", note)
}
