package princes

import (
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// verbs are the first words of the moves, in the order of a game.
var verbs = []string{"keep", "open", "bid", "pass", "decline", "buy", "place", "pick", "recruit", "hold",
	"work", "build", "profession", "bonus", "freedom", "done", "sell"}

const (
	expectProfession = "a profession like poet or bell-founder"
	expectStack      = "a stack: forest, lake, park, jester, builder, prestige or recruiting"
	expectLandscape  = "a landscape: forest, lake or park"
	expectBuilding   = "a building like theater or tower"
	expectFreedom    = "a freedom: travel, religion or opinion"
	expectSquare     = "a square from a1 to g7"
	expectOrient     = "r90, r180, r270 or flip"
	expectNumber     = "a number"
	expectCard       = "a card: a profession like poet, a bonus card like b7 or a prestige card like p3"
	expectPlayer     = "a player's name"
)

// parser reads one move.
type parser struct{ notation.Cursor }

// ParseMove reads one move of seat s. Syntax errors are *notation.Error
// pointing at the offending word; legality is left to Apply. st names the
// players a recruiting card may be played against.
func (Game) ParseMove(st engine.State, _ engine.Seat, text string) (engine.Move, error) {
	if m, ok := fastMove(st, text); ok {
		return m, nil
	}
	return parseWords(st, text)
}

// parseWords is the full parser: ParseMove for the texts fastMove does
// not read.
func parseWords(st engine.State, text string) (engine.Move, error) {
	var buf [12]notation.Word
	p := parser{notation.Cursor{Words: notation.AppendWords(buf[:0], 1, text)}}
	m, err := p.move(st)
	if err != nil {
		return nil, notation.Locate(err, text)
	}
	return m, nil
}

func (p *parser) move(st engine.State) (engine.Move, error) {
	verb, verr := p.Verb(verbs...)
	if verr != nil {
		return nil, verr
	}
	m, err := p.verb(verb, st)
	if err != nil {
		return nil, err
	}
	if err := p.End(); err != nil {
		return nil, err
	}
	return m, nil
}

// verb reads the rest of a move after its verb.
func (p *parser) verb(verb notation.Word, st engine.State) (engine.Move, error) {
	switch verb.Text {
	case "keep":
		return p.keep()
	case "open", "buy":
		stack, err := p.name(words().stackBy, expectStack)
		if verb.Text == "open" {
			return OpenMove{Stack: stack}, err
		}
		return BuyMove{Stack: stack}, err
	case "bid":
		return p.bid(st)
	case "pass":
		return PassMove{}, nil
	case "decline":
		return DeclineMove{}, nil
	case "place":
		return p.place()
	case "pick":
		return p.pick()
	case "recruit":
		return p.recruit(st)
	case "hold":
		return HoldMove{}, nil
	case "work":
		return p.work()
	case "build":
		return p.build()
	case "profession":
		return ProfessionMove{}, nil
	case "bonus":
		return BonusMove{}, nil
	case "freedom":
		f, err := p.name(words().freedomBy, expectFreedom)
		return FreedomMove{Type: f}, err
	case "done", "end":
		return DoneMove{}, nil
	case "sell":
		n, err := p.number()
		return SellMove{Points: n}, err
	}
	return nil, notation.UnknownVerb(verb, verbs...)
}

// name reads a word of table by, expecting what.
func (p *parser) name(by map[string]int8, what string) (int8, error) {
	w, ok := p.Next()
	if !ok {
		return 0, notation.ErrEnd("missing "+what, what)
	}
	i, ok := by[w.Text]
	if !ok {
		return 0, notation.ErrAt(w, fmt.Sprintf("unknown %q", w.Raw), what)
	}
	return i, nil
}

// number reads a whole number of at most four digits.
func (p *parser) number() (int, error) {
	w, ok := p.Next()
	if !ok {
		return 0, notation.ErrEnd("missing number", expectNumber)
	}
	n, err := strconv.Atoi(w.Text)
	if err != nil || n < 0 || len(w.Text) > 4 {
		return 0, notation.ErrAt(w, fmt.Sprintf("%q is not a number", w.Raw), expectNumber)
	}
	return n, nil
}

// keep reads the three professions kept, in any order; the move holds
// them ascending.
func (p *parser) keep() (engine.Move, error) {
	var m KeepMove
	for i := range m.Cards {
		c, err := p.name(words().professionBy, expectProfession)
		if err != nil {
			return nil, err
		}
		for j := range i {
			if m.Cards[j] == c {
				return nil, notation.ErrAt(p.Last(), fmt.Sprintf("%s named twice", p.Last().Raw), expectProfession)
			}
		}
		m.Cards[i] = c
	}
	sortCards(m.Cards[:])
	return m, nil
}

func sortCards(cs []int8) {
	for i := 1; i < len(cs); i++ {
		for j := i; j > 0 && cs[j] < cs[j-1]; j-- {
			cs[j], cs[j-1] = cs[j-1], cs[j]
		}
	}
}

// bid reads an optional price. Without one, the move bids the next price
// of the auction running in st, so that the record says what was bid
// ("bid 400"); with no auction running it stays "bid", which Apply
// refuses.
func (p *parser) bid(st engine.State) (engine.Move, error) {
	if _, more := p.Peek(); more {
		n, err := p.number()
		return boxedBid(n), err
	}
	return bidAlone(st), nil
}

// bidAlone is the move "bid" without a price reads as in st.
func bidAlone(st engine.State) engine.Move {
	if g, ok := st.(*state); ok && g.phase == phaseBid {
		return boxedBid(g.auction.price + data().Auction.Raise)
	}
	return BidMove{}
}

// place reads a landscape and where it lies.
func (p *parser) place() (engine.Move, error) {
	l, err := p.name(words().landscapeBy, expectLandscape)
	if err != nil {
		return nil, err
	}
	cells, err := p.footprint(data().Landscapes.Types[l].shape, landscapeID(l))
	return PlaceMove{Landscape: l, Cells: cells}, err
}

// build reads a building type and where it stands.
func (p *parser) build() (engine.Move, error) {
	b, err := p.name(words().buildingBy, expectBuilding)
	if err != nil {
		return nil, err
	}
	cells, err := p.footprint(data().Buildings.Types[b].shape, buildingID(b))
	return BuildMove{Type: b, Cells: cells}, err
}

// footprint reads a square, then an optional turn and flip, and returns
// the squares piece s covers there.
func (p *parser) footprint(s shape, what string) (mask, error) {
	w, ok := p.Next()
	if !ok {
		return 0, notation.ErrEnd("missing square", expectSquare)
	}
	q, ok := parseSquare(w.Text)
	if !ok {
		return 0, notation.ErrAt(w, fmt.Sprintf("%q is not a square", w.Raw), expectSquare)
	}
	var o orientation
	if n, ok := p.Peek(); ok && strings.HasPrefix(n.Text, "r") {
		p.Next()
		turn, ok := map[string]int{"r0": 0, "r90": 1, "r180": 2, "r270": 3}[n.Text]
		if !ok {
			return 0, notation.ErrAt(n, fmt.Sprintf("%q is not a turn", n.Raw), expectOrient)
		}
		o.Turn = turn
	}
	o.Flip = p.Accept("flip")
	cells, ok := layAt(s, q, o)
	if !ok {
		return 0, notation.ErrAt(w, fmt.Sprintf("%s at %s sticks out of the principality", strings.TrimSpace(what+" "+o.String()), q), expectSquare)
	}
	return cells, nil
}

// layAt is the squares piece s covers at corner q turned to o, as
// locate finds them, without looking for the canonical orientation that
// a move does not hold; false when the piece sticks out of the grid.
func layAt(s shape, q square, o orientation) (mask, bool) {
	fp, ok := place(infoOf(s).orientedAs(s, o), o, q)
	return fp.Cells, ok
}

// parseSquare reads "c4".
func parseSquare(t string) (square, bool) {
	if len(t) != 2 || t[0] < 'a' || t[0] >= 'a'+boardSize || t[1] < '1' || t[1] >= '1'+boardSize {
		return square{}, false
	}
	return square{File: int(t[0] - 'a'), Rank: int(t[1] - '0')}, true
}

// pick reads the card kept and, after "under", the order of the others.
func (p *parser) pick() (engine.Move, error) {
	kind, card, err := p.card()
	if err != nil {
		return nil, err
	}
	m := PickMove{Kind: kind, Card: card, Under: noUnder}
	if !p.Accept("under") {
		return boxedPick(kind, card), nil // the shared m: no copy to the heap
	}
	for i := range m.Under {
		if _, more := p.Peek(); !more {
			break
		}
		k, c, err := p.card()
		if err != nil {
			return nil, err
		}
		if k != kind {
			return nil, notation.ErrAt(p.Last(), "cards of another kind than "+p.Words[1].Raw, expectCard)
		}
		m.Under[i] = c
	}
	return m, nil
}

// card reads a profession, bonus card or prestige card.
func (p *parser) card() (int8, int8, error) {
	w, ok := p.Next()
	if !ok {
		return 0, 0, notation.ErrEnd("missing card", expectCard)
	}
	if c, ok := words().professionBy[w.Text]; ok {
		return pickProfession, c, nil
	}
	if c, ok := cardNumber(w.Text, "b", wantBonusCards); ok {
		return pickBonus, c, nil
	}
	if c, ok := cardNumber(w.Text, "p", wantPrestigeCards); ok {
		return pickPrestige, c, nil
	}
	return 0, 0, notation.ErrAt(w, fmt.Sprintf("unknown card %q", w.Raw), expectCard)
}

// recruit reads the profession recruited, optionally after the name of
// the player it is taken from ("recruit poet", "recruit Bob poet"). Each
// profession card is unique, so the card alone says whose table it lies
// on: st finds the player when the move does not name one. Names may hold
// spaces, so a name is every word before the profession.
func (p *parser) recruit(st engine.State) (engine.Move, error) {
	start := p.I
	for {
		w, ok := p.Next()
		if !ok {
			return nil, notation.ErrEnd("missing profession", expectProfession)
		}
		c, isCard := words().professionBy[w.Text]
		if !isCard {
			continue
		}
		from, err := p.recruitedFrom(st, c, start)
		return RecruitMove{From: from, Card: c}, err
	}
}

// recruitedFrom is the seat named by the words from start up to the
// profession c just read, or, when there are none, the seat with c face up
// (engine.Observer when nobody has it: Apply refuses the move).
func (p *parser) recruitedFrom(st engine.State, c int8, start int) (engine.Seat, error) {
	named := p.Words[start : p.I-1]
	if len(named) == 0 {
		return holderOf(st, c), nil
	}
	g, _ := st.(*state)
	raw := make([]string, len(named))
	for i, w := range named {
		raw[i] = w.Raw
	}
	name := strings.Join(raw, " ")
	if g != nil {
		for i, n := range g.names {
			if strings.EqualFold(notation.Spelled(n), name) {
				return engine.Seat(i), nil
			}
		}
	}
	return 0, notation.ErrAt(named[0], fmt.Sprintf("no player is called %q", name), expectPlayer, expectProfession)
}

// holderOf is the seat with profession c face up in st, engine.Observer
// when nobody has it.
func holderOf(st engine.State, c int8) engine.Seat {
	if g, ok := st.(*state); ok {
		for i, pl := range g.players {
			if slices.Contains(pl.table, c) {
				return engine.Seat(i)
			}
		}
	}
	return engine.Observer
}

// work reads the profession, the bonus cards played and the prestige
// taken from the payment.
func (p *parser) work() (engine.Move, error) {
	c, err := p.name(words().professionBy, expectProfession)
	if err != nil {
		return nil, err
	}
	m := WorkMove{Card: c}
	for {
		w, more := p.Peek()
		if !more {
			return m, nil
		}
		if w.Text == "prestige" {
			p.Next()
			n, err := p.number()
			m.Prestige = int8(min(n, 127))
			return m, err
		}
		b, ok := cardNumber(w.Text, "b", wantBonusCards)
		if !ok {
			return nil, notation.ErrAt(w, fmt.Sprintf("unexpected %q", w.Raw), "a bonus card like b7", "prestige", notation.ExpectEnd)
		}
		p.Next()
		m.Bonus |= 1 << b
	}
}

// FormatMove writes m in its one canonical form.
func (Game) FormatMove(st engine.State, m engine.Move) string {
	switch m := m.(type) {
	case KeepMove:
		return "keep " + professionID(m.Cards[0]) + " " + professionID(m.Cards[1]) + " " + professionID(m.Cards[2])
	case OpenMove:
		return "open " + stackID(m.Stack)
	case BuyMove:
		return "buy " + stackID(m.Stack)
	case BidMove:
		if m.Price == 0 {
			return "bid"
		}
		return "bid " + itoa(m.Price)
	case PassMove:
		return "pass"
	case DeclineMove:
		return "decline"
	case PlaceMove:
		t := data().Landscapes.Types[m.Landscape]
		return "place " + t.ID + " " + formatFootprint(t.shape, m.Cells)
	case BuildMove:
		t := data().Buildings.Types[m.Type]
		return "build " + t.ID + " " + formatFootprint(t.shape, m.Cells)
	case PickMove:
		return formatPick(m)
	case RecruitMove:
		return "recruit " + professionID(m.Card)
	case HoldMove:
		return "hold"
	case WorkMove:
		return formatWork(m)
	case ProfessionMove:
		return "profession"
	case BonusMove:
		return "bonus"
	case FreedomMove:
		return "freedom " + freedomID(m.Type)
	case DoneMove:
		return "done"
	case SellMove:
		return "sell " + itoa(m.Points)
	}
	return fmt.Sprintf("%v", m)
}

// formatFootprint writes the corner and the orientation of cells.
func formatFootprint(s shape, cells mask) string {
	fp := canonical(s, cells)
	if o := fp.Orient.String(); o != "" {
		return fp.Corner.String() + " " + o
	}
	return fp.Corner.String()
}

// cardID names a card of a kind.
func cardID(kind, c int8) string {
	switch kind {
	case pickBonus:
		return bonusID(c)
	case pickPrestige:
		return prestigeID(c)
	}
	return professionID(c)
}

func formatPick(m PickMove) string {
	s := "pick " + cardID(m.Kind, m.Card)
	if m.Under[0] < 0 {
		return s
	}
	s += " under"
	for _, c := range m.Under {
		if c >= 0 {
			s += " " + cardID(m.Kind, c)
		}
	}
	return s
}

func formatWork(m WorkMove) string {
	s := "work " + professionID(m.Card)
	for b := range int8(wantBonusCards) {
		if m.Bonus&(1<<b) != 0 {
			s += " " + bonusID(b)
		}
	}
	if m.Prestige > 0 {
		s += " prestige " + itoa(int(m.Prestige))
	}
	return s
}
