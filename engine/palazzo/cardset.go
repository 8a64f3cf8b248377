package palazzo

import (
	"encoding/binary"
	"math/bits"
)

// cardKinds is the number of distinct money cards a hand can hold: red,
// brown and silver 3–7, then the value-2 certificate.
const cardKinds = 16

const certKind = cardKinds - 1

// CardSet is a multiset of money cards, held as a count per kind. Moves
// carry CardSets rather than slices so that they stay comparable values,
// and the kinds are numbered in the canonical card order (red, brown,
// silver, then c2; by value ascending), so Cards lists them canonically.
type CardSet [cardKinds]uint8

// cardKind returns the kind number of c, or -1 for a card no hand holds.
func cardKind(c Card) int {
	switch {
	case c.Cur == Cert && c.Value == 2:
		return certKind
	case c.Cur <= Silver && c.Value >= 3 && c.Value <= 7:
		return int(c.Cur)*5 + c.Value - 3
	}
	return -1
}

// kindCard is the card of kind k.
func kindCard(k int) Card {
	if k == certKind {
		return Card{Cur: Cert, Value: 2}
	}
	return Card{Cur: Currency(k / 5), Value: k%5 + 3}
}

// SetOf returns the multiset of cs. Cards no hand can hold are ignored.
func SetOf(cs ...Card) CardSet {
	var s CardSet
	for _, c := range cs {
		if k := cardKind(c); k >= 0 {
			s[k]++
		}
	}
	return s
}

// Len is the number of cards in s.
func (s CardSet) Len() int {
	lo, hi := s.halves()
	// Four 16-bit sums of byte pairs, then their sum in the top lane.
	const pairs = 0x00ff00ff00ff00ff
	v := lo&pairs + lo>>8&pairs + hi&pairs + hi>>8&pairs
	return int(v * 0x0001000100010001 >> 48)
}

// The set operations below work on the 16 counts as two 64-bit words of
// eight bytes each, with the byte-wise arithmetic of uint8 (no carry or
// borrow crosses into the next count): hands are added to, taken from and
// compared at nearly every decision of a random game.

// highBits has the top bit of each byte set; lowBits the others.
const (
	highBits = 0x8080808080808080
	lowBits  = ^uint64(highBits)
)

// addBytes adds a and b byte by byte, each byte wrapping as a uint8.
func addBytes(a, b uint64) uint64 { return (a&lowBits + b&lowBits) ^ (a^b)&highBits }

// subBytes subtracts b from a byte by byte, each byte wrapping as a uint8.
func subBytes(a, b uint64) uint64 { return (a | highBits - b&lowBits) ^ (a^^b)&highBits }

// halves returns the counts of kinds 0-7 and 8-15, kind 0 in the low byte.
func (s *CardSet) halves() (lo, hi uint64) {
	return binary.LittleEndian.Uint64(s[:8]), binary.LittleEndian.Uint64(s[8:])
}

// setOfHalves is the CardSet whose counts halves returns.
func setOfHalves(lo, hi uint64) CardSet {
	var s CardSet
	binary.LittleEndian.PutUint64(s[:8], lo)
	binary.LittleEndian.PutUint64(s[8:], hi)
	return s
}

// Cards lists the cards of s in canonical order.
func (s CardSet) Cards() []Card { return s.appendTo(make([]Card, 0, s.Len())) }

// appendTo appends the cards of s to dst in canonical order, so that a
// state can refill a pile it owns without allocating. It visits only the
// kinds s holds, found a word of counts at a time: a payment or a bid's
// addition holds a few of the 16.
func (s CardSet) appendTo(dst []Card) []Card {
	lo, hi := s.halves()
	dst = appendKinds(dst, lo, 0)
	return appendKinds(dst, hi, 8)
}

// appendKinds appends the cards counted in w, a word of eight counts
// whose low byte counts kind first, in kind order.
func appendKinds(dst []Card, w uint64, first int) []Card {
	for w != 0 {
		i := bits.TrailingZeros64(w) &^ 7 // the lowest byte with a count
		c := kindCard(first + i/8)
		for range uint8(w >> i) {
			dst = append(dst, c)
		}
		w &^= 0xff << i
	}
	return dst
}

// Contains reports whether every card of sub is in s (with multiplicity).
func (s CardSet) Contains(sub CardSet) bool {
	lo, hi := s.halves()
	sublo, subhi := sub.halves()
	if (lo|hi|sublo|subhi)&highBits != 0 { // a count of 128 or more: by the rule
		for k, n := range sub {
			if s[k] < n {
				return false
			}
		}
		return true
	}
	// Each byte of (count + 128) - sub keeps its top bit exactly when
	// count >= sub, and never borrows from the next.
	return (lo|highBits-sublo)&(hi|highBits-subhi)&highBits == highBits
}

// Plus returns the union of s and t, counting duplicates.
func (s CardSet) Plus(t CardSet) CardSet {
	lo, hi := s.halves()
	tlo, thi := t.halves()
	return setOfHalves(addBytes(lo, tlo), addBytes(hi, thi))
}

// Minus returns s without the cards of t; the caller has checked
// s.Contains(t).
func (s CardSet) Minus(t CardSet) CardSet {
	lo, hi := s.halves()
	tlo, thi := t.halves()
	return setOfHalves(subBytes(lo, tlo), subBytes(hi, thi))
}

// moveCards takes cards out of from and adds them to to, in place: the
// cards given at nearly every decision (kept, paid, bid), word by word in
// one call where Minus and Plus took two and copied the sets through
// memory. The caller has checked from.Contains(*cards).
func moveCards(from, to, cards *CardSet) {
	clo, chi := cards.halves()
	flo, fhi := from.halves()
	tlo, thi := to.halves()
	// from holds every card taken (the caller checked): no count borrows
	// from the next, so the words subtract whole.
	*from = setOfHalves(flo-clo, fhi-chi)
	*to = setOfHalves(addBytes(tlo, clo), addBytes(thi, chi))
}

// takeOut removes the cards of t from s in place; the caller has checked
// s.Contains(*t).
func (s *CardSet) takeOut(t *CardSet) {
	lo, hi := s.halves()
	tlo, thi := t.halves()
	*s = setOfHalves(lo-tlo, hi-thi) // no count borrows, as in moveCards
}

// lowest returns the card of s with the lowest value (the first in
// canonical order among equals), and false when s is empty.
func (s CardSet) lowest() (Card, bool) {
	if s[certKind] > 0 {
		return kindCard(certKind), true
	}
	for v := 0; v < 5; v++ {
		for cur := 0; cur < 3; cur++ {
			if s[cur*5+v] > 0 {
				return kindCard(cur*5 + v), true
			}
		}
	}
	return Card{}, false
}

// String lists the cards canonically, separated by spaces ("r5 s3 c2").
// It writes the tokens itself: events and moves format cards on every
// decision, and this keeps replays fast.
func (s CardSet) String() string {
	switch a, b := s.twoKinds(); {
	case a < 0:
	case b < 0:
		return cardTokens[2*a : 2*a+2]
	default:
		i := (a*cardKinds + b) * cardPairLen
		return cardPairs[i : i+cardPairLen]
	}
	var space [64]byte // room for 21 cards (and the space appendTokens trims) without a second allocation
	return string(s.appendTokens(space[:0]))
}

// twoKinds returns the kinds of the cards of s when it holds one card
// (a, -1) or two (a <= b), and -1, -1 otherwise.
func (s CardSet) twoKinds() (a, b int) {
	// Word-wise: String calls it for every set an event tells, and a
	// loop over the 16 kinds was most of String's cost.
	lo, hi := s.halves()
	if a = firstKind(lo, hi); a < 0 {
		return -1, -1
	}
	lo, hi = withoutOne(lo, hi, a)
	if b = firstKind(lo, hi); b < 0 {
		return a, -1
	}
	if lo, hi = withoutOne(lo, hi, b); lo|hi != 0 {
		return -1, -1
	}
	return a, b
}

// firstKind returns the lowest kind with a card in the halves lo, hi of
// a set, -1 when there is none.
func firstKind(lo, hi uint64) int {
	switch {
	case lo != 0:
		return bits.TrailingZeros64(lo) / 8
	case hi != 0:
		return 8 + bits.TrailingZeros64(hi)/8
	}
	return -1
}

// withoutOne removes one card of kind k from the halves lo, hi of a set
// that holds one: no byte borrows.
func withoutOne(lo, hi uint64, k int) (uint64, uint64) {
	if k < 8 {
		return lo - 1<<(8*k), hi
	}
	return lo, hi - 1<<(8*(k-8))
}

// cardPairLen is the length of the String of two cards ("r5 c2").
const cardPairLen = 5

// cardPairs holds the String of every two cards of kinds a <= b at
// (a*cardKinds+b)*cardPairLen. Players take and bid one or two cards at a
// time, and slicing it spares an allocation each time.
var cardPairs = func() string {
	buf := make([]byte, cardKinds*cardKinds*cardPairLen)
	for a := range cardKinds {
		for b := range cardKinds {
			i := (a*cardKinds + b) * cardPairLen
			copy(buf[i:], cardTokens[2*a:2*a+2]+" "+cardTokens[2*b:2*b+2])
		}
	}
	return string(buf)
}()

// appendTokens appends the String of s to dst, visiting only the kinds
// s holds (as appendTo does): every dealt hand is told as a String.
func (s CardSet) appendTokens(dst []byte) []byte {
	lo, hi := s.halves()
	n := len(dst)
	dst = appendKindTokens(dst, lo, 0)
	dst = appendKindTokens(dst, hi, 8)
	if len(dst) > n {
		dst = dst[:len(dst)-1] // the space after the last token
	}
	return dst
}

// appendKindTokens appends the token of every card counted in w (as in
// appendKinds), each followed by a space.
func appendKindTokens(dst []byte, w uint64, first int) []byte {
	for w != 0 {
		i := bits.TrailingZeros64(w) &^ 7
		k := first + i/8
		for range uint8(w >> i) {
			dst = append(dst, cardTokens[2*k], cardTokens[2*k+1], ' ')
		}
		w &^= 0xff << i
	}
	return dst
}

func joinCards(cs []Card) string {
	if len(cs) == 0 {
		return "-"
	}
	return SetOf(cs...).String()
}

// maxesAs is s.tally().maxesAs(), read from the counts' words: a random
// game asks it at every purchase and bid decision. While no natural kind
// counts more than 3 (the deck's copies), each currency's five counts
// fit in five bytes of one word, and a multiply sums them by their
// faces into one byte without a carry (at most 5·3·7 = 105); so do the
// triples (the bytewise least of the three currencies) by what they add
// beyond their loose card (5·3·12 = 180). Larger counts are tallied.
func (s *CardSet) maxesAs() [numNatural]int {
	lo, hi := s.halves()
	const naturalKinds = 0x00ffffffffffffff // hi's byte 7 counts the certificates
	if lo&0xfcfcfcfcfcfcfcfc != 0 || hi&naturalKinds&0xfcfcfcfcfcfcfcfc != 0 {
		t := s.tally()
		return t.maxesAs()
	}
	const five = 0xffffffffff
	r, b, sv := lo&five, (lo>>40|hi<<24)&five, hi>>16&five
	// Bytewise minimum: with counts below 128, the top bit of each byte
	// of (x|128) - y is set exactly where x >= y.
	atLeast := func(x, y uint64) uint64 { return ((x | highBits) - y) & highBits >> 7 * 0xff }
	least := func(x, y uint64) uint64 { m := atLeast(x, y); return y&m | x&^m }
	triples := least(least(r, b), sv)
	// Byte 4 of x times w gathers the sum of x's byte i times w's byte
	// 4-i: faces 3..7 for the counts, 12..8 for the triples' gain.
	const faces, gains = 0x0304050607, 0x0c0b0a0908
	dot := func(x, w uint64) int { return int(x * w >> 32 & 0xff) }
	shared := certsValue(int(s[certKind])) + dot(triples, gains)
	return [numNatural]int{shared + dot(r, faces), shared + dot(b, faces), shared + dot(sv, faces)}
}
