package princes

import (
	"fmt"
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// eachDecision plays random games of 3, 4 and 5 players and calls check
// on the state before every decision, with the seat to act.
func eachDecision(t *testing.T, games int, check func(st *state, s engine.Seat)) {
	t.Helper()
	for g := range games {
		players := 3 + g%3
		seed := uint64(5000 + g)
		es, _, err := Game{}.Setup(engine.Options{}, players, enginetest.NewRand(seed))
		if err != nil {
			t.Fatal(err)
		}
		st, rng := es.(*state), enginetest.NewRand(seed+1)
		for len(st.ToAct()) > 0 {
			s := st.ToAct()[0]
			check(st, s)
			legal := st.Legal(s)
			if _, err := st.Apply(s, legal[rng.IntN(len(legal))], rng); err != nil {
				t.Fatal(err)
			}
		}
	}
}

// TestShortcutsAgreeWithLists checks that the questions the engine asks
// without listing moves (is there an action, a recruit, a stack to open,
// room for a landscape) answer as the lists they stand for would.
func TestShortcutsAgreeWithLists(t *testing.T) {
	decisions := 0
	eachDecision(t, 30, func(st *state, s engine.Seat) {
		decisions++
		if got, want := st.canRecruit(s), len(st.legalRecruits(s)) > 0; got != want {
			t.Fatalf("canRecruit = %v, legalRecruits lists %d", got, len(st.legalRecruits(s)))
		}
		if got, want := st.canBuildAny(s), nonEmpty(st.buildPlaces(s)); got != want {
			t.Fatalf("canBuildAny = %v, buildPlaces lists %d", got, count(st.buildPlaces(s)))
		}
		if got, want := st.canOpenAny(s), len(st.openable(s)) > 0; got != want {
			t.Fatalf("canOpenAny = %v, openable lists %d", got, len(st.openable(s)))
		}
		for l := range stackPark + 1 {
			if got, want := st.hasSpot(s, l), len(st.landscapeSpots(s, l)) > 0; got != want {
				t.Fatalf("hasSpot(%d) = %v, landscapeSpots lists %d", l, got, len(st.landscapeSpots(s, l)))
			}
		}
		if st.phase == phaseAction {
			if got, want := st.canAct(s), len(st.legalAction(s)) > 1; got != want {
				t.Fatalf("canAct = %v, legalAction lists %d", got, len(st.legalAction(s)))
			}
		}
	})
	if decisions < 1000 {
		t.Fatalf("only %d decisions checked", decisions)
	}
}

// TestFastChecksAgreeWithErrors checks that the checks without an error
// to word answer as the checks that word it.
func TestFastChecksAgreeWithErrors(t *testing.T) {
	eachDecision(t, 15, func(st *state, s engine.Seat) {
		for k := range actionKinds {
			if got, want := st.kindLeft(k), st.whyNotKind(k) == nil; got != want {
				t.Fatalf("kindLeft(%s) = %v, whyNotKind says %v", kindNames[k], got, st.whyNotKind(k))
			}
		}
		for f := range int8(len(data().Freedoms.Types)) + 1 {
			m := FreedomMove{Type: f}
			if got, want := st.canFreedom(s, f), st.whyNotFreedom(s, m) == nil; got != want {
				t.Fatalf("canFreedom(%d) = %v, whyNotFreedom says %v", f, got, st.whyNotFreedom(s, m))
			}
		}
		for b := range int8(len(data().Buildings.Types)) + 1 {
			if got, want := st.canBuildType(s, b), st.whyNotBuildType(s, b) == nil; got != want {
				t.Fatalf("canBuildType(%d) = %v, whyNotBuildType says %v", b, got, st.whyNotBuildType(s, b))
			}
			if got, want := st.buildTypes(s)>>b&1 != 0 && b < wantBuildingTypes, st.canBuildType(s, b); got != want {
				t.Fatalf("buildTypes bit %d = %v, canBuildType says %v", b, got, want)
			}
		}
		for _, k := range []actionKind{kindProfession, kindBonus} {
			if got, want := st.canDraw(s, k), st.checkDraw(s, k) == nil; got != want {
				t.Fatalf("canDraw(%s) = %v, checkDraw says %v", kindNames[k], got, st.checkDraw(s, k))
			}
		}
	})
}

// TestWorkValueWithoutCopy checks the work values of every profession in
// hand with every bonus card against the values counted on the copy of
// the player the work leaves.
func TestWorkValueWithoutCopy(t *testing.T) {
	checked := 0
	eachDecision(t, 15, func(st *state, _ engine.Seat) {
		for i := range st.players {
			p := &st.players[i]
			for _, c := range p.hand {
				var all uint32
				for _, b := range p.bonus {
					all |= 1 << b
				}
				after := p.worked(c, all)
				for _, b := range p.bonus {
					if got, want := p.bonusValueAfterWork(b), after.bonusValue(b); got != want {
						t.Fatalf("bonus card %d with profession %d: %d, the copy says %d", b, c, got, want)
					}
					checked++
				}
			}
		}
	})
	if checked < 1000 {
		t.Fatalf("only %d values checked", checked)
	}
}

// TestShapeCachesAgree checks, for every building and landscape shape,
// the cached orientations against the shape turned anew, and canonical
// (a scan of the footprints) against a search of the orientations at the
// corner of the cells, as the notation worked before the caches.
func TestShapeCachesAgree(t *testing.T) {
	var shapes []shape
	for _, b := range data().Buildings.Types {
		shapes = append(shapes, b.shape)
	}
	for _, l := range data().Landscapes.Types {
		shapes = append(shapes, l.shape)
	}
	for _, s := range shapes {
		for _, o := range orientations {
			if got, want := maskOf(infoOf(s).orientedAs(s, o)), maskOf(s.oriented(o)); got != want {
				t.Fatalf("%v turned %v: %#x, want %#x", s, o, got, want)
			}
			if got, want := o.String(), oldOrientString(o); got != want {
				t.Fatalf("orientation %#v written %q, want %q", o, got, want)
			}
		}
		for _, fp := range footprints(s) {
			if got, want := canonical(s, fp.Cells), searchCanonical(s, fp.Cells); got != want {
				t.Fatalf("%v on %#x: %+v, the search gives %+v", s, fp.Cells, got, want)
			}
			if got, want := fp.Corner.String(), fmt.Sprintf("%c%d", 'a'+fp.Corner.File, fp.Corner.Rank); got != want {
				t.Fatalf("square %+v written %q, want %q", fp.Corner, got, want)
			}
		}
	}
}

// searchCanonical finds the footprint of s on cells by trying each
// orientation at the lower-left corner of the cells.
func searchCanonical(s shape, cells mask) footprint {
	maxRow, minCol := 0, boardSize
	for i := range boardSize * boardSize {
		if cells&(1<<i) != 0 {
			maxRow, minCol = max(maxRow, i/boardSize), min(minCol, i%boardSize)
		}
	}
	for _, o := range orientations {
		if fp, ok := place(s.oriented(o), o, squareAt(maxRow, minCol)); ok && fp.Cells == cells {
			return fp
		}
	}
	return footprint{}
}

// oldOrientString writes an orientation as the notation always has.
func oldOrientString(o orientation) string {
	s := ""
	if o.Turn != 0 {
		s = fmt.Sprintf("r%d", o.Turn*90)
	}
	if o.Flip {
		s = strings.TrimSpace(s + " flip")
	}
	return s
}

// TestFitsBuildingAgrees checks fitsBuilding against fits at every
// decision, for every placement of every building in every principality.
func TestFitsBuildingAgrees(t *testing.T) {
	eachDecision(t, 10, func(st *state, _ engine.Seat) {
		for i := range st.players {
			d := &st.players[i].dom
			for _, places := range placements().buildings {
				for j := range places {
					if got, want := d.fitsBuilding(&places[j]), d.fits(places[j].Cells, true); got != want {
						t.Fatalf("fitsBuilding(%#x) = %v, fits says %v", places[j].Cells, got, want)
					}
				}
			}
		}
	})
}
