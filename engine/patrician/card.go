package patrician

import (
	"strconv"
	"strings"
)

// maxCities is the most cities the board has (Pistoia included).
const maxCities = 10

// maxFloors is the highest city limit the engine supports: a tower holds
// at most maxFloors-1 floors, since the other must keep one.
const maxFloors = 9

// City is a city by its index in the data file (Bologna, Firenze, …).
type City int8

// NoCity stands for "none": the skip forms of the special action and of
// the messenger placement.
const NoCity City = -1

// Code is the 2-letter code players type ("bo").
func (c City) Code() string { return data().Cities[c].Code }

// Name is the city's name ("Bologna").
func (c City) Name() string { return data().Cities[c].Name }

// ParseCity reads a city code or name, in any case.
func ParseCity(s string) (City, bool) {
	c, ok := lookupFolded(&data().cityIndex, s)
	return c, ok
}

// Card is a construction card by its index in the data file.
type Card uint8

// Feature is what a card shows besides its first crest.
type Feature uint8

// The features of the construction cards.
const (
	DoubleCrest    Feature = iota // a second crest: build two floors
	AnyCity                       // "?": take the face-up card of any city
	SpecialAction                 // move a top floor to the other tower
	Portrait                      // one patrician head
	DoublePortrait                // two heads of the same patrician
)

// info returns the card's data.
func (c Card) info() *cardInfo { return &data().cards[c] }

// ID is the card's identifier as players type it, in upper case ("BO5").
func (c Card) ID() string { return c.info().ID }

// City is the city whose crest the card shows.
func (c Card) City() City { return c.info().City }

// ParseCard reads a card id in any case.
func ParseCard(s string) (Card, bool) {
	c, ok := lookupFolded(&data().cardIndex, s)
	return c, ok
}

// Label is the card's id and what it does, in a few characters:
// "BO1 ++" (two crests), "BO3 mv" (special action), "BO4 ?" (any card),
// "BO5 p1*" (a portrait on a starred card), "BO7 p3x2" (double portrait).
func (c Card) Label() string { return c.info().label }

// Describe says in words what the card does: "Bologna, portrait of
// patrician 1, star".
func (c Card) Describe() string { return c.info().describe }

// label writes the short form of a card for Label.
func (c *components) label(in cardInfo) string {
	var symbol string
	switch in.Feature {
	case DoubleCrest:
		symbol = "++"
	case AnyCity:
		symbol = "?"
	case SpecialAction:
		symbol = "mv"
	case Portrait:
		symbol = c.Portraits[in.Portrait].Code
	default:
		symbol = c.Portraits[in.Portrait].Code + "x2"
	}
	if in.Star {
		symbol += "*"
	}
	return in.ID + " " + symbol
}

// describe writes the long form of a card for Describe.
func (c *components) describe(in cardInfo) string {
	var what string
	switch in.Feature {
	case DoubleCrest:
		what = "two crests"
	case AnyCity:
		what = "take any card"
	case SpecialAction:
		what = "special action"
	case Portrait:
		what = "portrait of " + c.Portraits[in.Portrait].Name
	default:
		what = "double portrait of " + c.Portraits[in.Portrait].Name
	}
	s := c.Cities[in.City].Name + ", " + what
	if in.Star {
		s += ", star"
	}
	return s
}

// hand is a set of cards as a bitmask: bit i is Card(i).
type hand uint64

func (h hand) has(c Card) bool   { return h&(1<<c) != 0 }
func (h hand) with(c Card) hand  { return h | 1<<c }
func (h hand) minus(c Card) hand { return h &^ (1 << c) }

// cards lists the cards in data order.
func (h hand) cards() []Card {
	out := make([]Card, 0, 4)
	for c := Card(0); h != 0; c++ {
		if h&1 != 0 {
			out = append(out, c)
		}
		h >>= 1
	}
	return out
}

// ids joins the ids of the cards with spaces, as ids(h.cards()) does,
// in one allocation.
func (h hand) ids() string {
	var buf [64]byte
	b := buf[:0]
	for c := Card(0); h != 0; c++ {
		if h&1 != 0 {
			if len(b) > 0 {
				b = append(b, ' ')
			}
			b = append(b, c.ID()...)
		}
		h >>= 1
	}
	return string(b)
}

// size counts the cards.
func (h hand) size() int {
	n := 0
	for ; h != 0; h &= h - 1 {
		n++
	}
	return n
}

// ids joins the ids of cards with spaces.
func ids(cards []Card) string {
	parts := make([]string, len(cards))
	for i, c := range cards {
		parts[i] = c.ID()
	}
	return strings.Join(parts, " ")
}

// lookupFolded is the lookup of lowerASCII(s) in m without allocating the
// lower-case copy for a short ASCII s: the engine looks up the upper-case
// ids it writes.
func lookupFolded[V any](m *keyIndex[V], s string) (V, bool) {
	var buf [32]byte
	if len(s) > len(buf) {
		v, ok := m.get(lowerASCII(s))
		return v, ok
	}
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c >= 0x80 {
			v, ok := m.get(lowerASCII(s)) // strings.ToLower folds more than ASCII
			return v, ok
		}
		if c >= 'A' && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	v, ok := m.get(string(buf[:len(s)]))
	return v, ok
}

// lowerASCII lower-cases s, skipping the copy in the usual case of text
// already in lower case (moves arrive lower-cased from notation.Words).
func lowerASCII(s string) string {
	for i := 0; i < len(s); i++ {
		if c := s[i]; c >= 'A' && c <= 'Z' {
			return strings.ToLower(s)
		}
	}
	return s
}

// roman writes a city limit the way the board prints it.
func roman(n int) string {
	switch n {
	case 5:
		return "V"
	case 7:
		return "VII"
	case 9:
		return "IX"
	}
	return strconv.Itoa(n)
}
