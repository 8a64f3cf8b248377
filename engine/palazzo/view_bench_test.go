package palazzo

import (
	"encoding/json"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// gameStates plays a random 3-player game and returns a copy of the state
// before each decision and the final one.
func gameStates(b *testing.B, seed uint64) []*state {
	b.Helper()
	es, _, err := Game{}.Setup(engine.Options{Names: []string{"Ann", "Bob", "Cid"}}, 3, enginetest.NewRand(seed))
	if err != nil {
		b.Fatal(err)
	}
	st, rng := es.(*state), enginetest.NewRand(seed+1)
	states := []*state{st.clone()}
	for len(st.ToAct()) > 0 {
		s := st.ToAct()[0]
		legal := st.Legal(s)
		if _, err := st.Apply(s, legal[rng.IntN(len(legal))], rng); err != nil {
			b.Fatal(err)
		}
		states = append(states, st.clone())
	}
	return states
}

// BenchmarkViewJSON marshals the view of every seat and of the Observer at
// every decision of a game, as the conformance suite does to compare
// states and as `pbem view --json` does once.
func BenchmarkViewJSON(b *testing.B) {
	states := gameStates(b, 2005)
	views, size := 0, 0
	for b.Loop() {
		for _, st := range states {
			for s := engine.Observer; s < 3; s++ {
				data, err := json.Marshal(st.View(s))
				if err != nil {
					b.Fatal(err)
				}
				views, size = views+1, size+len(data)
			}
		}
	}
	b.ReportMetric(float64(views)/b.Elapsed().Seconds(), "views/s")
	b.ReportMetric(float64(size)/float64(views), "bytes/view")
}

// BenchmarkBoard lays out the board of every seat at every decision, the
// work of `pbem board` after the replay.
func BenchmarkBoard(b *testing.B) {
	states := gameStates(b, 2005)
	boards := 0
	for b.Loop() {
		for _, st := range states {
			for s := engine.Observer; s < 3; s++ {
				doc := st.View(s).(*View).Doc(engine.English)
				if len(doc.Sections) == 0 {
					b.Fatal("empty board")
				}
				boards++
			}
		}
	}
	b.ReportMetric(float64(boards)/b.Elapsed().Seconds(), "boards/s")
}
