package palazzo

import (
	"encoding/json"
	"fmt"
	"slices"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// Currency is the kind of a money card: one of the three natural currencies,
// or the value-2 certificate that joins any payment as a joker.
type Currency uint8

// The currencies in canonical order. NoCurrency marks a bid or payment whose
// natural cards commit it to no currency yet (it holds only jokers).
const (
	Red Currency = iota
	Brown
	Silver
	Cert // the value-2 certificate, a joker
	NoCurrency
)

const (
	numNatural    = 3  // red, brown, silver
	minFace       = 3  // lowest natural face value
	numFaces      = 5  // faces 3 to 7
	copiesPerFace = 3  // copies of each natural card in the deck
	certCopies    = 10 // value-2 certificates in the deck
	certValue     = 2  // worth of one certificate played alone
	jokerValue    = 15 // worth of a triple, whatever its faces
	openingValue  = 3  // the neutral certificate the auction opener holds
)

var currencyNames = [...]string{"red", "brown", "silver", "cert", "none"}

// currencyLetters are the first letters of card tokens, indexed by Currency.
const currencyLetters = "rbsc"

// String returns the currency's lower-case English name ("red", "cert").
func (c Currency) String() string {
	if int(c) < len(currencyNames) {
		return currencyNames[c]
	}
	return fmt.Sprintf("currency(%d)", c)
}

// MarshalText writes the currency by name, so views show "red", not 0.
func (c Currency) MarshalText() ([]byte, error) { return []byte(c.String()), nil }

// Card is one money card. It is a comparable value: equal cards are
// interchangeable. A certificate is Card{Cert, 2}.
type Card struct {
	Cur   Currency
	Value int
}

// valid reports whether c is a card of the deck.
func (c Card) valid() bool {
	if c.Cur == Cert {
		return c.Value == certValue
	}
	return c.Cur < Cert && c.Value >= minFace && c.Value < minFace+numFaces
}

// String returns the canonical token: "r5", "b7", "s3", "c2".
func (c Card) String() string {
	if !c.valid() {
		return fmt.Sprintf("?%s%d", c.Cur, c.Value)
	}
	return fmt.Sprintf("%c%d", currencyLetters[c.Cur], c.Value)
}

// MarshalText writes the canonical token, so a []Card marshals to JSON as
// ["r5","c2"].
func (c Card) MarshalText() ([]byte, error) {
	if !c.valid() {
		return nil, fmt.Errorf("palazzo: %v is not a money card", c)
	}
	return []byte(c.String()), nil
}

// UnmarshalText reads a token as ParseCard does.
func (c *Card) UnmarshalText(text []byte) error {
	card, ok := ParseCard(string(text))
	if !ok {
		return fmt.Errorf("palazzo: %q is not a money card", text)
	}
	*c = card
	return nil
}

// ParseCard reads a card token ("r5", "B7", "s3", "c2"), in any case. It
// reports false for anything that is not a card of the deck; the value-3
// certificate is not a card.
func ParseCard(word string) (Card, bool) {
	if len(word) != 2 || word[1] < '0' || word[1] > '9' {
		return Card{}, false
	}
	cur := strings.IndexByte(currencyLetters, lowerASCII(word[0]))
	if cur < 0 {
		return Card{}, false
	}
	c := Card{Cur: Currency(cur), Value: int(word[1] - '0')}
	return c, c.valid()
}

func lowerASCII(b byte) byte {
	if 'A' <= b && b <= 'Z' {
		return b + 'a' - 'A'
	}
	return b
}

// NewDeck returns the 55 money cards in canonical order: three copies of
// each red, brown and silver card from 3 to 7, then ten certificates.
func NewDeck() []Card {
	deck := make([]Card, 0, numNatural*numFaces*copiesPerFace+certCopies)
	for cur := Red; cur < Cert; cur++ {
		for v := minFace; v < minFace+numFaces; v++ {
			for range copiesPerFace {
				deck = append(deck, Card{cur, v})
			}
		}
	}
	for range certCopies {
		deck = append(deck, Card{Cert, certValue})
	}
	return deck
}

// compareCards orders cards canonically: by currency (red, brown, silver,
// certificate), then by value ascending.
func compareCards(a, b Card) int {
	if a.Cur != b.Cur {
		return int(a.Cur) - int(b.Cur)
	}
	return a.Value - b.Value
}

// SortCards puts cs in canonical order, the order cards are written in moves.
func SortCards(cs []Card) { slices.SortFunc(cs, compareCards) }

// FormatCards writes cs as space-separated tokens, in the order given.
func FormatCards(cs []Card) string {
	words := make([]string, len(cs))
	for i, c := range cs {
		words[i] = c.String()
	}
	return strings.Join(words, " ")
}

// RemoveCards returns a new slice holding hand minus the multiset cs, the
// remaining cards in their original order. It reports false, and returns
// hand itself, when hand does not hold every card of cs (counting copies).
// hand is never modified.
func RemoveCards(hand, cs []Card) ([]Card, bool) {
	left := slices.Clone(hand)
	for _, c := range cs {
		i := slices.Index(left, c)
		if i < 0 {
			return hand, false
		}
		left = slices.Delete(left, i, i+1)
	}
	return left, true
}

// certsValue is the best worth of n certificates played in one addition:
// as many triples (15) as possible, the rest alone (2 each). A triple always
// beats its three cards alone (15 > 6), and adding a certificate never lowers
// the worth.
func certsValue(n int) int { return n/3*jokerValue + n%3*certValue }

// PaymentValue returns the worth of cs paid as ONE payment (or one addition
// to a bid), grouped in the best valid way: natural cards of one currency at
// face value, certificates alone (2) or in threes (15), and triples of one
// face in three currencies (15). It reports false when no grouping is valid,
// as when natural cards of two currencies are left outside triples. An empty
// set is a valid payment worth 0.
func PaymentValue(cs []Card) (value int, ok bool) {
	t, ok := tallyOf(cs)
	if !ok {
		return 0, false
	}
	value, _, ok = t.group(NoCurrency)
	return value, ok
}

// MaxPayment returns the largest single payment hand can make: the money
// that breaks a tie at the end, and the most a player can afford. Cards that
// are not of the deck are ignored.
func MaxPayment(hand []Card) int {
	t := tallyValid(hand)
	best := 0
	for x := Red; x < Cert; x++ {
		// Forming every possible triple is best: a triple is worth 15 while
		// its card of currency x alone is worth at most 7 and its two other
		// cards could not be paid at all.
		value := 0
		for f := range numFaces {
			triples := t.triplesAt(f)
			value += triples*jokerValue + (t.nat[x][f]-triples)*faceOf(f)
		}
		best = max(best, value)
	}
	return best + certsValue(t.certs)
}

// CheapestPayment returns a valid payment from hand worth at least atLeast,
// in canonical order. It pays the lowest worth possible, then uses the fewest
// cards, then prefers red over brown over silver naturals; the choice depends
// only on which cards hand holds, not on their order. It reports false when
// hand cannot pay that much. When atLeast <= 0 the payment is empty.
func CheapestPayment(hand []Card, atLeast int) ([]Card, bool) {
	if atLeast <= 0 {
		return []Card{}, true
	}
	t := tallyValid(hand)
	pick, ok := t.cheapest(atLeast, NoCurrency)
	if !ok {
		return nil, false
	}
	return pick.cards(), true
}

func faceOf(f int) int { return minFace + f }

// otherNaturals returns the two natural currencies other than x.
func otherNaturals(x Currency) (Currency, Currency) {
	return (x + 1) % numNatural, (x + 2) % numNatural
}

// tally counts a set of cards by kind. The payment rules depend only on how
// many cards of each currency and face a set holds, never on their order, so
// every search below works on these few counts instead of on subsets of
// cards: the work stays small however large the hand.
type tally struct {
	nat   [numNatural][numFaces]int // [currency][face-3]
	certs int
}

// add counts c and reports false if c is not a card of the deck.
func (t *tally) add(c Card) bool {
	switch {
	case !c.valid():
		return false
	case c.Cur == Cert:
		t.certs++
	default:
		t.nat[c.Cur][c.Value-minFace]++
	}
	return true
}

// tallyOf counts cs, reporting false if one of them is not a card.
func tallyOf(cs []Card) (tally, bool) {
	var t tally
	for _, c := range cs {
		if !t.add(c) {
			return tally{}, false
		}
	}
	return t, true
}

// tallyValid counts the cards of cs that are cards of the deck.
func tallyValid(cs []Card) tally {
	var t tally
	for _, c := range cs {
		t.add(c)
	}
	return t
}

// triplesAt is how many triples of face f (one card per currency) t holds.
func (t *tally) triplesAt(f int) int { return min(t.nat[Red][f], t.nat[Brown][f], t.nat[Silver][f]) }

// cards lists the counted cards in canonical order.
func (t *tally) cards() []Card {
	var cs []Card
	for cur := Red; cur < Cert; cur++ {
		for f := range numFaces {
			for range t.nat[cur][f] {
				cs = append(cs, Card{cur, faceOf(f)})
			}
		}
	}
	for range t.certs {
		cs = append(cs, Card{Cert, certValue})
	}
	return cs
}

// naturalsAs values the natural cards of t as one addition whose loose
// naturals are of currency x. Every card of another currency must then sit in
// a triple, which fixes the triples: at each face the two other currencies
// must hold the same count, and x at least as many. It returns the worth and
// the number of loose x cards, or false if the cards cannot be grouped so.
func (t *tally) naturalsAs(x Currency) (value, loose int, ok bool) {
	o1, o2 := otherNaturals(x)
	for f := range numFaces {
		triples := t.nat[o1][f]
		if t.nat[o2][f] != triples || t.nat[x][f] < triples {
			return 0, 0, false
		}
		rest := t.nat[x][f] - triples
		value += triples*jokerValue + rest*faceOf(f)
		loose += rest
	}
	return value, loose, true
}

// group values t as one addition to a payment already committed to currency
// committed (NoCurrency if none). It returns the worth and the currency the
// payment is committed to afterwards. Only one grouping is ever valid for a
// given set, up to the choice of currency when no natural card is loose, so
// "best" only has to pick among the currencies.
func (t *tally) group(committed Currency) (value int, cur Currency, ok bool) {
	cur = committed
	for x := Red; x < Cert; x++ {
		if committed != NoCurrency && x != committed {
			continue
		}
		v, loose, fits := t.naturalsAs(x)
		if !fits || (ok && v <= value) {
			continue
		}
		value, ok = v, true
		if loose > 0 {
			cur = x
		}
	}
	if !ok {
		return 0, committed, false
	}
	return value + certsValue(t.certs), cur, true
}

// numStages is the number of steps of a cheapest-payment search: one per
// natural face, then one for the certificates.
const numStages = numFaces + 1

// payStep is what a search takes at one stage: triples of that face and loose
// cards of the payment's currency (at the certificate stage, loose counts
// the certificates).
type payStep struct{ triples, loose int32 }

// stageGain is the worth and the number of cards of taking st at stage s.
func stageGain(s int, st payStep) (value, cards int) {
	if s == numFaces {
		return certsValue(int(st.loose)), int(st.loose)
	}
	return int(st.triples)*jokerValue + int(st.loose)*faceOf(s), int(3*st.triples + st.loose)
}

// stageLimits returns how many triples stage s may take from t and how many
// cards of currency x (or certificates) it holds for triples and loose cards.
func (t *tally) stageLimits(x Currency, s int) (maxTriples, held int) {
	if s == numFaces {
		return 0, t.certs
	}
	return t.triplesAt(s), t.nat[x][s]
}

// paySearch finds the cheapest payment of one currency by dynamic programming
// over worths: cards[s][v] is the fewest cards worth exactly v using the
// stages before s (-1: unreachable), and steps[s][v] is the step of stage s
// that reached v at stage s+1. Worths above limit are never needed: a
// payment worth need+15 or more always has a group worth at most 15 (a
// triple, a loose card, a certificate, or the drop from 3k to 3k-1
// certificates, 11) whose removal leaves a cheaper payment still worth need.
type paySearch struct {
	limit int
	cards []int32
	steps []payStep
}

func newPaySearch(need int) *paySearch {
	limit := need + jokerValue - 1
	w := limit + 1
	return &paySearch{limit: limit, cards: make([]int32, (numStages+1)*w), steps: make([]payStep, numStages*w)}
}

// run fills the tables for currency x and returns the lowest worth of at
// least need that t can pay, with the fewest cards for that worth.
func (s *paySearch) run(t *tally, x Currency, need int) (value, cards int, ok bool) {
	w := s.limit + 1
	for i := range s.cards {
		s.cards[i] = -1
	}
	s.cards[0] = 0
	for st := range numStages {
		from, to := s.cards[st*w:(st+1)*w], s.cards[(st+1)*w:(st+2)*w]
		s.relax(from, to, s.steps[st*w:(st+1)*w], t, x, st)
	}
	final := s.cards[numStages*w:]
	for v := need; v <= s.limit; v++ {
		if final[v] >= 0 {
			return v, int(final[v]), true
		}
	}
	return 0, 0, false
}

// relax extends every worth reached in from by each step stage st allows.
// Ties keep the first step found, so the result is deterministic.
func (s *paySearch) relax(from, to []int32, steps []payStep, t *tally, x Currency, st int) {
	maxTriples, held := t.stageLimits(x, st)
	for v, have := range from {
		if have < 0 {
			continue
		}
		for tr := range int32(maxTriples) + 1 {
			for loose := int32(0); loose <= int32(held)-tr; loose++ {
				gain, n := stageGain(st, payStep{tr, loose})
				nv := v + gain
				if nv > s.limit {
					break // gains grow with loose (certificates too)
				}
				if to[nv] < 0 || have+int32(n) < to[nv] {
					to[nv], steps[nv] = have+int32(n), payStep{tr, loose}
				}
			}
		}
	}
}

// pick walks the tables of the last run (for currency x) back from value
// and returns the cards that pay it.
func (s *paySearch) pick(x Currency, value int) tally {
	var p tally
	w := s.limit + 1
	o1, o2 := otherNaturals(x)
	for st := numStages - 1; st >= 0; st-- {
		taken := s.steps[st*w+value]
		gain, _ := stageGain(st, taken)
		value -= gain
		if st == numFaces {
			p.certs = int(taken.loose)
			continue
		}
		p.nat[x][st] = int(taken.triples + taken.loose)
		p.nat[o1][st], p.nat[o2][st] = int(taken.triples), int(taken.triples)
	}
	return p
}

// cheapest returns the cards of t that add at least need (need >= 1) to a
// payment committed to currency committed (NoCurrency if none): lowest
// worth, then fewest cards, then red before brown before silver.
func (t *tally) cheapest(need int, committed Currency) (tally, bool) {
	s := newPaySearch(need)
	var best tally
	bestValue, bestCards, found := 0, 0, false
	for x := Red; x < Cert; x++ {
		if committed != NoCurrency && x != committed {
			continue
		}
		value, cards, ok := s.run(t, x, need)
		if !ok || (found && (value > bestValue || value == bestValue && cards >= bestCards)) {
			continue
		}
		best, bestValue, bestCards, found = s.pick(x, value), value, cards, true
	}
	return best, found
}

// Bid is one player's bid in an auction: the additions put on the table so
// far, each grouped on its own when it was made. The zero Bid is an empty
// bid worth 0, where every player but the opener starts. A Bid is a value:
// Raise returns a new one and never changes the old, so copies are safe.
type Bid struct {
	certificate bool     // holds the neutral value-3 certificate (the opener)
	value       int      // worth of the certificate and every addition
	cur         Currency // currency of the loose natural cards, NoCurrency if none yet
	additions   [][]Card // each addition in canonical order
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
func (b Bid) Cards() []Card { return slices.Concat(b.additions...) }

// Additions lists the additions made so far, a copy the caller may keep.
func (b Bid) Additions() [][]Card {
	out := make([][]Card, len(b.additions))
	for i, a := range b.additions {
		out[i] = slices.Clone(a)
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
	group := slices.Clone(add)
	SortCards(group)
	return Bid{
		certificate: b.certificate,
		value:       b.value + worth,
		cur:         cur,
		additions:   append(slices.Clip(b.additions), group),
	}, nil
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
		parts = append(parts, FormatCards(a))
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
	out := bidJSON{Value: b.value, Certificate: b.certificate, Additions: b.additions}
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
	bid := Bid{cur: NoCurrency}
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
	need := max(above-b.Value()+1, 1)
	t := tallyValid(hand)
	pick, ok := t.cheapest(need, b.Currency())
	if !ok {
		return nil, false
	}
	return pick.cards(), true
}

func illegalMoney(format string, args ...any) error {
	return fmt.Errorf("%w: "+format, append([]any{engine.ErrIllegal}, args...)...)
}
