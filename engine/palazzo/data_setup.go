package palazzo

import (
	"fmt"
	"slices"
)

// maxPlayers is the most players Palazzo seats; the deck must deal them all
// a hand.
const maxPlayers = 4

// decodeMoney builds the deck from [money]: the card kinds must be ones the
// engine knows (a hand is a count per kind), each named once, and cards
// must agree with the composition, so that a typo in one number is caught.
func (c *components) decodeMoney() error {
	m := c.Money
	for i, name := range m.Currencies {
		cur := Currency(slices.Index(currencyNames[:numNatural], name))
		if cur >= numNatural || slices.Index(m.Currencies, name) != i {
			return fmt.Errorf("money: currency %q, want red, brown or silver, each once", name)
		}
		for j, v := range m.Values {
			if !(Card{cur, v}).valid() || slices.Index(m.Values, v) != j {
				return fmt.Errorf("money: value %d, want %d to %d, each once", v, minFace, minFace+numFaces-1)
			}
			for range m.Copies {
				c.deck = append(c.deck, Card{cur, v})
			}
		}
	}
	for range m.Certificates {
		c.deck = append(c.deck, Card{Cert, certValue})
	}
	if m.Copies < 1 || m.Certificates < 0 || len(c.deck) != m.Cards {
		return fmt.Errorf("money: %d currencies × %d values × %d copies + %d certificates make %d cards, not %d",
			len(m.Currencies), len(m.Values), m.Copies, m.Certificates, len(c.deck), m.Cards)
	}
	return nil
}

// checkSetup checks [setup] against the rest: the engine's board has
// numQuarries quarries, the tiles dealt fill each quarry and put at least
// one in the supply, back I holds them, and the deck deals every hand.
func (c *components) checkSetup() error {
	s := c.Setup
	switch {
	case s.Quarries != numQuarries:
		return fmt.Errorf("%d quarries, the engine knows %d", s.Quarries, numQuarries)
	case s.Dealt <= s.Quarries:
		return fmt.Errorf("%d tiles dealt at setup, want more than the %d quarries (one each, the rest to the supply)", s.Dealt, s.Quarries)
	case len(c.stacks[0]) < s.Dealt:
		return fmt.Errorf("back I has %d tiles, fewer than the %d dealt at setup", len(c.stacks[0]), s.Dealt)
	case s.Hand < 1 || len(c.deck) < maxPlayers*s.Hand:
		return fmt.Errorf("%d money cards cannot deal %d players a hand of %d", len(c.deck), maxPlayers, s.Hand)
	case s.Riders < 1:
		return fmt.Errorf("%d riders, want at least 1: the last one ends the game", s.Riders)
	}
	return nil
}

// Reconstructions lists, in English, the components whose values in the
// data file are reconstructions [R] rather than sourced facts, so that a
// tool can say so next to the rules (Info.Reconstructed): the data file
// marks them.
func reconstructions() []string {
	if data().Backs.Reconstructed {
		return []string{"the backs (I, II, III) of the building tiles: which tiles make up each stack"}
	}
	return nil
}
