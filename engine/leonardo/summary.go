package leonardo

import (
	"slices"
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

var _ engine.MoveSummarizer = Game{}

// SummarizeMoves says what seat s may do in a few lines (see
// engine.MoveSummarizer), so that a mail's "You can:" stays short: the
// art purchases (every multiset of palaces) are one line with the palaces
// that have room, the bids one line with their range, the stakes one line
// with the products and amounts, and the trades offered to each player
// one line. Any group of a single move, and every other move, is written
// out.
func (g Game) SummarizeMoves(st engine.State, s engine.Seat, moves []engine.Move) []engine.Message {
	var groups [][]engine.Move
	index := map[string]int{}
	for _, m := range moves {
		key := g.summaryKey(st, m)
		i, ok := index[key]
		if !ok {
			i = len(groups)
			index[key] = i
			groups = append(groups, nil)
		}
		groups[i] = append(groups[i], m)
	}
	out := make([]engine.Message, 0, len(groups))
	for _, gr := range groups {
		out = append(out, g.summaryLine(st, gr))
	}
	return out
}

// summaryKey is what m shares with the moves it is summarised with: its
// verb for art, bids and stakes, its verb and player for offers, and the
// whole move for the rest.
func (g Game) summaryKey(st engine.State, m engine.Move) string {
	switch m := m.(type) {
	case ArtMove:
		return "art"
	case BidMove:
		return "bid"
	case StakeMove:
		return "stake"
	case OfferMove:
		return "offer " + strconv.Itoa(int(m.To))
	}
	return "move " + g.FormatMove(st, m)
}

// summaryLine words one group of moves of one kind.
func (g Game) summaryLine(st engine.State, moves []engine.Move) engine.Message {
	first := g.FormatMove(st, moves[0])
	if len(moves) == 1 {
		return engine.Msg("moves.one", first)
	}
	switch m := moves[0].(type) {
	case ArtMove:
		return g.artLine(st, moves)
	case BidMove:
		lo, hi := amountRange(moves)
		return engine.Msg("moves.bid", itoa(lo), itoa(summaryData(st).Rules.AuctionStep), itoa(hi), first)
	case StakeMove:
		return g.stakeLine(st, moves, first)
	case OfferMove:
		return engine.Msg("moves.offer", seatName(asState(st), m.To), first)
	}
	return engine.Msg("moves.one", first)
}

// artLine words the art purchases: how many works at most, the palaces
// with room, and a purchase of two works (or one) as the example.
func (g Game) artLine(st engine.State, moves []engine.Move) engine.Message {
	most, example := int8(0), moves[0]
	var room []int
	for _, m := range moves {
		a := m.(ArtMove)
		most = max(most, a.N)
		if a.N == 2 && example.(ArtMove).N != 2 {
			example = a
		}
		for _, sp := range a.On[:a.N] {
			if !slices.Contains(room, int(sp)) {
				room = append(room, int(sp))
			}
		}
	}
	slices.Sort(room)
	spaces := make([]string, len(room))
	for i, sp := range room {
		spaces[i] = itoa(sp)
	}
	if most == 1 {
		// Cash, the deck or room for one work only: "1 to 1" reads badly.
		return engine.Msg("moves.art-one", strings.Join(spaces, ", "), g.FormatMove(st, example))
	}
	return engine.Msg("moves.art", itoa(int(most)), strings.Join(spaces, ", "), g.FormatMove(st, example))
}

// stakeLine words the stakes: the products (the last apart, for "or") and
// the range of amounts.
func (g Game) stakeLine(st engine.State, moves []engine.Move, first string) engine.Message {
	d := summaryData(st)
	var products []string
	for _, m := range moves {
		if id := d.Market.Products[m.(StakeMove).Product].ID; !slices.Contains(products, id) {
			products = append(products, id)
		}
	}
	lo, hi := amountRange(moves)
	if len(products) == 1 {
		return engine.Msg("moves.stake-on", products[0], itoa(lo), itoa(hi), itoa(d.Market.StakeStep), first)
	}
	some, last := strings.Join(products[:len(products)-1], ", "), products[len(products)-1]
	if lo == hi {
		return engine.Msg("moves.stake-all", some, last, itoa(lo), first)
	}
	return engine.Msg("moves.stake", some, last, itoa(lo), itoa(hi), itoa(d.Market.StakeStep), first)
}

// amountRange returns the least and the greatest amount of bids or stakes.
func amountRange(moves []engine.Move) (lo, hi int) {
	for i, m := range moves {
		var v int
		switch m := m.(type) {
		case BidMove:
			v = m.Amount
		case StakeMove:
			v = m.Amount
		}
		if i == 0 || v < lo {
			lo = v
		}
		hi = max(hi, v)
	}
	return lo, hi
}

// asState returns the game's state behind st, or nil.
func asState(st engine.State) *state {
	g, _ := st.(*state)
	return g
}

// summaryData returns the components the game of st is played with.
func summaryData(st engine.State) *components {
	if g := asState(st); g != nil && g.d != nil {
		return g.d
	}
	return embedded.Get()
}
