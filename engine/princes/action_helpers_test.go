package princes

import (
	"errors"
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// actionTestState is a game of players at the start of round 1's action
// phase, seat 0 to act: 3,500 Florins each, the full supply, the decks in
// card order, nothing built.
func actionTestState(players int) *state {
	st := &state{round: 1, phase: phaseAction}
	for s := range players {
		st.names = append(st.names, []string{"Ann", "Bob", "Cid", "Dee", "Eve"}[s])
		p := player{florins: data().Setup.Florins, bought: noStack}
		p.dom.occupied, p.dom.buildings = maskOf(data().palace), maskOf(data().palace)
		st.players = append(st.players, p)
	}
	for t := range st.supply.buildings {
		st.supply.buildings[t] = int8(data().Buildings.Copies)
	}
	for i := range 3 {
		st.supply.landscapes[i] = int8(data().Landscapes.Types[i].Count)
		st.supply.freedoms[i] = int8(data().freedomsInPlay(players))
	}
	st.supply.builders, st.supply.jesters, st.supply.recruits = 6, 7, 5
	for c := range int8(wantProfessions) {
		st.professions = append(st.professions, c)
	}
	for c := range int8(wantBonusCards) {
		st.bonusDeck = append(st.bonusDeck, c)
	}
	for c := range int8(wantPrestigeCards) {
		st.prestigeDeck = append(st.prestigeDeck, c)
	}
	st.startActions(nil)
	return st
}

// actionTestProf is the profession card named id ("poet").
func actionTestProf(t *testing.T, id string) int8 {
	t.Helper()
	c, ok := words().professionBy[id]
	if !ok {
		t.Fatalf("no profession %q", id)
	}
	return c
}

// actionTestBuild lays building id (or landscape id when landscape) on
// d at the first place it fits, as if bought or built.
func actionTestBuild(t *testing.T, d *principality, id string, landscape bool) mask {
	t.Helper()
	var s shape
	var typ int8
	if landscape {
		typ = words().landscapeBy[id]
		s = data().Landscapes.Types[typ].shape
	} else {
		typ = words().buildingBy[id]
		s = data().Buildings.Types[typ].shape
	}
	for _, f := range footprints(s) {
		if d.fits(f.Cells, !landscape) {
			d.put(piece{Landscape: landscape, Type: typ, Cells: f.Cells})
			return f.Cells
		}
	}
	t.Fatalf("%s fits nowhere", id)
	return 0
}

// actionTestSample gives p the rule text's sample domain of the bonus and
// prestige cards: 2 forests, 1 lake, no park, no jester, 2 builders, 1
// prestige card, 2 freedoms, University, Workshop, Opera, Tower and
// Chapel, with table cards on the table and 1 profession (and work, the
// card about to complete a work, if not -1) and 1 recruiting card in hand.
func actionTestSample(t *testing.T, p *player, table []int8, work int8) {
	t.Helper()
	p.dom.builders = 2
	for _, l := range []string{"forest", "forest", "lake"} {
		actionTestBuild(t, &p.dom, l, true)
	}
	for _, b := range []string{"university", "workshop", "opera", "tower", "chapel"} {
		actionTestBuild(t, &p.dom, b, false)
	}
	p.prestigeCards = []int8{0}
	p.dom.freedoms = 1<<0 | 1<<1
	p.table = table
	p.hand = []int8{actionTestProf(t, "jurist")}
	if work >= 0 {
		p.hand = append(p.hand, work)
	}
	p.recruits = 1
}

// actionTestApply applies m for the actor and fails on an error.
func actionTestApply(t *testing.T, st *state, m engine.Move) []engine.Event {
	t.Helper()
	evs, err := st.Apply(st.actor, m, nil)
	if err != nil {
		t.Fatalf("%v: %v", m, err)
	}
	return evs
}

// actionTestRefuse checks that the actor may not make m, and that the
// error says want.
func actionTestRefuse(t *testing.T, st *state, m engine.Move, want string) {
	t.Helper()
	before := st.Clone()
	_, err := st.Apply(st.actor, m, nil)
	if !errors.Is(err, engine.ErrIllegal) {
		t.Fatalf("%v: got %v, want an illegal move", m, err)
	}
	if !strings.Contains(err.Error(), want) {
		t.Errorf("%v: %q does not say %q", m, err, want)
	}
	actionTestSame(t, before.(*state), st)
}

// actionTestSame checks that a refused move changed nothing.
func actionTestSame(t *testing.T, a, b *state) {
	t.Helper()
	if a.phase != b.phase || a.actor != b.actor || a.turn != b.turn || len(a.seen) != len(b.seen) {
		t.Fatalf("a refused move changed the turn")
	}
	for s := range a.players {
		x, y := a.players[s], b.players[s]
		if x.florins != y.florins || x.prestige != y.prestige || x.dom.occupied != y.dom.occupied ||
			len(x.hand) != len(y.hand) || len(x.table) != len(y.table) || len(x.bonus) != len(y.bonus) {
			t.Fatalf("a refused move changed %s", a.names[s])
		}
	}
}

// actionTestLegal reports whether m is among the legal moves of s.
func actionTestLegal(st *state, s engine.Seat, m engine.Move) bool {
	for _, l := range st.Legal(s) {
		if l == m {
			return true
		}
	}
	return false
}
