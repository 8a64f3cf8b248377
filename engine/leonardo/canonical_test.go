package leonardo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestParseCanonicalIsFormatMove holds ParseCanonical to FormatMove over
// random games of 3 and 6 players: every legal move's canonical text is
// claimed canonical, and whenever a text near it
// (fastVariants, one word in upper case) is claimed canonical, it is
// FormatMove's text of the move read. The moves read are ParseMove's.
func TestParseCanonicalIsFormatMove(t *testing.T) {
	c := enginetest.NewCanonicalClaims(t, Game{})
	variants := func(text string) []string {
		return append(fastVariants(text), enginetest.WordUpperVariants(text)...)
	}
	replayRandomGames(t, 2, func(st engine.State, _ enginetest.Played) {
		for _, s := range st.ToAct() {
			for _, m := range st.Legal(s) {
				c.Move(t, st, s, m, variants)
			}
		}
	})
	c.Verbs(t, "roll", "done", "buy", "pass", "market", "auction", "stake", "art", "choose", "bid",
		"party", "accept", "decline", "ally", "offer")
}

// TestFormatsAsIsFormatMove holds formatsAs to FormatMove on moves of
// the kinds random games seldom offer (shifts both ways, removals,
// withdrawals, long numbers), with a game and without: FormatMove's text
// is claimed, and no text near it that FormatMove does not write.
func TestFormatsAsIsFormatMove(t *testing.T) {
	st, _, err := Game{}.Setup(suiteOptions, 4, enginetest.DecisionRand(24, 0))
	if err != nil {
		t.Fatal(err)
	}
	moves := []engine.Move{ShiftMove{Target: 1, Steps: 2}, ShiftMove{Target: 0, Steps: -3}, ShiftMove{Target: 2},
		RemoveSoldierMove{Target: 3}, WithdrawMove{To: 2}, BidMove{Amount: 12345}, BidMove{Amount: -7},
		ChooseMove{Value: 100}, StakeMove{Product: 1, Amount: 250}, ArtMove{N: 2, On: [4]int8{14, 31}},
		OfferMove{To: 1, Give: Lot{Spaces: 1 << 14, Florins: 20}, Get: Lot{Florins: 5}}}
	for _, g := range []*state{st.(*state), nil} {
		for _, m := range moves {
			var es engine.State
			if g != nil {
				es = g
			}
			text := Game{}.FormatMove(es, m)
			if !formatsAs(g, m, text) {
				t.Fatalf("%#v: FormatMove's %q is not claimed", m, text)
			}
			for _, v := range append(fastVariants(text), enginetest.WordUpperVariants(text)...) {
				if v != text && formatsAs(g, m, v) {
					t.Fatalf("%#v: %q claimed, FormatMove writes %q", m, v, text)
				}
			}
		}
	}
}
