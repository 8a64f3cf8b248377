package princes

import "github.com/pbem-games/pbem/engine"

// scorePrestigeCards reveals every prestige card held and scores it for
// its holder (rule text, "Fin du jeu" and "Les 14 cartes de renommée").
func (st *state) scorePrestigeCards(evs *engine.Events) {
	if st.pub != nil && !st.pub.reveal(st) {
		return // ApplyPublic refuses the decision: its outcome must reveal them
	}
	points := make([]int, len(st.players))
	for s, p := range st.players {
		for _, c := range p.prestigeCards {
			n := st.prestigeCardPoints(engine.Seat(s), c)
			points[s] += n
			if evs != nil {
				st.tell(evs, "event.prestige-card", st.names[s], prestigeID(c), itoa(n))
			}
		}
	}
	for s, n := range points {
		st.players[s].prestige += n
	}
}

// prestigeCardPoints is what prestige card c scores for seat s: its
// points when s has the most (or fewest) of its term alone, or every
// count it asks for; its tied points when s shares the most (or fewest);
// nothing else. Nobody has the most of something they have none of.
func (st *state) prestigeCardPoints(s engine.Seat, c int8) int {
	card := data().PrestigeCards.Cards[c]
	p := &st.players[s]
	switch {
	case card.Most != "":
		mine, top := p.term(card.Most), st.othersBest(s, card.Most, higher)
		return ranked(mine > 0 && mine > top, mine > 0 && mine == top, card)
	case card.Fewest != "":
		mine, low := p.term(card.Fewest), st.othersBest(s, card.Fewest, lower)
		return ranked(mine < low, mine == low, card)
	}
	for t, n := range card.AtLeast {
		if p.term(t) < n {
			return 0
		}
	}
	return card.Points
}

// ranked is the points of a most or fewest card: alone, tied or neither.
func ranked(alone, tied bool, card prestigeRow) int {
	switch {
	case alone:
		return card.Points
	case tied:
		return card.Tied
	}
	return 0
}

func higher(x, y int) int { return max(x, y) }
func lower(x, y int) int  { return min(x, y) }

// othersBest is the best count of term among the players other than s,
// best being max or min.
func (st *state) othersBest(s engine.Seat, term string, best func(x, y int) int) int {
	first, v := true, 0
	for o := range st.players {
		if engine.Seat(o) == s {
			continue
		}
		n := st.players[o].term(term)
		if first {
			v, first = n, false
		} else {
			v = best(v, n)
		}
	}
	return v
}

// result is the final result: the most prestige wins; a tie goes to the
// richest of the tied (rule text, "Fin du jeu"), then to the one with the
// lowest-numbered profession card face up on their table (the WBC
// tournament's rule, notes [M]); players still tied share the victory.
func (st *state) result() engine.Result {
	n := len(st.players)
	r := engine.Result{Scores: make([]int, n), Detail: make([]engine.Message, n)}
	words := make([]string, 0, 3*n) // every tally's words in one allocation, each without room past its end
	for s, p := range st.players {
		r.Scores[s] = p.prestige
		at := len(words)
		words = append(words, st.names[s], itoa(p.prestige), itoa(p.florins))
		r.Detail[s] = engine.Msg("result.tally", words[at:len(words):len(words)]...)
	}
	tied := leaders(r.Scores, seats(n))
	if len(tied) > 1 {
		tied, r.TieBreak = st.breakTie(tied)
	}
	if len(tied) > 0 {
		r.Winners = make([]engine.Seat, 0, len(tied))
	}
	for _, s := range tied {
		r.Winners = append(r.Winners, engine.Seat(s))
	}
	return r
}

// breakTie breaks a tie on prestige between the seats tied: by Florins,
// then by the lowest profession on display. It returns the seats still
// tied and the message saying how.
func (st *state) breakTie(tied []int) ([]int, engine.Message) {
	florins, low := make([]int, len(st.players)), make([]int, len(st.players))
	for _, s := range tied {
		florins[s], low[s] = st.players[s].florins, -int(st.lowestOnDisplay(s))
	}
	richest := leaders(florins, tied)
	if len(richest) == 1 {
		return richest, st.tieMessage("result.tie", tied, func(s int) string { return itoa(florins[s]) })
	}
	key := "result.tie-card"
	if tied = leaders(low, richest); len(tied) > 1 {
		key = "result.tie-shared"
	}
	return tied, st.tieMessage(key, richest, st.displayID)
}

// tieMessage lists the seats of a tie-break two by two: a name and what
// broke the tie.
func (st *state) tieMessage(key string, seats []int, what func(s int) string) engine.Message {
	args := make([]string, 0, 2*len(seats))
	for _, s := range seats {
		args = append(args, st.names[s], what(s))
	}
	return engine.Msg(key, args...)
}

// lowestOnDisplay is the lowest profession card face up beside seat s's
// principality, or the number of professions (above every card) when s
// has none.
func (st *state) lowestOnDisplay(s int) int8 {
	low := int8(wantProfessions)
	for _, c := range st.players[s].table {
		if c != recruitCard {
			low = min(low, c)
		}
	}
	return low
}

// displayID names seat s's lowest profession on display, "-" for none.
func (st *state) displayID(s int) string {
	if c := st.lowestOnDisplay(s); c < wantProfessions {
		return professionID(c)
	}
	return "-"
}

// seats lists the seats 0 to n-1.
func seats(n int) []int {
	out := make([]int, n)
	for i := range out {
		out[i] = i
	}
	return out
}

// leaders are the seats among of with the highest value.
func leaders(value []int, of []int) []int {
	var out []int
	for _, s := range of {
		switch {
		case len(out) == 0 || value[s] > value[out[0]]:
			out = []int{s}
		case value[s] == value[out[0]]:
			out = append(out, s)
		}
	}
	return out
}
