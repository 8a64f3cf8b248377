package princes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestPrivateEventsAsBefore applies every move of random games and checks
// each event told to one seat as the engine used to build it: To is that
// seat alone, with no room to append into the shared list, and a look's
// ids are joined as strings.Join joins them.
func TestPrivateEventsAsBefore(t *testing.T) {
	private := map[string]int{}
	eachDecision(t, 12, func(st *state, s engine.Seat) {
		legal := st.Legal(s)
		for _, m := range legal[:min(len(legal), 20)] { // the first builds stand for the rest
			c := st.Clone().(*state)
			evs, err := c.Apply(s, m, enginetest.NewRand(uint64(len(legal))))
			if err != nil {
				t.Fatal(err)
			}
			for _, e := range evs {
				if e.To == nil {
					continue
				}
				private[e.Key]++
				if len(e.To) != 1 || cap(e.To) != 1 || int(e.To[0]) >= len(st.players) {
					t.Fatalf("%s: To %v (cap %d), want one seat with no room", e.Key, e.To, cap(e.To))
				}
				if cap(e.Args) != len(e.Args) {
					t.Fatalf("%s: args with room %d > %d", e.Key, cap(e.Args), len(e.Args))
				}
				kind := map[phase]int8{phasePickProfession: pickProfession, phasePickBonus: pickBonus}
				switch k, ok := kind[c.phase]; {
				case e.Key == "event.looks" && ok: // (a one-card look is kept at once)
					if want := strings.Join(cardIDs(k, c.seen), " "); e.Args[0] != want {
						t.Fatalf("looks %q, want %q", e.Args[0], want)
					}
				case e.Key == "event.looks-prestige":
					if want := strings.Join(cardIDs(pickPrestige, c.seen), " "); e.Args[1] != want {
						t.Fatalf("looks at prestige %q, want %q", e.Args[1], want)
					}
				}
			}
		}
	})
	for _, key := range []string{"event.looks", "event.kept-card", "event.looks-prestige", "event.keeps-prestige"} {
		if private[key] == 0 {
			t.Errorf("no %s told", key)
		}
	}
	t.Logf("private events: %v", private)
}

// TestJoinIDsIsJoin: joinIDs against strings.Join of the ids, for every
// kind and lists of 0 to 9 cards (longer than its stack buffer holds).
func TestJoinIDsIsJoin(t *testing.T) {
	for _, kind := range []int8{pickProfession, pickBonus, pickPrestige} {
		for n := range 10 {
			cs := make([]int8, n)
			for i := range cs {
				cs[i] = int8((i*7 + n) % 12)
			}
			if got, want := joinIDs(kind, cs), strings.Join(cardIDs(kind, cs), " "); got != want {
				t.Errorf("joinIDs(%d, %v) = %q, want %q", kind, cs, got, want)
			}
		}
	}
}

// TestPrivateSeatsShared: a one-seat To list is a slice of the shared
// array, allocating nothing, and appending to it copies.
func TestPrivateSeatsShared(t *testing.T) {
	if n := testing.AllocsPerRun(100, func() { _ = seatOnly(3) }); n != 0 {
		t.Errorf("seatOnly allocates %v", n)
	}
	to := append(seatOnly(2), 4)
	if privateSeats[3] != 3 || to[0] != 2 || to[1] != 4 {
		t.Errorf("append wrote into the shared seats: %v", privateSeats)
	}
	if got := seatOnly(engine.Seat(len(privateSeats))); len(got) != 1 || got[0] != engine.Seat(len(privateSeats)) {
		t.Errorf("seatOnly beyond the array = %v", got)
	}
}

// TestParsedPickIsShared: a pick without "under" parses to the shared
// boxed move, equal to the value, with no heap copy.
func TestParsedPickIsShared(t *testing.T) {
	es, _, err := Game{}.Setup(engine.Options{}, 3, enginetest.NewRand(1))
	if err != nil {
		t.Fatal(err)
	}
	want := PickMove{Kind: pickProfession, Card: 2, Under: noUnder}
	text := Game{}.FormatMove(es, want)
	m, err := Game{}.ParseMove(es, 0, text)
	if err != nil {
		t.Fatal(err)
	}
	if m != engine.Move(want) {
		t.Fatalf("parsed %#v, want %#v", m, want)
	}
	n := testing.AllocsPerRun(100, func() { _, _ = Game{}.ParseMove(es, 0, text) })
	if n != 0 {
		t.Errorf("parsing %q allocates %v", text, n)
	}
}

// TestSquareNames: the table names each square as the notation writes it
// (file letter, rank digit), and off-board squares still get a name.
func TestSquareNames(t *testing.T) {
	for f := range boardSize {
		for r := 1; r <= boardSize; r++ {
			q := square{File: f, Rank: r}
			if got, want := q.String(), fmt.Sprintf("%c%d", 'a'+f, r); got != want {
				t.Errorf("%v: %q, want %q", q, got, want)
			}
			if n := testing.AllocsPerRun(10, func() { _ = q.String() }); n != 0 {
				t.Errorf("%v allocates %v", q, n)
			}
		}
	}
	if got := (square{File: 0, Rank: 8}).String(); got != "a8" {
		t.Errorf("off the board: %q", got)
	}
}

// TestPiecesCarved: each principality starts with room for piecesRoom
// pieces of one shared array, and outgrowing it never writes into the
// next player's.
func TestPiecesCarved(t *testing.T) {
	st, _ := newGame([]string{"Ann", "Bob", "Cid"}, enginetest.NewRand(1))
	for i := range st.players {
		if d := st.players[i].dom; len(d.pieces) != 0 || cap(d.pieces) != piecesRoom {
			t.Fatalf("player %d: %d pieces, room %d", i, len(d.pieces), cap(d.pieces))
		}
	}
	for k := range piecesRoom + 1 {
		st.players[0].dom.pieces = append(st.players[0].dom.pieces, piece{Type: int8(k)})
	}
	if next := st.players[1].dom.pieces[:1:piecesRoom]; next[0] != (piece{}) {
		t.Errorf("the first player's pieces reached the second's: %v", next[0])
	}
}

// TestFitsOfIsFitCount asks fitsOf at every action decision of random
// games, for every building type, against fitCount itself: the cache
// must answer as the count, whatever squares were counted before.
func TestFitsOfIsFitCount(t *testing.T) {
	asked := 0
	lies := placements().buildingLies
	eachDecision(t, 12, func(st *state, s engine.Seat) {
		d := &st.players[s].dom
		for _, free := range []mask{d.buildable(), fullGrid &^ d.occupied, d.buildable()} {
			for ty := range lies {
				asked++
				if got, want := d.fitsOf(ty, lies[ty], free), fitCount(lies[ty], free); got != want {
					t.Fatalf("type %d on %x: fitsOf %d, fitCount %d", ty, uint64(free), got, want)
				}
			}
		}
	})
	t.Logf("%d counts asked", asked)
}

// TestFitAnyIsFitCount: fitAny answers as fitCount > 0 for every
// landscape and building on the free squares of every decision of random
// games, and on an empty and a full board.
func TestFitAnyIsFitCount(t *testing.T) {
	tables := append(append([][]lie{}, placements().landscapeLies...), placements().buildingLies...)
	yes, no := 0, 0
	check := func(free mask) {
		for _, ls := range tables {
			got, want := fitAny(ls, free), fitCount(ls, free) > 0
			if got != want {
				t.Fatalf("on %x: fitAny %v, fitCount > 0 %v", uint64(free), got, want)
			}
			if got {
				yes++
			} else {
				no++
			}
		}
	}
	check(0)
	check(fullGrid)
	eachDecision(t, 6, func(st *state, s engine.Seat) {
		check(fullGrid &^ st.players[s].dom.occupied)
		check(st.players[s].dom.buildable())
	})
	if yes == 0 || no == 0 {
		t.Fatalf("fits %d, no fits %d: both must be tried", yes, no)
	}
}
