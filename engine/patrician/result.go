package patrician

import (
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// Result returns the scores and the winners once every hand is empty. A
// tie goes to the tied player with the fewest floors on the board; players
// still tied share the victory.
func (st *state) Result() (engine.Result, bool) { return st.result(english()) }

// result is Result with its detail worded from the catalogue c.
func (st *state) result(c *engine.Catalog) (engine.Result, bool) {
	if st.phase != phaseOver {
		return engine.Result{}, false
	}
	ts := st.tallies()
	r := engine.Result{Scores: make([]int, len(ts))}
	var tied []int
	for s, t := range ts {
		r.Scores[s] = t.Total
		r.Detail = append(r.Detail, st.tallyLine(c, engine.Seat(s), t))
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
			parts[i] = c.Text("result.tie-part", st.names[s], strconv.Itoa(ts[s].Floors))
		}
		key := "result.tie"
		if tied = fewest(floors, tied); len(tied) > 1 {
			key = "result.tie-shared"
		}
		r.Detail = append(r.Detail, c.Text(key, strings.Join(parts, ", ")))
	}
	for _, s := range tied {
		r.Winners = append(r.Winners, engine.Seat(s))
	}
	return r, true
}

// tallyLine explains one player's score:
// "Ann: 51 = tiles 33 + portraits 18 (p1 4, p2 3, p3 2 heads)".
func (st *state) tallyLine(c *engine.Catalog, s engine.Seat, t tally) string {
	heads := make([]string, len(data().Portraits))
	for i, p := range data().Portraits {
		heads[i] = p.Code + " " + strconv.Itoa(t.Heads[i])
	}
	parts := c.Text("result.heads", strings.Join(heads, ", "))
	if len(t.Cards) > 0 {
		parts += ", " + c.Text("result.ambassadors", strings.Join(t.Cards, "+"))
	}
	line := c.Text("result.tally", st.names[s], strconv.Itoa(t.Total), strconv.Itoa(t.Tiles), strconv.Itoa(t.Sets), parts)
	if st.message {
		line = c.Text("result.messengers", line, strconv.Itoa(t.Tokens))
		if t.Penalty != 0 {
			line = c.Text("result.penalty", line, strconv.Itoa(-t.Penalty))
		}
	}
	return line
}
