package palazzo

import (
	"fmt"
	"io"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/require"
)

// The digests below were taken from the code before the self-play speedups
// of issue 24's third round (main at 7d54b14). A random game must stay the
// same game, draw for draw: the same moves drawn from the same streams, the
// same events, the same states. Any change to what RandomMove draws, to what
// ApplyQuiet or Apply does, or to the number of draws a game takes from its
// stream changes them.
const (
	selfplayDigest = "1fbcf23a9aba172fb0eccca9c960f877ddca2c75a275b205d394b19d5caf688b"
	listedDigest   = "99879c58dbc7b36a2b2414bbc499094a8a2debf91ecfbdeaedcfbe3364c15a96"
)

// TestSelfplayDigest plays random games as BenchmarkSelfplay does
// (enginetest.GameDigest.Selfplay) and compares their digest with the
// pinned one.
func TestSelfplayDigest(t *testing.T) {
	got, games := gameDigest.SelfplayGames(t, map[int]uint64{2: 80, 3: 300, 4: 80})
	require.Equal(t, selfplayDigest, got, "%d self-played games differ from the pinned ones", games)
}

// TestListedDigest plays random games from Legal and Apply, as the listed
// benchmark and a random player without RandomMove do
// (enginetest.GameDigest.Listed), and compares their digest with the
// pinned one.
func TestListedDigest(t *testing.T) {
	require.Equal(t, listedDigest, gameDigest.ListedGames(t, 60, 2), "listed games differ from the pinned ones")
}

// gameDigest writes this game's random games, its states by digestState.
var gameDigest = enginetest.GameDigest{Game: Game{}, State: func(w io.Writer, st engine.State) { digestState(w, st.(*state)) }}

// digestState writes what the game is in st, leaving out the rooms that
// only hold memory.
func digestState(w io.Writer, st *state) {
	fmt.Fprintf(w, "S%#v%#v%#v%d%d%#v%#v%#v%d%d%d",
		st.stacks, st.supply, st.quarries, st.architect, st.riders,
		st.deck, st.discard, st.revealed, st.phase, st.active, st.actor)
	for _, p := range st.players {
		fmt.Fprintf(w, "P%#v%#v", p.hand, p.palaces)
	}
	l := st.lot
	fmt.Fprintf(w, "T%d%#v%t%d%d", l.quarry, l.tiles, l.distributing, l.picked, len(l.bids))
	for _, b := range l.bids {
		fmt.Fprintf(w, "B%t%d%d%#v", b.certificate, b.value, b.cur, b.additions)
	}
	fmt.Fprintf(w, "%#v%#v;", l.out, st.pending)
}
