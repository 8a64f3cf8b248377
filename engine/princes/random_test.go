package princes

import (
	"fmt"
	"strconv"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestRandomMoveIsLegalsPick drives RandomMove to every index at every
// decision of random games of 3, 4 and 5 players, played with
// RandomMove: it must return the move Legal lists there, nothing for a
// seat not to act, and nothing once the game is over.
func TestRandomMoveIsLegalsPick(t *testing.T) {
	decisions := 0
	for seed := range uint64(12) {
		es, _, err := Game{}.Setup(engine.Options{}, 3+int(seed%3), enginetest.NewRand(seed))
		if err != nil {
			t.Fatal(err)
		}
		rng := enginetest.NewRand(seed + 100)
		for len(es.ToAct()) > 0 {
			s := es.ToAct()[0]
			enginetest.CheckRandomMove(t, es, s)
			enginetest.CheckRandomMove(t, es, es.(*state).next(es.ToAct()[len(es.ToAct())-1]))
			if _, err := es.Apply(s, es.(*state).RandomMove(s, rng), rng); err != nil {
				t.Fatal(err)
			}
			decisions++
		}
		if m := es.(*state).RandomMove(0, rng); m != nil {
			t.Fatalf("the game is over, RandomMove returned %#v", m)
		}
	}
	if decisions < 1000 {
		t.Fatalf("only %d decisions checked", decisions)
	}
	t.Logf("%d decisions", decisions)
}

// fitCount counts the footprints of each building on the squares it may
// cover as fitsBuilding finds them one by one, at every decision of
// random games.
func TestFitCountIsFootprints(t *testing.T) {
	checked := 0
	eachDecision(t, 15, func(st *state, _ engine.Seat) {
		for s := range st.players {
			d := &st.players[s].dom
			free := d.buildable()
			for ty, places := range placements().buildings {
				want := 0
				for i := range places {
					if d.fitsBuilding(&places[i]) {
						want++
					}
				}
				if got := fitCount(placements().buildingLies[ty], free); got != want {
					t.Fatalf("building %d: fitCount %d, fitsBuilding %d", ty, got, want)
				}
				checked++
			}
			for l := range stackPark + 1 {
				if got, want := fitCount(placements().landscapeLies[l], fullGrid&^d.occupied), len(st.landscapeSpots(engine.Seat(s), l)); got != want {
					t.Fatalf("landscape %d: fitCount %d, landscapeSpots %d", l, got, want)
				}
			}
		}
	})
	t.Logf("%d counts", checked)
}

// The favourites' indexes are the ids each profession card names.
func TestFavouritesAreTheCardsIDs(t *testing.T) {
	d := data()
	for i, p := range d.Professions.Cards {
		want := favourite{building: int8(d.buildingByID[p.Building]),
			landscape: int8(d.landscapeByID[p.Landscape]), freedom: int8(d.freedomByID[p.Freedom])}
		if d.favourites[i] != want {
			t.Fatalf("profession %d: favourites %+v, the card names %+v", i, d.favourites[i], want)
		}
	}
}

// The ids and numbers written from tables are those strconv writes.
func TestWrittenIDsAndNumbers(t *testing.T) {
	for i := range int8(wantBonusCards + 2) {
		if got, want := bonusID(i), "b"+strconv.Itoa(int(i)+1); got != want {
			t.Fatalf("bonusID(%d) = %q, want %q", i, got, want)
		}
		if got, want := prestigeID(i), "p"+strconv.Itoa(int(i)+1); got != want {
			t.Fatalf("prestigeID(%d) = %q, want %q", i, got, want)
		}
	}
	for n := -300; n <= 20000; n++ {
		if got, want := itoa(n), strconv.Itoa(n); got != want {
			t.Fatalf("itoa(%d) = %q, want %q", n, got, want)
		}
	}
}

// The events of successive decisions, and their words, are carved from
// rooms, and each list has no room past its end: appending to one must
// not change the next.
func TestEventsCarvedApart(t *testing.T) {
	es, _, err := Game{}.Setup(engine.Options{}, 3, enginetest.NewRand(1))
	if err != nil {
		t.Fatal(err)
	}
	rng := enginetest.NewRand(2)
	var lists []engine.Events
	var copies []string
	for len(es.ToAct()) > 0 {
		s := es.ToAct()[0]
		evs, err := es.Apply(s, es.(*state).RandomMove(s, rng), rng)
		if err != nil {
			t.Fatal(err)
		}
		if cap(evs) != len(evs) {
			t.Fatalf("events with room past their end: len %d cap %d", len(evs), cap(evs))
		}
		lists, copies = append(lists, evs), append(copies, fmt.Sprintf("%#v", []engine.Event(evs)))
	}
	if len(lists) < 2*eventChunk {
		t.Fatalf("only %d decisions: the test wants several rooms", len(lists))
	}
	for _, evs := range lists { // a caller adding to the lists handed out
		_ = append(evs, engine.Event{Key: "scribble"})
		for _, e := range evs {
			_ = append(e.Args, "scribble")
		}
	}
	for i := range lists {
		if fmt.Sprintf("%#v", []engine.Event(lists[i])) != copies[i] {
			t.Fatalf("decision %d: its events changed after later decisions:\n%s\n%s", i, copies[i], fmt.Sprintf("%#v", []engine.Event(lists[i])))
		}
	}
}

// The moves boxed once are the moves they stand for.
func TestBoxedMoves(t *testing.T) {
	for price := -100; price <= 20000; price += 50 {
		if got := boxedBid(price); got != engine.Move(BidMove{Price: price}) {
			t.Fatalf("boxedBid(%d) = %#v", price, got)
		}
	}
	for kind := pickProfession; kind <= pickPrestige; kind++ {
		for card := int8(-1); card <= wantProfessions; card++ {
			if got := boxedPick(kind, card); got != engine.Move(PickMove{Kind: kind, Card: card, Under: noUnder}) {
				t.Fatalf("boxedPick(%d, %d) = %#v", kind, card, got)
			}
		}
	}
}

// Every placement's move, boxed once, lays its piece on its squares.
func TestPlacementMoves(t *testing.T) {
	for _, byType := range [][][]placement{placements().buildings, placements().landscapes} {
		for _, pls := range byType {
			for i := range pls {
				pl := &pls[i]
				want := engine.Move(BuildMove{Type: pl.Type, Cells: pl.Cells})
				if pl.Landscape {
					want = PlaceMove{Landscape: pl.Type, Cells: pl.Cells}
				}
				if got := pl.move(); got != want {
					t.Fatalf("placement %+v: move %#v, want %#v", *pl, got, want)
				}
			}
		}
	}
}
