package leonardo

import (
	"math/bits"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// artRoom finds the current side's streets that can take another art
// work (bridges hold none: [R]) with the room left on each.
func (st *state) artRoom() artEnum {
	var a artEnum
	// the side's streets (owned is owner by side), ascending
	for streets := st.d.streets & st.owned[st.current]; streets != 0; streets &= streets - 1 {
		sp := bits.TrailingZeros64(streets)
		if r := st.d.Rules.ArtPerPalace - len(st.art[sp]); r > 0 {
			a.spaces[a.n], a.room[a.n] = int8(sp), r
			a.n++
		}
	}
	return a
}

// artMax is how many art works the current side may buy now, with the
// room on its streets a.
func (st *state) artMax(a *artEnum) int {
	if st.turn.artDone {
		return 0
	}
	total := 0
	for _, r := range a.room[:a.n] {
		total += r
	}
	return min(st.d.Rules.ArtPerTurn, st.sides[st.current].cash/st.d.Rules.ArtPrice, len(st.artDeck), total)
}

// legalArt lists the moves of the turn's start: drawing (roll), then
// every distinct purchase (artMoves).
func (st *state) legalArt() []engine.Move {
	arts := st.artMoves(st.scratchArt[:0])
	st.scratchArt = arts[:0]
	out := make([]engine.Move, 1+len(arts))
	out[0] = RollMove{}
	for k, m := range arts {
		out[1+k] = boxArt(m) // most purchases boxed once, not at each listing
	}
	return out
}

// artMoves appends to dst every distinct purchase: how many works, and on
// which palaces as a multiset (spaces ascending), fewer works first.
func (st *state) artMoves(dst []ArtMove) []ArtMove {
	a := st.artRoom()
	a.out = dst
	for n, most := 1, st.artMax(&a); n <= most; n++ {
		a.rec(ArtMove{N: int8(n)}, 0, 0)
	}
	return a.out
}

// artEnum enumerates purchases: the palaces with room (at most the 32
// spaces), the room left on each, and the moves found.
type artEnum struct {
	spaces [spaceCount]int8
	room   [spaceCount]int
	n      int
	out    []ArtMove
}

// rec completes m from its k-th work on, each on a palace from the
// from-th on (a multiset: spaces ascending).
func (a *artEnum) rec(m ArtMove, k, from int) {
	if k == int(m.N) {
		a.out = append(a.out, m)
		return
	}
	for i := from; i < a.n; i++ {
		if a.room[i] == 0 {
			continue
		}
		a.room[i]--
		m.On[k] = a.spaces[i]
		a.rec(m, k+1, i)
		a.room[i]++
	}
}

// buyArt buys m.N art works at the art price each, draws them one by one
// from the art deck and lays the i-th on palace m.On[i]. The values are
// told to the side's members only; the count on each palace is public.
func (st *state) buyArt(m ArtMove, evs *engine.Events) error {
	if err := st.checkArt(m); err != nil {
		return err
	}
	sd := &st.sides[st.current]
	sd.cash -= int(m.N) * st.d.Rules.ArtPrice
	st.turn.artDone = true
	where := make([]string, 0, 4) // on the stack: Join keeps none of it
	for _, sp := range m.On[:m.N] {
		card := st.artDeck[0]
		st.artDeck = st.artDeck[1:]
		st.art[sp] = append(st.art[sp], card)
		where = append(where, itoa(int(sp)))
		if evs != nil { // worded only when told (not in a quiet apply)
			a := st.d.Art.Cards[card]
			st.tellTo(evs, sd.members, "event.art-drawn", st.sideName(st.current), itoa(int(sp)), a.Name, itoa(a.Value))
		}
	}
	if evs != nil { // the spaces joined only when told (not in a quiet apply)
		st.tell(evs, "event.art-bought", st.sideName(st.current), itoa(int(m.N)),
			itoa(int(m.N)*st.d.Rules.ArtPrice), strings.Join(where, " "))
	}
	return nil
}

// checkArt refuses a purchase the rules do not allow, naming the fault.
func (st *state) checkArt(m ArtMove) error {
	r := st.d.Rules
	if st.turn.artDone {
		return illegal("art works are bought once a turn, and you have bought yours")
	}
	if m.N < 1 || int(m.N) > r.ArtPerTurn {
		return engine.IllegalAt([]string{itoa(int(m.N))}, "buy 1 to %d art works a turn", r.ArtPerTurn)
	}
	if cost := int(m.N) * r.ArtPrice; cost > st.sides[st.current].cash {
		return engine.IllegalAt([]string{itoa(int(m.N))}, "%d art works cost %d Florins and you have %d", m.N, cost, st.sides[st.current].cash)
	}
	if int(m.N) > len(st.artDeck) {
		return engine.IllegalAt([]string{itoa(int(m.N))}, "only %d art works are left", len(st.artDeck))
	}
	var laid [spaceCount + 1]int // works laid per palace by this move: an array, not a map
	for i, sp := range m.On {
		if i >= int(m.N) {
			if sp != 0 {
				return illegal("name one palace for each art work")
			}
			continue
		}
		word := []string{itoa(int(sp))}
		if sp < 1 || sp > spaceCount || st.owner[sp] != st.current || st.d.space(int(sp)).Kind != kindStreet {
			return engine.IllegalAt(word, "art works go on your own palaces (streets), and %d is not one", sp)
		}
		laid[sp]++
		if len(st.art[sp])+laid[sp] > r.ArtPerPalace {
			return engine.IllegalAt(word, "a palace holds at most %d art works, and %d has %d", r.ArtPerPalace, sp, len(st.art[sp]))
		}
	}
	return nil
}
