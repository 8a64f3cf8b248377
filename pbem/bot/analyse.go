package bot

import (
	"errors"
	"fmt"
	"math"
	"slices"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/search"
	"github.com/pbem-games/pbem/notation"
	"github.com/pbem-games/pbem/pbem"
)

// This file holds analyse: the fair computer player's opinion of every
// decision of a player (or of all), written into the record as an
// annotator would write it (analyse_write.go).

// The losses, in estimated probability of winning, from which analyse
// marks a decision: LossDubious and more is "?", LossBlunder and more "??".
// The loss compared is the low end of its 95% interval (LossLow), so a
// move the search tried a handful of times is not called a blunder on
// the strength of a few games.
const (
	LossDubious = 0.10
	LossBlunder = 0.25
)

// AnalyseComment starts the figures analyse writes in a decision's
// comment; a decision whose comment holds it already was analysed and is
// left as it is, so that analysing twice changes nothing.
const AnalyseComment = "engine:"

// AnalyseRequest says whose decisions to analyse and what each search
// may spend.
type AnalyseRequest struct {
	// As names the players whose decisions are analysed; empty means all.
	As []string
	// Iterations is each search's budget in simulated games; 0 means
	// search.DefaultIterations unless NewStop is set.
	Iterations int
	// NewStop, when not nil, gives each search its own Stop (a deadline
	// per decision).
	NewStop func() func() bool
}

// Analysis is the engine's opinion of one decision.
type Analysis struct {
	Ply    int    `json:"ply"`
	Player string `json:"player"`
	// Move is the move played, and Win its estimated chance of winning
	// (-1 when the search never tried it: a budget smaller than the
	// number of moves).
	Move string  `json:"move"`
	Win  float64 `json:"win"`
	// Engine is the engine's choice, EngineWin its estimate and Visits
	// the simulated games behind it.
	Engine    string  `json:"engine"`
	EngineWin float64 `json:"engine_win"`
	Visits    int     `json:"visits"`
	// Iterations counts the simulated games of the search.
	Iterations int `json:"iterations"`
	// MoveVisits are the simulated games behind Win (0 when not tried).
	MoveVisits int `json:"move_visits"`
	// Loss is EngineWin less Win (0 when Move is the engine's choice or
	// was not tried), LossLow the low end of its 95% interval (never
	// below 0); Glyph is what analyse marks for LossLow ("?", "??", "").
	Loss    float64 `json:"loss"`
	LossLow float64 `json:"loss_low"`
	Glyph   string  `json:"glyph,omitempty"`
	// Comment is the figures written in the decision's comment.
	Comment string `json:"comment"`
	// Skipped tells that the decision was analysed before and left as
	// it was.
	Skipped bool `json:"skipped,omitempty"`
}

// Analyse searches the position before every decision of the players of
// req, from the deciding player's seat and with the seed a hint there
// uses (the game's id and the ply), so that the same budget in
// iterations gives the same analysis. Decisions with a single legal move
// are left out: there was nothing to choose. A sealed game needs its key.
func Analyse(f *pbem.File, req AnalyseRequest) ([]Analysis, error) {
	want, err := analysedSeats(f, req.As)
	if err != nil {
		return nil, err
	}
	moves := f.Record.Moves()
	var out []Analysis
	_, err = f.Step(0, len(moves), func(r *pbem.Replay) error {
		n := len(r.Plies)
		if n == len(moves) || r.Over() {
			return nil
		}
		e := moves[n]
		seat, ok := f.RecordSeat(e.Name)
		if !ok || !want[seat] {
			return nil
		}
		a, err := analyse(r, seat, e, req)
		if err != nil || a == nil {
			return err
		}
		out = append(out, *a)
		return nil
	})
	return out, err
}

// analysedSeats returns the seats named in names, or every seat.
func analysedSeats(f *pbem.File, names []string) (map[engine.Seat]bool, error) {
	want := map[engine.Seat]bool{}
	for s := range f.Header.Players {
		want[engine.Seat(s)] = len(names) == 0
	}
	for _, name := range names {
		seat, err := f.SeatOf(name)
		if err != nil {
			return nil, err
		}
		want[seat] = true
	}
	return want, nil
}

// analyse searches decision e of seat, whose position r holds.
func analyse(r *pbem.Replay, seat engine.Seat, e notation.Entry, req AnalyseRequest) (*Analysis, error) {
	g := r.File.Game
	a := &Analysis{Ply: e.Ply, Player: r.File.Name(seat), Move: e.Text, Win: -1}
	if strings.Contains(e.Comment, AnalyseComment) {
		a.Skipped = true
		return a, nil
	}
	if len(r.State.Legal(seat)) < 2 {
		return nil, nil
	}
	if m, err := g.ParseMove(r.State, seat, e.Text); err == nil {
		a.Move = g.FormatMove(r.State, m)
	}
	cfg := search.Config{Iterations: req.Iterations, Seed: r.HintSeed()}
	if req.NewStop != nil {
		cfg.Stop = req.NewStop()
	}
	res, err := search.Search(g, r.State, seat, cfg)
	if errors.Is(err, search.ErrNotToAct) {
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("decision %d: %w", e.Ply, err)
	}
	best := res.Moves[0]
	a.Engine, a.EngineWin, a.Visits, a.Iterations = g.FormatMove(r.State, best.Move), best.Wins, best.Visits, res.Iterations
	i := slices.IndexFunc(res.Moves, func(m search.Ranked) bool { return g.FormatMove(r.State, m.Move) == a.Move })
	if i > 0 {
		a.Win, a.MoveVisits = res.Moves[i].Wins, res.Moves[i].Visits
		a.Loss = max(0, a.EngineWin-a.Win)
		a.LossLow = lossLow(a.EngineWin, a.Visits, a.Win, a.MoveVisits)
	} else if i == 0 {
		a.Win, a.MoveVisits = a.EngineWin, a.Visits
	}
	a.Glyph = lossGlyph(a.LossLow)
	a.Comment = a.figures()
	return a, nil
}

// lossGlyph is the glyph of a decision that loses loss in estimated
// probability of winning.
func lossGlyph(loss float64) string {
	switch {
	case loss >= LossBlunder:
		return "??"
	case loss >= LossDubious:
		return "?"
	}
	return ""
}

// figures is the comment analyse writes: the engine's choice and the
// move played, each with its estimate, the half-width of its 95%
// interval and the simulated games behind it.
func (a *Analysis) figures() string {
	played := "played not searched"
	if a.Win >= 0 {
		played = "played " + WinFigure(a.Win, a.MoveVisits)
	}
	if a.Engine == a.Move {
		played = "played the same"
	}
	return fmt.Sprintf("%s %s %s; %s", AnalyseComment, a.Engine, WinFigure(a.EngineWin, a.Visits), played)
}

// confidenceZ is the normal quantile of the 95% intervals analyse and
// hint give.
const confidenceZ = 1.96

// winVariance is the variance of a winning share estimated from visits
// simulated games, by Agresti and Coull (two wins and two losses added):
// unlike p(1-p)/n it is not 0 for a move that won or lost its every one
// of a few games. The simulated games of a tree search are not independent
// draws, so the interval is a guide to how much the figure rests on, not
// a guarantee.
func winVariance(win float64, visits int) float64 {
	n := float64(visits) + confidenceZ*confidenceZ
	p := (win*float64(visits) + confidenceZ*confidenceZ/2) / n
	return p * (1 - p) / n
}

// lossLow is the low end of the 95% interval of the loss of a move whose
// winning share is win over visits games, against the engine's choice's
// engineWin over engineVisits; never below 0.
func lossLow(engineWin float64, engineVisits int, win float64, visits int) float64 {
	spread := confidenceZ * math.Sqrt(winVariance(engineWin, engineVisits)+winVariance(win, visits))
	return max(0, engineWin-win-spread)
}

// WinInterval is the half-width of the 95% interval of a winning share
// estimated from visits simulated games.
func WinInterval(win float64, visits int) float64 {
	return confidenceZ * math.Sqrt(winVariance(win, visits))
}

// WinFigure words a winning share with its interval and the games behind
// it: "63% ±4 (1200 visits)".
func WinFigure(win float64, visits int) string {
	return fmt.Sprintf("%.0f%% ±%.0f (%d visits)", 100*win, 100*WinInterval(win, visits), visits)
}
