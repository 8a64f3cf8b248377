package princes

import "testing"

// The rule text's worked example: in round 3 (minimum 12) Anne's poet
// works with a theater, the travel freedom, 2 jesters and 4 cards (the
// poet and a recruiting card among them), no lake: 4 + 3 + 4 + 4 = 15.
// She takes 1,500 Florins and gives 1,400 back for 7 prestige.
func TestWorkPoetExample(t *testing.T) {
	st := actionTestState(3)
	st.round = 3
	p := &st.players[0]
	poet := actionTestProf(t, "poet")
	actionTestBuild(t, &p.dom, "theater", false)
	p.dom.freedoms = 1 << words().freedomBy["travel"]
	p.dom.jesters = 2
	p.hand = []int8{poet, actionTestProf(t, "jurist")}
	p.recruits = 1
	p.table = []int8{actionTestProf(t, "doctor")}
	if v := p.workValue(poet, 0); v != 15 {
		t.Fatalf("the poet's work is worth %d, want 15", v)
	}
	actionTestRefuse(t, st, WorkMove{Card: poet, Prestige: 8}, "0 to 7 prestige")
	actionTestApply(t, st, WorkMove{Card: poet, Prestige: 7})
	if p.florins != 3500+100 || p.prestige != 7 || p.best != 15 {
		t.Errorf("Florins %d, prestige %d, best %d; want 3600, 7, 15", p.florins, p.prestige, p.best)
	}
	if len(p.hand) != 1 || p.table[len(p.table)-1] != poet {
		t.Errorf("hand %v, table %v: the poet goes face up on the table", p.hand, p.table)
	}
}

// A work below the round's minimum is refused, and not listed.
func TestWorkBelowMinimum(t *testing.T) {
	st := actionTestState(3)
	p := &st.players[0]
	poet := actionTestProf(t, "poet")
	p.hand = []int8{poet}
	p.dom.jesters = 3 // 6 + 1 card = 7, round 1's minimum
	if !actionTestLegal(st, 0, WorkMove{Card: poet}) {
		t.Fatal("a work of 7 in round 1 is not listed")
	}
	st.round = 2
	actionTestRefuse(t, st, WorkMove{Card: poet}, "worth 7: round 2 needs at least 10")
	if actionTestLegal(st, 0, WorkMove{Card: poet}) {
		t.Error("a work of 7 in round 2 is listed")
	}
	actionTestRefuse(t, st, WorkMove{Card: actionTestProf(t, "jurist")}, "no jurist in hand")
	actionTestRefuse(t, st, WorkMove{Card: wantProfessions}, "no such profession")
}

// Bonus cards raise the work, count with the profession on the table,
// leave the game once played, and must be in hand.
func TestWorkBonusCards(t *testing.T) {
	st := actionTestState(3)
	p := &st.players[0]
	poet := actionTestProf(t, "poet")
	p.hand = []int8{poet}
	p.dom.jesters = 2
	p.bonus = []int8{19, 10} // b20: +1 per card on the table; b11: +2 per jester
	// 4 (jesters) + 1 (card) + 1 (b20: the poet on the table) + 4 (b11).
	actionTestRefuse(t, st, WorkMove{Card: poet, Bonus: 1 << 3}, "no bonus card b4")
	actionTestApply(t, st, WorkMove{Card: poet, Bonus: 1<<19 | 1<<10})
	if p.best != 10 || len(p.bonus) != 0 || p.florins != 3500+1000 {
		t.Errorf("best %d, bonus %v, Florins %d; want 10, none, 4500", p.best, p.bonus, p.florins)
	}
}

// The rule text's 20 bonus cards in its sample domain, counted through
// the work value: what each adds to a work.
func TestWorkBonusExamples(t *testing.T) {
	want := []int{5, 4, 3, 5, 6, 3, 4, 2, 0, 4, 0, 2, 4, 3, 2, 3, 4, 5, 2, 3}
	var p player
	p.dom.occupied, p.dom.buildings = maskOf(data().palace), maskOf(data().palace)
	poet := actionTestProf(t, "poet")
	actionTestSample(t, &p, []int8{actionTestProf(t, "doctor"), actionTestProf(t, "painter")}, poet)
	base := p.workValue(poet, 0)
	for b, w := range want {
		if got := p.workValue(poet, 1<<b) - base; got != w {
			t.Errorf("bonus card %d adds %d, want %d", b+1, got, w)
		}
	}
}

// Every share of the payment may become prestige, up to value × 100 / 200.
func TestWorkLegalPrestigeShares(t *testing.T) {
	st := actionTestState(3)
	p := &st.players[0]
	poet := actionTestProf(t, "poet")
	p.hand = []int8{poet}
	p.dom.jesters = 4 // 8 + 1 = 9: 0 to 4 prestige
	n := 0
	for _, m := range st.Legal(0) {
		if w, ok := m.(WorkMove); ok {
			if int(w.Prestige) != n {
				t.Fatalf("work %d listed as %v", n, w)
			}
			n++
		}
	}
	if n != 5 {
		t.Errorf("%d works listed, want prestige 0 to 4", n)
	}
	actionTestRefuse(t, st, WorkMove{Card: poet, Prestige: -1}, "0 to 4 prestige")
}
