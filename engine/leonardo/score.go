package leonardo

import (
	"github.com/pbem-games/pbem/engine"
)

// fortune is a side's fortune by part (notes: cash, the printed prices of
// its palace and bridge cards, the printed values of its art works, the
// prices of its administrations; the rule text's "sum of the values on
// the cards" with cash included is the notes' reading).
type fortune struct{ cash, cards, art, admins int }

func (f fortune) total() int { return f.cash + f.cards + f.art + f.admins }

// fortuneOf is side i's fortune.
func (st *state) fortuneOf(i int8) fortune {
	f := fortune{cash: st.sides[i].cash}
	for no := 1; no <= spaceCount; no++ {
		if st.owner[no] != i {
			continue
		}
		f.cards += st.d.space(no).Price
		for _, c := range st.art[no] {
			f.art += st.d.Art.Cards[c].Value
		}
	}
	for _, a := range st.sides[i].admins {
		f.admins += st.d.Administrations.Cards[a].Price
	}
	return f
}

// endGame ends the game: every party and every art work's value is
// shown, then each side's fortune.
func (st *state) endGame(evs *engine.Events) {
	st.phase, st.toAct = phaseOver, st.toAct[:0]
	for s, p := range st.party {
		if p != noParty {
			st.revealed[s] = true
			st.tell2(evs, "event.party", st.names[s], partyIDs[p])
		}
	}
	for no := 1; no <= spaceCount && evs != nil; no++ { // nothing to word in a quiet apply
		for _, c := range st.art[no] {
			st.tell3(evs, "event.art-shown", itoa(no), st.d.Art.Cards[c].Name, itoa(st.d.Art.Cards[c].Value))
		}
	}
	order, count := st.sidesFrom(0)
	for _, i := range order[:count] {
		f := st.fortuneOf(i)
		st.tell(evs, "event.fortune", st.sideName(i), itoa(f.total()), itoa(f.cash), itoa(f.cards), itoa(f.art), itoa(f.admins))
	}
}

// result: the last side left wins; otherwise the greatest fortune, a tie
// broken by cash, then shared (RULING). A seat scores its side's fortune,
// a bankrupt one 0.
func (st *state) result() engine.Result {
	n := len(st.names)
	r := engine.Result{Scores: make([]int, n), Detail: make([]engine.Message, n)}
	for s := range n {
		i := st.sideOf[s]
		if st.sides[i].out {
			r.Detail[s] = engine.Msg("result.bankrupt", st.names[s])
			continue
		}
		f := st.fortuneOf(i)
		r.Scores[s] = f.total()
		r.Detail[s] = engine.Msg("result.fortune", st.names[s], itoa(f.total()), itoa(f.cash), itoa(f.cards), itoa(f.art), itoa(f.admins))
	}
	order, count := st.sidesFrom(0)
	best := st.richest(func(i int8) int { return st.fortuneOf(i).total() }, order[:count])
	if len(best) > 1 {
		cash := func(i int8) int { return st.sides[i].cash }
		key := "result.tie"
		tied := best
		if best = st.richest(cash, tied); len(best) > 1 {
			key = "result.tie-shared"
		}
		var args []string
		for _, i := range tied {
			args = append(args, st.sideName(i), itoa(cash(i)))
		}
		r.TieBreak = engine.Msg(key, args...)
	}
	for s := range n {
		for _, i := range best {
			if st.sideOf[s] == i {
				r.Winners = append(r.Winners, engine.Seat(s))
			}
		}
	}
	return r
}

// richest lists the sides among those given with the most of value.
func (st *state) richest(value func(int8) int, sides []int8) []int8 {
	var out []int8
	top := 0
	for _, i := range sides {
		switch v := value(i); {
		case len(out) == 0 || v > top:
			out, top = []int8{i}, v
		case v == top:
			out = append(out, i)
		}
	}
	return out
}
