package patrician

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Marianne's special action, from the rule text: she plays a Lucca card
// with the special action and builds in Lucca. She cannot move a floor in
// Parma (she has none there) nor in Lucca (she built there this turn), so
// she moves the top (black) floor of Milano onto the empty site, and now
// has the majority in a tower of Milano.
func TestSpecialActionMarianne(t *testing.T) {
	st := mustState(t, `
players: Marianne Bob Cid
lu: 2 3 | lu5
pa: 23 2 | pa4
mi: 2112 - | mi1
deck: fi1
Marianne: lu3 bo5 fi6
Bob: fi5`)
	table.Play(t, st, "Marianne: play lu3", "Marianne: build a")
	assert.Equal(t, []string{"move mi a to b", "move none"}, table.LegalTexts(st))
	table.Refuse(t, st, "Marianne: move pa a to b", "you have no floor in Parma")
	table.Refuse(t, st, "Marianne: move lu a to b", "you cannot use the special action in Lucca: you built there this turn")
	table.Refuse(t, st, "Marianne: move mi b to a", "tower b of Milano has no floor to move")

	w, _ := towerWinner(&st.cities[cityOf(t, "mi")].towers[0])
	require.Equal(t, int8(1), w, "before: Bob wins the 2-2 tie with the top floor")
	evs := table.Play(t, st, "Marianne: move mi a to b")
	assert.Equal(t, "211 2", towersOf(st, cityOf(t, "mi")))
	w, n := towerWinner(&st.cities[cityOf(t, "mi")].towers[0])
	assert.Equal(t, int8(0), w, "after: Marianne has the majority in tower a")
	assert.Equal(t, 2, n)
	// The take is automatic (she built in Lucca) and the deck refills Lucca.
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "Marianne takes LU5 from Lucca")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "FI1 is turned up on Lucca")
	assert.True(t, st.players[0].hand.has(cardOf(t, "lu5")))
	assert.Equal(t, []engine.Seat{1}, st.ToAct())
}

// Issue 7, ruling P1: the special action excludes the city "où vous venez
// de placer un étage durant ce tour". Under patrician/2 a player who built
// nothing may use it in the city of the card played; patrician/1 files
// replay as they were played, with that city excluded.
func TestSpecialActionAfterBuildingNothing(t *testing.T) {
	const table2 = `
mi: 1 2 | mi1
Ann: mi3 bo5
Bob: fi5`
	st := mustState(t, table2)
	table.Play(t, st, "Ann: play mi3", "Ann: build none")
	assert.Equal(t, []string{"move mi a to b", "move mi b to a", "move none"}, table.LegalTexts(st))
	table.Play(t, st, "Ann: move mi a to b")
	assert.Equal(t, "- 21", towersOf(st, cityOf(t, "mi")))

	st = mustState(t, "rules: patrician/1\n"+table2)
	table.Play(t, st, "Ann: play mi3", "Ann: build none")
	assert.Equal(t, []engine.Seat{1}, st.ToAct(), "patrician/1: Milano is excluded, so the action is lost")

	st = mustState(t, "rules: patrician/1\nfi: 1 - | fi1\n"+table2)
	table.Play(t, st, "Ann: play mi3", "Ann: build none")
	table.Refuse(t, st, "Ann: move mi a to b", "you cannot use the special action in Milano: it is the city of the card you played")
}

func TestSpecialActionIsOptionalAndSkippedWithoutTarget(t *testing.T) {
	st := mustState(t, `
mi: 2 - | mi1
Ann: lu3 bo5 fi6
Bob: fi5`)
	table.Play(t, st, "Ann: play lu3", "Ann: build a")
	// Ann has no floor outside Lucca: the action is lost without a decision.
	assert.Equal(t, []engine.Seat{1}, st.ToAct())

	st = mustState(t, `
mi: 1 - | mi1
Ann: lu3 bo5 fi6
Bob: fi5`)
	table.Play(t, st, "Ann: play lu3", "Ann: build a")
	evs := table.Play(t, st, "Ann: move none")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "Ann gives up the special action")
	assert.Equal(t, "1 -", towersOf(st, cityOf(t, "mi")))
}

func TestSpecialActionNotInScoredCity(t *testing.T) {
	st := mustState(t, `
fe: 111 22 | - | scored
mi: 1 - | mi1
Ann: lu3 bo5 fi6
Bob: fi5`)
	table.Play(t, st, "Ann: play lu3", "Ann: build a")
	assert.Equal(t, []string{"move mi a to b", "move none"}, table.LegalTexts(st))
	table.Refuse(t, st, "Ann: move fe a to b", "Ferrara has been scored already")
}

func TestBuildChoices(t *testing.T) {
	for _, c := range []struct {
		name, city string
		card       string
		floors     int
		want       []string
	}{
		{"one crest, empty city", "lu: - - | lu5", "lu4", 20, []string{"build a", "build b", "build none"}},
		{"two crests", "lu: - - | lu5", "lu1", 20, []string{"build a", "build b", "build aa", "build ab", "build bb", "build none"}},
		{"two crests, one floor left", "lu: - - | lu5", "lu1", 1, []string{"build a", "build b", "build none"}},
		// Lucca VII with 5 floors, all on tower a: 2 more fit, and the
		// last must go on the empty tower b.
		{"last floor on the empty tower", "lu: 11111 - | lu5", "lu1", 20, []string{"build a", "build b", "build ab", "build bb", "build none"}},
		{"one room left, tower b empty", "lu: 111111 - | lu5", "lu1", 20, []string{"build b", "build none"}},
		{"one room left, both towers built", "lu: 11111 1 | lu5", "lu1", 20, []string{"build a", "build b", "build none"}},
	} {
		t.Run(c.name, func(t *testing.T) {
			st := mustState(t, c.city+"\nAnn: "+c.card+" bo5 | | "+itoa(c.floors)+"\nBob: fi5")
			table.Play(t, st, "Ann: play "+c.card)
			assert.Equal(t, c.want, table.LegalTexts(st))
		})
	}
}

// A move out of turn is refused with what the player to act must do,
// worded for a third person: "Ann must play a card from their hand", not
// "from your hand" (found in the audit of issue 7).
func TestNotYourTurnNamesTheActor(t *testing.T) {
	st := mustState(t, `
Ann: lu1 lu4
Bob: fi5`)
	table.Refuse(t, st, "Bob: play fi5", "not your turn: Ann must play a card from their hand")
}

func TestBuildRefusals(t *testing.T) {
	st := mustState(t, `
lu: 111111 - | lu5
Ann: lu1 lu4 | | 20
Bob: fi5`)
	table.Play(t, st, "Ann: play lu1")
	table.Refuse(t, st, "Ann: build a", "both towers of Lucca must have a floor")
	table.Refuse(t, st, "Ann: build ab", "Lucca holds at most 7 floors and has 6")
	table.Refuse(t, st, "Bob: build b", "not your turn")
	table.Refuse(t, st, "Ann: play lu4", "you cannot play a card now")

	st = mustState(t, `
lu: - - | lu5
Ann: lu4 bo5 | | 20
Bob: fi5`)
	table.Play(t, st, "Ann: play lu4")
	table.Refuse(t, st, "Ann: build ab", "LU4 shows 1 crest: you can build at most 1 floor")
}

// Ruling P3: a player without floors plays cards but cannot build; the
// build step is skipped without a decision.
func TestOutOfFloorsCannotBuild(t *testing.T) {
	st := mustState(t, `
lu: - - | lu5
deck: bo1
Ann: lu4 bo5 | | 0
Bob: fi5`)
	evs := table.Play(t, st, "Ann: play lu4")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "Ann cannot build in Lucca: no floors left")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "Ann takes LU5 from Lucca")
	assert.Equal(t, []engine.Seat{1}, st.ToAct())
}

// Ruling P1: building is optional; the player then takes the card of the
// city shown on the played card.
func TestBuildNothing(t *testing.T) {
	st := mustState(t, `
lu: - - | lu5
fi: - - | fi1
Ann: lu4 bo5
Bob: fi5`)
	evs := table.Play(t, st, "Ann: play lu4", "Ann: build none")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "Ann builds nothing in Lucca")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "Ann takes LU5 from Lucca")
	assert.Equal(t, 0, st.cities[cityOf(t, "lu")].floors())
}

func TestTakeAnyCity(t *testing.T) {
	st := mustState(t, `
si: - - | si1
fi: - - | fi1
ve: - - | ve1
Ann: si3 bo5
Bob: fi5`)
	table.Play(t, st, "Ann: play si3", "Ann: build a")
	assert.Equal(t, []string{"take fi1", "take si1", "take ve1"}, table.LegalTexts(st), "a ? card takes any city's card")
	table.Refuse(t, st, "Ann: take bo", "Bologna has no face-up card")
	evs := table.Play(t, st, "Ann: take ve")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "Ann takes VE1 from Verona")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "the deck is empty", "no refill from an empty deck")
}

// Issue 7: a take names the card the board shows ("take ve1") as well as
// its city; a card that is not face up is refused, never swapped for the
// city's card.
func TestTakeByCard(t *testing.T) {
	st := mustState(t, `
si: - - | si1
fi: - - | fi1
ve: - - | ve1
Ann: si3 bo5
Bob: fi5`)
	table.Play(t, st, "Ann: play si3", "Ann: build a")
	table.Refuse(t, st, "Ann: take ve2", "VE2 is not face up beside any city")
	table.Refuse(t, st, "Ann: take bo3", "BO3 is not face up beside any city")
	evs := table.Play(t, st, "Ann: take VE1")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "Ann takes VE1 from Verona")
}

// Cards lie face up beside any city, not only their own: the card id the
// board shows beside Bologna (RO6) takes that card from Bologna, and the
// card's own city plays no part. Found by hand after the first fix of
// issue 7, whose tests only had cards beside their own city.
func TestTakeCardShownBesideAnotherCity(t *testing.T) {
	st := mustState(t, `
bo: - - | ro6
ve: - - | bo3
ro: - - | fi1
Ann: si3 bo5
Bob: fi5`)
	table.Play(t, st, "Ann: play si3", "Ann: build a")
	assert.Equal(t, []string{"take ro6", "take fi1", "take bo3"}, table.LegalTexts(st),
		"each take is listed with the card beside its city")
	m, err := Game{}.ParseMove(st, 0, "take bo")
	require.NoError(t, err)
	assert.Equal(t, "take ro6", Game{}.FormatMove(st, m), "a take by city is written with the card it shows")
	table.Refuse(t, st, "Ann: take ro7", "RO7 is not face up beside any city")
	evs := table.Play(t, st, "Ann: take bo3")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "Ann takes BO3 from Verona")
}

// A take by city is the same move as a take by the card it shows.
func TestTakeByCityNamesTheCard(t *testing.T) {
	st := mustState(t, `
si: - - | si1
ve: - - | ve1
Ann: si3 bo5
Bob: fi5`)
	table.Play(t, st, "Ann: play si3", "Ann: build a")
	m, err := Game{}.ParseMove(st, 0, "take Verona")
	require.NoError(t, err)
	assert.Equal(t, "take ve1", Game{}.FormatMove(st, m))
}

func TestTakeFromAnyCityWhenOwnSpaceIsEmpty(t *testing.T) {
	st := mustState(t, `
fi: - - | fi1
ve: - - | ve1
Ann: lu4 bo5
Bob: fi5`)
	table.Play(t, st, "Ann: play lu4", "Ann: build a")
	assert.Equal(t, []string{"take fi1", "take ve1"}, table.LegalTexts(st))

	// With a single face-up card left the take is automatic.
	st = mustState(t, `
ve: - - | ve1
Ann: lu4 bo5
Bob: fi5`)
	evs := table.Play(t, st, "Ann: play lu4", "Ann: build a")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "Ann takes VE1 from Verona")

	// With none, the step is skipped.
	st = mustState(t, `
Ann: lu4 bo5
Bob: fi5`)
	evs = table.Play(t, st, "Ann: play lu4", "Ann: build a")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "no face-up card is left: Ann takes none")
	assert.Equal(t, []engine.Seat{1}, st.ToAct())
}

// Once the cards run out, players with an empty hand are skipped and the
// game ends when every hand is empty.
func TestEmptyHandsAreSkippedAndEndTheGame(t *testing.T) {
	st := mustState(t, `
Ann: lu4
Bob:
Cid: fi5`)
	table.Play(t, st, "Ann: play lu4", "Ann: build a")
	assert.Equal(t, []engine.Seat{2}, st.ToAct(), "Bob holds no card")
	_, over := st.Result()
	assert.False(t, over)
	evs := table.Play(t, st, "Cid: play fi5", "Cid: build b")
	assert.Empty(t, st.ToAct())
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "Lucca is scored at the end: Ann takes the 7")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "Firenze is scored at the end: Cid takes the 9")
	r, over := st.Result()
	require.True(t, over)
	assert.Equal(t, []int{7, 0, 9}, r.Scores)
	assert.Equal(t, []engine.Seat{2}, r.Winners)
	table.Refuse(t, st, "Ann: play lu4", "the game is over")
}
