package leonardo

import (
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// A replay parses every decision of a game, and most of Leonardo's are
// short canonical texts as FormatMove writes them: "roll", "done", "buy",
// "stake gold 20", "art 1 on 30". Splitting them into words (with their
// raw and lowered texts and columns) cost more than the rest of the
// parse, so ParseMove first tries fastMove, which reads only those
// canonical forms (lower-case words of letters and digits, one space
// between them) and gives up on anything else: a move it reads is the
// move the full parser reads, and every other text, errors included, goes
// to the full parser (TestFastMoveIsParse checks both).

// fastMove reads the canonical text of a common move, or reports false.
func fastMove(st *state, text string) (engine.Move, bool) {
	switch text { // the verbs without arguments
	case "roll":
		return RollMove{}, true
	case "done":
		return DoneMove{}, true
	case "buy":
		return BuyMove{}, true
	case "pass":
		return PassMove{}, true
	case "market":
		return MarketMove{}, true
	case "auction":
		return AuctionMove{}, true
	}
	verb, rest, ok := strings.Cut(text, " ")
	if !ok || !plainWords(rest) {
		return nil, false
	}
	switch verb {
	case "stake":
		return fastStake(st, rest)
	case "art":
		return fastArt(rest)
	case "choose":
		if n, ok := plainNumber(rest); ok {
			return ChooseMove{Value: int8(min(n, 127))}, true
		}
	case "bid":
		if n, ok := plainNumber(rest); ok {
			return BidMove{Amount: n}, true
		}
	}
	return nil, false
}

// fastStake reads "gold 20" after stake, the product one of the game's.
func fastStake(st *state, rest string) (engine.Move, bool) {
	id, num, ok := strings.Cut(rest, " ")
	if !ok {
		return nil, false
	}
	n, ok := plainNumber(num)
	if !ok {
		return nil, false
	}
	prod := (&parser{st: st}).product(id)
	if prod < 0 {
		return nil, false
	}
	return StakeMove{Product: prod, Amount: n}, true
}

// fastArt reads "2 on 14 31" after art: 1 to 4 works, a space for each.
func fastArt(rest string) (engine.Move, bool) {
	num, spaces, ok := strings.Cut(rest, " on ")
	n, nok := plainNumber(num)
	if !ok || !nok || n < 1 || n > 4 {
		return nil, false
	}
	m := ArtMove{N: int8(n)}
	for i := range n {
		var sp string
		sp, spaces, _ = strings.Cut(spaces, " ")
		v, ok := plainNumber(sp)
		if !ok || v < 1 || v > spaceCount {
			return nil, false
		}
		m.On[i] = int8(v)
	}
	if spaces != "" {
		return nil, false // more words than works: the full parser says so
	}
	return m, true
}

// plainWords reports whether s is words of lower-case ASCII letters and
// digits, one space between them, as FormatMove writes them.
func plainWords(s string) bool {
	if s == "" || s[0] == ' ' || s[len(s)-1] == ' ' {
		return false
	}
	for i := 0; i < len(s); i++ {
		switch c := s[i]; {
		case c >= 'a' && c <= 'z', c >= '0' && c <= '9':
		case c == ' ' && s[i-1] != ' ':
		default:
			return false
		}
	}
	return true
}

// plainNumber reads 1 to 5 decimal digits, as parser.number accepts them
// (strconv.Atoi reads them to the same value).
func plainNumber(s string) (int, bool) {
	if s == "" || len(s) > 5 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(s); i++ {
		c := s[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = 10*n + int(c-'0')
	}
	return n, true
}
