package report

import (
	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// Since returns what seat s may see from its last decision on (that
// decision and what it caused included), or from the start when it has
// made none: what a turn mail tells. Only tests use it: the mails call
// sinceIn. Decisions are given as their record
// lines, each followed by the texts of its events, in English (sinceIn
// words them in another language).
func since(r *pbem.Replay, s engine.Seat) []string {
	var lines []string
	for _, e := range r.SinceIn(s, pbem.English) {
		if e.Line != "" {
			lines = append(lines, e.Line)
		}
		lines = append(lines, e.Events...)
	}
	return lines
}
