package palazzo

import (
	"encoding/json"
	"fmt"
	"iter"
	"math/bits"
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
	return max(t.maxAs(Red), t.maxAs(Brown), t.maxAs(Silver))
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

// maxAs is the largest payment t can make with loose naturals of currency
// x. Forming every possible triple is best: a triple is worth 15 while its
// card of currency x alone is worth at most 7 and its two other cards could
// not be paid at all. Using every certificate is best too (see certsValue).
func (t *tally) maxAs(x Currency) int {
	value := certsValue(t.certs)
	for f := range numFaces {
		triples := t.triplesAt(f)
		value += triples*jokerValue + (t.nat[x][f]-triples)*faceOf(f)
	}
	return value
}

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

// The cheapest-payment search takes its cards stage by stage: first the
// certificates, which are the same whatever the currency, then each natural
// face from 3 to 7.
const (
	certStage = 0
	numStages = 1 + numFaces
)

// payOption is what a search may take at one stage: triples of that face
// and loose cards of the payment's currency (at the certificate stage, loose
// counts the certificates, grouped as certsValue does), with the worth and
// the number of cards they make.
type payOption struct{ triples, loose, gain, cards int }

// options yields the choices stage st offers currency x, worth at most
// limit: fewer triples first, then fewer loose cards.
func (t *tally) options(x Currency, st, limit int) iter.Seq[payOption] {
	return func(yield func(payOption) bool) {
		if st == certStage {
			for j := 0; j <= t.certs && certsValue(j) <= limit; j++ {
				if !yield(payOption{0, j, certsValue(j), j}) {
					return
				}
			}
			return
		}
		f := st - 1
		for tr := range t.triplesAt(f) + 1 {
			for loose := 0; loose <= t.nat[x][f]-tr; loose++ {
				gain := tr*jokerValue + loose*faceOf(f)
				if gain > limit {
					break
				}
				if !yield(payOption{tr, loose, gain, 3*tr + loose}) {
					return
				}
			}
		}
	}
}

// worthSet is a set of worths, bit v of word v/64 standing for worth v.
// Sets of reachable worths let the search try a choice on every worth at
// once with a shift, instead of one worth at a time.
type worthSet []uint64

func (w worthSet) has(v int) bool { return v >= 0 && w[v>>6]>>(v&63)&1 != 0 }

// addShifted adds every worth of src raised by g (worths beyond the set's
// width are dropped: they are never the cheapest).
func (w worthSet) addShifted(src worthSet, g int) {
	words, shift := g>>6, uint(g&63)
	for i := len(w) - 1; i >= words; i-- {
		word := src[i-words] << shift
		if shift > 0 && i-words > 0 {
			word |= src[i-words-1] >> (64 - shift)
		}
		w[i] |= word
	}
}

// lowestFrom returns the lowest worth of the set that is at least v.
func (w worthSet) lowestFrom(v int) (int, bool) {
	for i := v >> 6; i < len(w); i++ {
		word := w[i]
		if i == v>>6 {
			word &^= 1<<(v&63) - 1
		}
		if word != 0 {
			return i<<6 + bits.TrailingZeros64(word), true
		}
	}
	return 0, false
}

// paySearch finds the cheapest payment of at least need from t, for one
// currency x at a time. reach(st, c) is the set of worths the stages before
// st can pay with exactly c cards: each choice of a stage shifts every set
// by its worth at once, so the work grows with the number of choices and of
// card counts, never with the number of subsets of the hand.
//
// Worths above need+14 are never needed: a payment worth need+15 or more
// always has a group worth at most 15 (a triple, a loose card, a certificate,
// or the drop from 3k to 3k-1 certificates, 11) whose removal leaves a
// cheaper payment still worth need. Every card is worth at least 3 in any
// grouping (5 in a triple) except certificates alone, worth 2, and there are
// at most two of those: a payment worth v uses at most (v+2)/3 cards.
type paySearch struct {
	t             *tally
	x             Currency
	need, limit   int
	words, levels int
	sets          []uint64
	top           [numStages + 1]int // highest card count reached per row
}

// paySpace is the memory of a search one word wide (payments up to 49:
// every purchase and most raises), so that it can live on the stack.
type paySpace [(numStages + 1) * ((63+2)/3 + 1)]uint64

// search lays out in sp, or in new memory when need is too large for it, a
// search for payments of at least need from t, and runs its stage 0.
func (sp *paySpace) search(t *tally, need int) paySearch {
	s := paySearch{t: t, need: need, limit: need + jokerValue - 1}
	s.words, s.levels = s.limit/64+1, (s.limit+2)/3+1
	if s.words == 1 {
		s.sets = sp[:(numStages+1)*s.levels]
	} else {
		s.sets = make([]uint64, (numStages+1)*s.levels*s.words)
	}
	s.reach(0, 0)[0] = 1 // paying nothing is worth 0
	s.fill(certStage)    // the certificates are the same for every currency
	return s
}

// reach returns the set of worths row st reaches with c cards.
func (s *paySearch) reach(st, c int) worthSet {
	i := (st*s.levels + c) * s.words
	return s.sets[i : i+s.words]
}

// fill computes row st+1 from row st.
func (s *paySearch) fill(st int) {
	size := s.levels * s.words
	from, to := s.sets[st*size:(st+1)*size], s.sets[(st+1)*size:(st+2)*size]
	clear(to)
	top := 0
	for o := range s.t.options(s.x, st, s.limit) {
		n := min(s.top[st]+1, s.levels-o.cards) // card counts of from that still fit
		if n <= 0 {
			continue
		}
		top = max(top, n-1+o.cards)
		if s.words == 1 { // the common case, one worth set per machine word
			for c, set := range from[:n] {
				to[c+o.cards] |= set << o.gain
			}
			continue
		}
		for c := range n {
			s.reach(st+1, c+o.cards).addShifted(s.reach(st, c), o.gain)
		}
	}
	s.top[st+1] = top
}

// lowest runs the search for currency x and returns the lowest worth of at
// least need that x can pay, and the fewest cards that pay it.
func (s *paySearch) lowest(x Currency) (value, cards int, ok bool) {
	s.x = x
	for st := certStage + 1; st < numStages; st++ {
		s.fill(st)
	}
	for c := 0; c <= s.top[numStages]; c++ {
		if v, found := s.reach(numStages, c).lowestFrom(s.need); found && (!ok || v < value) {
			value, cards, ok = v, c, true
		}
	}
	return value, cards, ok
}

// pick walks the last search back from value paid with cards and returns
// the cards, taking at each stage the first choice that fits, so that equal
// hands always give the same payment.
func (s *paySearch) pick(value, cards int) tally {
	var p tally
	o1, o2 := otherNaturals(s.x)
	for st := numStages - 1; st >= 0; st-- {
		for o := range s.t.options(s.x, st, s.limit) {
			u, c := value-o.gain, cards-o.cards
			if c < 0 || !s.reach(st, c).has(u) {
				continue
			}
			if st == certStage {
				p.certs = o.loose
			} else {
				f := st - 1
				p.nat[s.x][f], p.nat[o1][f], p.nat[o2][f] = o.triples+o.loose, o.triples, o.triples
			}
			value, cards = u, c
			break
		}
	}
	return p
}

// cheapest returns the cards of t that add at least need (need >= 1) to a
// payment committed to currency committed (NoCurrency if none): lowest
// worth, then fewest cards, then red before brown before silver.
func (t *tally) cheapest(need int, committed Currency) (tally, bool) {
	var space paySpace
	s := space.search(t, need)
	var best tally
	bestValue, bestCards, found := 0, 0, false
	for x := Red; x < Cert; x++ {
		if committed != NoCurrency && x != committed || t.maxAs(x) < need {
			continue
		}
		value, cards, ok := s.lowest(x)
		if !ok || found && (value > bestValue || value == bestValue && cards >= bestCards) {
			continue
		}
		best, bestValue, bestCards, found = s.pick(value, cards), value, cards, true
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
