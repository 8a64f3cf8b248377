package leonardo

import (
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// A public state (public.go) redrawn for the Observer (issue 27): a post
// made without the key names the verbs the player to act may start with,
// from the legal moves of states redrawn as the host redraws its own.
// Resample is canonical for the Observer: it redraws every party not
// shown, every stake of a market still open, every art work (sorted
// first, engine.RedealSorted) and the face-up piles below their tops
// (sorted first), each drawn from the rng in an order and a number that
// depend on public things only. The public state holds the same cards in
// each place, in orders of its own, and the same public stakes' sides;
// only a party chosen in secret it holds as noParty, which the game's
// state never does. Filling that in, and dropping the public mark, gives
// a state Resample's one redraw turns into the host's, draw for draw.

// unseal makes the clone c of a public state a game's state again, as
// far as Resample's redraw reads it: playable (Legal and Apply answer),
// and every party chosen holding a party, a placeholder that the redraw
// replaces as it replaces the game's secret parties.
func (c *state) unseal() {
	c.public, c.script = false, nil
	for i, p := range c.party {
		if p == noParty && !c.revealed[i] && c.partyChosen(engine.Seat(i)) {
			c.party[i] = guelph
		}
	}
}

// partyChosen reports whether seat s has chosen its party, which all
// know: every player chooses before round 1, and the party phase awaits
// those who have not.
func (st *state) partyChosen(s engine.Seat) bool {
	return st.phase != phaseParty || !slices.Contains(st.toAct, s)
}
