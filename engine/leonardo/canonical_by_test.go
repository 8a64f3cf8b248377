package leonardo

import (
	"reflect"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestParseCanonicalIsBy holds ParseCanonical, written out, to
// engine.ParseCanonicalBy with ParseMove and formatsAs, the reference it
// replaced: over every decision of random games and the texts near each
// (fastVariants, a word in upper case), with the game and without, both
// read the same move, claim the same and fail with the same error.
func TestParseCanonicalIsBy(t *testing.T) {
	claimed := 0
	replayRandomGames(t, 2, func(st engine.State, p enginetest.Played) {
		texts := append(fastVariants(p.Text), enginetest.WordUpperVariants(p.Text)...)
		for _, text := range texts {
			claimed += checkCanonicalBy(t, st, p.Seat, text)
			claimed += checkCanonicalBy(t, nil, p.Seat, text)
		}
	})
	for _, text := range []string{"move Bob +3", "move bob +03", "remove soldier Ann", "withdraw Cid", "", "roll ", "ROLL"} {
		claimed += checkCanonicalBy(t, nil, 0, text)
	}
	if claimed == 0 {
		t.Fatal("no text was claimed canonical")
	}
}

// formatsAsIn is formatsAs in the game st is, if it is one: the check
// engine.ParseCanonicalBy takes.
func formatsAsIn(st engine.State, m engine.Move, text string) bool {
	gs, _ := st.(*state)
	return formatsAs(gs, m, text)
}

// checkCanonicalBy compares ParseCanonical with the reference on one
// text, and returns 1 if the text is claimed canonical.
func checkCanonicalBy(t *testing.T, st engine.State, s engine.Seat, text string) int {
	t.Helper()
	m, ok, err := Game{}.ParseCanonical(st, s, text)
	wm, wok, werr := engine.ParseCanonicalBy(Game{}, st, s, text, formatsAsIn)
	if !reflect.DeepEqual(m, wm) || ok != wok || (err == nil) != (werr == nil) || err != nil && err.Error() != werr.Error() {
		t.Fatalf("%q: ParseCanonical %#v %v %v, ParseCanonicalBy %#v %v %v", text, m, ok, err, wm, wok, werr)
	}
	if ok {
		return 1
	}
	return 0
}
