package patrician

import (
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// Nearly every move of a game is "play" or "build" and one word ("play
// bo5", "build ab"). Checking the verb's bytes one by one in
// canonicalWords, storing it and comparing it with every verb cost as much
// as the rest of reading such a move, so parseCanonical reads these two
// shapes first, by their verb's prefix: when the word after it is one
// canonical word, the move is what parseCanonical reads from its words;
// any other text goes on to canonicalWords (TestCommonVerbsAreCanonical).

// parseCommonVerb reads "play" or "build" and one canonical word, as
// parseCanonical does; done is false for any other text.
func parseCommonVerb(text string) (m engine.Move, ok, done bool) {
	switch {
	case strings.HasPrefix(text, "play "):
		w := text[len("play "):]
		if !oneCanonicalWord(w) {
			return nil, false, false
		}
		c, ok := data().cardIndex.get(w) // ParseCard, the word already in lower case
		return boxPlay(c), ok, true
	case strings.HasPrefix(text, "build "):
		w := [1]string{text[len("build "):]}
		if !oneCanonicalWord(w[0]) {
			return nil, false, false
		}
		m, ok := canonicalBuild(w[:])
		return m, ok, true
	}
	return nil, false, false
}

// oneCanonicalWord reports whether w is one word of canonicalWords: not
// empty, lower-case ASCII letters and digits only.
func oneCanonicalWord(w string) bool {
	for i := 0; i < len(w); i++ {
		if !wordBytes[w[i]] {
			return false
		}
	}
	return w != ""
}
