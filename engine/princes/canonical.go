package princes

import (
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// ParseCanonical implements engine.CanonicalParser: formatsAs compares
// the commonest moves with FormatMove's pieces, and writes and compares
// the others (TestParseCanonicalIsFormatMove).
func (g Game) ParseCanonical(st engine.State, s engine.Seat, text string) (engine.Move, bool, error) {
	return engine.ParseCanonicalBy(g, st, s, text, formatsAs)
}

// formatsAs reports whether FormatMove writes m as text, piece by piece
// as FormatMove puts it together.
func formatsAs(st engine.State, m engine.Move, text string) bool {
	switch m := m.(type) {
	case KeepMove:
		return engine.TextIs(text, "keep ", professionID(m.Cards[0]), " ", professionID(m.Cards[1]), " ",
			professionID(m.Cards[2]))
	case OpenMove:
		return engine.TextIs(text, "open ", stackID(m.Stack))
	case BuyMove:
		return engine.TextIs(text, "buy ", stackID(m.Stack))
	case BidMove:
		if m.Price == 0 {
			return text == "bid"
		}
		rest, ok := strings.CutPrefix(text, "bid ")
		return ok && engine.IsDecimal(rest, m.Price)
	case PassMove:
		return text == "pass"
	case DeclineMove:
		return text == "decline"
	case PlaceMove:
		t := data().Landscapes.Types[m.Landscape]
		return footprintIs(text, "place ", t.ID, t.shape, m.Cells)
	case BuildMove:
		t := data().Buildings.Types[m.Type]
		return footprintIs(text, "build ", t.ID, t.shape, m.Cells)
	case RecruitMove:
		return engine.TextIs(text, "recruit ", professionID(m.Card))
	case HoldMove:
		return text == "hold"
	case ProfessionMove:
		return text == "profession"
	case BonusMove:
		return text == "bonus"
	case FreedomMove:
		return engine.TextIs(text, "freedom ", freedomID(m.Type))
	case DoneMove:
		return text == "done"
	case SellMove:
		rest, ok := strings.CutPrefix(text, "sell ")
		return ok && engine.IsDecimal(rest, m.Points)
	}
	return Game{}.FormatMove(st, m) == text // a pick, a work: written, then compared
}

// footprintIs reports whether text is verb, id, a space and
// formatFootprint(s, cells).
func footprintIs(text, verb, id string, s shape, cells mask) bool {
	fp := canonical(s, cells)
	if o := fp.Orient.String(); o != "" {
		return engine.TextIs(text, verb, id, " ", fp.Corner.String(), " ", o)
	}
	return engine.TextIs(text, verb, id, " ", fp.Corner.String())
}
