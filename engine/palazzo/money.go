package palazzo

import (
	"fmt"
	"slices"
	"strings"
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

// The card kinds the engine knows. How many of each the deck holds is in
// the data file ([money]).
const (
	numNatural   = 3  // red, brown, silver
	minFace      = 3  // lowest natural face value
	numFaces     = 5  // faces 3 to 7
	certValue    = 2  // worth of one certificate played alone
	jokerValue   = 15 // worth of a triple, whatever its faces
	openingValue = 3  // the neutral certificate the auction opener holds
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

// cardTokens holds the token of every card kind, two bytes each, in kind
// order (see cardKind). Slicing it gives a card's token without allocating:
// cards are written on almost every decision and in every view.
const cardTokens = "r3r4r5r6r7b3b4b5b6b7s3s4s5s6s7c2"

// String returns the canonical token: "r5", "b7", "s3", "c2".
func (c Card) String() string {
	k := cardKind(c)
	if k < 0 {
		return fmt.Sprintf("?%s%d", c.Cur, c.Value)
	}
	return cardTokens[2*k : 2*k+2]
}

// MarshalText writes the canonical token, so a []Card marshals to JSON as
// ["r5","c2"].
func (c Card) MarshalText() ([]byte, error) {
	k := cardKind(c)
	if k < 0 {
		return nil, fmt.Errorf("palazzo: %v is not a money card", c)
	}
	return []byte(cardTokens[2*k : 2*k+2]), nil
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

// NewDeck returns the money cards of the data file's [money] section in
// its order: the copies of each value of each currency, then the
// certificates. The file gives 55: three copies of each red, brown and
// silver card from 3 to 7, then ten certificates.
func NewDeck() []Card { return slices.Clone(data().deck) }

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
