package palazzo

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
	n := 0
	for _, c := range s {
		n += int(c)
	}
	return n
}

// Cards lists the cards of s in canonical order.
func (s CardSet) Cards() []Card { return s.appendTo(make([]Card, 0, s.Len())) }

// appendTo appends the cards of s to dst in canonical order, so that a
// state can refill a pile it owns without allocating.
func (s CardSet) appendTo(dst []Card) []Card {
	for k, n := range s {
		for range n {
			dst = append(dst, kindCard(k))
		}
	}
	return dst
}

// Contains reports whether every card of sub is in s (with multiplicity).
func (s CardSet) Contains(sub CardSet) bool {
	for k, n := range sub {
		if s[k] < n {
			return false
		}
	}
	return true
}

// Plus returns the union of s and t, counting duplicates.
func (s CardSet) Plus(t CardSet) CardSet {
	for k, n := range t {
		s[k] += n
	}
	return s
}

// Minus returns s without the cards of t; the caller has checked
// s.Contains(t).
func (s CardSet) Minus(t CardSet) CardSet {
	for k, n := range t {
		s[k] -= n
	}
	return s
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
	var space [63]byte // room for 21 cards without a second allocation
	return string(s.appendTokens(space[:0]))
}

// twoKinds returns the kinds of the cards of s when it holds one card
// (a, -1) or two (a <= b), and -1, -1 otherwise.
func (s CardSet) twoKinds() (a, b int) {
	a, b = -1, -1
	n := 0
	for k, c := range s {
		if c == 0 {
			continue
		}
		n += int(c)
		if n > 2 {
			return -1, -1
		}
		if a < 0 {
			a = k
			if c == 2 {
				b = k
			}
		} else {
			b = k
		}
	}
	return a, b
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

// appendTokens appends the String of s to dst.
func (s CardSet) appendTokens(dst []byte) []byte {
	sep := false
	for k, n := range s {
		for range n {
			if sep {
				dst = append(dst, ' ')
			}
			dst, sep = append(dst, cardTokens[2*k:2*k+2]...), true
		}
	}
	return dst
}

func joinCards(cs []Card) string {
	if len(cs) == 0 {
		return "-"
	}
	return SetOf(cs...).String()
}
