package leonardo

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"hash"
	"math/rand/v2"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestReplayTellsThePinnedEventsAndViews pins a digest of random games of
// Leonardo, taken from the code before the replay was made faster (issue
// 24, third round): every move's canonical text, the move ParseMove reads
// back from it, every event Apply tells, who is awaited, and every seat's
// view and the public one as JSON after each decision. A quiet twin
// applies the same moves with ApplyQuiet and must show the same views.
// A faster path that changes any event, word or view changes the digest.
func TestReplayTellsThePinnedEventsAndViews(t *testing.T) {
	for _, c := range []struct {
		players int
		opts    engine.Options
		want    string
	}{
		{3, engine.Options{}, "58a001617c983a7720061751721ae50b11e5499433ec1dbb4899e29ef74a023b"},
		{4, engine.Options{}, "9b9f920effd105121ac8ea9be4d427cdbc83710a17ca03ca188c8a8a76b32977"},
		{5, engine.Options{Settings: map[string]string{"rounds": "6"}}, "b9277a48d42463c2aa43e4f3b3a59c505d959ed0fd860f71007f70d1480f90e8"},
	} {
		if got := replayDigest(t, c.players, 4, c.opts); got != c.want {
			t.Errorf("%d players %v: digest %s, want %s", c.players, c.opts.Settings, got, c.want)
		}
	}
}

// replayDigest plays games random games of players and digests them as
// TestReplayTellsThePinnedEventsAndViews says.
func replayDigest(t *testing.T, players, games int, opts engine.Options) string {
	t.Helper()
	g := Game{}
	h := sha256.New()
	for seed := uint64(1); seed <= uint64(games); seed++ {
		st, evs, err := g.Setup(opts, players, enginetest.DecisionRand(seed, 0))
		if err != nil {
			t.Fatal(err)
		}
		quiet, _, err := g.Setup(opts, players, enginetest.DecisionRand(seed, 0))
		if err != nil {
			t.Fatal(err)
		}
		writeEvents(h, evs)
		writeViews(t, h, st, quiet, players)
		pick := rand.New(rand.NewPCG(seed, 7))
		for ply := 1; len(st.ToAct()) > 0; ply++ {
			s := st.ToAct()[pick.IntN(len(st.ToAct()))]
			legal := st.Legal(s)
			text := g.FormatMove(st, legal[pick.IntN(len(legal))])
			m, err := g.ParseMove(st, s, text)
			if err != nil {
				t.Fatalf("seed %d ply %d: %q: %v", seed, ply, text, err)
			}
			fmt.Fprintf(h, "%d %q %#v\n", s, text, m)
			evs, err := st.Apply(s, m, enginetest.DecisionRand(seed, ply))
			if err != nil {
				t.Fatalf("seed %d ply %d: %q: %v", seed, ply, text, err)
			}
			if err := quiet.(engine.QuietApplier).ApplyQuiet(s, m, enginetest.DecisionRand(seed, ply)); err != nil {
				t.Fatalf("seed %d ply %d: %q quietly: %v", seed, ply, text, err)
			}
			writeEvents(h, evs)
			writeViews(t, h, st, quiet, players)
		}
		r, _ := st.Result()
		fmt.Fprintf(h, "%#v\n", r)
	}
	return hex.EncodeToString(h.Sum(nil))
}

// writeEvents writes evs to h, each part with its length.
func writeEvents(h hash.Hash, evs []engine.Event) {
	fmt.Fprintf(h, "%d events\n", len(evs))
	for _, e := range evs {
		fmt.Fprintf(h, "%q %t %d", e.Key, e.Args == nil, len(e.Args))
		for _, a := range e.Args {
			fmt.Fprintf(h, " %q", a)
		}
		fmt.Fprintf(h, " %t %v\n", e.To == nil, e.To)
	}
}

// writeViews writes who is awaited and every view of st to h, and checks
// that quiet shows the same.
func writeViews(t *testing.T, h hash.Hash, st, quiet engine.State, players int) {
	t.Helper()
	fmt.Fprintf(h, "to act %v\n", st.ToAct())
	for s := engine.Observer; s < engine.Seat(players); s++ {
		loud, err := json.Marshal(st.View(s))
		if err != nil {
			t.Fatal(err)
		}
		still, err := json.Marshal(quiet.View(s))
		if err != nil {
			t.Fatal(err)
		}
		if string(loud) != string(still) {
			t.Fatalf("seat %d: the quiet view\n%s\nis not the view\n%s", s, still, loud)
		}
		h.Write(loud)
		h.Write([]byte{'\n'})
	}
}
