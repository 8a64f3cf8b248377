package pbem

import (
	"fmt"

	"github.com/pbem-games/pbem/engine"
)

// Open loads the game at path and replays its first upTo decisions (all
// when upTo < 0).
func (c Catalog) Open(path string, upTo int) (*Replay, error) {
	f, err := c.Load(path)
	if err != nil {
		return nil, err
	}
	return f.Replay(upTo)
}

// ViewResult is what one seat sees of a game after some decisions.
type ViewResult struct {
	Game      string `json:"game"`
	ID        string `json:"id"`
	Decisions int    `json:"decisions"` // decisions replayed, and shown
	// NextPly is the number the next decision will get (what move --ply
	// expects): Decisions + 1.
	NextPly int      `json:"next_ply"`
	Viewer  string   `json:"viewer"`
	ToAct   []string `json:"to_act"`
	Over    bool     `json:"over"`
	Result  []string `json:"result,omitempty"`
	// Winners names the winners once the game is over.
	Winners []string    `json:"winners,omitempty"`
	View    engine.View `json:"view"`
	Doc     engine.Doc  `json:"doc"`
}

// ViewOf returns what seat s (engine.Observer for the public board) sees.
func (r *Replay) ViewOf(s engine.Seat) *ViewResult {
	v := r.State.View(s)
	return &ViewResult{
		Game: r.File.Header.Game, ID: r.File.Header.ID, Decisions: len(r.Plies), NextPly: r.NextPly(),
		Viewer: r.File.Name(s),
		ToAct:  r.ToAct(), Over: r.Over(), Result: r.ResultLines(), Winners: r.Winners(), View: v, Doc: v.Doc(),
	}
}

// LegalResult lists the moves one player may make now.
type LegalResult struct {
	// NextPly is the number the next decision will get (what move --ply
	// expects).
	NextPly int      `json:"next_ply"`
	Player  string   `json:"player,omitempty"`
	ToAct   []string `json:"to_act"`
	Moves   []string `json:"moves"`
}

// Legal lists the legal moves of the player named as, or of the only
// player to act when as is empty (none once the game is over).
func (r *Replay) Legal(as string) (*LegalResult, error) {
	res := &LegalResult{NextPly: r.NextPly(), ToAct: r.ToAct(), Moves: []string{}}
	if as == "" && len(res.ToAct) == 0 {
		return res, nil
	}
	seat, err := r.mover(as)
	if err != nil {
		return nil, err
	}
	res.Player = r.File.Name(seat)
	res.Moves = append(res.Moves, r.LegalTexts(seat)...)
	return res, nil
}

// LogResult is a game's history as one seat may see it.
type LogResult struct {
	Game   string `json:"game"`
	ID     string `json:"id"`
	Viewer string `json:"viewer"`
	// Plies start with the setup (ply 0, no player, no move).
	Plies []Ply `json:"plies"`
}

// Log returns the history with the events seat s may see: chance outcomes
// told to everyone (tiles drawn, cards turned face up) and, for a player,
// what was told to them alone (their hand).
func (r *Replay) Log(s engine.Seat) *LogResult {
	res := &LogResult{Game: r.File.Header.Game, ID: r.File.Header.ID, Viewer: r.File.Name(s)}
	res.Plies = append(res.Plies, Ply{N: 0, Seat: engine.Observer, Events: visible(r.Setup, s)})
	for _, p := range r.Plies {
		p.Events = visible(p.Events, s)
		res.Plies = append(res.Plies, p)
	}
	return res
}

// Lines returns the log as text: each decision as its record line, each
// event indented under it.
func (l *LogResult) Lines() []string {
	var lines []string
	for _, p := range l.Plies {
		if p.N == 0 {
			if len(p.Events) > 0 {
				lines = append(lines, "0 setup")
			}
		} else {
			lines = append(lines, p.Line())
		}
		for _, e := range p.Events {
			lines = append(lines, "    "+e.Text)
		}
	}
	return lines
}

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
}

// Check replays every decision of the loaded game f and tells where it
// stands. A decision that does not replay gives a *MoveError.
func (f *File) Check() (*Status, error) {
	r, err := f.Replay(-1)
	if err != nil {
		return nil, err
	}
	return r.Status(), nil
}

// Status tells where the replayed game stands.
func (r *Replay) Status() *Status {
	h := r.File.Header
	return &Status{Path: r.File.Path, Game: h.Game, ID: h.ID, Mode: h.Mode,
		Decisions: len(r.Plies), NextPly: r.NextPly(), ToAct: r.ToAct(), Over: r.Over()}
}

// String summarises the status for people, as check prints it.
func (s *Status) String() string {
	status := andList(s.ToAct) + " to act"
	if s.Over {
		status = "game over"
	}
	return fmt.Sprintf("%s: ok (%s %s, %s, %s)", s.Path, s.Game, s.ID, count(s.Decisions, "decision"), status)
}
