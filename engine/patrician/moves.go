package patrician

// The move types below are the decisions of Patrician, one type per step
// of a turn. All are comparable values. Towers are 0 (a, the left site)
// and 1 (b, the right site).

// PlayMove plays a card from hand onto the player's pile (step 1).
type PlayMove struct{ Card Card }

// BuildMove builds A floors on tower a and B floors on tower b of the
// played card's city (step 2). A+B is at most the card's crests; both 0
// builds nothing (ruling P1).
type BuildMove struct{ A, B int }

// addTowers adds the floors a word of the notation names, one letter a
// floor ("a", "ab", "bb"); false when a letter names no tower (m may then
// hold some of the word's floors).
func (m *BuildMove) addTowers(word string) bool {
	for i := range len(word) {
		switch word[i] {
		case 'a':
			m.A++
		case 'b':
			m.B++
		default:
			return false
		}
	}
	return true
}

// SpecialMove is the special action (step 3): the top floor of tower From
// of City moves onto the city's other tower. City is NoCity when the
// player gives the action up.
type SpecialMove struct {
	City City
	From int
}

// TakeMove takes the face-up card of City into hand (step 4). It is a
// decision only when the player may choose the city. HasCard says that
// Card is the face-up card the move means: Apply refuses the move when
// City shows another card, so a move written from an older board never
// takes a card its player did not see.
type TakeMove struct {
	City    City
	Card    Card
	HasCard bool
}

// MessengerMove places a messenger on the border between cities A and B,
// with A < B (Messengers expansion). A is NoCity when the player places
// none.
type MessengerMove struct{ A, B City }

// NoSpecial gives up the special action.
var NoSpecial = SpecialMove{City: NoCity}

// NoMessenger places no messenger.
var NoMessenger = MessengerMove{A: NoCity, B: NoCity}
