package princes

import "github.com/pbem-games/pbem/engine"

// MoveVerb returns the verb FormatMove starts m with (engine.MoveVerber),
// without working out a building's corner and orientation: a post asks
// for the verbs of every legal move of 16 redrawn deals.
func (Game) MoveVerb(m engine.Move) (string, bool) {
	switch m.(type) {
	case KeepMove:
		return "keep", true
	case OpenMove:
		return "open", true
	case BuyMove:
		return "buy", true
	case BidMove:
		return "bid", true
	case PassMove:
		return "pass", true
	case DeclineMove:
		return "decline", true
	case PlaceMove:
		return "place", true
	case BuildMove:
		return "build", true
	case PickMove:
		return "pick", true
	case RecruitMove:
		return "recruit", true
	case HoldMove:
		return "hold", true
	case WorkMove:
		return "work", true
	case ProfessionMove:
		return "profession", true
	case BonusMove:
		return "bonus", true
	case FreedomMove:
		return "freedom", true
	case DoneMove:
		return "done", true
	case SellMove:
		return "sell", true
	}
	return "", false
}
