package princes

import (
	"math/bits"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestKeptFitsAreTheRecount plays the self-play digest's games as
// enginetest.GameDigest.Selfplay does (RandomMove and ApplyQuiet through
// engine.Rollout, the same seeds) and checks, at every decision, every
// count of fits each principality keeps (refit keeps a building's 0 when
// pieces only took squares) against fitCount on the squares they are kept
// for. It also checks that zeros were kept across pieces laid, so that
// the comparison covers them.
func TestKeptFitsAreTheRecount(t *testing.T) {
	lies := placements().buildingLies
	checked, keptZeros := 0, 0
	for players, games := range map[int]uint64{3: 120, 4: 120, 5: 40} {
		for g := range games {
			seed := 1000*uint64(players) + 2*g // as GameDigest.SelfplayGames
			es, _, err := Game{}.Setup(engine.Options{}, players, enginetest.NewRand(seed))
			if err != nil {
				t.Fatal(err)
			}
			st, rng := es.(*state), enginetest.NewRand(seed+1)
			play := engine.NewRollout(st)
			before := make([]mask, players) // the squares counted on at the decision before
			for len(st.ToAct()) > 0 {
				for s := range st.players {
					d := &st.players[s].dom
					for ts := d.fitKnown; ts != 0; ts &= ts - 1 {
						ty := bits.TrailingZeros16(ts)
						if got, want := int(d.fitCounts[ty]), fitCount(lies[ty], d.fitFree); got != want {
							t.Fatalf("seed %d seat %d building %d on %#x: %d fits kept, %d counted",
								seed, s, ty, uint64(d.fitFree), got, want)
						}
						checked++
						if d.fitCounts[ty] == 0 && before[s] != d.fitFree && before[s] != 0 {
							keptZeros++
						}
					}
					before[s] = d.fitFree
				}
				s := st.ToAct()[0]
				if err := play.Apply(s, play.Move(s, rng), rng); err != nil {
					t.Fatal(err)
				}
			}
		}
	}
	if checked < 10000 || keptZeros == 0 {
		t.Fatalf("%d counts checked, %d zeros kept: too few", checked, keptZeros)
	}
	t.Logf("%d counts checked, %d zeros kept", checked, keptZeros)
}
