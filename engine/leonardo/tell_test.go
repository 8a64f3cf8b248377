package leonardo

import (
	"slices"
	"strconv"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// playRecorded plays the random game of seed (3 players, suite options)
// and returns its decisions, to be applied again from the setup of seed
// with chance from seed+2.
func playRecorded(t *testing.T, seed uint64) []enginetest.Played {
	t.Helper()
	st, _, err := Game{}.Setup(suiteOptions, 3, enginetest.NewRand(seed))
	if err != nil {
		t.Fatal(err)
	}
	var moves []enginetest.Played
	chooser, chance := enginetest.NewRand(seed+1), enginetest.NewRand(seed+2)
	for len(st.ToAct()) > 0 {
		s := st.ToAct()[0]
		legal := st.Legal(s)
		m := legal[chooser.IntN(len(legal))]
		moves = append(moves, enginetest.Played{Seat: s, Text: Game{}.FormatMove(st, m)})
		if _, err := st.Apply(s, m, chance); err != nil {
			t.Fatal(err)
		}
	}
	return moves
}

// TestCarvedEventsStayApart checks that the events of one move, carved
// from the state's room, are not written by the next move, by a caller
// appending to them, or by a clone playing on.
func TestCarvedEventsStayApart(t *testing.T) {
	st, _, err := Game{}.Setup(suiteOptions, 3, enginetest.NewRand(5))
	if err != nil {
		t.Fatal(err)
	}
	rng := enginetest.NewRand(6)
	var kept [][]engine.Event
	var copies [][]engine.Event
	for ply := 0; len(st.ToAct()) > 0 && ply < 400; ply++ {
		s := st.ToAct()[0]
		m := engine.RandomMove(st, s, rng)
		if ply%3 == 0 { // a clone plays the same move from its own rooms
			if _, err := st.Clone().Apply(s, m, enginetest.NewRand(uint64(ply))); err != nil {
				t.Fatal(err)
			}
		}
		evs, err := st.Apply(s, m, rng)
		if err != nil {
			t.Fatal(err)
		}
		if len(evs) > 0 {
			if cap(evs) != len(evs) || cap(evs[0].Args) != len(evs[0].Args) {
				t.Fatalf("ply %d: the events or their arguments have room after them", ply)
			}
			kept = append(kept, evs)
			copies = append(copies, deepCopy(evs))
			// A caller appending must not reach the next move's events.
			_ = append(evs, engine.Event{Key: "x"})
			_ = append(evs[0].Args, "x")
		}
	}
	for i := range kept {
		if !eventsEqual(kept[i], copies[i]) {
			t.Fatalf("the events of move %d changed after it: %v, want %v", i, kept[i], copies[i])
		}
	}
}

func deepCopy(evs []engine.Event) []engine.Event {
	out := make([]engine.Event, len(evs))
	for i, e := range evs {
		out[i] = engine.Event{Key: e.Key, Args: slices.Clone(e.Args), To: slices.Clone(e.To)}
	}
	return out
}

func eventsEqual(a, b []engine.Event) bool {
	return slices.EqualFunc(a, b, func(x, y engine.Event) bool {
		return x.Key == y.Key && slices.Equal(x.Args, y.Args) && slices.Equal(x.To, y.To)
	})
}

// TestReplayAllocations bounds the allocations of replaying a random game
// (parsing each move and applying it with its events): carved events,
// worded numbers and reused lists keep it under two allocations a decision
// (7.6 before them; what is left is mostly the parsed moves, boxed).
func TestReplayAllocations(t *testing.T) {
	const seed = 22
	moves := playRecorded(t, seed)
	if len(moves) < 200 {
		t.Fatalf("%d decisions: choose a longer game", len(moves))
	}
	replay := func() {
		st, _, err := Game{}.Setup(suiteOptions, 3, enginetest.NewRand(seed))
		if err != nil {
			t.Fatal(err)
		}
		rng := enginetest.NewRand(seed + 2)
		for _, p := range moves {
			m, err := Game{}.ParseMove(st, p.Seat, p.Text)
			if err == nil {
				_, err = st.Apply(p.Seat, m, rng)
			}
			if err != nil {
				t.Fatal(err)
			}
		}
	}
	setup := testing.AllocsPerRun(5, func() { _, _, _ = Game{}.Setup(suiteOptions, 3, enginetest.NewRand(seed)) })
	got := (testing.AllocsPerRun(5, replay) - setup) / float64(len(moves))
	if got > 2 {
		t.Errorf("%.2f allocations a decision over %d decisions, want at most 2", got, len(moves))
	}
}

func TestItoa(t *testing.T) {
	makeNumbers()
	for _, n := range []int{-5, 0, 7, 99, 100, 250, numberCount - 1, numberCount, 123456} {
		if got := itoa(n); got != strconv.Itoa(n) {
			t.Errorf("itoa(%d) = %q", n, got)
		}
	}
	for n := range numberCount { // every number of the table, counted up digit by digit
		if got := itoa(n); got != strconv.Itoa(n) {
			t.Fatalf("itoa(%d) = %q", n, got)
		}
	}
}

// TestCloneAllocations bounds the allocations of a clone in the middle of
// a game: one room per element type, not one per list (25 before).
func TestCloneAllocations(t *testing.T) {
	st, _, err := Game{}.Setup(suiteOptions, 4, enginetest.NewRand(3))
	if err != nil {
		t.Fatal(err)
	}
	rng := enginetest.NewRand(4)
	for range 120 {
		s := st.ToAct()[0]
		if _, err := st.Apply(s, engine.RandomMove(st, s, rng), rng); err != nil {
			t.Fatal(err)
		}
	}
	if got := testing.AllocsPerRun(20, func() { st.Clone() }); got > 8 {
		t.Errorf("a clone takes %v allocations, want at most 8", got)
	}
}

// TestLegalOffersBoxedOnce checks that listing a negotiation's offers
// boxes none of them (they come from the data file's table): the list's
// own growth is all that allocates.
func TestLegalOffersBoxedOnce(t *testing.T) {
	st, _, err := Game{}.Setup(suiteOptions, 4, enginetest.NewRand(8))
	if err != nil {
		t.Fatal(err)
	}
	rng := enginetest.NewRand(9)
	for len(st.ToAct()) > 0 {
		s := st.ToAct()[0]
		legal := st.Legal(s)
		offers := 0
		for _, m := range legal {
			if _, ok := m.(OfferMove); ok {
				offers++
			}
		}
		if offers >= 16 {
			if got := testing.AllocsPerRun(10, func() { st.Legal(s) }); got > 8 {
				t.Errorf("listing %d moves with %d offers takes %v allocations, want at most 8", len(legal), offers, got)
			}
			return
		}
		if _, err := st.Apply(s, legal[rng.IntN(len(legal))], rng); err != nil {
			t.Fatal(err)
		}
	}
	t.Fatal("no negotiation with 16 offers or more: choose another game")
}
