package enginetest

import (
	"crypto/sha256"
	"encoding/binary"
	"fmt"
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

// Played is one decision of a recorded game: who made it and its text.
type Played struct {
	Seat engine.Seat
	Text string
}

// DecisionRand returns the random source handed to decision n of the game
// played from seed; decision 0 is the setup. It is the suite's own scheme
// (ChaCha8 keyed by a hash of seed and n), stable across machines and Go
// versions; game files use the scheme of package pbem.
func DecisionRand(seed uint64, n int) *rand.Rand {
	var buf [8 + 8 + 8]byte
	binary.LittleEndian.PutUint64(buf[0:], seed)
	copy(buf[8:], "decision")
	binary.LittleEndian.PutUint64(buf[16:], uint64(n))
	return rand.New(rand.NewChaCha8(sha256.Sum256(buf[:])))
}

// GameSeed returns the seed of game number index (from 0) with the given
// player count in a run from runSeed.
func GameSeed(runSeed uint64, players, index int) uint64 {
	var buf [8 + 8 + 8]byte
	binary.LittleEndian.PutUint64(buf[0:], runSeed)
	binary.LittleEndian.PutUint64(buf[8:], uint64(players))
	binary.LittleEndian.PutUint64(buf[16:], uint64(index))
	sum := sha256.Sum256(buf[:])
	return binary.LittleEndian.Uint64(sum[:8])
}

// chooser returns the source that picks among legal moves. It is separate
// from the decision sources so that the game does not depend on how many
// draws a move's chance takes.
func chooser(seed uint64) *rand.Rand {
	return rand.New(rand.NewPCG(seed, 0x63686f6f7365)) // "choose"
}

// RandomGame plays one game from seed, choosing uniformly among the Legal
// moves of the first seat to act, and returns its decisions and final
// state. It fails when a legal move is rejected or the game is still
// running after max decisions. Run plays the same games, so a game that
// fails there can be replayed here with the seed it names.
func RandomGame(g engine.Game, players int, seed uint64, opts engine.Options, max int) ([]Played, engine.State, error) {
	st, _, err := g.Setup(opts, players, DecisionRand(seed, 0))
	if err != nil {
		return nil, nil, fmt.Errorf("setup: %w", err)
	}
	pick := chooser(seed)
	var moves []Played
	for n := 1; len(st.ToAct()) > 0; n++ {
		if n > max {
			return moves, st, fmt.Errorf("game still running after %d decisions", max)
		}
		s := st.ToAct()[0]
		legal := st.Legal(s)
		if len(legal) == 0 {
			return moves, st, fmt.Errorf("decision %d: seat %d is to act but has no legal move", n, s)
		}
		m := legal[pick.IntN(len(legal))]
		text := g.FormatMove(st, m)
		if _, err := st.Apply(s, m, DecisionRand(seed, n)); err != nil {
			return moves, st, fmt.Errorf("decision %d: seat %d: legal move %q rejected: %w", n, s, text, err)
		}
		moves = append(moves, Played{Seat: s, Text: text})
	}
	return moves, st, nil
}

// Replay sets up a game from seed and applies the recorded decisions,
// parsing each text again, with the same random sources as RandomGame.
func Replay(g engine.Game, players int, seed uint64, opts engine.Options, moves []Played) (engine.State, error) {
	st, _, err := g.Setup(opts, players, DecisionRand(seed, 0))
	if err != nil {
		return nil, fmt.Errorf("setup: %w", err)
	}
	for i, p := range moves {
		m, err := g.ParseMove(st, p.Seat, p.Text)
		if err != nil {
			return st, fmt.Errorf("decision %d: %q: %w", i+1, p.Text, err)
		}
		if _, err := st.Apply(p.Seat, m, DecisionRand(seed, i+1)); err != nil {
			return st, fmt.Errorf("decision %d: %q: %w", i+1, p.Text, err)
		}
	}
	return st, nil
}
