package patrician

import (
	"strconv"
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
	r := engine.Result{Scores: make([]int, len(ts)), Detail: make([]engine.Message, len(ts))}
	var tied []int
	for s, t := range ts {
		r.Scores[s] = t.Total
		r.Detail[s] = st.tallyMessage(engine.Seat(s), t)
		switch {
		case len(tied) == 0 || t.Total > ts[tied[0]].Total:
			tied = []int{s}
		case t.Total == ts[tied[0]].Total:
			tied = append(tied, s)
		}
	}
	if len(tied) > 1 {
		floors := make([]int, len(ts))
		args := make([]string, 0, 2*len(tied))
		for _, s := range tied {
			floors[s] = ts[s].Floors
			args = append(args, st.names[s], strconv.Itoa(ts[s].Floors))
		}
		key := "result.tie"
		if tied = fewest(floors, tied); len(tied) > 1 {
			key = "result.tie-shared"
		}
		r.TieBreak = engine.Msg(key, args...)
	}
	for _, s := range tied {
		r.Winners = append(r.Winners, engine.Seat(s))
	}
	return r, true
}

// The arguments of result.tally before the heads of each portrait: the
// name, the total, the tiles' points, the sets' points, the ambassador
// cards joined by "+", then the messenger tokens and penalty, both empty
// without the messengers.
const tallyWords = 7

// tallyMessage explains one player's score as the message result.tally
// (wordTally words it).
func (st *state) tallyMessage(s engine.Seat, t tally) engine.Message {
	args := make([]string, tallyWords, tallyWords+len(t.Heads))
	args[0], args[1], args[2], args[3] = st.names[s], strconv.Itoa(t.Total), strconv.Itoa(t.Tiles), strconv.Itoa(t.Sets)
	args[4] = strings.Join(t.Cards, "+")
	if st.message {
		args[5], args[6] = strconv.Itoa(t.Tokens), strconv.Itoa(-t.Penalty)
	}
	for _, h := range t.Heads {
		args = append(args, strconv.Itoa(h))
	}
	return engine.Msg("result.tally", args...)
}

// wordTally words result.tally from its arguments (tallyMessage):
// "Ann: 51 = tiles 33 + portraits 18 (p1 4, p2 3, p3 2 heads)".
func wordTally(c *engine.Catalog, args []string) string {
	portraits := data().Portraits
	if len(args) != tallyWords+len(portraits) {
		return c.Text("result.tally", args...)
	}
	heads := make([]string, len(portraits))
	for i, p := range portraits {
		heads[i] = p.Code + " " + args[tallyWords+i]
	}
	parts := c.Text("result.heads", strings.Join(heads, ", "))
	if args[4] != "" {
		parts += ", " + c.Text("result.ambassadors", args[4])
	}
	line := c.Text("result.tally", args[0], args[1], args[2], args[3], parts)
	if args[5] != "" {
		line = c.Text("result.messengers", line, args[5])
		if args[6] != "0" {
			line = c.Text("result.penalty", line, args[6])
		}
	}
	return line
}
