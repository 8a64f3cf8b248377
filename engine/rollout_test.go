package engine

import (
	"math/rand/v2"
	"testing"
)

// plainState is a State with one seat and the moves 1, 2, 3; it counts
// how it is played.
type plainState struct{ applied, quiet, drawn int }

func (p *plainState) ToAct() []Seat                                 { return []Seat{0} }
func (p *plainState) Legal(Seat) []Move                             { return []Move{1, 2, 3} }
func (p *plainState) Apply(Seat, Move, *rand.Rand) ([]Event, error) { p.applied++; return nil, nil }
func (p *plainState) Clone() State                                  { c := *p; return &c }
func (p *plainState) View(Seat) View                                { return nil }
func (p *plainState) Result() (Result, bool)                        { return Result{}, false }

// fastState adds a RandomMover and a QuietApplier.
type fastState struct{ plainState }

func (f *fastState) RandomMove(Seat, *rand.Rand) Move { f.drawn++; return 2 }
func (f *fastState) ApplyQuiet(Seat, Move, *rand.Rand) error {
	f.quiet++
	return nil
}

func TestRolloutUsesTheStatesFastPaths(t *testing.T) {
	rng := rand.New(rand.NewPCG(1, 2))
	fast := &fastState{}
	r := NewRollout(fast)
	if m := r.Move(0, rng); m != 2 || fast.drawn != 1 {
		t.Errorf("Move = %v after %d draws: want the RandomMover's 2", m, fast.drawn)
	}
	if err := r.Apply(0, 2, rng); err != nil || fast.quiet != 1 || fast.applied != 0 {
		t.Errorf("Apply: %v, quiet %d, applied %d: want ApplyQuiet", err, fast.quiet, fast.applied)
	}

	plain := &plainState{}
	r = NewRollout(plain)
	if m := r.Move(0, rng); m != 1 && m != 2 && m != 3 {
		t.Errorf("Move = %v: want one of Legal's", m)
	}
	if err := r.Apply(0, 1, rng); err != nil || plain.applied != 1 {
		t.Errorf("Apply: %v, applied %d: want Apply", err, plain.applied)
	}
}
