package pbem

import (
	"github.com/pbem-games/pbem/engine"
)

// LogIn is Log with every event worded in language l (English when
// empty). The record lines are notation and stay as they are.
func (r *Replay) LogIn(s engine.Seat, l Lang) (*LogResult, error) {
	l, err := ParseLang(string(l))
	if err != nil {
		return nil, err
	}
	return r.LocalLog(s, l), nil
}

// SinceIn is Since with the events in language l (a language already
// checked): what seat s may see from its last decision on (that decision
// included), or from the start when it has made none, one entry per
// decision, each with its events.
func (r *Replay) SinceIn(s engine.Seat, l Lang) []SinceEntry {
	from := 0 // the seat's last decision: only the plies from it are worded
	for _, p := range r.Plies {
		if p.Seat == s {
			from = p.N
		}
	}
	plies := r.LocalPlies(s, l, from)
	var entries []SinceEntry
	var after []int // the decision each entry ends with, for the says (meta_seat_since.go)
	for _, p := range plies {
		e := SinceEntry{}
		if p.N > 0 {
			e.Line = p.Line()
		}
		for _, ev := range p.Told {
			e.Events = append(e.Events, ev.Text)
		}
		if e.Line != "" || len(e.Events) > 0 {
			entries, after = append(entries, e), append(after, p.N)
		}
	}
	return r.withSays(entries, after, from)
}
