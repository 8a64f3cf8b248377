package palazzo

import (
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

// Apply checks move m of seat s against the rules and only then performs
// it. Errors wrap engine.ErrIllegal, or are engine.ErrNotYourTurn.
func (st *state) Apply(s engine.Seat, m engine.Move, rng *rand.Rand) ([]engine.Event, error) {
	if st.pub.on { // it moves by ApplyPublic only (public.go)
		return nil, engine.ErrPublicState
	}
	if err := engine.CheckTurn(st.phase == phaseOver, s, st.actor, st.names, st.expecting); err != nil {
		return nil, err
	}
	// The events and their words are carved from the state's room, shared
	// by many moves: a replay with events allocates for them rarely.
	st.room.Begin()
	if err := st.perform(m, rng, &st.room); err != nil {
		st.room.Drop()
		return nil, err
	}
	return st.room.End(), nil
}

// perform checks and carries out m, telling t its events.
func (st *state) perform(m engine.Move, rng *rand.Rand, t *engine.EventRoom) error {
	if st.drawn.kind != drawnNone { // (a replay never has one)
		return st.performDrawn(m, rng, t)
	}
	return st.performMove(m, rng, t)
}

// performMove is perform without a note of a drawn move.
func (st *state) performMove(m engine.Move, rng *rand.Rand, t *engine.EventRoom) error {
	switch m := m.(type) {
	case MoneyMove:
		return st.takeMoney(rng, t)
	case TakeMove:
		return st.take(m, t)
	case DrawMove:
		return st.draw(t)
	case BuyMove:
		return st.buy(m, t, false)
	case AuctionMove:
		return st.auction(t)
	case BidMove:
		return st.bid(m, t, nil)
	case PassMove:
		return st.pass(t)
	case PickMove:
		return st.pick(m, t)
	case BuildMove:
		return st.build(m, t)
	case DiscardMove:
		return st.discardTile(m, t)
	case ExtractMove:
		return st.extract(m, t)
	case InsertMove:
		return st.insert(m, t)
	case RemoveMove:
		return st.remove(m, t)
	}
	return illegal("%T is not a Palazzo move", m)
}
