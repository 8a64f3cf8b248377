package palazzo

import (
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// FormatMove writes m in its canonical form: lower case, cards in canonical
// order, two bought tiles in tile order, "on" in build and "into" in insert.
func (Game) FormatMove(_ engine.State, m engine.Move) string {
	switch m := m.(type) {
	case MoneyMove:
		return "money"
	case TakeMove:
		return "take " + m.Cards.String()
	case DrawMove:
		return "draw"
	case BuyMove:
		s := "buy " + joinTiles(m.tiles())
		if m.Pay.Len() > 0 {
			s += " pay " + m.Pay.String()
		}
		return s
	case AuctionMove:
		return "auction"
	case BidMove:
		return "bid " + m.Add.String()
	case PassMove:
		return "pass"
	case PickMove:
		return "pick " + m.Tile.String()
	case BuildMove:
		if m.Palace == NewPalace {
			return "build " + m.Tile.String() + " new"
		}
		return "build " + m.Tile.String() + " on " + lower(m.Palace)
	case DiscardMove:
		return "discard " + m.Tile.String()
	case ExtractMove:
		return "extract " + lower(m.Palace) + strconv.Itoa(m.Floor) + " pay " + m.Pay.String()
	case InsertMove:
		return "insert " + lower(m.From) + " into " + lower(m.Into) + " pay " + m.Pay.String()
	case RemoveMove:
		return "remove " + lower(m.Palace) + " pay " + m.Pay.String()
	}
	return "?"
}

// lower is the palace label as typed in moves ("a").
func lower(i int) string {
	if i >= 0 && i < len(lowerLetters) {
		return lowerLetters[i : i+1] // no allocation for the labels in play
	}
	return strings.ToLower(Label(i))
}
