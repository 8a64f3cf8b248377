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
	if m, ok := fastBare(text); ok {
		return m, true
	}
	verb, rest, ok := cutSpace(text)
	if !ok {
		return nil, false
	}
	switch verb { // the verbs that name a player, as written
	case "accept", "decline", "withdraw", "ally":
		return fastToPlayer(st, verb, rest)
	case "offer":
		return fastOffer(st, rest)
	}
	// No look at every character of rest first (plainWords): each reader
	// below takes only its own exact spelling (a party's id, plain
	// numbers, " on " and single spaces between an art purchase's
	// numbers, a product's plain id), and a trailing space it lets by is
	// one the full parser skips too, to the same move.
	switch verb {
	case "party":
		for i, id := range partyIDs {
			if rest == id {
				return PartyMove{Party: int8(i)}, true
			}
		}
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

// fastBare reads a verb without arguments, written as FormatMove writes
// it (ParseCanonical takes its reading as canonical), or reports false.
func fastBare(text string) (engine.Move, bool) {
	switch text {
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
	return nil, false
}

// fastStake reads "gold 20" after stake, the product one of the game's.
func fastStake(st *state, rest string) (engine.Move, bool) {
	id, num, ok := cutSpace(rest)
	if !ok || !plainWords(id) { // the full parser compares the word lowered
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
	// Boxed once per data file, as the legal list's stakes: the move is
	// the same value either way, without an allocation at each parse.
	d := embedded.Get()
	if st != nil {
		d = st.d
	}
	return d.stakeMove(prod, n), true
}

// fastArt reads "2 on 14 31" after art: 1 to 4 works, a space for each.
func fastArt(rest string) (engine.Move, bool) {
	// " on " right after the number: a cut at the first " on " reads the
	// same purchases, as the number before it must be digits alone.
	num, spaces, ok := cutSpace(rest)
	spaces, onOK := strings.CutPrefix(spaces, "on ")
	n, nok := plainNumber(num)
	if !ok || !onOK || !nok || n < 1 || n > 4 {
		return nil, false
	}
	m := ArtMove{N: int8(n)}
	for i := range n {
		var sp string
		sp, spaces, _ = cutSpace(spaces)
		v, ok := plainNumber(sp)
		if !ok || v < 1 || v > spaceCount {
			return nil, false
		}
		m.On[i] = int8(v)
	}
	if spaces != "" {
		return nil, false // more words than works: the full parser says so
	}
	return boxArt(m), true
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

// fastToPlayer reads the player after accept, decline, withdraw or ally.
func fastToPlayer(st *state, verb, rest string) (engine.Move, bool) {
	s, ok := fastPlayer(st, rest)
	if !ok {
		return nil, false
	}
	switch verb {
	case "accept":
		return AcceptMove{From: s}, true
	case "decline":
		return DeclineMove{From: s}, true
	case "withdraw":
		return WithdrawMove{To: s}, true
	}
	return AllyMove{With: s}, true
}

// fastPlayer finds the seat named name: ASCII words, one space between
// them, no comma or colon, which a player's name spells ignoring case.
// The full parser reads the longest run of words naming a player, the
// first seat among equals: when a name spells all the words, that is the
// first seat whose name does.
func fastPlayer(st *state, name string) (engine.Seat, bool) {
	if st == nil || name == "" || !spelledAsIs(name) {
		return 0, false
	}
	for i := 0; i < len(name); i++ {
		if c := name[i]; c >= 0x80 || c == ':' {
			return 0, false
		}
	}
	low, ok := st.lowNames()
	if !ok {
		return 0, false
	}
	for i, n := range low {
		if strings.EqualFold(n, name) { // ASCII both: folding is lowering
			return engine.Seat(i), true
		}
	}
	return 0, false
}

// fastOffer reads "Bob: 14 + 50fl for 31" after offer: lots as
// Lot.String writes them.
func fastOffer(st *state, rest string) (engine.Move, bool) {
	name, lots, ok := strings.Cut(rest, ": ")
	if !ok {
		return nil, false
	}
	s, ok := fastPlayer(st, name)
	if !ok {
		return nil, false
	}
	giveText, getText, ok := strings.Cut(lots, " for ")
	if !ok {
		return nil, false
	}
	give, gok := fastLot(giveText)
	get, ok := fastLot(getText)
	if !gok || !ok {
		return nil, false
	}
	return OfferMove{To: s, Give: give, Get: get}, true
}

// fastLot reads a lot as Lot.String writes it: "nothing", or its spaces
// ascending and its Florins above 0, joined by " + ", numbers without a
// leading zero.
func fastLot(text string) (Lot, bool) {
	var l Lot
	if text == "nothing" {
		return l, true
	}
	last := 0 // the last space read: they ascend
	for more := true; more; {
		var item string
		item, text, more = strings.Cut(text, " + ")
		num, florins := strings.CutSuffix(item, "fl")
		n, ok := plainNumber(num)
		switch {
		case !ok || num[0] == '0' || l.Florins > 0:
			return l, false // not a number, or after the Florins
		case florins:
			l.Florins = n
		case n <= last || n > spaceCount:
			return l, false
		default:
			l.Spaces |= 1 << n
			last = n
		}
	}
	return l, true
}

// cutSpace is strings.Cut(s, " ") for the few bytes of a move's words: a
// loop of its own costs less than Cut's search, made for long texts.
func cutSpace(s string) (before, after string, found bool) {
	for i := 0; i < len(s); i++ {
		if s[i] == ' ' {
			return s[:i], s[i+1:], true
		}
	}
	return s, "", false
}
