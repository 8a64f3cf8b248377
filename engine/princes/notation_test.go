package princes

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// A recruit needs only the profession: the card says whose table it lies
// on. A name, spaces and all, may come before it, and must be a player's.
func TestRecruitNamesTheCardAndOptionallyThePlayer(t *testing.T) {
	st := &state{names: []string{"Ann", "Longest Name 001", "Cid"}, players: make([]player, 3)}
	poet := words().professionBy["poet"]
	st.players[1].table = []int8{poet}
	g := Game{}
	for text, from := range map[string]engine.Seat{
		"recruit poet":                  1,
		"recruit longest name 001 poet": 1,
		"RECRUIT Cid poet":              2, // named, though Cid has no poet: Apply refuses it
	} {
		m, err := g.ParseMove(st, 0, text)
		if err != nil || m != (RecruitMove{From: from, Card: poet}) {
			t.Errorf("%q reads as %v, %v; want the poet from seat %d", text, m, err, from)
		}
	}
	if _, err := g.ParseMove(st, 0, "recruit Bob poet"); err == nil {
		t.Error("recruit Bob poet reads, but nobody is called Bob")
	}
	if m, _ := g.ParseMove(st, 0, "recruit jurist"); m != (RecruitMove{From: engine.Observer, Card: words().professionBy["jurist"]}) {
		t.Errorf("a profession on no table reads as %v, want it from nobody", m)
	}
	if got := g.FormatMove(st, RecruitMove{From: 1, Card: poet}); got != "recruit poet" {
		t.Errorf("canonical recruit is %q", got)
	}
}

// "bid" alone reads as the next price of the auction running, so the
// record says what was bid.
func TestBidReadsTheNextPrice(t *testing.T) {
	st := &state{names: []string{"Ann", "Bob", "Cid"}, players: make([]player, 3), phase: phaseBid,
		auction: auction{stack: stackLake, price: 300}}
	g := Game{}
	m, err := g.ParseMove(st, 1, "bid")
	if err != nil || m != (BidMove{Price: 400}) || g.FormatMove(st, m) != "bid 400" {
		t.Fatalf("bid reads as %v (%v), written %q; want bid 400", m, err, g.FormatMove(st, m))
	}
}

// TestRecruitFromANameWithAComma: the notation splits words at commas, so
// "recruit Smith, J poet" names the player called "Smith, J".
func TestRecruitFromANameWithAComma(t *testing.T) {
	st := &state{names: []string{"Ann", "Smith, J", "Zoë, K"}, players: make([]player, 3)}
	poet := words().professionBy["poet"]
	g := Game{}
	for text, from := range map[string]engine.Seat{"recruit Smith, J poet": 1, "recruit smith j poet": 1, "recruit Zoë, K poet": 2} {
		if m, err := g.ParseMove(st, 0, text); err != nil || m != (RecruitMove{From: from, Card: poet}) {
			t.Errorf("%q reads as %v, %v; want the poet from seat %d", text, m, err, from)
		}
	}
}
