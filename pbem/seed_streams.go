package pbem

import mrand "math/rand/v2"

// Streams hands out a seed's decision streams one after another, as a
// replay does: Rand(ply) gives the same numbers as Seed.Rand(ply) without
// allocating a new stream for each decision. A benchmark of the engine
// alone (pbemtest.BenchReplay) uses it so as to pay what every command's
// replay pays, not two allocations more per decision.
type Streams struct {
	seed Seed
	s    *stream
}

// Streams returns the reusable decision streams of s.
func (s Seed) Streams() *Streams { return &Streams{seed: s, s: newStream()} }

// Rand returns decision ply's stream (0 is the setup), from its start.
// What Rand returned before must no longer be used.
func (x *Streams) Rand(ply int) *mrand.Rand { return x.s.at(x.seed, ply) }
