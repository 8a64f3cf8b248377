package palazzo

import (
	"iter"
	"math/bits"
)

// certsValue is the best worth of n certificates played in one addition:
// as many triples (15) as possible, the rest alone (2 each). A triple always
// beats its three cards alone (15 > 6), and adding a certificate never lowers
// the worth.
// n is never negative: dividing it unsigned spares the sign's fix-ups in
// the payment walks' loops, which ask at every step.
func certsValue(n int) int { u := uint(n); return int(u/3*jokerValue + u%3*certValue) }

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
	return t.maxPayment()
}

// maxPayment is the largest single payment t can make (see MaxPayment):
// the most of maxesAs.
func (t *tally) maxPayment() int {
	m := t.maxesAs()
	return max(m[Red], m[Brown], m[Silver])
}

// maxesAs is maxAs of each natural currency, with the parts the three
// share (certificates, triples) counted once: a purchase asks it at every
// buy-or-auction decision, and a raise at every bid.
//
// The faces are written out: with constant faces each term is a load and
// a multiply by a constant, where the loop's was a tenth of a payment.
func (t *tally) maxesAs() [numNatural]int {
	// Each triple is worth 15 instead of its loose card's face.
	shared := certsValue(t.certs) + t.tripleGain(0) + t.tripleGain(1) + t.tripleGain(2) +
		t.tripleGain(3) + t.tripleGain(4)
	return [numNatural]int{shared + t.faceSum(Red), shared + t.faceSum(Brown), shared + t.faceSum(Silver)}
}

// tripleGain is what the triples of face f add to a payment beyond their
// loose card of its currency.
func (t *tally) tripleGain(f int) int { return t.triplesAt(f) * (jokerValue - faceOf(f)) }

// faceSum is the worth of the natural cards of currency x at face value.
func (t *tally) faceSum(x Currency) int {
	n := &t.nat[x]
	return n[0]*faceOf(0) + n[1]*faceOf(1) + n[2]*faceOf(2) + n[3]*faceOf(3) + n[4]*faceOf(4)
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

// tally counts the cards of s. The engine keeps hands as CardSets, so this
// spares listing the cards only to count them again.
//
// It is written out kind by kind: the loop's division of each kind into
// currency and face was 2.5 % of a random game, which asks at every buy
// and bid decision.
func (s CardSet) tally() tally {
	return tally{
		nat: [numNatural][numFaces]int{
			{int(s[0]), int(s[1]), int(s[2]), int(s[3]), int(s[4])},
			{int(s[5]), int(s[6]), int(s[7]), int(s[8]), int(s[9])},
			{int(s[10]), int(s[11]), int(s[12]), int(s[13]), int(s[14])},
		},
		certs: int(s[certKind]),
	}
}

// set returns the counted cards as a CardSet.
func (t *tally) set() CardSet {
	var s CardSet
	for cur := range numNatural {
		for f, n := range t.nat[cur] {
			s[cur*numFaces+f] = uint8(n)
		}
	}
	s[certKind] = uint8(t.certs)
	return s
}

// paymentValue is PaymentValue for the cards of s.
func (s CardSet) paymentValue() (value int, ok bool) {
	t := s.tally()
	value, _, ok = t.group(NoCurrency)
	return value, ok
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
// at most two of those: a payment worth v uses at most (v+2)/3 cards. So
// the rows are exact for every worth up to the limit, and a search serves
// any need up to its own.
type paySearch struct {
	t             *tally
	x             Currency
	limit         int
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
	return sp.searchTo(t, need+jokerValue-1)
}

// searchTo is search with the rows exact up to worth limit, no further:
// enough for a search that wants every worth up to limit, and not the
// cheapest beyond it (raises).
func (sp *paySpace) searchTo(t *tally, limit int) paySearch {
	s := paySearch{t: t, limit: limit}
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

// fill computes row st+1 from row st. It writes the choices of options
// out as loops: the iterator's call per choice was a tenth of a random
// game. A stage with nothing to take copies its row.
func (s *paySearch) fill(st int) {
	size := s.levels * s.words
	from, to := s.sets[st*size:(st+1)*size], s.sets[(st+1)*size:(st+2)*size]
	if st == certStage && s.t.certs == 0 || st != certStage && s.t.nat[s.x][st-1] == 0 {
		copy(to, from) // no certificate, or no card of the face in x: no triple either
		s.top[st+1] = s.top[st]
		return
	}
	clear(to)
	top := 0
	if st == certStage {
		for j := 0; j <= s.t.certs && certsValue(j) <= s.limit; j++ {
			top = s.shiftIn(st, from, to, certsValue(j), j, top)
		}
		s.top[st+1] = top
		return
	}
	f := st - 1
	for tr := range s.t.triplesAt(f) + 1 {
		for loose := 0; loose <= s.t.nat[s.x][f]-tr; loose++ {
			gain := tr*jokerValue + loose*faceOf(f)
			if gain > s.limit {
				break
			}
			top = s.shiftIn(st, from, to, gain, 3*tr+loose, top)
		}
	}
	s.top[st+1] = top
}

// shiftIn adds to row st+1 (to) the worths of row st (from) raised by
// gain with cards more cards, and returns the highest card count reached
// so far, given top before.
func (s *paySearch) shiftIn(st int, from, to []uint64, gain, cards, top int) int {
	n := min(s.top[st]+1, s.levels-cards) // card counts of from that still fit
	if n <= 0 {
		return top
	}
	if s.words == 1 { // the common case, one worth set per machine word
		for c, set := range from[:n] {
			to[c+cards] |= set << gain
		}
	} else {
		for c := range n {
			s.reach(st+1, c+cards).addShifted(s.reach(st, c), gain)
		}
	}
	return max(top, n-1+cards)
}

// run fills the rows of the natural stages for currency x.
func (s *paySearch) run(x Currency) {
	s.x = x
	for st := certStage + 1; st < numStages; st++ {
		s.fill(st)
	}
}

// lowest returns the lowest worth of at least need that the currency of
// the last run can pay, and the fewest cards that pay it. need is at most
// the need of the search: the rows hold every worth up to its limit.
func (s *paySearch) lowest(need int) (value, cards int, ok bool) {
	for c := 0; c <= s.top[numStages]; c++ {
		if v, found := s.reach(numStages, c).lowestFrom(need); found && (!ok || v < value) {
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
	if need+jokerValue-1 <= exactMax {
		return t.cheapestSmall(need, committed)
	}
	value, curs, ok := t.lowestWorth(need, committed)
	if !ok {
		return tally{}, false
	}
	return t.payExactly(value, curs), true
}

// cheapestTwice is cheapest(need, NoCurrency) and cheapest(2*need,
// NoCurrency) (need >= 1) from one search: a purchase lists the payments of
// one tile and of two. The rows of a search hold every worth up to its
// limit exactly, so the search for 2*need serves need too.
func (t *tally) cheapestTwice(need int) (pays [2]tally, oks [2]bool) {
	var space paySpace
	s := space.search(t, 2*need)
	var best [2]payBest
	for x := Red; x < Cert; x++ {
		if t.maxAs(x) < need {
			continue
		}
		s.run(x)
		for i := range best {
			if t.maxAs(x) >= (i+1)*need {
				best[i].try(&s, (i+1)*need)
			}
		}
	}
	return [2]tally{best[0].pay, best[1].pay}, [2]bool{best[0].found, best[1].found}
}

// payBest is the cheapest payment found so far, currency by currency.
type payBest struct {
	pay          tally
	value, cards int
	found        bool
}

// try keeps the payment of at least need from the currency of the last
// run of s when it is cheaper than the best so far: lower worth, then
// fewer cards; on a tie the earlier currency stays.
func (b *payBest) try(s *paySearch, need int) {
	value, cards, ok := s.lowest(need)
	if !ok || b.found && (value > b.value || value == b.value && cards >= b.cards) {
		return
	}
	*b = payBest{pay: s.pick(value, cards), value: value, cards: cards, found: true}
}
