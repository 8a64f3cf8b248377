package patrician

import "github.com/pbem-games/pbem/engine"

// A move put in an engine.Move is copied to the heap, one allocation per
// conversion, and Legal and ParseMove convert a move at every decision.
// The moves of a few bytes that have few values are converted once here
// and shared: an interface value cannot be written through.

// boxCities bounds the cities of the shared moves; a board has fewer.
const boxCities = 16

var (
	boxedPlays      [maxCards]engine.Move             // by card
	boxedTakes      [maxCities][maxCards]engine.Move  // by City, Card, with HasCard
	boxedBuilds     [3][3]engine.Move                 // by A, B
	boxedSpecials   [boxCities][2]engine.Move         // by City, From
	boxedMessengers [boxCities][boxCities]engine.Move // by A, B with A < B
	boxedNoSpecial  engine.Move                       = NoSpecial
	boxedNoMessage  engine.Move                       = NoMessenger
)

func init() {
	for c := range boxedPlays {
		boxedPlays[c] = PlayMove{Card: Card(c)}
	}
	for city := range boxedTakes {
		for c := range boxedTakes[city] {
			boxedTakes[city][c] = TakeMove{City: City(city), Card: Card(c), HasCard: true}
		}
	}
	for a := range boxedBuilds {
		for b := range boxedBuilds[a] {
			boxedBuilds[a][b] = BuildMove{A: a, B: b}
		}
	}
	for c := range boxedSpecials {
		for from := range boxedSpecials[c] {
			boxedSpecials[c][from] = SpecialMove{City: City(c), From: from}
		}
	}
	for a := range boxedMessengers {
		for b := a + 1; b < boxCities; b++ {
			boxedMessengers[a][b] = MessengerMove{A: City(a), B: City(b)}
		}
	}
}

// boxPlay returns PlayMove{Card: c} as an engine.Move.
func boxPlay(c Card) engine.Move {
	if c < maxCards {
		return boxedPlays[c]
	}
	return PlayMove{Card: c}
}

// boxTake returns m as an engine.Move.
func boxTake(m TakeMove) engine.Move {
	if m.HasCard && m.City >= 0 && m.City < maxCities && m.Card < maxCards {
		return boxedTakes[m.City][m.Card]
	}
	return m
}

// boxBuild returns m as an engine.Move.
func boxBuild(m BuildMove) engine.Move {
	if m.A >= 0 && m.A < 3 && m.B >= 0 && m.B < 3 {
		return boxedBuilds[m.A][m.B]
	}
	return m
}

// boxSpecial returns m as an engine.Move.
func boxSpecial(m SpecialMove) engine.Move {
	switch {
	case m == NoSpecial:
		return boxedNoSpecial
	case m.City >= 0 && m.City < boxCities && m.From >= 0 && m.From < 2:
		return boxedSpecials[m.City][m.From]
	}
	return m
}

// boxMessenger returns m as an engine.Move.
func boxMessenger(m MessengerMove) engine.Move {
	switch {
	case m == NoMessenger:
		return boxedNoMessage
	case m.A >= 0 && m.A < m.B && m.B < boxCities:
		return boxedMessengers[m.A][m.B]
	}
	return m
}
