package princes

import (
	"slices"
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// Everyone tied for the round's best work scores 3 prestige; nobody
// scores without a work; the round's works are then forgotten.
func TestRoundBestWorkTies(t *testing.T) {
	st := actionTestState(4)
	st.players[0].best, st.players[1].best, st.players[2].best = 15, 12, 15
	st.endActions(nil)
	for s, want := range []int{3, 0, 3, 0} {
		if st.players[s].prestige != want || st.players[s].best != 0 {
			t.Errorf("%s: prestige %d, best %d; want %d and 0", st.names[s], st.players[s].prestige, st.players[s].best, want)
		}
	}
	st.endActions(nil)
	if st.players[0].prestige != 3 || st.round != 3 {
		t.Errorf("a round without works scores nothing: prestige %d, round %d", st.players[0].prestige, st.round)
	}
}

// After round 7 the prestige cards score and the game is over.
func TestRoundGameOver(t *testing.T) {
	st := actionTestState(3)
	st.round = 7
	st.players[1].prestigeCards = []int8{10} // most builders: 6
	st.players[1].dom.builders = 1
	var evs engine.Events
	st.endActions(&evs)
	if st.phase != phaseOver || len(st.ToAct()) != 0 || st.players[1].prestige != 6 {
		t.Fatalf("phase %v, to act %v, Bob's prestige %d", st.phase, st.ToAct(), st.players[1].prestige)
	}
	if !slices.ContainsFunc(evs, func(e engine.Event) bool {
		return e.Key == "event.prestige-card" && e.Public() && slices.Equal(e.Args, []string{"Bob", "p11", "6"})
	}) {
		t.Errorf("no public event for Bob's p11: %v", evs)
	}
	if _, err := st.Apply(0, DoneMove{}, nil); err == nil {
		t.Error("a move after the end is accepted")
	}
}

// The rule text's examples of the 14 prestige cards: Ann holds the sample
// domain; the others have what each example says.
func TestPrestigeCardExamples(t *testing.T) {
	cases := []struct {
		card   int8
		others func(t *testing.T, st *state)
		want   int
	}{
		{0, func(t *testing.T, st *state) { actionTestBuildings(t, &st.players[1].dom, 5) }, 3},
		{1, func(t *testing.T, st *state) { actionTestBuildings(t, &st.players[1].dom, 5) }, 5},
		{2, func(t *testing.T, st *state) { st.players[1].dom.occupied = fullGrid &^ 1 }, 0}, // 1 empty square
		{3, nil, 0},
		{4, func(t *testing.T, st *state) { actionTestLandscapes(t, &st.players[1].dom, "park", "park", "lake") }, 4},
		{5, func(t *testing.T, st *state) { actionTestLandscapes(t, &st.players[1].dom, "forest") }, 7},
		{6, func(t *testing.T, st *state) {
			actionTestLandscapes(t, &st.players[1].dom, "lake")
			actionTestLandscapes(t, &st.players[2].dom, "lake")
		}, 3},
		{7, nil, 0},
		{8, nil, 6}, // 5 buildings, 2 freedoms, 4 works: the example's 6 needs a 4th card on the table
		{9, nil, 0},
		{10, func(t *testing.T, st *state) { st.players[1].dom.builders = 1 }, 6},
		{11, nil, 0},
		{12, nil, 0},
		{13, func(t *testing.T, st *state) { st.players[1].table = []int8{10, 11, 12, 13} }, 4},
	}
	for _, c := range cases {
		st := actionTestState(4)
		actionTestSample(t, &st.players[0], []int8{0, 1, 2, 3}, -1)
		st.players[0].prestigeCards = []int8{c.card}
		if c.others != nil {
			c.others(t, st)
		}
		if got := st.prestigeCardPoints(0, c.card); got != c.want {
			t.Errorf("prestige card %d scores %d, want %d", c.card+1, got, c.want)
		}
	}
}

// The sample domain with its 3 works falls short of card 9, and shares
// the fewest empty squares with an equal domain.
func TestPrestigeCardEdges(t *testing.T) {
	st := actionTestState(3)
	actionTestSample(t, &st.players[0], []int8{0, 1, 2}, -1)
	if got := st.prestigeCardPoints(0, 8); got != 0 {
		t.Errorf("card 9 with 3 works scores %d, want 0", got)
	}
	actionTestSample(t, &st.players[1], []int8{4, 5, 6}, -1)
	actionTestSample(t, &st.players[2], []int8{7}, -1)
	if got := st.prestigeCardPoints(0, 2); got != 4 {
		t.Errorf("card 3 tied for fewest empty squares scores %d, want 4", got)
	}
	st.players[2].dom.jesters = 1
	if got := st.prestigeCardPoints(2, 9); got != 6 {
		t.Errorf("card 10 with the only jester scores %d, want 6", got)
	}
}

// actionTestBuildings builds the first n building types on d, as
// builders allow anywhere.
func actionTestBuildings(t *testing.T, d *principality, n int) {
	t.Helper()
	d.builders = 3
	for _, b := range data().Buildings.Types[:n] {
		actionTestBuild(t, d, b.ID, false)
	}
}

// actionTestLandscapes lays the landscapes named on d.
func actionTestLandscapes(t *testing.T, d *principality, ids ...string) {
	t.Helper()
	for _, id := range ids {
		actionTestBuild(t, d, id, true)
	}
}

// The most prestige wins; a tie goes to the most Florins, then the
// lowest profession on display; players still tied share.
func TestResultTieBreaks(t *testing.T) {
	st := actionTestState(3)
	st.phase = phaseOver
	set := func(prestige, florins []int, tables ...[]int8) {
		for s := range st.players {
			st.players[s].prestige, st.players[s].florins, st.players[s].table = prestige[s], florins[s], tables[s]
		}
	}
	set([]int{40, 38, 40}, []int{500, 900, 700}, []int8{3}, nil, []int8{5})
	r, _ := st.Result()
	if !slices.Equal(r.Winners, []engine.Seat{2}) || r.TieBreak.Key != "result.tie" || !slices.Equal(r.TieBreak.Args, []string{"Ann", "500", "Cid", "700"}) {
		t.Errorf("Florins: %+v", r)
	}
	set([]int{40, 38, 40}, []int{700, 900, 700}, []int8{recruitCard, 9}, nil, []int8{5})
	r, _ = st.Result()
	if !slices.Equal(r.Winners, []engine.Seat{2}) || r.TieBreak.Key != "result.tie-card" || !slices.Equal(r.TieBreak.Args, []string{"Ann", "cartographer", "Cid", "physicist"}) {
		t.Errorf("card: %+v", r)
	}
	set([]int{40, 38, 40}, []int{700, 900, 700}, []int8{recruitCard}, nil, nil)
	r, _ = st.Result()
	if !slices.Equal(r.Winners, []engine.Seat{0, 2}) || r.TieBreak.Key != "result.tie-shared" {
		t.Errorf("shared: %+v", r)
	}
	set([]int{41, 38, 40}, []int{0, 900, 700}, nil, nil, nil)
	r, _ = st.Result()
	if !slices.Equal(r.Winners, []engine.Seat{0}) || r.TieBreak.Key != "" || !slices.Equal(r.Scores, []int{41, 38, 40}) {
		t.Errorf("no tie: %+v", r)
	}
	if d := r.Detail[1]; d.Key != "result.tally" || !slices.Equal(d.Args, []string{"Bob", "38", "900"}) {
		t.Errorf("detail %+v", d)
	}
	for _, m := range append(r.Detail, engine.Msg("result.tie-card", "Ann", "jurist", "Cid", "physicist")) {
		if txt := loadCatalogues().Word(engine.English, m); !strings.Contains(txt, m.Args[0]) {
			t.Errorf("%s is not worded: %q", m.Key, txt)
		}
	}
}
