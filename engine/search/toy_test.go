package search

import (
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

// coin is a one-decision game for two seats: seat 0 picks a coin, then
// the coin is tossed and decides who wins. Coin i wins for seat 0 with
// probability odds[i]. A search for seat 0 must find the best coin and
// estimate its odds.
type coin struct{ odds []float64 }

type coinState struct {
	odds   []float64
	picked int // -1 before the pick
	winner engine.Seat
}

func (g coin) Info() engine.Info { return engine.Info{ID: "coin", MinPlayers: 2, MaxPlayers: 2} }

func (g coin) Setup(_ engine.Options, _ int, _ *rand.Rand) (engine.State, []engine.Event, error) {
	return &coinState{odds: g.odds, picked: -1}, nil, nil
}

func (g coin) ParseMove(engine.State, engine.Seat, string) (engine.Move, error) { return nil, nil }

func (g coin) FormatMove(_ engine.State, m engine.Move) string { return string(rune('a' + m.(int))) }

func (st *coinState) ToAct() []engine.Seat {
	if st.picked < 0 {
		return []engine.Seat{0}
	}
	return nil
}

func (st *coinState) Legal(engine.Seat) []engine.Move {
	var out []engine.Move
	for i := range st.odds {
		out = append(out, i)
	}
	return out
}

func (st *coinState) Apply(_ engine.Seat, m engine.Move, rng *rand.Rand) ([]engine.Event, error) {
	st.picked = m.(int)
	st.winner = 1
	if rng.Float64() < st.odds[st.picked] {
		st.winner = 0
	}
	return nil, nil
}

func (st *coinState) Clone() engine.State { c := *st; return &c }

func (st *coinState) View(engine.Seat) engine.View { return nil }

func (st *coinState) Result() (engine.Result, bool) {
	if st.picked < 0 {
		return engine.Result{}, false
	}
	return engine.Result{Scores: []int{0, 0}, Winners: []engine.Seat{st.winner}}, true
}
