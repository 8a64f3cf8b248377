package princes

import (
	"fmt"
	"io"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/require"
)

// The digests below were taken from the code before the self-play speedups
// of issue 24's fourth round (main at 385f5c0). A random game must stay the
// same game, draw for draw: the same moves drawn from the same streams, the
// same events, the same states. Any change to what RandomMove draws, to what
// ApplyQuiet or Apply does, or to the number of draws a game takes from its
// stream changes them.
const (
	selfplayDigest = "6cafef8c31e4e0c8effd5b31d152f1f9de719ba7e34b46c424a401cd1ddbbeec"
	listedDigest   = "5e01fc51757f5baba47693ce69407376514ecf69b05e8d67ca067b36e598fa13"
)

// TestSelfplayDigest plays random games as BenchmarkSelfplay does
// (enginetest.GameDigest.Selfplay) and compares their digest with the
// pinned one.
func TestSelfplayDigest(t *testing.T) {
	got, games := gameDigest.SelfplayGames(t, map[int]uint64{3: 120, 4: 120, 5: 40})
	require.Equal(t, selfplayDigest, got, "%d self-played games differ from the pinned ones", games)
}

// TestListedDigest plays random games from Legal and Apply, as the listed
// benchmark and a random player without RandomMove do
// (enginetest.GameDigest.Listed), and compares their digest with the
// pinned one.
func TestListedDigest(t *testing.T) {
	require.Equal(t, listedDigest, gameDigest.ListedGames(t, 30, 3), "listed games differ from the pinned ones")
}

// gameDigest writes this game's random games, its states by digestState.
var gameDigest = enginetest.GameDigest{Game: Game{}, State: func(w io.Writer, st engine.State) { digestState(w, st.(*state)) }}

// digestState writes what the game is in st, leaving out the rooms that
// only hold memory and the principalities' caches: the players field by
// field, so that a new cache changes nothing here.
func digestState(w io.Writer, st *state) {
	fmt.Fprintf(w, "S%#v%#v%#v%#v%#v%#v%d%d%d%d%#v%#v%#v",
		st.supply, st.professions, st.bonusDeck, st.prestigeDeck, st.seen, st.dealt,
		st.round, st.start, st.phase, st.actor, st.toAct, st.auction, st.turn)
	for _, p := range st.players {
		d := &p.dom
		fmt.Fprintf(w, "P%d %d %#x %#x %#v %#x %v %#x %d %d %v %d %v %v %v %d %t %d", p.florins, p.prestige,
			uint64(d.occupied), uint64(d.buildings), d.pieces, d.built, d.landscapes, d.freedoms, d.builders, d.jesters,
			p.hand, p.recruits, p.table, p.bonus, p.prestigeCards, p.bought, p.declined, p.best)
	}
	fmt.Fprint(w, ";")
}
