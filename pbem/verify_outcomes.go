package pbem

import (
	"fmt"
	"slices"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// OutcomeCheck is what verify found of the public outcomes the host of a
// sealed game wrote (engine.PublicReplayer): each one is drawn again from
// the revealed seed and must be the same.
type OutcomeCheck struct {
	// Recorded tells that the file has them: a sealed file written before
	// pbem recorded outcomes has none, and nothing can be checked.
	Recorded bool `json:"recorded"`
	// Checked counts the positions compared: the deal and each decision.
	Checked int `json:"checked"`
}

// String says what the check means.
func (o *OutcomeCheck) String() string {
	if !o.Recorded {
		return "public outcomes not recorded (a file from before pbem recorded them): steering not ruled out"
	}
	return fmt.Sprintf("%s drawn again from the seed, all as recorded: no draw was steered", Plural(o.Checked, "public outcome"))
}

// replayCheckingOutcomes replays f with its seed and, for a sealed game
// of a game that records public outcomes, compares each outcome the file
// holds with the one the seed draws. The first that differs is an error
// placed at its line: a host that wrote a false outcome, or a seed (or
// players' entropy) that is not the one that dealt the game.
func (f *File) replayCheckingOutcomes() (*Replay, *OutcomeCheck, error) {
	pr, ok := f.Game.(engine.PublicReplayer)
	if !ok || !f.Sealed() {
		r, err := f.Replay(-1)
		return r, nil, err
	}
	setup, recorded := f.setupOutcome()
	check := &OutcomeCheck{Recorded: recorded}
	if !recorded {
		r, err := f.Replay(-1)
		return r, check, err
	}
	moves := f.Record.Moves()
	r, err := f.replay(-1, func(r *Replay) error {
		if len(r.Plies) == 0 {
			check.Checked++
			drawn := pr.Outcome(r.State, engine.Observer, "", engine.PublicEvents(r.Setup))
			return f.sameOutcome(setup, drawn, f.setupLine(), "the deal")
		}
		ply := r.Plies[len(r.Plies)-1]
		check.Checked++
		drawn := pr.Outcome(r.State, ply.Seat, engine.PublicText(f.Game, ply.Move), engine.PublicEvents(ply.Events))
		line := 0
		if ply.N <= len(moves) {
			line = moves[ply.N-1].Pos.Line
		}
		return f.sameOutcome(ply.Outcome, drawn, line, fmt.Sprintf("decision %d", ply.N))
	})
	return r, check, err
}

// sameOutcome compares an outcome the file records (sealed texts'
// commitments, "#…", set apart) with the one the seed drew.
func (f *File) sameOutcome(recorded, drawn []string, line int, what string) error {
	public := slices.DeleteFunc(slices.Clone(recorded), func(tok string) bool { return strings.HasPrefix(tok, "#") })
	if slices.Equal(public, drawn) {
		return nil
	}
	where := f.Path
	if line > 0 {
		where = fmt.Sprintf("%s:%d", f.Path, line)
	}
	return fmt.Errorf("%w: %s: %s: the file says {%s}, the seed draws {%s}: the host wrote a false outcome, or the seed "+
		"(or the players' entropy) is not the one that dealt this game", ErrCorrupt, where, what,
		notation.JoinAnnotation(public, ""), notation.JoinAnnotation(drawn, ""))
}

// setupLine returns the line number of the record's setup line, 0 if
// unknown.
func (f *File) setupLine() int {
	if i := f.setupIndex(); i >= 0 {
		return f.Record.Entries[i].Pos.Line
	}
	return 0
}

// verified says what verify found of the players' seeds: who gave one,
// and whether they were given after the host's commitment (await_seeds),
// so that the host could not fish for a seed, or at creation, when it
// could.
func (e *Entropy) verified() string {
	when := "given at creation (the host could still draw its own seed again)"
	if e.Await {
		when = "given after the host's commitment"
	}
	return fmt.Sprintf("the seed is derived from the host's and the players' (%s), %s", AndList(e.Given()), when)
}
