package palazzo

import (
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// parseCanonical reads the commonest moves when written in their
// canonical form (FormatMove's: lower case, one space between words), as
// the record of a game file holds them, straight from the bytes of the
// text: a replay parses every move, and splitting a text into words and
// walking them cost more than applying the move. It reports false for
// anything else, a valid move in another form included, which parseMove
// then reads: whenever it reports true, its move is parseMove's
// (TestParseCanonicalIsParseMove).
func parseCanonical(text string) (engine.Move, bool) {
	verb, rest, _ := strings.Cut(text, " ")
	switch verb {
	case "money", "draw", "auction", "pass":
		return bareMove(verb), rest == ""
	case "take":
		cs, ok := canonicalCards(rest)
		return boxTakeSet(cs), ok
	case "bid":
		cs, ok := canonicalCards(rest)
		return boxBid(cs), ok
	case "pick":
		t, ok := canonicalTile(rest)
		return boxPick(PickMove{Tile: t}), ok
	case "discard":
		t, ok := canonicalTile(rest)
		return boxDiscard(DiscardMove{Tile: t}), ok
	case "build":
		return canonicalBuild(rest)
	case "buy":
		return canonicalBuy(rest)
	case "extract", "insert", "remove":
		return canonicalTransform(verb, rest)
	}
	return nil, false
}

// bareMove is the move of a verb without words after it.
func bareMove(verb string) engine.Move {
	switch verb {
	case "money":
		return MoneyMove{}
	case "draw":
		return DrawMove{}
	case "auction":
		return AuctionMove{}
	}
	return PassMove{}
}

// canonicalCards reads one or more card tokens, lower case, one space
// apart, and nothing else.
func canonicalCards(s string) (CardSet, bool) {
	var cs CardSet
	if len(s)%3 != 2 { // "r5", "r5 c2", …
		return cs, false
	}
	for i := 0; i < len(s); i += 3 {
		if i > 0 && s[i-1] != ' ' {
			return cs, false
		}
		k := canonicalCardKind(s[i], s[i+1])
		if k < 0 || cs[k] == 255 { // 255: parseMove refuses the card that would wrap the count
			return cs, false
		}
		cs[k]++
	}
	return cs, true
}

// canonicalCardKind is the kind of the card token cur+value in lower case,
// -1 for none.
func canonicalCardKind(cur, value byte) int {
	if cur < 'a' || cur > 'z' || value < '0' || value > '9' {
		return -1
	}
	return int(tokenKinds[cur-'a'][value-'0'])
}

// tokenKinds holds the kind of every card token in lower case, by its
// letter and digit, -1 where none: a token is read with one look-up.
var tokenKinds = func() (t [26][10]int8) {
	for l := range t {
		for d := range t[l] {
			t[l][d] = -1
			if k := strings.IndexByte(currencyLetters, byte('a'+l)); k >= 0 {
				if c := (Card{Cur: Currency(k), Value: d}); c.valid() {
					t[l][d] = int8(cardKind(c))
				}
			}
		}
	}
	return t
}()

// canonicalTile reads one tile code in lower case, and nothing else.
func canonicalTile(s string) (Tile, bool) {
	if len(s) != tileCodeLen {
		return Tile{}, false
	}
	// ParseTile without its lower-casing: an upper-case material letter
	// is not found, and parseMove reads it.
	m := strings.IndexByte(materialCodes, s[1])
	t := Tile{Floor: int8(s[0]) - '0', Mat: Material(m), Windows: int8(s[2]) - '0'}
	return t, m >= 0 && t.valid()
}

// canonicalBuild reads what follows "build": a tile, then "new" or "on"
// and a one-letter palace label in lower case.
func canonicalBuild(s string) (engine.Move, bool) {
	code, where, _ := strings.Cut(s, " ")
	t, ok := canonicalTile(code)
	if !ok {
		return nil, false
	}
	if where == "new" {
		return boxBuild(BuildMove{Tile: t, Palace: NewPalace}), true
	}
	label, ok := strings.CutPrefix(where, "on ")
	i, ok2 := canonicalLabel(label)
	if !ok || !ok2 {
		return nil, false // "on new", a longer label: parseMove reads them
	}
	return boxBuild(BuildMove{Tile: t, Palace: i}), true
}

// canonicalLabel reads a one-letter palace label in lower case, the
// labels of the first 26 palaces of a player.
func canonicalLabel(s string) (int, bool) {
	if len(s) != 1 || s[0] < 'a' || s[0] > 'z' {
		return 0, false
	}
	return int(s[0] - 'a'), true
}

// canonicalTransform reads what follows the verb of a transform:
// "a3" (extract), "a into b" (insert) or "a" (remove), then "pay" and
// one card.
func canonicalTransform(verb, s string) (engine.Move, bool) {
	where, card, ok := strings.Cut(s, " pay ")
	if !ok || len(card) != 2 {
		return nil, false
	}
	k := canonicalCardKind(card[0], card[1])
	if k < 0 {
		return nil, false
	}
	pay := kindCard(k)
	switch verb {
	case "extract":
		i, ok := canonicalLabel(where[:min(len(where), 1)])
		if !ok || len(where) != 2 || where[1] < '1' || where[1] > '5' {
			return nil, false
		}
		return boxExtract(ExtractMove{Palace: i, Floor: int(where[1] - '0'), Pay: pay}), true
	case "insert":
		from, into, ok := strings.Cut(where, " into ")
		i, ok1 := canonicalLabel(from)
		j, ok2 := canonicalLabel(into)
		if !ok || !ok1 || !ok2 {
			return nil, false
		}
		return boxInsert(InsertMove{From: i, Into: j, Pay: pay}), true
	}
	i, ok := canonicalLabel(where)
	return boxRemove(RemoveMove{Palace: i, Pay: pay}), ok
}

// canonicalBuy reads what follows "buy": one tile or two, then "pay" and
// the cards when there are any.
func canonicalBuy(s string) (engine.Move, bool) {
	var m BuyMove
	codes, pay, paying := strings.Cut(s, " pay ")
	if paying {
		var ok bool
		if m.Pay, ok = canonicalCards(pay); !ok {
			return nil, false
		}
	}
	first, second, two := strings.Cut(codes, " ")
	var ok bool
	if m.Tiles[0], ok = canonicalTile(first); !ok {
		return nil, false
	}
	if two {
		if m.Tiles[1], ok = canonicalTile(second); !ok {
			return nil, false
		}
		if compareTiles(m.Tiles[1], m.Tiles[0]) < 0 { // parseBuy's order
			m.Tiles[0], m.Tiles[1] = m.Tiles[1], m.Tiles[0]
		}
	}
	return m, true
}
