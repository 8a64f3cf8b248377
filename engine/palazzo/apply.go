package palazzo

import (
	"fmt"
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

// Apply checks move m of seat s against the rules and only then performs
// it. Errors wrap engine.ErrIllegal, or are engine.ErrNotYourTurn.
func (st *state) Apply(s engine.Seat, m engine.Move, rng *rand.Rand) ([]engine.Event, error) {
	if st.phase == phaseOver {
		return nil, illegal("the game is over")
	}
	if s != st.actor {
		return nil, fmt.Errorf("%w: %s must %s", engine.ErrNotYourTurn, st.names[st.actor], st.expecting())
	}
	switch m := m.(type) {
	case MoneyMove:
		return st.takeMoney(rng)
	case TakeMove:
		return st.take(m)
	case DrawMove:
		return st.draw()
	case BuyMove:
		return st.buy(m)
	case AuctionMove:
		return st.auction()
	case BidMove:
		return st.bid(m)
	case PassMove:
		return st.pass()
	case PickMove:
		return st.pick(m)
	case BuildMove:
		return st.build(m)
	case DiscardMove:
		return st.discardTile(m)
	case ExtractMove:
		return st.extract(m)
	case InsertMove:
		return st.insert(m)
	case RemoveMove:
		return st.remove(m)
	}
	return nil, illegal("%T is not a Palazzo move", m)
}
