package patrician

import (
	"github.com/pbem-games/pbem/engine"
)

// FormatMove writes m in its canonical form: lower case, card ids and city
// codes (a take names its card when it is known), tower letters a and b, "to" in the special action, the cities of
// a border in data order, and "none" for a skipped step.
func (Game) FormatMove(_ engine.State, m engine.Move) string {
	switch m := m.(type) {
	case PlayMove:
		if int(m.Card) < len(data().cards) {
			return "play " + lowerASCII(m.Card.ID())
		}
	case BuildMove:
		return "build " + sitesText(m)
	case SpecialMove:
		if m == NoSpecial {
			return "move none"
		}
		if validCity(m.City) && (m.From == 0 || m.From == 1) {
			return "move " + m.City.Code() + " " + siteName(m.From) + " to " + siteName(1-m.From)
		}
	case TakeMove:
		if m.HasCard && int(m.Card) < len(data().cards) {
			return "take " + lowerASCII(m.Card.ID())
		}
		if validCity(m.City) {
			return "take " + m.City.Code()
		}
	case MessengerMove:
		if m == NoMessenger {
			return "messenger none"
		}
		if validCity(m.A) && validCity(m.B) {
			return "messenger " + m.A.Code() + " " + m.B.Code()
		}
	}
	return "?"
}

// sitesText writes the towers of a build: "a", "ab", "bb", "none".
func sitesText(m BuildMove) string {
	if m.A <= 0 && m.B <= 0 {
		return "none"
	}
	s := ""
	for range max(m.A, 0) {
		s += "a"
	}
	for range max(m.B, 0) {
		s += "b"
	}
	return s
}

// validCity reports whether c is a city of the data file.
func validCity(c City) bool { return c >= 0 && int(c) < cityCount() }
