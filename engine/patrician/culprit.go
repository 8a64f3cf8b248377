package patrician

import "github.com/pbem-games/pbem/engine"

// illegalAt returns a refusal that names the words of the move it is
// about (engine.IllegalAt), so that pbem puts its caret on the culprit.
func illegalAt(at []string, format string, args ...any) error {
	return engine.IllegalAt(at, format, args...)
}

// cityWords lists the words a move may name city c by: its code, then its
// name (both are read), lower-case. A city not of the board has none.
func cityWords(cities ...City) []string {
	var words []string
	for _, c := range cities {
		if validCity(c) {
			words = append(words, data().Cities[c].Code, lowerASCII(data().Cities[c].Name))
		}
	}
	return words
}
