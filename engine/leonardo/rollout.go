package leonardo

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
	switch st.phase {
	case phaseParty:
		return st.applyParty(s, m, rng, nil)
	case phaseTurn, phaseChoose, phaseLand, phaseAuction:
		return st.applyTurn(s, m, rng, nil)
	case phaseStake, phaseShift, phaseSoldier:
		return st.applyOther(s, m, rng, nil)
	case phaseNegotiate:
		return st.applyTalks(s, m, rng, nil)
	}
	return nil
}
