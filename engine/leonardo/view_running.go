package leonardo

import (
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// The decisions running (an auction, a market, the negotiation) are kept
// by the sub-states of their own files; each tells the view what it holds
// through a report, so the view does not depend on how they are kept.
// reports() (view_hooks.go) gathers them.

// reports are the decisions running; nil when none.
type reports struct {
	auction *auctionReport
	market  *marketReport
	talks   *talksReport
}

// auctionReport is an auction of a street or bridge: the highest bid (0
// for none) and who made it (noSide for none), the sides still bidding.
type auctionReport struct {
	space  int8
	high   int
	bidder int8
	in     []int8
	step   int // the least raise
	start  int // the least first bid
}

// least is the least bid the auction now accepts.
func (a *auctionReport) least() int {
	if a.high == 0 {
		return a.start
	}
	return a.high + a.step
}

// marketReport is a market: its organiser, the stakes made (secret to
// all but each staker's side until the draw) and the sides still to stake.
type marketReport struct {
	space     int8
	organiser int8
	stakes    []stakeReport
	waiting   []int8
}

// stakeReport is one side's stake.
type stakeReport struct {
	side    int8
	product int8
	amount  int
}

// talksReport is the negotiation: the open proposals, the sides done and
// the offers each side made (by side index).
type talksReport struct {
	proposals []proposalReport
	done      []int8
	offers    []int
}

// proposalReport is one open proposal: a trade, or an alliance.
type proposalReport struct {
	from, to  int8
	ally      bool
	give, get Lot
}

// AuctionView is the auction of a street or bridge running.
type AuctionView struct {
	Space int    `json:"space"`
	Name  string `json:"name"`
	High  int    `json:"high"`
	// Bidder names the side of the highest bid, absent before any bid.
	Bidder  string   `json:"bidder,omitempty"`
	Least   int      `json:"least"`
	Bidding []string `json:"bidding"`
}

// MarketView is a market running: who organises it, who has staked and
// who has still to. Stakes holds the viewer's own side's stake only: the
// others' are secret until the draw.
type MarketView struct {
	Space     int         `json:"space"`
	Organiser string      `json:"organiser"`
	Staked    []string    `json:"staked"`
	Waiting   []string    `json:"waiting"`
	Stakes    []StakeView `json:"stakes,omitempty"`
	// Odds are what a stake may win: the draw's range, the multiple of
	// the stake a winner gets on top of it, and the numbers that back each
	// product (the others keep every stake for the organiser).
	Odds MarketOdds `json:"odds"`
}

// MarketOdds are a market's odds, the same at every market of a game.
type MarketOdds struct {
	DrawMax    int           `json:"draw_max"`   // the draw is 1 to DrawMax
	Multiplier int           `json:"multiplier"` // a winning stake comes back with Multiplier times it
	Products   []ProductOdds `json:"products"`
	Organiser  []int         `json:"organiser"` // the numbers on which the organiser keeps every stake
}

// ProductOdds are the numbers of the draw that back a product.
type ProductOdds struct {
	Product string `json:"product"`
	Numbers []int  `json:"numbers"`
}

// StakeView is a stake: a side, a product, an amount.
type StakeView struct {
	Side    string `json:"side"`
	Product string `json:"product"`
	Amount  int    `json:"amount"`
}

// ShiftView is an administration owner's decision on the lander's pawn
// (move it) or soldiers (remove one, when Soldier).
type ShiftView struct {
	Owner          string `json:"owner"`
	Target         string `json:"target"`
	Space          int    `json:"space"`
	Administration string `json:"administration"`
	Steps          int    `json:"steps"`
	Soldier        bool   `json:"soldier,omitempty"`
}

// TalksView is the negotiation: the open proposals (public), the sides
// done, and the offers each side may still make.
type TalksView struct {
	Proposals []ProposalView `json:"proposals"`
	Done      []string       `json:"done"`
	Offers    []OffersView   `json:"offers"`
}

// ProposalView is an open proposal: a trade (Give and Get in the
// notation of offer, "14 + 50fl") or an alliance.
type ProposalView struct {
	From string `json:"from"`
	To   string `json:"to"`
	Kind string `json:"kind"` // trade or alliance
	Give string `json:"give,omitempty"`
	Get  string `json:"get,omitempty"`
}

// OffersView is how many offers a side made in this negotiation, and how
// many it may still make.
type OffersView struct {
	Side string `json:"side"`
	Made int    `json:"made"`
	Left int    `json:"left"`
}

// runningViews adds the decisions running to v, as seat s may see them.
func (st *state) runningViews(v *View, s engine.Seat, r reports) {
	if a := r.auction; a != nil && st.phase == phaseAuction {
		v.Auction = &AuctionView{Space: int(a.space), Name: st.d.space(int(a.space)).Name, High: a.high,
			Least: a.least(), Bidding: st.sideNames(a.in)}
		if a.bidder != noSide {
			v.Auction.Bidder = st.sideName(a.bidder)
		}
	}
	if m := r.market; m != nil && st.phase == phaseStake {
		v.Market = st.marketView(m, s)
	}
	if st.phase == phaseShift || st.phase == phaseSoldier {
		v.Shift = st.shiftView()
	}
	if t := r.talks; t != nil && st.phase == phaseNegotiate {
		v.Talks = st.talksView(t)
	}
}

// marketOdds are the odds of the game's markets, from its data.
func (st *state) marketOdds() MarketOdds {
	o := MarketOdds{DrawMax: st.d.Rules.DrawMax, Multiplier: st.d.Market.Multiplier, Organiser: []int{}}
	for _, p := range st.d.Market.Products {
		o.Products = append(o.Products, ProductOdds{Product: p.ID, Numbers: slices.Clone(p.Numbers)})
	}
	for n := 1; n <= st.d.Rules.DrawMax; n++ {
		if st.d.productOf[n] < 0 {
			o.Organiser = append(o.Organiser, n)
		}
	}
	return o
}

// marketView shows a market to s: who staked, and s's own side's stake.
func (st *state) marketView(m *marketReport, s engine.Seat) *MarketView {
	mv := &MarketView{Space: int(m.space), Organiser: st.sideName(m.organiser), Staked: []string{},
		Waiting: st.sideNames(m.waiting), Odds: st.marketOdds()}
	mine := noSide
	if s >= 0 && int(s) < len(st.sideOf) {
		mine = st.sideOf[s]
	}
	for _, k := range m.stakes {
		mv.Staked = append(mv.Staked, st.sideName(k.side))
		if k.side == mine {
			mv.Stakes = append(mv.Stakes, StakeView{Side: st.sideName(k.side),
				Product: st.d.Market.Products[k.product].ID, Amount: k.amount})
		}
	}
	return mv
}

// shiftView shows an administration owner's decision: the owner is the
// seat to act, the target the side whose turn it is.
func (st *state) shiftView() *ShiftView {
	if len(st.toAct) == 0 || st.current < 0 || int(st.current) >= len(st.sides) {
		return nil
	}
	no := int(st.sides[st.current].pos)
	sv := &ShiftView{Owner: st.sideName(st.sideOf[st.toAct[0]]), Target: st.sideName(st.current), Space: no,
		Steps: st.d.Rules.AdminMove, Soldier: st.phase == phaseSoldier}
	if no >= 1 && no <= spaceCount && st.d.adminAt[no] >= 0 {
		sv.Administration = st.d.Administrations.Cards[st.d.adminAt[no]].ID
	}
	return sv
}

// talksView shows the negotiation; every open proposal is public.
func (st *state) talksView(t *talksReport) *TalksView {
	tv := &TalksView{Proposals: []ProposalView{}, Done: st.sideNames(t.done), Offers: []OffersView{}}
	for _, p := range t.proposals {
		pv := ProposalView{From: st.sideName(p.from), To: st.sideName(p.to), Kind: "trade"}
		if p.ally {
			pv.Kind = "alliance"
		} else {
			pv.Give, pv.Get = p.give.String(), p.get.String()
		}
		tv.Proposals = append(tv.Proposals, pv)
	}
	for i, n := range t.offers {
		if i < len(st.sides) && !st.sides[i].out {
			tv.Offers = append(tv.Offers, OffersView{Side: st.sideName(int8(i)), Made: n, Left: max(st.offers-n, 0)})
		}
	}
	return tv
}

// sideNames names sides; never nil, so JSON has [].
func (st *state) sideNames(sides []int8) []string {
	out := make([]string, 0, len(sides))
	for _, i := range sides {
		out = append(out, st.sideName(i))
	}
	return out
}
