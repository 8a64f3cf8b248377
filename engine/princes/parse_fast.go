package princes

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// A replay parses every decision of a game, and splitting a move into
// notation.Words (raw and lowered texts, columns) and walking them cost
// more than applying it. Nearly every text a game file holds is written
// as FormatMove writes it: lower-case words of letters, digits and
// hyphens, one space apart ("bid 400", "build tower d1 r90"). ParseMove
// first tries fastMove, which reads only such texts and gives up on
// anything else: whenever it reads a text, its move is the full parser's
// (TestFastMoveIsTheParser), and every other text, each refusal included,
// goes to the full parser, so its errors are unchanged.

// maxFastWords is the most words fastMove reads after a verb: "pick p1
// under p2 p3 p4 p5" has six, a work with more than seven bonus cards
// goes to the full parser.
const maxFastWords = 8

// fastSplit splits text at single spaces into ws and returns how many
// words it holds. It returns 0 for an empty word (a space doubled, at the
// start or at the end) or too many words. It looks at no other byte: the
// readers below take a word only when it is exactly a word of the
// notation (lower-case letters, digits, hyphens), so a text whose words
// the notation would split otherwise (at a comma, a tab) or lower-case
// is never read, and the full parser reads it.
func fastSplit(text string, ws *[maxFastWords]string) int {
	n, start := 0, 0
	for i := 0; i < len(text); i++ {
		if text[i] != ' ' {
			continue
		}
		if i == start || n == maxFastWords-1 {
			return 0
		}
		ws[n] = text[start:i]
		n++
		start = i + 1
	}
	if start == len(text) { // empty, or a space at the end
		return 0
	}
	ws[n] = text[start:]
	return n + 1
}

// fastMove reads text as the full parser would, for texts in the shape
// fastSplit accepts that the parser reads without an error; it reports
// false for every other text.
func fastMove(st engine.State, text string) (engine.Move, bool) {
	verb, rest, one := cutVerb(text)
	if one {
		return fastBare(st, verb)
	}
	// The moves of one word after the verb: the word must be one of the
	// notation's, which hold no space.
	switch verb {
	case "bid":
		n, ok := fastNumber(rest)
		return boxedBid(n), ok
	case "sell":
		n, ok := fastNumber(rest)
		return SellMove{Points: n}, ok
	case "open":
		stack, ok := words().stackIx.find(rest)
		return OpenMove{Stack: stack}, ok
	case "buy":
		stack, ok := words().stackIx.find(rest)
		return BuyMove{Stack: stack}, ok
	case "freedom":
		f, ok := words().freedomIx.find(rest)
		return FreedomMove{Type: f}, ok
	case "recruit":
		if c, ok := words().professionIx.find(rest); ok {
			return RecruitMove{From: holderOf(st, c), Card: c}, true
		}
		return fastRecruitFrom(st, rest)
	}
	var ws [maxFastWords]string
	args := ws[:fastSplit(rest, &ws)]
	if len(args) == 0 {
		return nil, false
	}
	switch verb {
	case "keep":
		return fastKeep(args)
	case "place", "build":
		return fastLay(verb, args)
	case "pick":
		return fastPick(args)
	case "work":
		return fastWork(args)
	}
	return nil, false
}

// cutVerb cuts text at its first space, reporting one for a text of one
// word (no space).
func cutVerb(text string) (verb, rest string, one bool) {
	for i := 0; i < len(text); i++ {
		if text[i] == ' ' {
			return text[:i], text[i+1:], false
		}
	}
	return text, "", true
}

// fastBare reads a move of one word, a verb alone.
func fastBare(st engine.State, verb string) (engine.Move, bool) {
	switch verb {
	case "pass":
		return PassMove{}, true
	case "decline":
		return DeclineMove{}, true
	case "hold":
		return HoldMove{}, true
	case "profession":
		return ProfessionMove{}, true
	case "bonus":
		return BonusMove{}, true
	case "done", "end":
		return DoneMove{}, true
	case "bid":
		return bidAlone(st), true
	}
	return nil, false
}

// fastNumber reads a whole number of one to four digits, as
// parser.number reads them (a leading zero too).
func fastNumber(w string) (int, bool) {
	if len(w) == 0 || len(w) > 4 {
		return 0, false
	}
	n := 0
	for i := 0; i < len(w); i++ {
		c := w[i]
		if c < '0' || c > '9' {
			return 0, false
		}
		n = n*10 + int(c-'0')
	}
	return n, true
}

// fastKeep reads three distinct professions (parser.keep).
func fastKeep(args []string) (engine.Move, bool) {
	var m KeepMove
	if len(args) != len(m.Cards) {
		return nil, false
	}
	by := words().professionIx
	for i, w := range args {
		c, ok := by.find(w)
		if !ok {
			return nil, false
		}
		for j := range i {
			if m.Cards[j] == c {
				return nil, false // named twice: the parser's refusal
			}
		}
		m.Cards[i] = c
	}
	sortCards(m.Cards[:])
	return m, true
}

// fastLay reads what follows "place" or "build": the piece, its square
// and an optional turn and flip (parser.place, parser.build).
func fastLay(verb string, args []string) (engine.Move, bool) {
	if len(args) < 2 || len(args) > 4 {
		return nil, false
	}
	q, ok := parseSquare(args[1])
	if !ok {
		return nil, false
	}
	o, ok := fastOrientation(args[2:])
	if !ok {
		return nil, false
	}
	t := placements()
	turn := orientIndex(o)
	if verb == "place" {
		l, ok := words().landscapeIx.find(args[0])
		if !ok || int(l) >= len(t.landscapeTurns) {
			return nil, false
		}
		cells, ok := t.landscapeTurns[l][turn].at(q)
		return PlaceMove{Landscape: l, Cells: cells}, ok
	}
	b, ok := words().buildingIx.find(args[0])
	if !ok || int(b) >= len(t.buildingTurns) {
		return nil, false
	}
	cells, ok := t.buildingTurns[b][turn].at(q)
	return BuildMove{Type: b, Cells: cells}, ok
}

// fastOrientation reads the words after a piece's square: nothing, a
// turn, "flip", or a turn and "flip" (parser.footprint).
func fastOrientation(ws []string) (orientation, bool) {
	var o orientation
	if len(ws) > 0 && ws[0] != "flip" {
		turn, ok := turnOf(ws[0])
		if !ok {
			return o, false
		}
		o.Turn, ws = turn, ws[1:]
	}
	if len(ws) > 0 && ws[0] == "flip" {
		o.Flip, ws = true, ws[1:]
	}
	return o, len(ws) == 0
}

// turnOf reads a turn, "r0" to "r270".
func turnOf(w string) (int, bool) {
	switch w {
	case "r0":
		return 0, true
	case "r90":
		return 1, true
	case "r180":
		return 2, true
	case "r270":
		return 3, true
	}
	return 0, false
}

// fastPick reads the card kept and, after "under", up to four cards of
// its kind (parser.pick).
func fastPick(args []string) (engine.Move, bool) {
	if len(args) == 0 {
		return nil, false
	}
	kind, card, ok := cardOf(args[0])
	if !ok {
		return nil, false
	}
	if len(args) == 1 {
		return boxedPick(kind, card), true
	}
	m := PickMove{Kind: kind, Card: card, Under: noUnder}
	under := args[2:]
	if args[1] != "under" || len(under) > len(m.Under) {
		return nil, false
	}
	for i, w := range under {
		k, c, ok := cardOf(w)
		if !ok || k != kind {
			return nil, false
		}
		m.Under[i] = c
	}
	return m, true
}

// cardOf is the kind and index of the card a word names (parser.card);
// false for none.
func cardOf(w string) (int8, int8, bool) {
	if c, ok := words().professionIx.find(w); ok {
		return pickProfession, c, true
	}
	if c, ok := cardNumber(w, "b", wantBonusCards); ok {
		return pickBonus, c, true
	}
	if c, ok := cardNumber(w, "p", wantPrestigeCards); ok {
		return pickPrestige, c, true
	}
	return 0, 0, false
}

// fastWork reads the profession of a work, its bonus cards and the
// prestige taken (parser.work).
func fastWork(args []string) (engine.Move, bool) {
	if len(args) == 0 {
		return nil, false
	}
	c, ok := words().professionIx.find(args[0])
	if !ok {
		return nil, false
	}
	m := WorkMove{Card: c}
	for i := 1; i < len(args); i++ {
		if args[i] == "prestige" {
			if i != len(args)-2 {
				return nil, false
			}
			n, ok := fastNumber(args[i+1])
			m.Prestige = int8(min(n, 127))
			return m, ok
		}
		b, ok := cardNumber(args[i], "b", wantBonusCards)
		if !ok {
			return nil, false
		}
		m.Bonus |= 1 << b
	}
	return m, true
}

// fastRecruitFrom reads what follows "recruit" when it names the player
// the card is taken from ("Ann cartographer"), as parser.recruit does:
// the name is every word before the profession, none of them a
// profession in any case, matched without case against the players'
// names as the notation spells them. It reads names of ASCII letters,
// digits, hyphens, dots and apostrophes only, one space apart.
func fastRecruitFrom(st engine.State, rest string) (engine.Move, bool) {
	g, _ := st.(*state)
	cut := strings.LastIndexByte(rest, ' ')
	if g == nil || cut <= 0 {
		return nil, false
	}
	name := rest[:cut]
	c, ok := words().professionIx.find(rest[cut+1:])
	if !ok || !plainName(name) {
		return nil, false
	}
	for i, n := range g.names {
		if strings.EqualFold(spelledName(n), name) {
			return RecruitMove{From: engine.Seat(i), Card: c}, true
		}
	}
	return nil, false // nobody is called so: the parser's refusal
}

// plainName reports whether name is words of ASCII letters, digits,
// hyphens, dots and apostrophes, one space apart, none of them a
// profession in any case.
func plainName(name string) bool {
	start := 0
	for i := 0; i <= len(name); i++ {
		if i < len(name) && name[i] != ' ' {
			if !nameByte[name[i]] {
				return false
			}
			continue
		}
		if i == start || isProfessionFold(name[start:i]) {
			return false
		}
		start = i + 1
	}
	return true
}

// nameByte tells the bytes plainName lets into a name.
var nameByte = func() (t [256]bool) {
	for c := range 256 {
		t[c] = 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '-' || c == '.' || c == '\''
	}
	return t
}()

// isProfessionFold reports whether the ASCII word w, lower-cased, names a
// profession (a word too long to be one is not).
func isProfessionFold(w string) bool {
	var buf [32]byte
	if len(w) > len(buf) {
		return false
	}
	for i := 0; i < len(w); i++ {
		c := w[i]
		if 'A' <= c && c <= 'Z' {
			c += 'a' - 'A'
		}
		buf[i] = c
	}
	_, ok := words().professionIx.find(string(buf[:len(w)]))
	return ok
}

// spelledName is notation.Spelled(n), without making a string when n is
// spelled already (one space between words, none at the ends, no comma).
func spelledName(n string) string {
	for i := 0; i < len(n); i++ {
		c := n[i]
		if c == ',' || c >= utf8.RuneSelf || c != ' ' && unicode.IsSpace(rune(c)) ||
			c == ' ' && (i == 0 || i == len(n)-1 || n[i+1] == ' ') {
			return notation.Spelled(n)
		}
	}
	return n
}
