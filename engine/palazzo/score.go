package palazzo

import (
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// finish ends the game: no decision is awaited any more.
func (st *state) finish() {
	st.phase = phaseOver
	st.revealed = CardSet{}
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
func (st *state) Result() (engine.Result, bool) {
	if st.phase != phaseOver {
		return engine.Result{}, false
	}
	n := len(st.players)
	r := engine.Result{Scores: make([]int, n), Detail: make([]engine.Message, n)}
	// Every player's detail is carved from one list of words: a random
	// game asks for its result once, and a list per player was a tenth of
	// its allocations.
	words := 0
	for _, p := range st.players {
		words += 2 + palaceWords*len(p.palaces)
	}
	args := make([]string, 0, words)
	best := -1 << 30
	for s := range st.players {
		r.Scores[s], r.Detail[s], args = st.scoreDetailIn(engine.Seat(s), args)
		best = max(best, r.Scores[s])
	}
	var tied []engine.Seat
	for s, sc := range r.Scores {
		if sc == best {
			tied = append(tied, engine.Seat(s))
		}
	}
	r.Winners = tied
	if len(tied) > 1 {
		r.Winners, r.TieBreak = st.breakTie(tied)
	}
	return r, true
}

// breakTie keeps the tied players with the most money, as one payment,
// and says so: the message's arguments are each tied player's name and
// money (wordTie).
func (st *state) breakTie(tied []engine.Seat) ([]engine.Seat, engine.Message) {
	money := make([]int, len(tied))
	most := -1
	args := make([]string, 0, 2*len(tied))
	for i, s := range tied {
		hand := st.players[s].hand.tally() // MaxPayment of its cards, without listing them
		money[i] = hand.maxPayment()
		most = max(most, money[i])
		args = append(args, st.names[s], strconv.Itoa(money[i]))
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
	return winners, engine.Msg(key, args...)
}

// scoreDetailIn explains one player's score palace by palace, and
// returns the score: the message's arguments are the name, the total,
// then for each palace its label, floors, windows, material ("mixed" when
// several) and score (wordPlayer). They are appended to room, returned
// grown; each palace is scored once.
func (st *state) scoreDetailIn(s engine.Seat, room []string) (int, engine.Message, []string) {
	p := st.players[s]
	if len(p.palaces) == 0 {
		return 0, engine.Msg("result.no-palace", st.names[s]), room
	}
	start := len(room)
	room = append(room, st.names[s], "") // the total, once known
	total := 0
	for i, pal := range p.palaces {
		mat := "mixed"
		if pal.oneMaterial() {
			mat = pal[0].Mat.String()
		}
		score := palaceScore(pal)
		total += score
		room = append(room, Label(i), strconv.Itoa(len(pal)), strconv.Itoa(pal.windows()), mat, strconv.Itoa(score))
	}
	room[start+1] = strconv.Itoa(total)
	return total, engine.Msg("result.player", room[start:len(room):len(room)]...), room
}

// palaceWords is the number of arguments of result.player a palace takes.
const palaceWords = 5

// wordPlayer words result.player from its arguments (scoreDetail):
// "Ann: 12 (A 4 floors, 5 windows, mixed = 8; B …)".
func wordPlayer(c *engine.Catalog, args []string) string {
	if len(args) < 2 || (len(args)-2)%palaceWords != 0 {
		return c.Text("result.player", args...)
	}
	var parts []string
	for a := args[2:]; len(a) > 0; a = a[palaceWords:] {
		floors, _ := strconv.Atoi(a[1])
		windows, _ := strconv.Atoi(a[2])
		mat := c.Text("result.mixed")
		if a[3] != "mixed" {
			mat = c.Text("result.all", c.Text("material."+a[3]))
		}
		what := c.Text("result.palace-detail", c.Count("result.floors", floors), c.Count("result.windows", windows), mat)
		parts = append(parts, c.Text("result.palace", a[0], what, a[4]))
	}
	return c.Text("result.player", args[0], args[1], strings.Join(parts, "; "))
}
