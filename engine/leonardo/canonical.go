package leonardo

import (
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// ParseCanonical implements engine.CanonicalParser: formatsAs compares
// the text with FormatMove's pieces (TestParseCanonicalIsFormatMove).
// It is engine.ParseCanonicalBy written out, as every decision of a game
// file comes through it: a verb without arguments that fastBare reads is
// its own canonical text, with no second look, and no call goes through
// the engine.Game interface (TestParseCanonicalIsBy).
func (Game) ParseCanonical(st engine.State, _ engine.Seat, text string) (engine.Move, bool, error) {
	if m, ok := fastBare(text); ok {
		return m, true, nil // the text is the verb FormatMove writes, nothing else
	}
	g, _ := st.(*state)
	m, ok := fastMove(g, text)
	if !ok {
		var err error
		if m, err = parseWords(g, text); err != nil {
			return m, false, err
		}
	} else if canonical, known := fastCanonical(m, text); known {
		return m, canonical, nil
	}
	return m, formatsAs(g, m, text), nil
}

// fastCanonical tells, for a text fastMove read, whether FormatMove
// writes its move so, without writing it, for the kinds whose text
// fastMove reads word for word as FormatMove writes it but for the
// numbers: a purchase of art, a stake, a bid and a party. Of those texts,
// fastMove lets by only a number with a leading zero and, after a
// purchase's last space, a trailing space; every other spelling it leaves
// to the full parser (TestFastMoveIsParse). The other kinds are left to
// formatsAs (known false): a choice above 127 reads as 127, a player's
// name is compared ignoring case.
func fastCanonical(m engine.Move, text string) (canonical, known bool) {
	switch m.(type) {
	case ArtMove, StakeMove, BidMove, PartyMove:
	default:
		return false, false
	}
	if text[len(text)-1] == ' ' {
		return false, true
	}
	for i := 1; i+1 < len(text); i++ {
		if text[i] == '0' && text[i-1] == ' ' && '0' <= text[i+1] && text[i+1] <= '9' {
			return false, true // a number with a leading zero
		}
	}
	return true, true
}

// formatsAs reports whether FormatMove writes m as text in the game g
// (nil: none), piece by piece as FormatMove puts it together.
func formatsAs(g *state, m engine.Move, text string) bool {
	switch m := m.(type) {
	case RollMove:
		return text == "roll"
	case BuyMove:
		return text == "buy"
	case AuctionMove:
		return text == "auction"
	case PassMove:
		return text == "pass"
	case MarketMove:
		return text == "market"
	case DoneMove:
		return text == "done"
	case PartyMove:
		return m.Party >= 0 && int(m.Party) < len(partyIDs) && engine.TextIs(text, "party ", partyIDs[m.Party])
	case ArtMove:
		return artFormatsAs(m, text)
	case ChooseMove:
		rest, ok := strings.CutPrefix(text, "choose ")
		return ok && engine.IsDecimal(rest, int(m.Value))
	case BidMove:
		rest, ok := strings.CutPrefix(text, "bid ")
		return ok && engine.IsDecimal(rest, m.Amount)
	case StakeMove:
		return stakeFormatsAs(g, m, text)
	case RemoveSoldierMove:
		return engine.TextIs(text, "remove soldier ", seatName(g, m.Target))
	case AcceptMove:
		return engine.TextIs(text, "accept ", seatName(g, m.From))
	case DeclineMove:
		return engine.TextIs(text, "decline ", seatName(g, m.From))
	case WithdrawMove:
		return engine.TextIs(text, "withdraw ", seatName(g, m.To))
	case AllyMove:
		return engine.TextIs(text, "ally ", seatName(g, m.With))
	case OfferMove:
		return engine.TextIs(text, "offer ", seatName(g, m.To), ": ", m.Give.String(), " for ", m.Get.String())
	case ShiftMove:
		return shiftFormatsAs(g, m, text)
	}
	return false
}

// shiftFormatsAs is formatsAs for "move NAME +N" (fmt's %+d: a sign
// always).
func shiftFormatsAs(g *state, m ShiftMove, text string) bool {
	rest, ok := strings.CutPrefix(text, "move ")
	if !ok {
		return false
	}
	if rest, ok = strings.CutPrefix(rest, seatName(g, m.Target)); !ok {
		return false
	}
	sign := " +"
	if m.Steps < 0 {
		sign = " "
	}
	rest, ok = strings.CutPrefix(rest, sign)
	return ok && engine.IsDecimal(rest, int(m.Steps))
}

// artFormatsAs is formatsAs for "art N on S1 S2…".
func artFormatsAs(m ArtMove, text string) bool {
	rest, ok := strings.CutPrefix(text, "art ")
	if !ok || m.N < 0 || int(m.N) > len(m.On) {
		return false
	}
	if rest, ok = engine.CutDecimal(rest, int(m.N)); !ok {
		return false
	}
	if rest, ok = strings.CutPrefix(rest, " on"); !ok {
		return false
	}
	for _, sp := range m.On[:m.N] {
		if rest, ok = strings.CutPrefix(rest, " "); !ok {
			return false
		}
		if rest, ok = engine.CutDecimal(rest, int(sp)); !ok {
			return false
		}
	}
	return rest == ""
}

// stakeFormatsAs is formatsAs for "stake PRODUCT N", the product's id
// from the game's data, or the embedded data without a game.
func stakeFormatsAs(g *state, m StakeMove, text string) bool {
	d := embedded.Get()
	if g != nil {
		d = g.d
	}
	if m.Product < 0 || int(m.Product) >= len(d.Market.Products) {
		return false
	}
	rest, ok := strings.CutPrefix(text, "stake ")
	if !ok {
		return false
	}
	if rest, ok = strings.CutPrefix(rest, d.Market.Products[m.Product].ID); !ok {
		return false
	}
	if rest, ok = strings.CutPrefix(rest, " "); !ok { // cut apart: the id and " " joined cost a string
		return false
	}
	return engine.IsDecimal(rest, m.Amount)
}
