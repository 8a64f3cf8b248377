package palazzo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/assert"
)

const transformTable = `
Ann: r5 c2 | 1b1 3s2 4b1 | 2m1 | 5m3 | 1s1 3s1 | 4s3
Bob: r3`

func TestExtract(t *testing.T) {
	st := mustState(t, transformTable)
	table.Refuse(t, st, "Ann: extract a2 pay r5", "palace A has no floor 2")
	table.Refuse(t, st, "Ann: extract b2 pay r5", "palace B has only one floor")
	table.Refuse(t, st, "Ann: extract g2 pay r5", "you have no palace G (you have palaces A to E)")
	table.Refuse(t, st, "Ann: extract a3 pay s5", "you do not hold s5")
	evs := table.Play(t, st, "Ann: extract a3 pay r5")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "Ann pays r5 and takes 3s2 out of palace A as new palace F")
	p := st.players[0]
	assert.Equal(t, palace{tileOf(t, "1b1"), tileOf(t, "4b1")}, p.palaces[0])
	assert.Equal(t, palace{tileOf(t, "3s2")}, p.palaces[5])
	assert.Equal(t, "c2", p.hand.String())
	assert.Equal(t, "r5", FormatCards(st.discard))
	// One transform per action: the floor cannot go back in this turn.
	assert.Equal(t, []engine.Seat{1}, st.ToAct())
	table.Refuse(t, st, "Ann: insert f into a pay c2", "not your turn")
}

func TestInsert(t *testing.T) {
	st := mustState(t, transformTable)
	table.Refuse(t, st, "Ann: insert a into b pay r5", "palace A has 3 floors; only a 1-floor palace")
	table.Refuse(t, st, "Ann: insert b into b pay r5", "palace B cannot go into itself")
	table.Refuse(t, st, "Ann: insert e into a pay r5", "palace A already has floor 4")
	evs := table.Play(t, st, "Ann: insert b into a pay c2")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "Ann pays c2 and inserts 2m1 (palace B) into palace A")
	p := st.players[0]
	assert.Equal(t, []palace{
		{tileOf(t, "1b1"), tileOf(t, "2m1"), tileOf(t, "3s2"), tileOf(t, "4b1")},
		{tileOf(t, "5m3")}, // was C: the labels close up
		{tileOf(t, "1s1"), tileOf(t, "3s1")},
		{tileOf(t, "4s3")},
	}, p.palaces)
	assert.Equal(t, []engine.Seat{1}, st.ToAct())
}

func TestRemove(t *testing.T) {
	st := mustState(t, transformTable)
	table.Refuse(t, st, "Ann: remove a pay r5", "palace A has 3 floors")
	table.Play(t, st, "Ann: remove c pay r5")
	assert.Len(t, st.players[0].palaces, 4)
	assert.Equal(t, palace{tileOf(t, "1s1"), tileOf(t, "3s1")}, st.players[0].palaces[2])
}

func TestTransformNeedsACard(t *testing.T) {
	st := mustState(t, `
turn: Bob
Bob: | 1b1 2b2 | 3m3`)
	table.Refuse(t, st, "Bob: remove b pay r5", "a transform costs one money card, and you have none")
	assert.Equal(t, []string{"draw"}, table.LegalTexts(st))
}

func TestLegalTransforms(t *testing.T) {
	st := mustState(t, `
Ann: r5 s3 | 1b1 3s2 | 2m1 | 3m3`)
	assert.Equal(t, []string{
		"draw",
		"extract a1 pay s3", "extract a3 pay s3",
		"insert b into a pay s3", "insert b into c pay s3", "insert c into b pay s3",
		"remove b pay s3", "remove c pay s3",
	}, table.LegalTexts(st), "every transform, paid with the lowest card; C (floor 3) does not fit in A")
}
