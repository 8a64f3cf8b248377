package patrician

import "github.com/pbem-games/pbem/engine"

// parseCanonical reads a move written in canonical form (FormatMove's:
// lower-case letters and digits, one space between words), as the record
// of a game file holds them, from its words as they are: a replay parses
// every move, and splitting a text into notation words and walking them
// cost more than applying most moves. It reports false for anything else,
// a valid move in another form included, which the parser then reads:
// whenever it reports true, its move is the parser's
// (TestParseCanonicalIsTheParser).
func parseCanonical(st engine.State, text string) (engine.Move, bool) {
	if m, ok, done := parseCommonVerb(text); done {
		return m, ok // "play bo5", "build ab" (parse_verbs.go)
	}
	var buf [5]string
	w, ok := canonicalWords(&buf, text)
	if !ok || len(w) < 2 {
		return nil, false
	}
	switch w[0] {
	case "play":
		c, ok := data().cardIndex.get(w[1]) // ParseCard, the word already in lower case
		return boxPlay(c), ok && len(w) == 2
	case "take":
		if len(w) != 2 {
			return nil, false
		}
		return takeOf(st, w[1])
	case "build":
		return canonicalBuild(w[1:])
	case "move":
		return canonicalSpecial(w[1:])
	case "messenger":
		return canonicalMessenger(w[1:])
	}
	return nil, false
}

// canonicalWords splits text into buf when it is in canonical form:
// lower-case ASCII letters and digits, one space between words, none
// before or after, and no more words than buf holds.
func canonicalWords(buf *[5]string, text string) ([]string, bool) {
	n, start := 0, 0
	for i := 0; i < len(text); i++ {
		if c := text[i]; !wordBytes[c] {
			if c != ' ' || i == start || n == len(buf) {
				return nil, false
			}
			buf[n], n, start = text[start:i], n+1, i+1
		}
	}
	if start == len(text) || n == len(buf) {
		return nil, false
	}
	buf[n] = text[start:]
	return buf[:n+1], true
}

// wordBytes marks the bytes of canonical words: lower-case ASCII letters
// and digits.
var wordBytes = func() (t [256]bool) {
	for c := 'a'; c <= 'z'; c++ {
		t[c] = true
	}
	for c := '0'; c <= '9'; c++ {
		t[c] = true
	}
	return t
}()

// canonicalBuild reads the words after "build": "none", or the towers of
// each floor in one word ("a", "ab", "bb").
func canonicalBuild(w []string) (engine.Move, bool) {
	if len(w) != 1 {
		return nil, false
	}
	if w[0] == "none" {
		return BuildMove{}, true
	}
	var m BuildMove
	if !m.addTowers(w[0]) {
		return nil, false
	}
	return boxBuild(m), m.A+m.B <= 2
}

// canonicalSpecial reads the words after "move": "none", or a city and
// its two towers ("bo a to b").
func canonicalSpecial(w []string) (engine.Move, bool) {
	if len(w) == 1 && w[0] == "none" {
		return boxedNoSpecial, true
	}
	if len(w) != 4 || w[2] != "to" {
		return nil, false
	}
	c, ok := ParseCity(w[0])
	from, to := canonicalTower(w[1]), canonicalTower(w[3])
	if !ok || from < 0 || to < 0 || from == to {
		return nil, false
	}
	return boxSpecial(SpecialMove{City: c, From: from}), true
}

// canonicalTower is the tower a or b, -1 for another word.
func canonicalTower(w string) int {
	switch w {
	case "a":
		return 0
	case "b":
		return 1
	}
	return -1
}

// canonicalMessenger reads the words after "messenger": "none", or the
// two cities of a border.
func canonicalMessenger(w []string) (engine.Move, bool) {
	if len(w) == 1 && w[0] == "none" {
		return boxedNoMessage, true
	}
	if len(w) != 2 {
		return nil, false
	}
	a, okA := ParseCity(w[0])
	b, okB := ParseCity(w[1])
	if !okA || !okB || a == b {
		return nil, false
	}
	return boxMessenger(MessengerMove{A: min(a, b), B: max(a, b)}), true
}
