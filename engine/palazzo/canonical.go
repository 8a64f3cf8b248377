package palazzo

import (
	"strconv"

	"github.com/pbem-games/pbem/engine"
)

// ParseCanonical implements engine.CanonicalParser: formatsAs compares
// the text with FormatMove's pieces (TestParseCanonicalIsFormatMove).
func (g Game) ParseCanonical(st engine.State, s engine.Seat, text string) (engine.Move, bool, error) {
	return engine.ParseCanonicalBy(g, st, s, text, formatsAs)
}

// formatsAs reports whether FormatMove writes m as text, piece by piece
// as FormatMove puts it together.
func formatsAs(_ engine.State, m engine.Move, text string) bool {
	switch m := m.(type) {
	case MoneyMove:
		return text == "money"
	case DrawMove:
		return text == "draw"
	case AuctionMove:
		return text == "auction"
	case PassMove:
		return text == "pass"
	case TakeMove:
		return engine.TextIs(text, "take ", m.Cards.String())
	case BidMove:
		return engine.TextIs(text, "bid ", m.Add.String())
	case BuyMove:
		return buyFormatsAs(m, text)
	case PickMove:
		return engine.TextIs(text, "pick ", m.Tile.String())
	case DiscardMove:
		return engine.TextIs(text, "discard ", m.Tile.String())
	case BuildMove:
		if m.Palace == NewPalace {
			return engine.TextIs(text, "build ", m.Tile.String(), " new")
		}
		return engine.TextIs(text, "build ", m.Tile.String(), " on ", lower(m.Palace))
	case ExtractMove:
		return engine.TextIs(text, "extract ", lower(m.Palace), strconv.Itoa(m.Floor), " pay ", m.Pay.String())
	case InsertMove:
		return engine.TextIs(text, "insert ", lower(m.From), " into ", lower(m.Into), " pay ", m.Pay.String())
	case RemoveMove:
		return engine.TextIs(text, "remove ", lower(m.Palace), " pay ", m.Pay.String())
	}
	return false
}

// buyFormatsAs is formatsAs for a purchase: its one or two tiles
// (joinTiles), then its payment when it has one.
func buyFormatsAs(m BuyMove, text string) bool {
	pay, sep := "", ""
	if m.Pay.Len() > 0 {
		pay, sep = m.Pay.String(), " pay "
	}
	ts := m.tiles()
	if len(ts) == 1 {
		return engine.TextIs(text, "buy ", ts[0].String(), sep, pay)
	}
	return len(ts) == 2 && engine.TextIs(text, "buy ", ts[0].String(), " ", ts[1].String(), sep, pay)
}
