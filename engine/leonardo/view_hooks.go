package leonardo

// reports gathers what the decisions running tell the view
// (view_running.go).
//
// TO WIRE AT THE MERGE: the sub-states of auction.go, other.go (market)
// and negotiate.go are kept by other files; each fills its report here
// while its phase runs (phaseAuction, phaseStake, phaseNegotiate). Until
// then the view shows no auction, market or negotiation details (the
// phase and the seats awaited are still shown).
func (st *state) reports() reports { return reports{} }
