package pbem

import (
	"errors"
	"fmt"
)

// This file holds where a valid game stands, as check and new report it.

// Status tells where a valid game stands: what Check reports for each
// file and `new --json` for the game it created. The JSON form leaves out
// the path: the output that holds a Status names the file.
type Status struct {
	Path      string `json:"-"`
	Game      string `json:"game"`
	ID        string `json:"id"`
	Mode      string `json:"mode"`
	Decisions int    `json:"decisions"`
	// NextPly is the number the next decision will get (what move --ply
	// expects).
	NextPly int      `json:"next_ply"`
	ToAct   []string `json:"to_act"`
	Over    bool     `json:"over"`
	// Data names the data file the game is played on; absent for the
	// game's embedded data.
	Data *DataRef `json:"data,omitempty"`
	// Seeds, for a game not dealt yet, tells whose seeds it awaits
	// (seed_entropy.go); ToAct then names them.
	Seeds *Entropy `json:"seeds,omitempty"`
}

// Check replays every decision of the loaded game f and tells where it
// stands. A decision that does not replay gives a *MoveError.
func (f *File) Check() (*Status, error) {
	r, err := f.Replay(-1)
	if errors.Is(err, ErrWaitingSeeds) {
		return f.seedsStatus() // valid, and not dealt yet: seed_entropy.go
	}
	if err != nil {
		return nil, err
	}
	return r.Status(), nil
}

// Status tells where the replayed game stands.
func (r *Replay) Status() *Status {
	h := r.File.Header
	return &Status{Path: r.File.Path, Game: h.Game, ID: h.ID, Mode: h.Mode,
		Decisions: len(r.Plies), NextPly: r.NextPly(), ToAct: r.ToAct(), Over: r.Over(), Data: h.Data}
}

// String summarises the status for people, as check prints it.
func (s *Status) String() string {
	status := AndList(s.ToAct) + " to act"
	if s.Seeds != nil {
		status = "waiting for the players' seeds (" + s.Seeds.String() + "): " + status
	}
	if s.Over {
		status = "game over"
	}
	return fmt.Sprintf("%s: ok (%s %s%s, %s, %s)", s.Path, s.Game, s.ID, onData(s.Data), Plural(s.Decisions, "decision"), status)
}

// onData says which data file a game is played on (", on data file
// board.toml (sha256 3f2a…)"), or nothing for the game's embedded data.
func onData(d *DataRef) string {
	if d == nil {
		return ""
	}
	return ", on data file " + d.String()
}
