package palazzo

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// Bid is one player's bid in an auction: the additions put on the table so
// far, each grouped on its own when it was made. The zero Bid is an empty
// bid worth 0, where every player but the opener starts. A Bid is a value:
// Raise returns a new one and never changes the old, so copies are safe.
type Bid struct {
	certificate bool      // holds the neutral value-3 certificate (the opener)
	value       int       // worth of the certificate and every addition
	cur         Currency  // currency of the loose natural cards, NoCurrency if none yet
	additions   []CardSet // each addition (a set: its cards in canonical order)
}

// OpeningBid is the opener's bid: the neutral value-3 certificate alone. It
// commits to no currency.
func OpeningBid() Bid { return Bid{certificate: true, value: openingValue, cur: NoCurrency} }

// Value is what the bid is worth.
func (b Bid) Value() int { return b.value }

// HasCertificate reports whether the bid holds the value-3 certificate.
func (b Bid) HasCertificate() bool { return b.certificate }

// Currency is the currency the bid's natural cards commit it to, or
// NoCurrency while it holds only jokers (the zero Bid included).
func (b Bid) Currency() Currency {
	if b.additions == nil {
		return NoCurrency
	}
	return b.cur
}

// Cards lists the cards put on the table so far, addition by addition (the
// certificate is not a card). The slice is the caller's to keep.
func (b Bid) Cards() []Card { return b.appendCards(nil) }

// appendCards appends the cards put on the table so far to dst, addition
// by addition.
func (b Bid) appendCards(dst []Card) []Card {
	for _, a := range b.additions {
		dst = a.appendTo(dst)
	}
	return dst
}

// set is the multiset of the cards put on the table so far.
func (b Bid) set() CardSet {
	var s CardSet
	for _, a := range b.additions {
		s = s.Plus(a)
	}
	return s
}

// Additions lists the additions made so far, a copy the caller may keep.
func (b Bid) Additions() [][]Card {
	out := make([][]Card, len(b.additions))
	for i, a := range b.additions {
		out[i] = a.Cards()
	}
	return out
}

// Raise returns the bid with add put on the table as a new addition. The
// addition is grouped on its own: certificates and cards already bid can
// never join its triples, and its loose natural cards must be of the
// currency the bid already uses, if any. Raise does not check that the
// player holds add, nor that the new worth beats the highest bid, nor the
// opener's first round: those are the auction's business. Errors wrap
// engine.ErrIllegal.
func (b Bid) Raise(add []Card) (Bid, error) {
	if len(add) == 0 {
		return b, illegalMoney("add at least one card to raise your bid")
	}
	t, ok := tallyOf(add)
	if !ok {
		return b, illegalMoney("%s holds a card that is not a money card", FormatCards(add))
	}
	worth, cur, ok := t.group(b.Currency())
	if !ok {
		return b, raiseError(b.Currency(), add)
	}
	return b.with(SetOf(add...), worth, cur), nil
}

// raiseSet is Raise for the cards of add, which are cards of the deck:
// the auction's moves carry sets, and listing their cards to raise, as
// Raise wants, cost two allocations a bid. The new bid's additions are
// carved from room (see carveAdditions).
func (b Bid) raiseSet(add CardSet, room *[]CardSet) (Bid, error) {
	if add.Len() == 0 {
		return b, illegalMoney("add at least one card to raise your bid")
	}
	t := add.tally()
	worth, cur, ok := t.group(b.Currency())
	if !ok {
		return b, raiseError(b.Currency(), add.Cards())
	}
	return b.raiseWith(add, worth, cur, room), nil
}

// raiseWith is b raised by add, worth worth, committing it to cur: raiseSet
// once the grouping is known.
func (b Bid) raiseWith(add CardSet, worth int, cur Currency, room *[]CardSet) Bid {
	adds := carveAdditions(room, len(b.additions)+1)
	copy(adds, b.additions)
	adds[len(b.additions)] = add
	return Bid{certificate: b.certificate, value: b.value + worth, cur: cur, additions: adds}
}

// additionsChunk is how many additions' room carveAdditions allocates at
// once: a random 3-player game raises about ten times.
const additionsChunk = 32

// carveAdditions returns n additions' room carved from *room, allocating a
// new chunk when it has too little left. A bid is a value whose additions
// are never written once made, so a raise makes a new array (copying the
// old additions) instead of appending to the shared one; carving those
// arrays from a room the state owns saves an allocation a raise. The
// slice's capacity ends at n, so nothing appended to it reaches the next
// bid's room.
func carveAdditions(room *[]CardSet, n int) []CardSet {
	if cap(*room)-len(*room) < n {
		*room = make([]CardSet, 0, max(additionsChunk, n))
	}
	l := len(*room)
	*room = (*room)[:l+n]
	return (*room)[l : l+n : l+n]
}

// with is b with the addition add, worth worth, committing it to cur.
func (b Bid) with(add CardSet, worth int, cur Currency) Bid {
	return Bid{
		certificate: b.certificate,
		value:       b.value + worth,
		cur:         cur,
		additions:   append(slices.Clip(b.additions), add),
	}
}

// raiseError explains why add cannot join a bid committed to cur.
func raiseError(cur Currency, add []Card) error {
	if cur == NoCurrency {
		return illegalMoney("%s cannot be paid together: natural cards must be of one currency, "+
			"apart from triples of one value in three currencies", FormatCards(add))
	}
	return illegalMoney("your bid is in %s: you can add only %s cards, certificates and triples, not %s",
		cur, cur, FormatCards(add))
}

// String writes the bid as its worth and its parts: "26 (cert3; r4 b4 s4; r6 c2)".
func (b Bid) String() string {
	var parts []string
	if b.certificate {
		parts = append(parts, "cert3")
	}
	for _, a := range b.additions {
		parts = append(parts, a.String())
	}
	return fmt.Sprintf("%d (%s)", b.value, strings.Join(parts, "; "))
}

// bidJSON is how a Bid shows in views.
type bidJSON struct {
	Value       int      `json:"value"`
	Certificate bool     `json:"certificate,omitempty"`
	Currency    string   `json:"currency,omitempty"`
	Additions   [][]Card `json:"additions,omitempty"`
}

// MarshalJSON writes the bid as {"value":26,"certificate":true,
// "currency":"red","additions":[["r4","b4","s4"],["r6","c2"]]}.
func (b Bid) MarshalJSON() ([]byte, error) {
	out := bidJSON{Value: b.value, Certificate: b.certificate, Additions: b.Additions()}
	if cur := b.Currency(); cur != NoCurrency {
		out.Currency = cur.String()
	}
	return json.Marshal(out)
}

// UnmarshalJSON rebuilds a bid by replaying its additions, so a bid read
// back is always one the rules allow, and checks the worth it claims.
func (b *Bid) UnmarshalJSON(data []byte) error {
	var in bidJSON
	if err := json.Unmarshal(data, &in); err != nil {
		return err
	}
	var bid Bid
	if in.Certificate {
		bid = OpeningBid()
	}
	for _, a := range in.Additions {
		next, err := bid.Raise(a)
		if err != nil {
			return fmt.Errorf("palazzo: bid: %w", err)
		}
		bid = next
	}
	if bid.value != in.Value {
		return fmt.Errorf("palazzo: bid claims worth %d, its cards are worth %d", in.Value, bid.value)
	}
	*b = bid
	return nil
}

// CheapestRaise returns cards from hand to add to b so that it is worth more
// than above, in canonical order: the addition of the lowest worth, then the
// fewest cards, as CheapestPayment chooses. hand holds the cards still in
// the player's hand (those already bid are on the table, not in hand). The
// addition always has at least one card, even when b already beats above.
// It reports false when no addition from hand reaches that far.
func CheapestRaise(b Bid, hand []Card, above int) ([]Card, bool) {
	t := tallyValid(hand)
	pick, ok := b.cheapestRaise(&t, above)
	if !ok {
		return nil, false
	}
	return pick.cards(), true
}

// cheapestRaise is CheapestRaise from the counted hand t.
func (b Bid) cheapestRaise(t *tally, above int) (tally, bool) {
	return t.cheapest(max(above-b.Value()+1, 1), b.Currency())
}

// illegalMoney builds an error wrapping engine.ErrIllegal, so that the
// auction can tell a bid the rules forbid from any other failure.
func illegalMoney(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{engine.ErrIllegal}, args...)...)
}
