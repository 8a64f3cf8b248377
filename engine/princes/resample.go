package princes

import (
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

var _ engine.Resampler = (*state)(nil)

// Resample returns a copy in which what seat s cannot see is redrawn: the
// other players' professions, bonus cards and prestige cards in hand (and
// their four dealt cards before they keep three), the cards another player
// is looking at, and the order of the three decks. Each kind of card is
// pooled and dealt back into the same places in the same numbers, so
// every count s sees stays. s's own cards never move.
//
// Two things s may know are not kept, which the views never show: a
// profession recruited in public is known to lie in its recruiter's hand,
// and the cards s put under a deck lie at its bottom in the order s chose.
//
// A public state (public.go) is redrawn for the Observer, whatever s,
// into a game's state: the same, for the same rng, as the game's state
// redrawn for the Observer (public_resample.go).
func (st *state) Resample(s engine.Seat, rng *rand.Rand) engine.State {
	c := st.Clone().(*state)
	if c.pub != nil { // a public state: the Observer's redraw, whoever asks
		c.fillUnseen()
		s = engine.Observer
	}
	if c.phase == phaseOver {
		return c // every card is face up
	}
	profs := []*[]int8{&c.professions}
	bonus := []*[]int8{&c.bonusDeck}
	prest := []*[]int8{&c.prestigeDeck}
	for i := range c.players {
		if engine.Seat(i) == s {
			continue
		}
		p := &c.players[i]
		profs = append(profs, &p.hand)
		bonus = append(bonus, &p.bonus)
		prest = append(prest, &p.prestigeCards)
		if i < len(c.dealt) && c.dealt[i] != nil {
			profs = append(profs, &c.dealt[i])
		}
	}
	if c.actor != s {
		switch c.phase {
		case phasePickProfession:
			profs = append(profs, &c.seen)
		case phasePickBonus:
			bonus = append(bonus, &c.seen)
		case phasePickPrestige:
			prest = append(prest, &c.seen)
		}
	}
	for _, places := range [][]*[]int8{profs, bonus, prest} {
		engine.RedealSorted(places, rng)
	}
	return c
}
