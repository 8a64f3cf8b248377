package leonardo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestBoxArtIsTheMove checks that boxArt returns the move it is given,
// boxed once or not, for purchases of one to four works on spaces in and
// out of the board.
func TestBoxArtIsTheMove(t *testing.T) {
	for n := int8(0); n <= 4; n++ {
		for a := int8(-1); a <= spaceCount+1; a++ {
			for b := int8(0); b <= spaceCount+1; b += 3 {
				for _, m := range []ArtMove{{N: n, On: [4]int8{a}}, {N: n, On: [4]int8{a, b}}, {N: n, On: [4]int8{a, b, 1}}} {
					if got := boxArt(m); got != engine.Move(m) {
						t.Fatalf("boxArt(%#v) = %#v", m, got)
					}
				}
			}
		}
	}
}

// TestFastMoveBoxesOnce checks that reading the common purchases and
// stakes allocates no move: they come boxed once, as the legal lists'.
func TestFastMoveBoxesOnce(t *testing.T) {
	for _, text := range []string{"stake gold 10", "stake spices 5", "art 1 on 30", "art 2 on 14 31", "art 2 on 31 14"} {
		if _, ok := fastMove(nil, text); !ok {
			t.Fatalf("%q is not read fast", text)
		}
		if n := testing.AllocsPerRun(100, func() { fastMove(nil, text) }); n != 0 {
			t.Errorf("%q: %v allocations a parse, want 0", text, n)
		}
	}
}

// TestLegalArtBoxesOnce checks that listing the purchases of a turn's
// start boxes no purchase of one or two works: the list's only
// allocation is the list itself.
func TestLegalArtBoxesOnce(t *testing.T) {
	st, _, err := Game{}.Setup(suiteOptions, 3, enginetest.NewRand(1))
	if err != nil {
		t.Fatal(err)
	}
	g := st.(*state)
	g.sides[g.current].cash = 2 * g.d.Rules.ArtPrice // two works at most
	if arts := g.artMoves(nil); len(arts) == 0 {
		t.Fatal("no purchase to list")
	}
	if n := testing.AllocsPerRun(20, func() { g.legalArt() }); n != 1 {
		t.Errorf("legalArt: %v allocations, want 1 (the list)", n)
	}
}
