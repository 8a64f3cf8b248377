package enginetest

import (
	"crypto/sha256"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"io"
	"maps"
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// GameDigest writes random games of a game to a hash, for a test that
// pins the hash from the code before a change to the random player or to
// Apply: a random game must stay the same game, draw for draw (the same
// moves drawn from the same streams, the same events, the same states).
type GameDigest struct {
	Game engine.Game
	// State writes what the game is in st: the fields that make the
	// game, not the rooms and caches that only hold memory (a new cache
	// must not change the digest).
	State func(w io.Writer, st engine.State)
}

// maxDigestPlies bounds a digested game: a random game that does not end
// is a bug, reported rather than looped on.
const maxDigestPlies = 20000

// Selfplay plays game seed with players as BenchSelfplay does
// (RandomMove and ApplyQuiet through engine.Rollout) and writes to w every
// move, the events of every seventh move applied loud on a copy, the
// state every eleventh decision, and the final state, views, result and
// the stream's next draw.
func (d GameDigest) Selfplay(t *testing.T, w io.Writer, players int, seed uint64) {
	t.Helper()
	st, evs, err := d.Game.Setup(engine.Options{}, players, NewRand(seed))
	if err != nil {
		t.Fatal(err)
	}
	DigestEvents(w, evs)
	rng := NewRand(seed + 1)
	play := engine.NewRollout(st)
	for ply := 0; len(st.ToAct()) > 0; ply++ {
		if ply >= maxDigestPlies {
			t.Fatalf("seed %d: no end after %d decisions", seed, ply)
		}
		s := st.ToAct()[0]
		m := play.Move(s, rng)
		if m == nil {
			t.Fatalf("seed %d ply %d: seat %d has no move", seed, ply, s)
		}
		fmt.Fprintf(w, "%d:%s;", s, d.Game.FormatMove(st, m))
		if ply%7 == 3 {
			evs, err := st.Clone().Apply(s, m, NewRand(seed+uint64(ply)))
			if err != nil {
				t.Fatalf("seed %d ply %d, applied loud: %v", seed, ply, err)
			}
			DigestEvents(w, evs)
		}
		if err := play.Apply(s, m, rng); err != nil {
			t.Fatalf("seed %d ply %d: %v", seed, ply, err)
		}
		if ply%11 == 5 {
			d.State(w, st)
		}
	}
	d.end(t, w, st, players, rng.Uint64())
}

// Listed plays game seed with players from Legal and Apply, as a random
// player without RandomMove does, one stream for the setup and every
// pick, and writes to w every list, every move's events, the state every
// thirteenth decision, and the final state, views, result and the
// stream's next draw.
func (d GameDigest) Listed(t *testing.T, w io.Writer, players int, seed uint64) {
	t.Helper()
	rng := NewRand(seed)
	st, evs, err := d.Game.Setup(engine.Options{}, players, rng)
	if err != nil {
		t.Fatal(err)
	}
	DigestEvents(w, evs)
	for ply := 0; len(st.ToAct()) > 0; ply++ {
		if ply >= maxDigestPlies {
			t.Fatalf("seed %d: no end after %d decisions", seed, ply)
		}
		s := st.ToAct()[0]
		legal := st.Legal(s)
		fmt.Fprintf(w, "L%d:", len(legal))
		for _, m := range legal {
			fmt.Fprintf(w, "%s|", d.Game.FormatMove(st, m))
		}
		evs, err := st.Apply(s, legal[rng.IntN(len(legal))], rng)
		if err != nil {
			t.Fatalf("seed %d ply %d: %v", seed, ply, err)
		}
		DigestEvents(w, evs)
		if ply%13 == 0 {
			d.State(w, st)
		}
	}
	d.end(t, w, st, players, rng.Uint64())
}

// end writes the final state, the Observer's view and every seat's, the
// result and next, the stream's next draw.
func (d GameDigest) end(t *testing.T, w io.Writer, st engine.State, players int, next uint64) {
	t.Helper()
	d.State(w, st)
	for s := engine.Observer; s < engine.Seat(players); s++ {
		b, err := json.Marshal(st.View(s))
		if err != nil {
			t.Fatal(err)
		}
		_, _ = w.Write(b)
	}
	r, over := st.Result()
	if !over {
		t.Fatal("a finished game has no result")
	}
	fmt.Fprintf(w, "R%v%d;", r, next)
}

// DigestEvents writes evs to w: each event's key, arguments and readers.
func DigestEvents(w io.Writer, evs []engine.Event) {
	for _, e := range evs {
		fmt.Fprintf(w, "E%s%q%v;", e.Key, e.Args, e.To)
	}
}

// SelfplayGames digests games[players] self-played games for each number
// of players, fewest players first, game seed k of n players seeded
// 1000n + 2k; it returns the digest in hex and the number of games.
func (d GameDigest) SelfplayGames(t *testing.T, games map[int]uint64) (digest string, played int) {
	t.Helper()
	h := sha256.New()
	for _, players := range slices.Sorted(maps.Keys(games)) {
		for seed := range games[players] {
			d.Selfplay(t, h, players, 1000*uint64(players)+2*seed)
			played++
		}
	}
	return hex.EncodeToString(h.Sum(nil)), played
}

// ListedGames digests n games played from Legal (Listed), game k with
// fewest + k%3 players, seeded 7000 + k; it returns the digest in hex.
func (d GameDigest) ListedGames(t *testing.T, n uint64, fewest int) string {
	t.Helper()
	h := sha256.New()
	for seed := range n {
		d.Listed(t, h, fewest+int(seed%3), seed+7000)
	}
	return hex.EncodeToString(h.Sum(nil))
}
