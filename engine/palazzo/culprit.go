package palazzo

import "github.com/pbem-games/pbem/engine"

// illegalAt returns a refusal that names the words of the move it is
// about (engine.IllegalAt), so that pbem puts its caret on the culprit.
func illegalAt(at []string, format string, args ...any) error {
	return engine.IllegalAt(at, format, args...)
}

// cardWords lists the tokens of the kinds of cards in cs, once each, as a
// move writes them.
func cardWords(cs CardSet) []string {
	var words []string
	for k, n := range cs {
		if n > 0 {
			words = append(words, kindCard(k).String())
		}
	}
	return words
}

// missingWords lists the tokens of the cards of want that hand lacks: the
// culprits of a payment or a bid with cards the player does not hold.
func missingWords(hand, want CardSet) []string {
	var missing CardSet
	for k := range want {
		if want[k] > hand[k] {
			missing[k] = want[k] - hand[k]
		}
	}
	return cardWords(missing)
}
