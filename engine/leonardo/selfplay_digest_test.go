package leonardo

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash"
	"io"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// selfplayDigest was taken from the code before the self-play speedups of
// issue 24's fourth round (main at 385f5c0). A random game must stay the
// same game, draw for draw: the same moves drawn from the same streams, the
// same events, the same states. Any change to what RandomMove draws, to what
// ApplyQuiet or Apply does, or to the number of draws a game takes from its
// stream changes it.
const selfplayDigest = "c23380e97f46a2a1fe2430c0d856f57beab2618c00aa08a4eba78304f5d15143"

// TestSelfplayDigest plays random games as BenchmarkSelfplay does
// (RandomMove and ApplyQuiet through engine.Rollout) and hashes every move,
// the events of every seventh move applied loud on a copy, the state every
// eleventh decision, and the final state, views, result and the stream's
// next draw.
func TestSelfplayDigest(t *testing.T) {
	h := sha256.New()
	games := 0
	for _, c := range []struct {
		players int
		games   uint64
	}{{3, 300}, {4, 150}, {6, 60}} {
		for seed := range c.games {
			digestSelfplay(t, h, c.players, 1000*uint64(c.players)+2*seed)
			games++
		}
	}
	if got := hex.EncodeToString(h.Sum(nil)); got != selfplayDigest {
		t.Errorf("%d self-played games differ from the pinned ones: digest %s", games, got)
	}
}

// digestSelfplay plays game seed as enginetest.BenchSelfplay does and
// writes it to h.
func digestSelfplay(t *testing.T, h hash.Hash, players int, seed uint64) {
	t.Helper()
	es, evs, err := Game{}.Setup(benchOptions, players, enginetest.NewRand(seed))
	if err != nil {
		t.Fatal(err)
	}
	st := es.(*state)
	writeEvents(h, evs)
	rng := enginetest.NewRand(seed + 1)
	play := engine.NewRollout(st)
	for ply := 0; len(st.ToAct()) > 0; ply++ {
		if ply >= 20000 {
			t.Fatalf("seed %d: no end after %d decisions", seed, ply)
		}
		s := st.ToAct()[0]
		m := play.Move(s, rng)
		if m == nil {
			t.Fatalf("seed %d ply %d: seat %d has no move", seed, ply, s)
		}
		fmt.Fprintf(h, "%d:%s;", s, Game{}.FormatMove(st, m))
		if ply%7 == 3 {
			evs, err := st.Clone().Apply(s, m, enginetest.NewRand(seed+uint64(ply)))
			if err != nil {
				t.Fatalf("seed %d ply %d loud: %v", seed, ply, err)
			}
			writeEvents(h, evs)
		}
		if err := play.Apply(s, m, rng); err != nil {
			t.Fatalf("seed %d ply %d: %v", seed, ply, err)
		}
		if ply%11 == 5 {
			digestState(h, st)
		}
		if st.owned != st.ownedByWalk() {
			t.Fatalf("seed %d ply %d: owned %x, the owners say %x", seed, ply, st.owned, st.ownedByWalk())
		}
	}
	digestState(h, st)
	for s := engine.Observer; s < engine.Seat(players); s++ {
		b, err := json.Marshal(st.View(s))
		if err != nil {
			t.Fatal(err)
		}
		_, _ = h.Write(b)
	}
	r, over := st.Result()
	if !over {
		t.Fatalf("seed %d: a finished game has no result", seed)
	}
	fmt.Fprintf(h, "R%#v%d;", r, rng.Uint64())
}

// digestState writes what the game is in st, leaving out the data and the
// rooms that only hold memory.
func digestState(w io.Writer, st *state) {
	fmt.Fprintf(w, "S%#v%#v%#v%#v%#v%#v%#v%#v%#v%d%d%d%d%d%v%d%d",
		st.names, st.lowered, st.party, st.revealed, st.sideOf, st.owner, st.art,
		st.artDeck, st.events, st.admins, st.soldiers, st.round, st.current, st.phase, st.toAct,
		st.rounds, st.offers)
	for _, sd := range st.sides {
		fmt.Fprintf(w, "P%v%d%d%d%v%t%q", sd.members, sd.cash, sd.pos, sd.soldiers, sd.admins, sd.out, sd.name)
	}
	fmt.Fprintf(w, "T%#v%#v%#v%#v%#v;", st.turn, st.auction, st.market, st.shift, st.talks)
}
