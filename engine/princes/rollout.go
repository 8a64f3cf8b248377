package princes

import (
	"math/rand/v2"

	"github.com/pbem-games/pbem/engine"
)

var _ engine.QuietApplier = (*state)(nil)

// ApplyQuiet performs m as Apply does, telling no events: the rules
// below Apply tell a nil *engine.Events nothing.
func (st *state) ApplyQuiet(s engine.Seat, m engine.Move, rng *rand.Rand) error {
	if err := st.checkTurn(s); err != nil {
		return err
	}
	switch sell, isSell := m.(SellMove); {
	case isSell:
		return st.sell(s, sell, nil)
	case st.phase == phaseKeep:
		return st.applyKeep(s, m, rng, nil)
	case st.phase < phaseAction:
		return st.applyAuction(s, m, rng, nil)
	}
	return st.applyAction(s, m, rng, nil)
}
