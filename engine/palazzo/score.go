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
	// The result's lists come from one resultRoom, and every player's
	// detail is carved from one list of words: a random game asks for its
	// result once, and a list each was a sixth of its allocations.
	room := new(resultRoom)
	r := engine.Result{Scores: room.scores[:n:n], Detail: room.detail[:n:n]}
	words := 2 * n // a tie break's words, after the details'
	for _, p := range st.players {
		words += 2 + palaceWords*len(p.palaces)
	}
	args := make([]string, 0, words)
	best := -1 << 30
	for s := range st.players {
		r.Scores[s], r.Detail[s], args = st.scoreDetailIn(engine.Seat(s), args)
		best = max(best, r.Scores[s])
	}
	tied := room.tied[:0]
	for s, sc := range r.Scores {
		if sc == best {
			tied = append(tied, engine.Seat(s))
		}
	}
	r.Winners = tied[:len(tied):len(tied)]
	if len(tied) > 1 {
		r.Winners, r.TieBreak = st.breakTie(tied, args[len(args):cap(args)])
	}
	return r, true
}

// resultRoom is the memory of a result's lists, allocated at once.
type resultRoom struct {
	scores [maxPlayers]int
	detail [maxPlayers]engine.Message
	tied   [maxPlayers]engine.Seat
}

// breakTie keeps the tied players with the most money, as one payment,
// and says so: the message's arguments are each tied player's name and
// money (wordTie), carved from room (room for two words a player). The
// winners are kept in tied's own memory, in order.
func (st *state) breakTie(tied []engine.Seat, room []string) ([]engine.Seat, engine.Message) {
	var money [maxPlayers]int
	most := -1
	args := room[: 0 : 2*len(tied)]
	for i, s := range tied {
		if st.pub.on { // a public state has it from the last outcome
			money[i] = int(st.pub.money[s])
		} else {
			hand := st.players[s].hand.tally() // MaxPayment of its cards, without listing them
			money[i] = hand.maxPayment()
		}
		most = max(most, money[i])
		args = append(args, st.names[s], scoreText(money[i]))
	}
	winners := tied[:0] // each winner is written at or before its place in tied, once read
	for i, s := range tied {
		if money[i] == most {
			winners = append(winners, s)
		}
	}
	key := "result.tie"
	if len(winners) > 1 {
		key = "result.tie-shared"
	}
	return winners[:len(winners):len(winners)], engine.Msg(key, args...)
}

// scoreDetailIn explains one player's score palace by palace, and
// returns the score: the message's arguments are the name, the total,
// then for each palace its label, floors, windows, material ("mixed" when
// several) and score (wordPlayer). They are appended to room, returned
// grown; each palace is scored once.
func (st *state) scoreDetailIn(s engine.Seat, room []string) (int, engine.Message, []string) {
	p := st.players[s]
	start := len(room)
	if len(p.palaces) == 0 {
		room = append(room, st.names[s])
		return 0, engine.Msg("result.no-palace", room[start:len(room):len(room)]...), room
	}
	room = append(room, st.names[s], "") // the total, once known
	total := 0
	for i, pal := range p.palaces {
		mat := "mixed"
		if pal.oneMaterial() {
			mat = pal[0].Mat.String()
		}
		score := palaceScore(pal)
		total += score
		room = append(room, Label(i), scoreText(len(pal)), scoreText(pal.windows()), mat, scoreText(score))
	}
	room[start+1] = scoreText(total)
	return total, engine.Msg("result.player", room[start:len(room):len(room)]...), room
}

// negativeTexts are the texts of -1 to -99, one after another: a palace
// of one floor scores -5, and a player's total may be below 0 too.
// strconv.Itoa allocates the text of a negative number, and shares only
// those of 0 to 99.
const negativeTexts = "-1-2-3-4-5-6-7-8-9" +
	"-10-11-12-13-14-15-16-17-18-19-20-21-22-23-24-25-26-27-28-29" +
	"-30-31-32-33-34-35-36-37-38-39-40-41-42-43-44-45-46-47-48-49" +
	"-50-51-52-53-54-55-56-57-58-59-60-61-62-63-64-65-66-67-68-69" +
	"-70-71-72-73-74-75-76-77-78-79-80-81-82-83-84-85-86-87-88-89" +
	"-90-91-92-93-94-95-96-97-98-99"

// scoreText is strconv.Itoa(i), from negativeTexts for -99 to -1.
func scoreText(i int) string {
	switch {
	case i <= -10 && i >= -99:
		at := 18 + (-i-10)*3
		return negativeTexts[at : at+3]
	case i < 0 && i >= -9:
		at := (-i - 1) * 2
		return negativeTexts[at : at+2]
	}
	return strconv.Itoa(i)
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
