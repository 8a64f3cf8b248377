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
	// One array for the words of every player's tally.
	words := make([]string, 0, len(ts)*(tallyWords+len(st.d.Portraits)))
	var buf, buf2 [maxPlayers]int
	tied := buf[:0]
	for s, t := range ts {
		r.Scores[s] = t.Total
		r.Detail[s], words = st.tallyMessage(words, engine.Seat(s), t)
		switch {
		case len(tied) == 0 || t.Total > ts[tied[0]].Total:
			tied = append(tied[:0], s)
		case t.Total == ts[tied[0]].Total:
			tied = append(tied, s)
		}
	}
	if len(tied) > 1 {
		var floors [maxPlayers]int
		args := make([]string, 0, 2*len(tied))
		for _, s := range tied {
			floors[s] = ts[s].Floors
			args = append(args, st.names[s], strconv.Itoa(ts[s].Floors))
		}
		key := "result.tie"
		if tied = fewest(buf2[:0], floors[:len(ts)], tied); len(tied) > 1 {
			key = "result.tie-shared"
		}
		r.TieBreak = engine.Msg(key, args...)
	}
	r.Winners = make([]engine.Seat, len(tied))
	for i, s := range tied {
		r.Winners[i] = engine.Seat(s)
	}
	return r, true
}

// The arguments of result.tally before the heads of each portrait: the
// name, the total, the tiles' points, the sets' points, the ambassador
// cards joined by "+", then the messenger tokens and penalty, both empty
// without the messengers.
const tallyWords = 7

// tallyMessage explains one player's score as the message result.tally
// (wordTally words it), its words carved from words, which it returns
// with them appended.
func (st *state) tallyMessage(words []string, s engine.Seat, t tally) (engine.Message, []string) {
	start := len(words)
	words = append(words, st.names[s], strconv.Itoa(t.Total), strconv.Itoa(t.Tiles), strconv.Itoa(t.Sets),
		strings.Join(t.Cards, "+"), "", "")
	if st.message {
		words[start+5], words[start+6] = strconv.Itoa(t.Tokens), strconv.Itoa(-t.Penalty)
	}
	for _, h := range t.Heads {
		words = append(words, strconv.Itoa(h))
	}
	return engine.Msg("result.tally", words[start:len(words):len(words)]...), words
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
