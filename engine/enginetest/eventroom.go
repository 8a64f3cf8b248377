package enginetest

import (
	"crypto/sha256"
	"encoding/hex"
	"fmt"
	"hash"
	"math/rand/v2"
	"reflect"
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// EventsDigest plays games random games of g with players seats
// (PlayRandom, seeds 1 to games) and returns the SHA-256, in hex, of every
// event told, setup's included, in order: key, arguments (nil told apart
// from empty) and seats. A test pins the digest so that a faster way of
// telling events is shown to tell the very same ones.
func EventsDigest(t testing.TB, g engine.Game, players, games int, opts engine.Options) string {
	t.Helper()
	h := sha256.New()
	for seed := uint64(1); seed <= uint64(games); seed++ {
		_, events := PlayRandom(t, g, players, seed, opts, nil)
		for _, e := range events {
			writeEvent(h, e)
		}
	}
	return hex.EncodeToString(h.Sum(nil))
}

// writeEvent writes e to h, each part with its length so that no two
// events write the same bytes.
func writeEvent(h hash.Hash, e engine.Event) {
	fmt.Fprintf(h, "%q %t %d", e.Key, e.Args == nil, len(e.Args))
	for _, a := range e.Args {
		fmt.Fprintf(h, " %q", a)
	}
	fmt.Fprintf(h, " %t %v\n", e.To == nil, e.To)
}

// CheckEventsKept plays a random game of g from seed and checks that the
// events each Apply returned stay as they were told while the game goes
// on, though the test appends to each list as a caller may: a game that
// carves its events from memory it keeps (engine.EventRoom) must never
// write into what it returned. It also checks that a clone applies the
// same move with the same events while the original goes on.
func CheckEventsKept(t *testing.T, g engine.Game, players int, seed uint64, opts engine.Options) {
	t.Helper()
	var kept, copies [][]engine.Event
	PlayRandomWithClones(t, g, players, seed, opts, func(evs, fromClone []engine.Event) {
		if !reflect.DeepEqual(evs, fromClone) {
			t.Fatalf("decision %d: a clone told %v, the state %v", len(kept)+1, fromClone, evs)
		}
		kept = append(kept, evs)
		copies = append(copies, deepCopyEvents(evs))
		_ = append(evs, engine.Tell("appended by a caller", "x")) // into the room, if it had left room
	})
	if len(kept) == 0 {
		t.Fatal("the game told no event")
	}
	for i := range kept {
		if !reflect.DeepEqual(kept[i], copies[i]) {
			t.Fatalf("decision %d: its events became %v, were %v", i+1, kept[i], copies[i])
		}
	}
}

// PlayRandomWithClones plays the random game PlayRandom plays, without
// its setup's events, applying each move also to a clone of the state
// before it, and gives told the events of both at each decision.
func PlayRandomWithClones(t testing.TB, g engine.Game, players int, seed uint64, opts engine.Options, told func(evs, fromClone []engine.Event)) {
	t.Helper()
	st, _, err := g.Setup(opts, players, DecisionRand(seed, 0))
	if err != nil {
		t.Fatal(err)
	}
	pick := rand.New(rand.NewPCG(seed, 1)) // as PlayRandom picks
	for ply := 1; len(st.ToAct()) > 0; ply++ {
		s := st.ToAct()[0]
		legal := st.Legal(s)
		m := legal[pick.IntN(len(legal))]
		clone := st.Clone()
		evs, err := st.Apply(s, m, DecisionRand(seed, ply))
		if err != nil {
			t.Fatal(err)
		}
		fromClone, err := clone.Apply(s, m, DecisionRand(seed, ply))
		if err != nil {
			t.Fatal(err)
		}
		told(evs, fromClone)
	}
}

// deepCopyEvents copies evs and everything they hold.
func deepCopyEvents(evs []engine.Event) []engine.Event {
	out := make([]engine.Event, len(evs))
	for i, e := range evs {
		out[i] = engine.Event{Key: e.Key, Args: slices.Clone(e.Args), To: slices.Clone(e.To)}
	}
	return out
}
