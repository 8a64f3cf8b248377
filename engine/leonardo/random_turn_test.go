package leonardo

import (
	"errors"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// Random games, with the side engineer's parts stubbed, end by the round
// limit or bankruptcy; every listed move is accepted, the turn seat always
// has a move, and money is never negative; every event has
// its English text. Games: 4 under -short, 20 by default, 60 in full.
func TestRandomTurnsEnd(t *testing.T) {
	en := loadCatalogues().English()
	for seed := range enginetest.ByDepth[uint64](4, 20, 60) {
		n := 3 + int(seed%4)
		st, _ := newGame(embedded.Get(), turnTestNames(n), 12, 3, turnTestRng(seed))
		rng := turnTestRng(seed + 1000)
		for ply := 0; st.phase != phaseOver; ply++ {
			if ply > 20000 {
				t.Fatalf("seed %d: no end after %d plies", seed, ply)
			}
			s := st.ToAct()[rng.IntN(len(st.ToAct()))]
			legal := st.Legal(s)
			if len(legal) == 0 {
				t.Fatalf("seed %d: seat %d to act in %v has no move", seed, s, st.phase)
			}
			for _, m := range legal {
				if _, err := st.Clone().Apply(s, m, turnTestRng(uint64(ply))); err != nil {
					t.Fatalf("seed %d: listed %#v refused: %v", seed, m, err)
				}
			}
			m := legal[rng.IntN(len(legal))]
			evs, err := st.Apply(s, m, rng)
			if err != nil {
				t.Fatalf("seed %d: %v", seed, err)
			}
			for _, e := range evs {
				if !en.Has(e.Key) {
					t.Fatalf("event %s has no English text", e.Key)
				}
			}
			for i, sd := range st.sides {
				if sd.cash < 0 || (sd.out && sd.cash != 0) {
					t.Fatalf("seed %d: side %d has %d Florins (out %v)", seed, i, sd.cash, sd.out)
				}
			}
		}
	}
}

// A seat not awaited is told it is not its turn.
func TestNotYourTurn(t *testing.T) {
	st := turnTestStarted(t, 3, 1)
	if _, err := st.Apply(1, RollMove{}, turnTestRng(1)); !errors.Is(err, engine.ErrNotYourTurn) {
		t.Fatalf("err %v, want not your turn", err)
	}
}
