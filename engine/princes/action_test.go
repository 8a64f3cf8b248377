package princes

import (
	"math/rand/v2"
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// Drawing a profession costs 300 Florins and shows the top 5 to the
// drawer alone; the pick puts the card in hand and the others under the
// deck. It is the turn's one profession action.
func TestActionDrawProfession(t *testing.T) {
	st := actionTestState(3)
	evs := actionTestApply(t, st, ProfessionMove{})
	if st.phase != phasePickProfession || len(st.seen) != 5 || st.players[0].florins != 3200 {
		t.Fatalf("phase %v, %d seen, %d Florins", st.phase, len(st.seen), st.players[0].florins)
	}
	for _, e := range evs {
		if e.Key == "event.looks" && !slices.Equal(e.To, []engine.Seat{0}) {
			t.Errorf("the cards looked at are told to %v, want Ann alone", e.To)
		}
	}
	actionTestRefuse(t, st, DoneMove{}, "keep one of the cards you look at first")
	actionTestApply(t, st, PickMove{Kind: pickProfession, Card: 3, Under: noUnder})
	p := &st.players[0]
	if st.phase != phaseAction || !slices.Equal(p.hand, []int8{3}) || !slices.Equal(st.professions[len(st.professions)-4:], []int8{0, 1, 2, 4}) {
		t.Fatalf("phase %v, hand %v, deck %v", st.phase, p.hand, st.professions)
	}
	actionTestRefuse(t, st, ProfessionMove{}, "only once a turn")
	actionTestApply(t, st, BonusMove{})
	actionTestApply(t, st, PickMove{Kind: pickBonus, Card: 0, Under: noUnder})
	if st.actor != 1 || !slices.Equal(p.bonus, []int8{0}) {
		t.Errorf("after two actions Ann's turn ends: actor %d, bonus %v", st.actor, p.bonus)
	}
}

// A deck of one card gives it without a pick; an empty deck cannot be
// drawn from.
func TestActionDrawShortDeck(t *testing.T) {
	st := actionTestState(3)
	st.bonusDeck = []int8{7}
	actionTestApply(t, st, BonusMove{})
	if st.phase != phaseAction || !slices.Equal(st.players[0].bonus, []int8{7}) {
		t.Fatalf("phase %v, bonus %v: the one card is kept at once", st.phase, st.players[0].bonus)
	}
	actionTestRefuse(t, st, BonusMove{}, "the bonus deck is empty")
	if actionTestLegal(st, 0, BonusMove{}) {
		t.Error("drawing from an empty deck is listed")
	}
}

// Freedoms cost 300, once per principality, while the supply has them.
func TestActionFreedom(t *testing.T) {
	st := actionTestState(3)
	actionTestApply(t, st, FreedomMove{Type: 0})
	if !st.players[0].dom.hasFreedom(0) || st.players[0].florins != 3200 || st.supply.freedoms[0] != 1 {
		t.Fatal("the travel freedom was not introduced for 300")
	}
	actionTestRefuse(t, st, FreedomMove{Type: 1}, "only once a turn")
	actionTestApply(t, st, DoneMove{})
	st.supply.freedoms[2] = 0
	st.players[1].dom.freedoms = 1 << 1
	actionTestRefuse(t, st, FreedomMove{Type: 1}, "already")
	actionTestRefuse(t, st, FreedomMove{Type: 2}, "no opinion freedom is left")
	st.players[1].florins = 299
	actionTestRefuse(t, st, FreedomMove{Type: 0}, "costs 300 Florins")
}

// Two actions a turn, at most twice the same for works, buildings and
// bonus cards; after the second the turn ends unless the player can
// recruit, which is no action.
func TestActionTurnLimits(t *testing.T) {
	st := actionTestState(3)
	d := &st.players[0].dom
	actionTestApply(t, st, actionTestSpot(t, d, "tower"))
	st.players[0].recruits = 1
	st.players[2].table = []int8{5}
	actionTestApply(t, st, actionTestSpot(t, d, "chapel"))
	if st.actor != 0 || st.turn.actions != 2 {
		t.Fatalf("Ann can still recruit: actor %d, %d actions", st.actor, st.turn.actions)
	}
	actionTestRefuse(t, st, FreedomMove{Type: 0}, "you took your 2 actions")
	if got := st.legalAction(0); len(got) != 2 || got[0] != (RecruitMove{From: 2, Card: 5}) || got[1] != (DoneMove{}) {
		t.Fatalf("after 2 actions: %v, want the recruit and done", got)
	}
	actionTestApply(t, st, RecruitMove{From: 2, Card: 5})
	if st.actor != 1 {
		t.Fatalf("actor %d: with nothing left to do Ann's turn ends", st.actor)
	}
}

// A player with nothing to do and nothing to sell is passed over, with
// a public event saying why; done passes the turn and the last turn ends
// the phase.
func TestActionNothingToDo(t *testing.T) {
	st := actionTestState(3)
	st.players[1].florins = 0
	evs := actionTestApply(t, st, DoneMove{})
	if st.actor != 2 || !slices.ContainsFunc(evs, func(e engine.Event) bool { return e.Key == "event.cannot-act" }) {
		t.Fatalf("actor %d, events %v: Bob cannot act", st.actor, evs)
	}
	actionTestApply(t, st, DoneMove{})
	if st.round != 2 || st.start != 1 {
		t.Errorf("round %d, start %d: want round 2 opened by Bob", st.round, st.start)
	}
}

// Every listed move is accepted, through random turns of seven rounds,
// and a refused move changes nothing.
func TestActionRandomTurns(t *testing.T) {
	for seed := range uint64(4) {
		rng := rand.New(rand.NewPCG(seed, 2))
		st := actionTestState(3 + int(seed)%3)
		rng.Shuffle(len(st.professions), func(i, j int) { st.professions[i], st.professions[j] = st.professions[j], st.professions[i] })
		for s := range st.players {
			st.players[s].hand = []int8{st.professions[0], st.professions[1]}
			st.professions = st.professions[2:]
			st.players[s].recruits = int8(s % 2)
		}
		for steps := 0; st.phase != phaseOver; steps++ {
			if steps > 5000 {
				t.Fatal("the game does not end")
			}
			round := st.round
			s := st.ToAct()[0]
			ms := st.Legal(s)
			for _, m := range ms {
				if _, err := st.Clone().Apply(s, m, rng); err != nil {
					t.Fatalf("seed %d: listed %v refused: %v", seed, m, err)
				}
			}
			m := ms[rng.IntN(len(ms))]
			if _, ok := m.(SellMove); ok && rng.IntN(4) > 0 {
				m = ms[0]
			}
			actionTestApply(t, st, m)
			if st.round != round && st.phase != phaseOver {
				st.startActions(nil) // the auction is another engineer's
			}
		}
		if _, ok := st.Result(); !ok {
			t.Fatal("no result once over")
		}
	}
}
