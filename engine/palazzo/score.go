package palazzo

import (
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// finish ends the game: no decision is awaited any more.
func (st *state) finish() {
	st.phase = phaseOver
	st.revealed = nil
	st.pending = nil
	st.lot = lot{}
}

// palaceScore scores one palace by the table in the data file: a base
// for its height, its windows from 3 floors up, and a bonus when it is
// built of a single material.
func palaceScore(p palace) int {
	if len(p) == 0 {
		return 0
	}
	row := data().Scoring[min(len(p), 5)-1]
	score := row.Base
	if row.CountWindows {
		score += p.windows()
	}
	if p.oneMaterial() {
		score += row.Bonus
	}
	return score
}

// playerScore adds up the scores of a player's palaces.
func playerScore(p player) int {
	total := 0
	for _, pal := range p.palaces {
		total += palaceScore(pal)
	}
	return total
}

// Result returns the scores and the winners once the fifth rider has
// appeared. Ties go to the largest single payment a player could make
// from the hand; players still tied share the victory.
func (st *state) Result() (engine.Result, bool) { return st.result(english()) }

// result is Result with its detail worded from the catalogue c.
func (st *state) result(c *engine.Catalog) (engine.Result, bool) {
	if st.phase != phaseOver {
		return engine.Result{}, false
	}
	n := len(st.players)
	r := engine.Result{Scores: make([]int, n)}
	best := -1 << 30
	for s, p := range st.players {
		r.Scores[s] = playerScore(p)
		best = max(best, r.Scores[s])
		r.Detail = append(r.Detail, st.scoreDetail(c, engine.Seat(s)))
	}
	var tied []engine.Seat
	for s, sc := range r.Scores {
		if sc == best {
			tied = append(tied, engine.Seat(s))
		}
	}
	r.Winners = tied
	if len(tied) > 1 {
		r.Winners, r.Detail = st.breakTie(c, tied, r.Detail)
	}
	return r, true
}

// breakTie keeps the tied players with the most money, as one payment,
// and explains it in a line worded from c.
func (st *state) breakTie(c *engine.Catalog, tied []engine.Seat, detail []string) ([]engine.Seat, []string) {
	money := make([]int, len(tied))
	most := -1
	parts := make([]string, len(tied))
	for i, s := range tied {
		money[i] = MaxPayment(st.players[s].hand.Cards())
		most = max(most, money[i])
		parts[i] = c.Text("result.tie-part", st.names[s], strconv.Itoa(money[i]))
	}
	var winners []engine.Seat
	for i, s := range tied {
		if money[i] == most {
			winners = append(winners, s)
		}
	}
	key := "result.tie"
	if len(winners) > 1 {
		key = "result.tie-shared"
	}
	return winners, append(detail, c.Text(key, strings.Join(parts, ", ")))
}

// scoreDetail explains one player's score palace by palace.
func (st *state) scoreDetail(c *engine.Catalog, s engine.Seat) string {
	p := st.players[s]
	if len(p.palaces) == 0 {
		return c.Text("result.no-palace", st.names[s])
	}
	parts := make([]string, len(p.palaces))
	for i, pal := range p.palaces {
		parts[i] = c.Text("result.palace", Label(i), describePalace(c, pal), strconv.Itoa(palaceScore(pal)))
	}
	return c.Text("result.player", st.names[s], strconv.Itoa(playerScore(p)), strings.Join(parts, "; "))
}

// describePalace says what a palace's score is made of:
// "5 floors, 11 windows, mixed".
func describePalace(c *engine.Catalog, p palace) string {
	mat := c.Text("result.mixed")
	if p.oneMaterial() {
		mat = c.Text("result.all", c.Text("material."+p[0].Mat.String()))
	}
	return c.Text("result.palace-detail", c.Count("result.floors", len(p)), c.Count("result.windows", p.windows()), mat)
}
