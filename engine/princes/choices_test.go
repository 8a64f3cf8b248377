package princes

import (
	"fmt"
	"math/rand/v2"
	"slices"
	"strings"
	"testing"
	"unicode/utf8"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// choicesTestLines words the "You can:" lines of the actor of st in lang.
func choicesTestLines(st *state, lang string) []string {
	s := st.actor
	var out []string
	for _, m := range (Game{}).SummarizeMoves(st, s, st.Legal(s)) {
		out = append(out, loadCatalogues().Word(lang, m))
	}
	return out
}

// The figures of a poet's work follow the rule text's sums, worked out
// here from the rules (not from the code): +4 theater, +3 lake, +3
// travel, +2 per jester, +1 per profession card owned; 100 Florins a
// point; 200 Florins of it per prestige point. The building, the actions,
// the actions left and the round's minimum are the rule text's too.
func TestChoicesYieldsFollowTheRules(t *testing.T) {
	st := actionTestState(3)
	ann := &st.players[0]
	poet, jurist := actionTestProf(t, "poet"), actionTestProf(t, "jurist")
	ann.hand = []int8{poet, jurist}
	actionTestBuild(t, &ann.dom, "theater", false)
	actionTestBuild(t, &ann.dom, "lake", true)
	ann.dom.freedoms |= 1 << words().freedomBy["travel"]
	ann.dom.jesters = 1
	ann.dom.builders = 1        // a building costs 300 with 1 or 2 builders
	want := 4 + 3 + 3 + 2*1 + 2 // theater, lake, travel, a jester, 2 cards
	cv := st.View(0).(*View).Hand.Choices
	require.NotNil(t, cv)
	assert.Equal(t, 2, cv.ActionsLeft, "two actions a turn")
	i := slices.IndexFunc(cv.Works, func(w WorkChoice) bool { return w.Profession == "poet" && len(w.Bonus) == 0 })
	require.GreaterOrEqual(t, i, 0)
	w := cv.Works[i]
	assert.Equal(t, want, w.Value)
	assert.Equal(t, want*100, w.Florins)
	assert.Equal(t, want*100/200, w.MaxPrestige)
	assert.True(t, w.BestWork, "nobody has completed a work this round")
	for _, pc := range cv.Pieces {
		assert.Equal(t, 300, pc.Cost, pc.ID)
		assert.Equal(t, 3, pc.Prestige, pc.ID)
	}
	assert.Contains(t, cv.Actions, ActionChoice{Move: "profession", Cost: 300, Favours: []string{}})
	assert.Contains(t, cv.Actions, ActionChoice{Move: "freedom religion", Cost: 300, Favours: []string{}})
	assert.Contains(t, cv.Actions, ActionChoice{Move: "freedom opinion", Cost: 300, Raises: 3, Favours: []string{"jurist"}})
	for _, a := range cv.Actions {
		assert.NotEqual(t, "freedom travel", a.Move, "introduced already")
	}

	lines := choicesTestLines(st, "en")
	assert.Equal(t, "(2 actions left this turn; a work must be worth 7 or more)", lines[0])
	assert.Contains(t, lines, fmt.Sprintf("work poet: value %d, pays %d Florins; with prestige 1 to %d, a point "+
		"for each 200 of them; the round's best work so far (+3 prestige unless beaten)", want, want*100, want/2))
	assert.Contains(t, lines, "(each building costs you 300 Florins and scores 3 prestige)")
	assert.Contains(t, lines, "bonus (300 Florins: look at 5 cards, keep 1)")
	// The jurist favours the library, the forest and opinion (+4, +3, +3);
	// the poet's theater, lake and travel are there already.
	assert.Contains(t, lines, "freedom opinion (300 Florins, +3 to the works of jurist)")
	assert.Contains(t, lines, "freedom religion (300 Florins)")
	library := slices.IndexFunc(lines, func(l string) bool { return strings.HasPrefix(l, "build library ") })
	require.GreaterOrEqual(t, library, 0)
	assert.True(t, strings.HasPrefix(lines[library], "build library (+4 to the works of jurist) at one of "), lines[library])
	for _, pc := range cv.Pieces {
		if pc.ID == "library" {
			assert.Equal(t, 4, pc.Raises)
			assert.Equal(t, []string{"jurist"}, pc.Favours)
		} else {
			assert.Equal(t, 0, pc.Raises, pc.ID)
		}
	}
	fr := choicesTestLines(st, "fr")
	assert.Equal(t, "(2 actions restantes ce tour-ci ; une œuvre doit valoir au moins 7)", fr[0])
	assert.Contains(t, fr, "(chaque bâtiment coûte 300 Florins et rapporte 3 points de renommée)")

	// Bob made a work of 13: the poet's 12 is no longer the best so far.
	st.players[1].best = int8(want + 1)
	assert.False(t, st.View(0).(*View).Hand.Choices.Works[i].BestWork)
	assert.Contains(t, choicesTestLines(st, "en"), fmt.Sprintf("work poet: value %d, pays %d Florins; with "+
		"prestige 1 to %d, a point for each 200 of them", want, want*100, want/2))

	// One action taken: one left; both taken: none, and no build line.
	st.turn.actions, st.turn.taken[kindBuild] = 1, 1
	assert.Equal(t, "(1 action left this turn; a work must be worth 7 or more)", choicesTestLines(st, "en")[0])
	assert.Equal(t, 1, st.View(0).(*View).Hand.Choices.ActionsLeft)
	st.turn.actions = 2
	ann.prestige = 1 // something left to do: sell
	assert.Equal(t, "(no action left this turn)", choicesTestLines(st, "en")[0])
}

// A building costs 700 Florins without a builder, 300 with 1 or 2, nothing
// with 3 (rule text, "Action : construire un bâtiment").
func TestChoicesBuildingCostByBuilders(t *testing.T) {
	for builders, cost := range []int{700, 300, 300, 0} {
		st := actionTestState(3)
		st.players[0].dom.builders = int8(builders)
		cv := st.View(0).(*View).Hand.Choices
		require.NotEmpty(t, cv.Pieces)
		assert.Equal(t, cost, cv.Pieces[0].Cost, "%d builders", builders)
		assert.Contains(t, choicesTestLines(st, "en"),
			fmt.Sprintf("(each building costs you %d Florins and scores 3 prestige)", cost))
	}
}

// A first landscape of a type raises the works of the professions in hand
// that favour it by 3; a second scores 3 prestige instead. "You can:"
// says which.
func TestChoicesSecondLandscapeScores(t *testing.T) {
	st := actionTestState(3)
	lake := words().landscapeBy["lake"]
	st.players[0].bought, st.auction.stack = lake, lake
	st.setActor(phasePlace, 0)
	st.players[0].hand = []int8{actionTestProf(t, "poet")} // favours the lake: +3 to its work
	cv := st.View(0).(*View).Hand.Choices
	require.Len(t, cv.Pieces, 1)
	assert.Equal(t, 0, cv.Pieces[0].Prestige, "the first lake scores nothing")
	assert.Equal(t, 3, cv.Pieces[0].Raises, "the first lake raises the poet's work")
	first := choicesTestLines(st, "en")[0]
	assert.True(t, strings.HasPrefix(first, "place lake (+3 to the works of poet) at one of "), first)
	actionTestBuild(t, &st.players[0].dom, "lake", true)
	cv = st.View(0).(*View).Hand.Choices
	assert.Equal(t, 0, cv.Pieces[0].Raises, "a work counts a lake once")
	assert.Equal(t, 3, cv.Pieces[0].Prestige)
	line := choicesTestLines(st, "en")[0]
	assert.True(t, strings.HasPrefix(line, "place lake, scoring 3 prestige (not your first of the kind), at one of "), line)
}

// The anchors of each piece are the squares the legal moves name, as the
// notation writes them, and the others' views carry no choices: over
// random games, at every placement and action turn.
func TestChoicesAnchorsAreTheLegalMovesSquares(t *testing.T) {
	g := Game{}
	checked := 0
	for seed := range uint64(6) {
		rng := rand.New(rand.NewPCG(seed, 7))
		st0, _, err := g.Setup(engine.Options{}, 3, rng)
		require.NoError(t, err)
		st := st0.(*state)
		for ply := 0; ply < 400 && st.phase != phaseOver; ply++ {
			s := st.ToAct()[0]
			legal := st.Legal(s)
			if st.phase == phasePlace || st.phase == phaseAction {
				want := map[string][]string{} // piece id: the squares its moves name
				for _, m := range legal {
					if f := strings.Fields(g.FormatMove(st, m)); f[0] == "build" || f[0] == "place" {
						if !slices.Contains(want[f[1]], f[2]) {
							want[f[1]] = append(want[f[1]], f[2])
						}
					}
				}
				got := map[string][]string{}
				for _, pc := range st.View(s).(*View).Hand.Choices.Pieces {
					got[pc.ID] = pc.Anchors
				}
				for id := range want {
					assert.ElementsMatch(t, want[id], got[id], "seed %d ply %d %s", seed, ply, id)
				}
				assert.Len(t, got, len(want))
				for o := range st.players {
					if engine.Seat(o) != s {
						assert.Nil(t, st.View(engine.Seat(o)).(*View).Hand.Choices)
					}
				}
				choicesTestUnbroken(t, st)
				checked++
			}
			_, err := st.Apply(s, legal[rng.IntN(len(legal))], rng)
			require.NoError(t, err)
		}
	}
	assert.Greater(t, checked, 50)
}

// The text grids mark with + exactly the anchors of each piece, and
// every other square # when the principality covers it (the palace or a
// piece, as the state holds it), . when it is free; they fit a mail.
func TestChoicesTextGrids(t *testing.T) {
	st := viewTestState(t, 3)
	v := st.View(1).(*View)
	pcs := v.Hand.Choices.Pieces
	require.NotEmpty(t, pcs)
	d := &st.players[1].dom
	for i, pc := range pcs {
		lines := choiceGrids(v.Players[1].Principality, pcs[i:i+1])
		require.Len(t, lines, boardSize+2)
		assert.Equal(t, pc.ID, lines[0])
		for r := range boardSize {
			row := lines[1+r][2:]
			for f := range boardSize {
				q := square{f, boardSize - r}
				want := freeMark
				switch {
				case slices.Contains(pc.Anchors, q.String()):
					want = anchorMark
				case d.occupied&bit(q.row(), q.col()) != 0:
					want = coveredMark
				}
				assert.Equal(t, string(want), string(row[f]), "%s at %s", pc.ID, q)
			}
		}
	}
	for _, sec := range v.Doc(engine.English).Sections {
		for _, l := range sec.Lines {
			assert.LessOrEqual(t, len(l.Text()), engine.BoardWidth, l.Text())
		}
	}
}

// choicesTestUnbroken checks the lines of "You can:" that a mail prints
// as they are: one without ", " is taken for a move and never wrapped
// (pbem.WrapMoveLine), so it must fit in 72 columns after its indent.
func choicesTestUnbroken(t *testing.T, st *state) {
	t.Helper()
	for _, lang := range []string{engine.English, "fr"} {
		for _, l := range choicesTestLines(st, lang) {
			if !strings.Contains(l, ", ") {
				assert.LessOrEqual(t, utf8.RuneCountInString(l), engine.BoardWidth-2, l)
			}
		}
	}
}
