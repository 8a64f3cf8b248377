package princes

import (
	"fmt"
	"slices"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// recruitOrder is "recruit PROFESSION […]": as soon as one of the
// professions listed lies face up beside another principality and the
// player may recruit it (holding a recruiting card, at their action or
// just after buying one), recruit the first listed that may be. The rule
// text lets a player recruit "quand il le souhaitera durant la phase
// d'action": the order gives mail play that freedom at the player's own
// decisions, in turn order. While none may be recruited, it waits.
type recruitOrder struct {
	Cards []int8 // professions, by preference
}

// parseRecruitOrder reads "recruit PROFESSION […]", whose first word
// ws[0] is "recruit".
func parseRecruitOrder(text string, ws []notation.Word) (engine.OrderRule, error) {
	if len(ws) == 1 {
		return nil, &notation.Error{Pos: notation.EndPos(text), Msg: "the order stops short",
			Expected: []string{"a profession, like philosopher"}}
	}
	o := recruitOrder{}
	for _, w := range ws[1:] {
		i := slices.Index(words().profession, w.Text)
		if i < 0 {
			return nil, &notation.Error{Pos: w.Pos, Msg: fmt.Sprintf("%s is not a profession", notation.Quote(w.Raw)),
				Expected: []string{"a profession, like philosopher"}}
		}
		if !slices.Contains(o.Cards, int8(i)) {
			o.Cards = append(o.Cards, int8(i))
		}
	}
	return o, nil
}

// Text is the canonical form: "recruit philosopher poet".
func (o recruitOrder) Text() string {
	ids := make([]string, len(o.Cards))
	for i, c := range o.Cards {
		ids[i] = professionID(c)
	}
	return "recruit " + strings.Join(ids, " ")
}

// Applies reports whether s may recruit one of the professions now.
func (o recruitOrder) Applies(st engine.State, s engine.Seat) bool {
	m, _ := o.Choose(st, s)
	return m != nil
}

// Choose recruits the first profession listed that s may recruit now.
func (o recruitOrder) Choose(st engine.State, s engine.Seat) (engine.Move, string) {
	p, ok := st.(*state)
	if !ok || (p.phase != phaseAction && p.phase != phaseRecruitNow) || p.actor != s {
		return nil, "you may not recruit now"
	}
	legal := st.Legal(s)
	for _, c := range o.Cards {
		for _, m := range legal {
			if r, ok := m.(RecruitMove); ok && r.Card == c {
				return m, ""
			}
		}
	}
	return nil, "none of the professions listed may be recruited now"
}
