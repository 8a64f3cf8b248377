package leonardo

import (
	"fmt"
	"math/bits"
	"strconv"
	"strings"
	"unicode/utf8"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// verbs are the first words of the moves, in the order of a game.
var verbs = []string{"party", "art", "roll", "choose", "buy", "auction", "bid", "pass", "market", "stake",
	"move", "remove", "offer", "accept", "decline", "withdraw", "ally", "done"}

const (
	expectParty   = "a party: guelph or ghibelline"
	expectNumber  = "a number"
	expectSpace   = "a space from 1 to 32"
	expectProduct = "a product: stones, ivory, gold or spices"
	expectPlayer  = "a player's name"
	expectSteps   = "a number of spaces like +3 or -2"
	expectLot     = "spaces and Florins like 14 + 50fl, or nothing"
)

// parser reads one move; st (when a game) names players and products.
type parser struct {
	notation.Cursor
	st *state
}

// ParseMove reads one move of seat s. Syntax errors are *notation.Error
// pointing at the offending word; legality is left to Apply.
func (Game) ParseMove(st engine.State, _ engine.Seat, text string) (engine.Move, error) {
	g, _ := st.(*state)
	if m, ok := fastMove(g, text); ok {
		return m, nil // a canonical text (notation_fast.go)
	}
	return parseWords(g, text)
}

// parseWords reads a move word by word: any text, with its errors.
func parseWords(g *state, text string) (engine.Move, error) {
	var buf [8]notation.Word // a move's words, on the stack (most have fewer than 8)
	p := parser{Cursor: notation.Cursor{Words: notation.AppendWords(buf[:0], 1, text)}, st: g}
	m, err := p.move()
	if err != nil {
		return nil, notation.Locate(err, text)
	}
	return m, nil
}

func (p *parser) move() (engine.Move, error) {
	verb, verr := p.Verb(verbs...)
	if verr != nil {
		return nil, verr
	}
	m, err := p.verb(verb)
	if err != nil {
		return nil, err
	}
	if err := p.End(); err != nil {
		return nil, err
	}
	return m, nil
}

// verb reads the rest of a move after its verb.
func (p *parser) verb(verb notation.Word) (engine.Move, error) {
	switch verb.Text {
	case "party":
		return p.party()
	case "art":
		return p.art()
	case "roll":
		return RollMove{}, nil
	case "choose":
		n, err := p.number(expectNumber)
		return ChooseMove{Value: int8(min(n, 127))}, err
	case "buy":
		return BuyMove{}, nil
	case "auction":
		return AuctionMove{}, nil
	case "bid":
		n, err := p.number(expectNumber)
		return BidMove{Amount: n}, err
	case "pass":
		return PassMove{}, nil
	case "market":
		return MarketMove{}, nil
	case "stake":
		return p.stake()
	case "move":
		return p.shift()
	case "remove":
		return p.removeSoldier()
	case "offer":
		return p.offer()
	case "accept", "decline", "withdraw", "ally":
		return p.toPlayer(verb.Text)
	case "done":
		return DoneMove{}, nil
	}
	return nil, notation.UnknownVerb(verb, verbs...)
}

// number reads a whole number of at most five digits.
func (p *parser) number(what string) (int, error) {
	w, ok := p.Next()
	if !ok {
		return 0, notation.ErrEnd("missing "+what, what)
	}
	n, err := strconv.Atoi(w.Text)
	if err != nil || n < 0 || len(w.Text) > 5 {
		return 0, notation.ErrAt(w, fmt.Sprintf("%q is not a number", w.Raw), what)
	}
	return n, nil
}

func (p *parser) party() (engine.Move, error) {
	w, ok := p.Next()
	if !ok {
		return nil, notation.ErrEnd("missing party", expectParty)
	}
	for i, id := range partyIDs {
		if w.Text == id {
			return PartyMove{Party: int8(i)}, nil
		}
	}
	return nil, notation.ErrAt(w, fmt.Sprintf("unknown party %q", w.Raw), expectParty)
}

// art reads "art 2 on 14 31": how many, then a palace for each.
func (p *parser) art() (engine.Move, error) {
	n, err := p.number("how many art works, 1 to 4")
	if err != nil {
		return nil, err
	}
	if n < 1 || n > 4 {
		return nil, notation.ErrAt(p.Last(), fmt.Sprintf("%d art works: buy 1 to 4", n), "1, 2, 3 or 4")
	}
	if !p.Accept("on") {
		w, _ := p.Peek()
		return nil, notation.ErrAt(w, "expected on and the palaces", "on")
	}
	m := ArtMove{N: int8(n)}
	for i := range n {
		sp, err := p.space()
		if err != nil {
			return nil, err
		}
		m.On[i] = sp
	}
	return m, nil
}

// space reads a space number.
func (p *parser) space() (int8, error) {
	n, err := p.number(expectSpace)
	if err != nil {
		return 0, err
	}
	if n < 1 || n > spaceCount {
		return 0, notation.ErrAt(p.Last(), fmt.Sprintf("there is no space %d", n), expectSpace)
	}
	return int8(n), nil
}

// stake reads "stake gold 20".
func (p *parser) stake() (engine.Move, error) {
	w, ok := p.Next()
	if !ok {
		return nil, notation.ErrEnd("missing product", expectProduct)
	}
	prod := p.product(w.Text)
	if prod < 0 {
		return nil, notation.ErrAt(w, fmt.Sprintf("unknown product %q", w.Raw), expectProduct)
	}
	n, err := p.number("a stake in Florins")
	return StakeMove{Product: prod, Amount: n}, err
}

// product finds a product of the game's data (the embedded data's when
// there is no game).
func (p *parser) product(id string) int8 {
	d := embedded.Get()
	if p.st != nil {
		d = p.st.d
	}
	for i, pr := range d.Market.Products {
		if pr.ID == id {
			return int8(i)
		}
	}
	return -1
}

// player reads a player's name, which may hold spaces: the longest run
// of words that names a player, a colon after it dropped.
func (p *parser) player() (engine.Seat, error) {
	start := p.I
	if start >= len(p.Words) {
		return 0, notation.ErrEnd("missing player", expectPlayer)
	}
	if low, ok := p.st.lowNamesOf(); ok && ascii(p.Words[start:]) {
		// A name of w words can spell only the run of w words: the
		// longest name found, the first seat among equals, is the run
		// the loop below finds, without trying every run.
		best, words := -1, 0
		for i, n := range low {
			if w := spellsRun(n, p.Words[start:]); w > words {
				best, words = i, w
			}
		}
		if best >= 0 {
			p.I = start + words
			return engine.Seat(best), nil
		}
	} else if p.st != nil {
		for end := len(p.Words); end > start; end-- {
			if s, ok := p.st.seatNamed(p.Words[start:end]); ok {
				p.I = end
				return s, nil
			}
		}
	}
	return 0, notation.ErrAt(p.Words[start], fmt.Sprintf("no player is called %q", strings.TrimSuffix(p.Words[start].Raw, ":")), expectPlayer)
}

// seatNamed finds the seat whose name the words spell, ignoring case and a
// colon at the end.
func (st *state) seatNamed(ws []notation.Word) (engine.Seat, bool) {
	if low, ok := st.lowNames(); ok && ascii(ws) { // the words compared in place, nothing joined
		for i, n := range low {
			if spells(n, ws) {
				return engine.Seat(i), true
			}
		}
		return 0, false
	}
	raw := make([]string, len(ws))
	for i, w := range ws {
		raw[i] = w.Raw
	}
	name := strings.TrimSuffix(strings.Join(raw, " "), ":")
	for i, n := range st.names {
		if strings.EqualFold(notation.Spelled(n), name) {
			return engine.Seat(i), true
		}
	}
	return 0, false
}

// ascii reports whether the words are ASCII, where case folding keeps
// lengths: then spells may compare them word by word.
func ascii(ws []notation.Word) bool {
	for _, w := range ws {
		for i := range len(w.Raw) {
			if w.Raw[i] >= utf8.RuneSelf {
				return false
			}
		}
	}
	return true
}

// spells reports whether name, lower case, is the ASCII words joined by
// spaces with a colon at the end dropped, ignoring case, as seatNamed
// compares them: ASCII folds as it lowers, so each word's Text (its Raw
// lowered) is compared as it is.
func spells(name string, ws []notation.Word) bool {
	for k, w := range ws {
		text := w.Text
		if k == len(ws)-1 {
			text = strings.TrimSuffix(text, ":")
		}
		if k > 0 {
			if name == "" || name[0] != ' ' {
				return false
			}
			name = name[1:]
		}
		if len(name) < len(text) || name[:len(text)] != text {
			return false
		}
		name = name[len(text):]
	}
	return name == ""
}

// spellsRun is the number of words from the first of ws that name, lower
// case, spells as spells compares them, or 0. Only one run can: the name
// has one space fewer than the words it spells.
func spellsRun(name string, ws []notation.Word) int {
	for k, w := range ws {
		if name == strings.TrimSuffix(w.Text, ":") {
			return k + 1
		}
		if len(name) <= len(w.Text) || name[:len(w.Text)] != w.Text || name[len(w.Text)] != ' ' {
			return 0
		}
		name = name[len(w.Text)+1:]
	}
	return 0
}

// lowNames are the players' names in lower case, made at setup (made
// here for a state built without it); false when a name is not ASCII,
// where lowering is not folding (the long s folds to s).
func (st *state) lowNames() ([]string, bool) {
	low := st.lowered
	if len(low) != len(st.names) {
		low = lowered(st.names)
	}
	return low, low != nil
}

// lowNamesOf is lowNames of a parser's game, false without one.
func (st *state) lowNamesOf() ([]string, bool) {
	if st == nil {
		return nil, false
	}
	return st.lowNames()
}

// lowered returns the names in lower case as the notation spells them
// (notation.Spelled), or nil when one is not ASCII. Every setup lowers the
// names, so they share one string, and a name the notation spells as it
// is (no comma, no run of spaces) is not split and joined again.
func lowered(names []string) []string {
	var b strings.Builder
	total := 0
	for _, n := range names {
		total += len(n) // spelling only drops characters
	}
	b.Grow(total)
	ends := make([]int, 0, 8)
	for _, n := range names {
		for k := range len(n) {
			if n[k] >= utf8.RuneSelf {
				return nil
			}
		}
		if !spelledAsIs(n) {
			n = notation.Spelled(n)
		}
		for k := range len(n) {
			c := n[k]
			if 'A' <= c && c <= 'Z' {
				c += 'a' - 'A'
			}
			b.WriteByte(c)
		}
		ends = append(ends, b.Len())
	}
	all, out, start := b.String(), make([]string, len(names)), 0
	for i, end := range ends {
		out[i], start = all[start:end], end
	}
	return out
}

// spelledAsIs reports whether the ASCII name n is its own
// notation.Spelled: words of neither commas nor white space, one space
// between them.
func spelledAsIs(n string) bool {
	for k := range len(n) {
		switch c := n[k]; {
		case c == ' ':
			if k == 0 || k == len(n)-1 || n[k-1] == ' ' {
				return false
			}
		case c == ',' || '\t' <= c && c <= '\r':
			return false
		}
	}
	return true
}

// shift reads "move Ann +3".
func (p *parser) shift() (engine.Move, error) {
	s, err := p.player()
	if err != nil {
		return nil, err
	}
	w, ok := p.Next()
	if !ok {
		return nil, notation.ErrEnd("missing number of spaces", expectSteps)
	}
	n, err := strconv.Atoi(w.Text)
	if err != nil || (w.Text[0] != '+' && w.Text[0] != '-') || n < -99 || n > 99 {
		return nil, notation.ErrAt(w, fmt.Sprintf("%q is not a signed number of spaces", w.Raw), expectSteps)
	}
	return ShiftMove{Target: s, Steps: int8(n)}, nil
}

// removeSoldier reads "remove soldier Ann".
func (p *parser) removeSoldier() (engine.Move, error) {
	if !p.Accept("soldier") {
		w, _ := p.Peek()
		return nil, notation.ErrAt(w, "expected soldier", "soldier")
	}
	s, err := p.player()
	return RemoveSoldierMove{Target: s}, err
}

// toPlayer reads the player of accept, decline, withdraw and ally.
func (p *parser) toPlayer(verb string) (engine.Move, error) {
	s, err := p.player()
	if err != nil {
		return nil, err
	}
	switch verb {
	case "accept":
		return AcceptMove{From: s}, nil
	case "decline":
		return DeclineMove{From: s}, nil
	case "withdraw":
		return WithdrawMove{To: s}, nil
	}
	return AllyMove{With: s}, nil
}

// offer reads "offer Bob: 14 + 50fl for 31".
func (p *parser) offer() (engine.Move, error) {
	s, err := p.player()
	if err != nil {
		return nil, err
	}
	give, err := p.lot("for")
	if err != nil {
		return nil, err
	}
	if !p.Accept("for") {
		w, _ := p.Peek()
		return nil, notation.ErrAt(w, "expected for and what you ask", "for")
	}
	get, err := p.lot("")
	return OfferMove{To: s, Give: give, Get: get}, err
}

// lot reads spaces and Florins joined by +, up to the word stop (or the
// end): "14 + 50fl", "14+31", "nothing". A number with fl (or f) after it
// is Florins, and so is a bare number above 32; a bare number up to 32 is
// a space.
func (p *parser) lot(stop string) (Lot, error) {
	var l Lot
	items := 0
	for {
		w, ok := p.Peek()
		if !ok || w.Text == stop {
			break
		}
		p.Next()
		if w.Text == "nothing" {
			items++
			continue
		}
		for rest, more := w.Text, true; more; { // the parts between +, as strings.Split gives them
			var part string
			part, rest, more = strings.Cut(rest, "+")
			if part == "" {
				continue
			}
			if err := l.add(part, w); err != nil {
				return l, err
			}
			items++
		}
	}
	if items == 0 {
		return l, notation.ErrAt(p.Last(), "a trade names what each side gives", expectLot)
	}
	return l, nil
}

// add adds one item of a lot, as written in word w.
func (l *Lot) add(item string, w notation.Word) error {
	num, florins := strings.CutSuffix(item, "fl")
	if !florins {
		num, florins = strings.CutSuffix(item, "f")
	}
	n, err := strconv.Atoi(num)
	if err != nil || n < 0 || len(num) > 5 {
		return notation.ErrAt(w, fmt.Sprintf("%q is neither a space nor Florins", item), expectLot)
	}
	switch {
	case florins || n > spaceCount:
		l.Florins += n
	case n == 0:
		return notation.ErrAt(w, "there is no space 0", expectLot)
	default:
		l.Spaces |= 1 << n
	}
	return nil
}

// FormatMove writes m in its one canonical form.
func (Game) FormatMove(st engine.State, m engine.Move) string {
	g, _ := st.(*state)
	switch m := m.(type) {
	case PartyMove:
		return "party " + partyIDs[m.Party]
	case ArtMove:
		s := "art " + strconv.Itoa(int(m.N)) + " on"
		for _, sp := range m.On[:m.N] {
			s += " " + strconv.Itoa(int(sp))
		}
		return s
	case RollMove:
		return "roll"
	case ChooseMove:
		return "choose " + strconv.Itoa(int(m.Value))
	case BuyMove:
		return "buy"
	case AuctionMove:
		return "auction"
	case BidMove:
		return "bid " + strconv.Itoa(m.Amount)
	case PassMove:
		return "pass"
	case MarketMove:
		return "market"
	case StakeMove:
		d := embedded.Get()
		if g != nil {
			d = g.d
		}
		return "stake " + d.Market.Products[m.Product].ID + " " + strconv.Itoa(m.Amount)
	case ShiftMove:
		return fmt.Sprintf("move %s %+d", seatName(g, m.Target), m.Steps)
	case RemoveSoldierMove:
		return "remove soldier " + seatName(g, m.Target)
	case OfferMove:
		return "offer " + seatName(g, m.To) + ": " + m.Give.String() + " for " + m.Get.String()
	case AcceptMove:
		return "accept " + seatName(g, m.From)
	case DeclineMove:
		return "decline " + seatName(g, m.From)
	case WithdrawMove:
		return "withdraw " + seatName(g, m.To)
	case AllyMove:
		return "ally " + seatName(g, m.With)
	case DoneMove:
		return "done"
	}
	return fmt.Sprintf("%v", m)
}

// String writes a lot: its spaces ascending, then its Florins ("14 + 31
// + 50fl"), or "nothing".
func (l Lot) String() string {
	if l.Spaces == 0 && l.Florins <= 0 {
		return "nothing"
	}
	if l.Florins <= 0 && l.Spaces&(l.Spaces-1) == 0 {
		return itoa(bits.TrailingZeros64(l.Spaces)) // one space, the most common lot: worded without an allocation
	}
	var buf [64]byte // one allocation, the string itself
	b := buf[:0]
	for sp := l.Spaces; sp != 0; sp &= sp - 1 {
		if len(b) > 0 {
			b = append(b, " + "...)
		}
		b = strconv.AppendInt(b, int64(bits.TrailingZeros64(sp)), 10)
	}
	if l.Florins > 0 {
		if len(b) > 0 {
			b = append(b, " + "...)
		}
		b = append(strconv.AppendInt(b, int64(l.Florins), 10), "fl"...)
	}
	return string(b)
}

// seatName names seat s of g, or its number without a game.
func seatName(g *state, s engine.Seat) string {
	if g != nil && s >= 0 && int(s) < len(g.names) {
		return g.names[s]
	}
	return "seat" + strconv.Itoa(int(s)+1)
}
