package leonardo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// notationTestState is a bare state naming three players, one of whose
// names holds spaces.
func notationTestState() *state {
	return &state{d: embedded.Get(), names: []string{"Ann", "Bob", "Maria del Fiore"}}
}

// Every move reads back from its canonical text, and the forms
// read as written.
func TestNotationRoundTrips(t *testing.T) {
	g, st := Game{}, notationTestState()
	for text, want := range map[string]engine.Move{
		"party guelph":                        PartyMove{Party: guelph},
		"art 2 on 14 31":                      ArtMove{N: 2, On: [4]int8{14, 31}},
		"roll":                                RollMove{},
		"choose 9":                            ChooseMove{Value: 9},
		"buy":                                 BuyMove{},
		"auction":                             AuctionMove{},
		"bid 45":                              BidMove{Amount: 45},
		"pass":                                PassMove{},
		"market":                              MarketMove{},
		"stake gold 20":                       StakeMove{Product: 2, Amount: 20},
		"move Ann +3":                         ShiftMove{Target: 0, Steps: 3},
		"move maria del fiore -2":             ShiftMove{Target: 2, Steps: -2},
		"remove soldier Ann":                  RemoveSoldierMove{Target: 0},
		"offer Bob: 14 + 50 for 31":           OfferMove{To: 1, Give: Lot{Spaces: 1 << 14, Florins: 50}, Get: Lot{Spaces: 1 << 31}},
		"offer Bob: 14+20fl for nothing":      OfferMove{To: 1, Give: Lot{Spaces: 1 << 14, Florins: 20}},
		"offer Maria del Fiore: 100 for 2 32": OfferMove{To: 2, Give: Lot{Florins: 100}, Get: Lot{Spaces: 1<<2 | 1<<32}},
		"accept Bob":                          AcceptMove{From: 1},
		"decline Bob":                         DeclineMove{From: 1},
		"withdraw Bob":                        WithdrawMove{To: 1},
		"ally Bob":                            AllyMove{With: 1},
		"done":                                DoneMove{},
	} {
		m, err := g.ParseMove(st, 0, text)
		if err != nil || m != want {
			t.Errorf("%q reads as %#v, %v; want %#v", text, m, err, want)
			continue
		}
		canon := g.FormatMove(st, m)
		back, err := g.ParseMove(st, 0, canon)
		if err != nil || back != m {
			t.Errorf("%q is written %q, which reads as %#v, %v", text, canon, back, err)
		}
	}
	if got := g.FormatMove(st, OfferMove{To: 1, Give: Lot{Spaces: 1 << 14, Florins: 20}}); got != "offer Bob: 14 + 20fl for nothing" {
		t.Errorf("canonical offer: %q", got)
	}
}

// Bad moves are refused with where and what was expected.
func TestNotationErrors(t *testing.T) {
	g, st := Game{}, notationTestState()
	for _, text := range []string{"party pope", "art 5 on 14", "art 2 14 31", "art 1 on 33", "stake salt 20",
		"move Ann 3", "move Zed +3", "remove Ann", "offer Bob: for 31", "offer Bob: 14 31", "accept", "bid x"} {
		if m, err := g.ParseMove(st, 0, text); err == nil {
			t.Errorf("%q reads as %#v, want an error", text, m)
		}
	}
}

// Each pattern's verb is a verb of the notation.
func TestPatternsNameVerbs(t *testing.T) {
	for _, p := range (Game{}).MovePatterns() {
		found := false
		for _, v := range verbs {
			found = found || v == p.Verb
		}
		if !found {
			t.Errorf("pattern %q names no verb", p.Verb)
		}
	}
}

// TestNamesWithACommaReadBack: the notation splits words at commas, so a
// player called "Smith, J" is read from the words "Smith" "J": every move
// written to name them reads back, in ASCII and not.
func TestNamesWithACommaReadBack(t *testing.T) {
	st := &state{d: embedded.Get(), names: []string{"Ann", "Smith, J", "Zoë, K"}}
	g := Game{}
	for _, m := range []engine.Move{
		OfferMove{To: 1, Give: Lot{Florins: 20}, Get: Lot{Spaces: 1 << 14}},
		OfferMove{To: 2, Give: Lot{Spaces: 1 << 3}},
	} {
		text := g.FormatMove(st, m)
		back, err := g.ParseMove(st, 0, text)
		if err != nil || back != m {
			t.Errorf("%#v is written %q, which reads as %#v, %v", m, text, back, err)
		}
	}
}
