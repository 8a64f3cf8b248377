package patrician

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestAmbassadorsSmallCards(t *testing.T) {
	// A (most 6 tiles): Bob bo6 and Ann fi6 tie; Bologna comes first on
	// the card, so Bob. B (most 4 tiles): Ann (lu4, si4) beats Cid (mi4).
	// C (2 tiles): nobody holds one. D (Verona + Parma + Milano): Bob's
	// mi7 beats Cid's mi4.
	st := mustState(t, `
variants: ambassadors
bo: 333 22 | - | scored
fi: 333 11 | - | scored
lu: 222 11 | - | scored
si: 222 11 | - | scored
mi: 222 33 | - | scored
Ann: | bo5 ro6
Bob: | bo6 fi5 fe3`)
	st.phase = phaseOver
	ts := st.tallies()
	assert.Equal(t, []string{"B"}, ts[0].Cards)
	assert.Equal(t, []string{"A", "D"}, ts[1].Cards)
	assert.Empty(t, ts[2].Cards)
	// Ann: p1 2 heads and a wild one make a set.
	assert.Equal(t, 6, ts[0].Sets)
	// Bob: p1 1, p2 2; D adds one of each (2, 3, 1) and the wild head
	// completes p1: two sets.
	assert.Equal(t, 12, ts[1].Sets)
	r, _ := enginetest.WordedResult(Game{}, st, engine.English)
	assert.Contains(t, r.Detail[1], "ambassadors A+D")
}

func TestAmbassadorLargeCardTies(t *testing.T) {
	// Ann mi7 + ve2 = 9, Bob ve5 + mi4 = 9: Bob has more Verona points.
	st := mustState(t, `
variants: ambassadors
mi: 111 22 | - | scored
ve: 222 11 | - | scored`)
	assert.Equal(t, int8(1), st.largeWinner())

	// Ann mi7 = 7, Bob pa5 + pa2 = 7, neither has Verona points: nobody.
	st = mustState(t, `
variants: ambassadors
mi: 111 33 | - | scored
pa: 222 22 | - | scored`)
	assert.Equal(t, noSeat, st.largeWinner())

	// Nobody scores in those cities: nobody.
	st = mustState(t, "variants: ambassadors\nbo: 111 22 | - | scored")
	assert.Equal(t, noSeat, st.largeWinner())
}

func TestAmbassadorsOnlyWithTheVariant(t *testing.T) {
	st := mustState(t, `
bo: 333 22 | - | scored
Bob: | bo6 fi5`)
	st.phase = phaseOver
	ts := st.tallies()
	assert.Empty(t, ts[1].Cards)
	assert.Equal(t, 0, ts[1].Sets)
}

// messengerTable is Ann about to play Milano's starred card with
// messengers on Bologna-Siena (Bob) and Roma-Siena (Cid): Siena is full.
const messengerTable = `
variants: messengers
border bo si: Bob
border ro si: Cid
mi: - - | mi1
Ann: mi4 lu1 bo5 | | 29 | 1
Bob: fi5`

func TestMessengerPlacement(t *testing.T) {
	st := mustState(t, messengerTable)
	table.Play(t, st, "Ann: play mi4", "Ann: build a")
	assert.Equal(t, []string{"messenger lu fe", "messenger pa ve", "messenger fe ve", "messenger bo fe",
		"messenger bo fi", "messenger none"}, table.LegalTexts(st))
	table.Refuse(t, st, "Ann: messenger lu mi", "you cannot place a messenger next to Milano")
	table.Refuse(t, st, "Ann: messenger si lu", "Siena has 2 messengers already")
	table.Refuse(t, st, "Ann: messenger bo si", "the border between Bologna and Siena has a messenger already")
	table.Refuse(t, st, "Ann: messenger ro fi", "Firenze and Roma are not adjacent")
	evs := table.Play(t, st, "Ann: messenger fi bo")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "Ann places a messenger between Bologna and Firenze")
	assert.Equal(t, 0, st.players[0].messengers)
	assert.Equal(t, []engine.Seat{1}, st.ToAct())
}

// Issue 7, ruling P1: a messenger may not border "la cité où le joueur a
// bâti durant son tour"; after building nothing (patrician/2) the city of
// the card played is allowed, not under patrician/1.
func TestMessengerAfterBuildingNothing(t *testing.T) {
	const desc = `
variants: messengers
Ann: bo6 lu4 | | 20 | 1
Bob: fi5`
	st := mustState(t, desc)
	table.Play(t, st, "Ann: play bo6", "Ann: build none")
	evs := table.Play(t, st, "Ann: messenger bo fi")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "Ann places a messenger between Bologna and Firenze")

	st = mustState(t, desc)
	table.Play(t, st, "Ann: play bo6", "Ann: build a")
	table.Refuse(t, st, "Ann: messenger bo fi", "you cannot place a messenger next to Bologna: you built there this turn")

	st = mustState(t, "rules: patrician/1\n"+desc)
	table.Play(t, st, "Ann: play bo6", "Ann: build none")
	table.Refuse(t, st, "Ann: messenger bo fi", "next to Bologna: it is the city of the card you played")
}

func TestMessengerOnlyAfterAStarCard(t *testing.T) {
	st := mustState(t, messengerTable)
	table.Play(t, st, "Ann: play lu1", "Ann: build a")
	assert.Equal(t, []engine.Seat{1}, st.ToAct(), "LU1 has no star")

	st = mustState(t, messengerTable)
	st.players[0].messengers = 0
	table.Play(t, st, "Ann: play mi4", "Ann: build a")
	assert.Equal(t, []engine.Seat{1}, st.ToAct(), "Ann has no messenger left")

	st = mustState(t, messengerTable)
	table.Play(t, st, "Ann: play mi4", "Ann: build a", "Ann: messenger none")
	assert.Equal(t, 1, st.players[0].messengers, "placing is optional")
}

func TestMessengerPointsWhenScored(t *testing.T) {
	st := mustState(t, `
variants: messengers
border bo si: Bob
border ro si: Cid
si: 1111 22 | si1
Ann: si4 bo5
Bob: fi5`)
	evs := table.Play(t, st, "Ann: play si4", "Ann: build b")
	assert.Contains(t, enginetest.EventTexts(Game{}, evs), "each tower winner in Siena takes 4 points for 2 messengers")
	assert.Equal(t, []int{4, 4, 0}, []int{st.players[0].tokens, st.players[1].tokens, st.players[2].tokens})
	assert.Equal(t, int8(2), st.cities[cityOf(t, "si")].messengers)
	// Without the expansion the same city pays nothing extra.
	st = mustState(t, "si: 1111 22 | si1\nAnn: si4 bo5\nBob: fi5")
	table.Play(t, st, "Ann: play si4", "Ann: build b")
	assert.Equal(t, 0, st.players[0].tokens)
}

func TestMessengerPenalty(t *testing.T) {
	// Siena (2 messengers): Ann 7, Bob 4. Roma (1): Cid 9, Ann 6.
	// Towers won in messenger cities: Ann 2, Bob 1, Cid 1. Floors there:
	// Bob 3; Cid 3 in the first case, 4 in the second.
	const table = `
variants: messengers
border bo si: Bob
border ro si: Cid
si: 1111 222 | - | scored
`
	st := mustState(t, table+"ro: 333 11 | - | scored")
	assert.Equal(t, noSeat, st.penalized(), "Bob and Cid tie on towers and floors: nobody")
	st = mustState(t, table+"ro: 3333 11 | - | scored")
	assert.Equal(t, int8(1), st.penalized(), "Bob has fewer floors than Cid")
	st.phase = phaseOver
	ts := st.tallies()
	assert.Equal(t, -3, ts[1].Penalty)
	assert.Equal(t, 4+4-3, ts[1].Total, "Bob: si4, 2 messengers, -3")

	// Only Cid won no tower in a messenger city.
	st = mustState(t, `
variants: messengers
border bo si: Bob
si: 1111 222 | - | scored`)
	assert.Equal(t, int8(2), st.penalized())
}

// A messenger placed next to a city scored earlier has no effect on it:
// the city does not count for the penalty either.
func TestMessengerNextToScoredCity(t *testing.T) {
	st := mustState(t, `
variants: messengers
fe: 111 22 | - | scored
border fe ve: Cid`)
	assert.Equal(t, int8(0), st.cities[cityOf(t, "fe")].messengers)
	st.finish(nil)
	assert.Equal(t, noSeat, st.penalized(), "if Ferrara counted, Cid alone would have won no tower there")
}

func TestMessengersPerPlayerCount(t *testing.T) {
	for players, want := range map[int]int{2: 2, 3: 2, 4: 1, 5: 1} {
		es, _, err := Game{}.Setup(engine.Options{Variants: []string{"messengers"}}, players, enginetest.NewRand(1))
		require.NoError(t, err)
		assert.Equal(t, want, es.(*state).players[0].messengers, "%d players", players)
		es, _, err = Game{}.Setup(engine.Options{}, players, enginetest.NewRand(1))
		require.NoError(t, err)
		assert.Equal(t, 0, es.(*state).players[0].messengers, "%d players without the expansion", players)
	}
}
