package patrician

import (
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// ParseCanonical implements engine.CanonicalParser: formatsAs compares
// the text with FormatMove's pieces (TestParseCanonicalIsFormatMove).
// "play" and "build" with one word, nearly every line of a game file, are
// read here by parseCommonVerb, as ParseMove reads them first, and told
// canonical from their text alone (commonCanonical): the move is not read
// again from an interface nor compared piece by piece.
func (g Game) ParseCanonical(st engine.State, s engine.Seat, text string) (engine.Move, bool, error) {
	if m, ok, done := parseCommonVerb(text); done && ok {
		return m, commonCanonical(text), nil
	}
	return engine.ParseCanonicalBy(g, st, s, text, formatsAs)
}

// commonCanonical reports whether a text parseCommonVerb read (done and
// ok) is FormatMove's text of the move (TestCommonCanonicalIsFormatMove).
// A play's word was found in the card index, whose keys are the ids in
// lower case as FormatMove writes them; of the words of a build
// canonicalBuild takes ("none" and one or two towers), only "ba" is
// written otherwise ("ab").
func commonCanonical(text string) bool {
	return text != "build ba"
}

// formatsAs reports whether FormatMove writes m as text, piece by piece
// as FormatMove puts it together.
func formatsAs(_ engine.State, m engine.Move, text string) bool {
	switch m := m.(type) {
	case PlayMove:
		rest, ok := strings.CutPrefix(text, "play ")
		return ok && int(m.Card) < len(data().cards) && isLowerOf(rest, m.Card.ID())
	case BuildMove:
		rest, ok := strings.CutPrefix(text, "build ")
		return ok && isSitesText(rest, m)
	case SpecialMove:
		if m == NoSpecial {
			return text == "move none"
		}
		return validCity(m.City) && (m.From == 0 || m.From == 1) &&
			engine.TextIs(text, "move ", m.City.Code(), " ", siteName(m.From), " to ", siteName(1-m.From))
	case TakeMove:
		rest, ok := strings.CutPrefix(text, "take ")
		switch {
		case !ok:
			return false
		case m.HasCard && int(m.Card) < len(data().cards):
			return isLowerOf(rest, m.Card.ID())
		}
		return validCity(m.City) && rest == m.City.Code()
	case MessengerMove:
		if m == NoMessenger {
			return text == "messenger none"
		}
		return validCity(m.A) && validCity(m.B) && engine.TextIs(text, "messenger ", m.A.Code(), " ", m.B.Code())
	}
	return false
}

// isLowerOf reports whether s is lowerASCII(id), without making it.
func isLowerOf(s, id string) bool {
	if len(s) != len(id) {
		return false
	}
	for i := 0; i < len(s); i++ {
		c := id[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		if s[i] != c {
			return false
		}
	}
	return true
}

// isSitesText reports whether s is sitesText(m): "none", or m.A times
// "a" then m.B times "b".
func isSitesText(s string, m BuildMove) bool {
	a, b := max(m.A, 0), max(m.B, 0)
	if a == 0 && b == 0 {
		return s == "none"
	}
	if len(s) != a+b {
		return false
	}
	for i := 0; i < len(s); i++ {
		want := byte('b')
		if i < a {
			want = 'a'
		}
		if s[i] != want {
			return false
		}
	}
	return true
}
