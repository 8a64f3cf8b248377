package patrician

import (
	"fmt"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// Result returns the scores and the winners once every hand is empty. A
// tie goes to the tied player with the fewest floors on the board; players
// still tied share the victory.
func (st *state) Result() (engine.Result, bool) {
	if st.phase != phaseOver {
		return engine.Result{}, false
	}
	ts := st.tallies()
	r := engine.Result{Scores: make([]int, len(ts))}
	var tied []int
	for s, t := range ts {
		r.Scores[s] = t.Total
		r.Detail = append(r.Detail, st.tallyLine(engine.Seat(s), t))
		switch {
		case len(tied) == 0 || t.Total > ts[tied[0]].Total:
			tied = []int{s}
		case t.Total == ts[tied[0]].Total:
			tied = append(tied, s)
		}
	}
	if len(tied) > 1 {
		floors := make([]int, len(ts))
		parts := make([]string, len(tied))
		for i, s := range tied {
			floors[s] = ts[s].Floors
			parts[i] = fmt.Sprintf("%s %d", st.names[s], ts[s].Floors)
		}
		line := "tie on points, broken by the fewest floors on the board: " + strings.Join(parts, ", ")
		if tied = fewest(floors, tied); len(tied) > 1 {
			line += "; still tied, they share the victory"
		}
		r.Detail = append(r.Detail, line)
	}
	for _, s := range tied {
		r.Winners = append(r.Winners, engine.Seat(s))
	}
	return r, true
}

// tallyLine explains one player's score:
// "Ann: 51 = tiles 33 + portraits 18 (p1 4, p2 3, p3 2 heads)".
func (st *state) tallyLine(s engine.Seat, t tally) string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %d = tiles %d + portraits %d (", st.names[s], t.Total, t.Tiles, t.Sets)
	for i, p := range data().Portraits {
		if i > 0 {
			b.WriteString(", ")
		}
		fmt.Fprintf(&b, "%s %d", p.Code, t.Heads[i])
	}
	b.WriteString(" heads")
	if len(t.Cards) > 0 {
		fmt.Fprintf(&b, ", ambassadors %s", strings.Join(t.Cards, "+"))
	}
	b.WriteString(")")
	if st.message {
		fmt.Fprintf(&b, " + messengers %d", t.Tokens)
		if t.Penalty != 0 {
			fmt.Fprintf(&b, " - %d", -t.Penalty)
		}
	}
	return b.String()
}
