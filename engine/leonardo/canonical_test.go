package leonardo

import (
	"strings"
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
	claimed := map[string]int{}
	for _, players := range []int{3, 6} {
		for seed := range uint64(2) {
			moves, _, err := enginetest.RandomGame(Game{}, players, 24+seed, suiteOptions, 20000)
			if err != nil {
				t.Fatal(err)
			}
			st, _, err := Game{}.Setup(suiteOptions, players, enginetest.DecisionRand(24+seed, 0))
			if err != nil {
				t.Fatal(err)
			}
			for n, p := range moves {
				checkCanonicalPosition(t, st, claimed)
				m, err := Game{}.ParseMove(st, p.Seat, p.Text)
				if err == nil {
					_, err = st.Apply(p.Seat, m, enginetest.DecisionRand(24+seed, n+1))
				}
				if err != nil {
					t.Fatalf("decision %d %q: %v", n+1, p.Text, err)
				}
			}
		}
	}
	for _, verb := range []string{"roll", "done", "buy", "pass", "market", "auction", "stake", "art", "choose", "bid",
		"party", "accept", "decline", "ally", "offer"} {
		if claimed[verb] == 0 {
			t.Errorf("no %q move claimed canonical", verb)
		}
	}
}

// checkCanonicalPosition checks the legal moves of every seat to act in
// st, and texts near them.
func checkCanonicalPosition(t *testing.T, st engine.State, claimed map[string]int) {
	t.Helper()
	for _, s := range st.ToAct() {
		for _, m := range st.Legal(s) {
			text := Game{}.FormatMove(st, m)
			if _, ok, err := (Game{}).ParseCanonical(st, s, text); err != nil || !ok {
				t.Fatalf("FormatMove's %q is not claimed canonical (%v)", text, err)
			}
			for _, v := range append(fastVariants(text), wordUpperVariants(text)...) {
				checkCanonicalClaim(t, st, s, v, claimed)
			}
		}
	}
}

// checkCanonicalClaim fails when ParseCanonical claims text canonical and
// FormatMove writes its move otherwise, or when it reads another move
// than ParseMove; it counts the claims by verb.
func checkCanonicalClaim(t *testing.T, st engine.State, s engine.Seat, text string, claimed map[string]int) {
	t.Helper()
	m, ok, err := Game{}.ParseCanonical(st, s, text)
	want, wantErr := Game{}.ParseMove(st, s, text)
	if (err == nil) != (wantErr == nil) || err == nil && (Game{}).FormatMove(st, m) != (Game{}).FormatMove(st, want) {
		t.Fatalf("%q: ParseCanonical read %#v (%v), ParseMove %#v (%v)", text, m, err, want, wantErr)
	}
	if !ok {
		return
	}
	if got := (Game{}).FormatMove(st, m); got != text {
		t.Fatalf("%q claimed canonical, FormatMove writes %q", text, got)
	}
	claimed[strings.Fields(text)[0]]++
}

// wordUpperVariants returns text with one of its words in upper case.
func wordUpperVariants(text string) []string {
	w := strings.Split(text, " ")
	var vs []string
	for i := range w {
		up := append([]string(nil), w...)
		up[i] = strings.ToUpper(up[i])
		vs = append(vs, strings.Join(up, " "))
	}
	return vs
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
			for _, v := range append(fastVariants(text), wordUpperVariants(text)...) {
				if v != text && formatsAs(g, m, v) {
					t.Fatalf("%#v: %q claimed, FormatMove writes %q", m, v, text)
				}
			}
		}
	}
}
