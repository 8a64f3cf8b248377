package palazzo

import (
	"fmt"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// verbs are the first words of the moves, in the order players meet them.
var verbs = []string{"money", "take", "draw", "buy", "auction", "bid", "pass", "pick",
	"build", "discard", "extract", "insert", "remove"}

const (
	expectCard   = "a card like r5 or c2"
	expectTile   = "a tile like 3m2 (floor 1-5, material b/s/m, windows 1-3)"
	expectLabel  = "a palace letter like a"
	expectEnd    = notation.ExpectEnd
	expectFloorP = "a palace and floor like a3"
)

// ParseMove reads one move of seat s. Syntax errors are *notation.Error
// pointing at the offending word; legality is left to Apply.
func (Game) ParseMove(_ engine.State, _ engine.Seat, text string) (engine.Move, error) {
	if m, ok := parseCanonical(text); ok {
		return m, nil
	}
	m, err := parseMove(text)
	if err != nil {
		return nil, notation.Locate(err, text)
	}
	return m, nil
}

// parseMove reads a move, leaving the Source of its error to the caller,
// and the position of an error about a missing word.
func parseMove(text string) (engine.Move, *notation.Error) {
	// The parser and its words live on the stack: parseBody calls each
	// verb's reader directly, so nothing lets them escape, and replays
	// parse every move. No move has more than 8 words but a long bid.
	var space [8]notation.Word
	p := parser{notation.Cursor{Words: notation.AppendWords(space[:0], 1, text)}}
	verb, verr := p.Verb(verbs...)
	if verr != nil {
		return nil, verr
	}
	m, known, err := p.parseBody(verb.Text)
	switch {
	case !known:
		return nil, notation.UnknownVerb(verb, verbs...)
	case err != nil:
		return nil, err.(*notation.Error) // the parser makes no other error
	}
	if err := p.End(); err != nil {
		return nil, err
	}
	return m, nil
}

// parseBody reads the rest of a move after its verb; known is false when
// verb is none of verbs.
func (p *parser) parseBody(verb string) (m engine.Move, known bool, err error) {
	switch verb {
	case "money":
		return MoneyMove{}, true, nil
	case "draw":
		return DrawMove{}, true, nil
	case "auction":
		return AuctionMove{}, true, nil
	case "pass":
		return PassMove{}, true, nil
	case "take":
		cs, err := p.cards(0)
		return boxTakeSet(cs), true, err
	case "bid":
		cs, err := p.cards(0)
		return boxBid(cs), true, err
	case "pick":
		t, err := p.tile()
		return boxPick(PickMove{Tile: t}), true, err
	case "discard":
		t, err := p.tile()
		return boxDiscard(DiscardMove{Tile: t}), true, err
	case "buy":
		m, err = parseBuy(p)
	case "build":
		m, err = parseBuild(p)
	case "extract":
		m, err = parseExtract(p)
	case "insert":
		m, err = parseInsert(p)
	case "remove":
		m, err = parseRemove(p)
	default:
		return nil, false, nil
	}
	return m, true, err
}

func parseBuy(p *parser) (engine.Move, error) {
	var m BuyMove
	first, err := p.tile()
	if err != nil {
		return nil, err
	}
	m.Tiles[0] = first
	if w, ok := p.Peek(); ok && w.Text != "pay" {
		p.Next()
		second, ok := ParseTile(w.Text)
		if !ok {
			return nil, notation.ErrAt(w, fmt.Sprintf("%q is not a tile", w.Raw), expectTile, "pay")
		}
		if compareTiles(second, first) < 0 {
			first, second = second, first
		}
		m.Tiles = [2]Tile{first, second}
	}
	if w, ok := p.Peek(); ok && w.Text == "pay" {
		p.Next()
		if m.Pay, err = p.cards(0); err != nil {
			return nil, err
		}
	} else if ok {
		return nil, notation.ErrAt(w, "you can buy at most 2 tiles", "pay", expectEnd)
	}
	return m, nil
}

func parseBuild(p *parser) (engine.Move, error) {
	t, err := p.tile()
	if err != nil {
		return nil, err
	}
	w, ok := p.Peek()
	if ok && w.Text == "new" {
		p.Next()
		return boxBuild(BuildMove{Tile: t, Palace: NewPalace}), nil
	}
	if ok && w.Text == "on" {
		p.Next()
		// "on new" reads as "new": no palace is labelled NEW.
		if w, ok := p.Peek(); ok && w.Text == "new" {
			p.Next()
			return boxBuild(BuildMove{Tile: t, Palace: NewPalace}), nil
		}
	}
	i, err := p.label("new")
	return boxBuild(BuildMove{Tile: t, Palace: i}), err
}

func parseExtract(p *parser) (engine.Move, error) {
	w, ok := p.Next()
	if !ok {
		return nil, notation.ErrEnd("say which floor of which palace to extract", expectFloorP)
	}
	cut := strings.IndexFunc(w.Text, func(r rune) bool { return r >= '0' && r <= '9' })
	i, okLabel := 0, cut > 0
	if okLabel {
		i, okLabel = parseLabel(w.Text[:cut])
	}
	floor := w.Text[max(cut, 0):]
	if !okLabel || len(floor) != 1 || floor[0] < '1' || floor[0] > '5' {
		return nil, notation.ErrAt(w, fmt.Sprintf("%q is not a palace and floor", w.Raw), expectFloorP)
	}
	pay, err := p.payOne()
	return boxExtract(ExtractMove{Palace: i, Floor: int(floor[0] - '0'), Pay: pay}), err
}

func parseInsert(p *parser) (engine.Move, error) {
	from, err := p.label()
	if err != nil {
		return nil, err
	}
	if w, ok := p.Peek(); ok && w.Text == "into" {
		p.Next()
	}
	into, err := p.label()
	if err != nil {
		return nil, err
	}
	pay, err := p.payOne()
	return boxInsert(InsertMove{From: from, Into: into, Pay: pay}), err
}

func parseRemove(p *parser) (engine.Move, error) {
	i, err := p.label()
	if err != nil {
		return nil, err
	}
	pay, err := p.payOne()
	return boxRemove(RemoveMove{Palace: i, Pay: pay}), err
}
