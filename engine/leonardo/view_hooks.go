package leonardo

import "slices"

// reports gathers what the decisions running tell the view
// (view_running.go), each from the sub-state that keeps it, while its
// phase runs.
func (st *state) reports() reports {
	var r reports
	switch st.phase {
	case phaseAuction:
		a := &st.auction
		bidder := a.bidder
		if a.high == 0 {
			bidder = noSide
		}
		r.auction = &auctionReport{space: st.sides[st.current].pos, high: a.high, bidder: bidder,
			in: slices.Clone(a.in), step: st.d.Rules.AuctionStep, start: st.d.Rules.AuctionStart}
	case phaseStake:
		m := &st.market
		mr := &marketReport{space: st.sides[m.organiser].pos, organiser: m.organiser}
		for i, p := range m.product {
			if p >= 0 {
				mr.stakes = append(mr.stakes, stakeReport{side: int8(i), product: p, amount: m.amount[i]})
			}
		}
		for _, s := range st.toAct {
			mr.waiting = append(mr.waiting, st.sideOf[s])
		}
		r.market = mr
	case phaseNegotiate:
		t := &st.talks
		tr := &talksReport{offers: slices.Clone(t.made)}
		for _, p := range t.open {
			tr.proposals = append(tr.proposals, proposalReport(p))
		}
		for i, done := range t.done {
			if done {
				tr.done = append(tr.done, int8(i))
			}
		}
		r.talks = tr
	}
	return r
}
