package bot

import (
	"errors"
	"fmt"
	"slices"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/search"
	"github.com/pbem-games/pbem/pbem"
)

// HintMoves is how many moves a hint lists.
const HintMoves = 3

// HintRequest asks for a hint: the player, and what the search may spend.
type HintRequest struct {
	// As names the player the hint is for.
	As string
	// Iterations is the search's budget in simulated games; 0 means
	// search.DefaultIterations unless Stop is set.
	Iterations int
	// Stop, when not nil, ends the search when it returns true (a
	// deadline for --budget 2s).
	Stop func() bool
	// Seed seeds the search; nil means a seed made from the game's id and
	// the ply, so that the same hint is given for the same position.
	Seed *uint64
}

// HintResult is a hint: the best moves found for one player, best first.
type HintResult struct {
	Player  string `json:"player"`
	NextPly int    `json:"next_ply"`
	// Iterations counts the simulated games the search played.
	Iterations int `json:"iterations"`
	// Seed is the seed the search used: with --seed and the same budget
	// in iterations, it gives the same hint again.
	Seed  uint64     `json:"seed"`
	Moves []HintMove `json:"moves"`
}

// HintMove is one move of a hint.
type HintMove struct {
	// Move is the move in the game's notation, as the player would type it.
	Move string `json:"move"`
	// Win is the estimated probability of winning after the move, 0 to 1.
	Win float64 `json:"win"`
	// Visits counts the simulated games that began with the move.
	Visits int `json:"visits"`
	// Interval is the half-width of Win's 95% interval (WinInterval).
	Interval float64 `json:"interval"`
}

// gameOverError is the refusal of a hint on a finished game: it is
// engine.ErrNotYourTurn for the exit code (no decision to make), worded
// as what it is.
type gameOverError struct{}

func (gameOverError) Error() string        { return "the game is over: no player has a decision left" }
func (gameOverError) Is(target error) bool { return target == engine.ErrNotYourTurn }

// Hint searches the decision of the player named in req with the fair
// computer player (package engine/search), which sees only what that
// player may see. It fails with an error wrapping engine.ErrNotYourTurn
// when the player has no decision to make.
func Hint(r *pbem.Replay, req HintRequest) (*HintResult, error) {
	seat, err := r.File.SeatOf(req.As)
	if err != nil {
		return nil, err
	}
	if r.Over() {
		return nil, gameOverError{}
	}
	seed := r.HintSeed()
	if req.Seed != nil {
		seed = *req.Seed
	}
	res, err := search.Search(r.File.Game, r.State, seat,
		search.Config{Iterations: req.Iterations, Stop: req.Stop, Seed: seed})
	if errors.Is(err, search.ErrNotToAct) {
		return nil, fmt.Errorf("%w: %s has no decision to make now", engine.ErrNotYourTurn, r.File.Name(seat))
	}
	if err != nil {
		return nil, err
	}
	out := &HintResult{Player: r.File.Name(seat), NextPly: r.NextPly(), Iterations: res.Iterations, Seed: seed,
		Moves: []HintMove{}}
	for _, m := range res.Moves[:min(HintMoves, len(res.Moves))] {
		out.Moves = append(out.Moves, HintMove{Move: r.File.Game.FormatMove(r.State, m.Move), Win: m.Wins, Visits: m.Visits,
			Interval: WinInterval(m.Wins, m.Visits)})
	}
	return out, nil
}

// Lines lays the hint out for people: one move a line with its estimated
// chance of winning, the half-width of its 95% interval and the simulated
// games behind it: "1. draw  win 56% ±3  (1317 of 1500 games)".
func (h *HintResult) Lines() []string {
	width := 0
	for _, m := range h.Moves {
		width = max(width, engine.Columns(m.Move)) // a move may name a player in UTF-8
	}
	out := make([]string, 0, len(h.Moves)+1)
	for i, m := range h.Moves {
		out = append(out, fmt.Sprintf("%d. %s  win %3.0f%% ±%.0f  (%d of %d games)", i+1, engine.PadRight(m.Move, width), 100*m.Win,
			100*m.Interval, m.Visits, h.Iterations))
	}
	return slices.Clip(out)
}
