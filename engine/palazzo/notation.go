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
	expectEnd    = "the end of the move"
	expectFloorP = "a palace and floor like a3"
)

// ParseMove reads one move of seat s. Syntax errors are *notation.Error
// pointing at the offending word; legality is left to Apply.
func (Game) ParseMove(_ engine.State, _ engine.Seat, text string) (engine.Move, error) {
	p := &parser{words: notation.Words(1, text), text: text}
	verb, ok := p.next()
	if !ok {
		return nil, p.errEnd("empty move", verbs...)
	}
	parse, known := verbParsers[verb.Text]
	if !known {
		return nil, p.errAt(verb, fmt.Sprintf("unknown move %q", verb.Raw), verbs...)
	}
	m, err := parse(p)
	if err != nil {
		return nil, err
	}
	if w, more := p.next(); more {
		return nil, p.errAt(w, fmt.Sprintf("unexpected %q after a complete move", w.Raw), expectEnd)
	}
	return m, nil
}

// verbParsers read the rest of a move after its verb.
var verbParsers = map[string]func(*parser) (engine.Move, error){
	"money":   func(*parser) (engine.Move, error) { return MoneyMove{}, nil },
	"draw":    func(*parser) (engine.Move, error) { return DrawMove{}, nil },
	"auction": func(*parser) (engine.Move, error) { return AuctionMove{}, nil },
	"pass":    func(*parser) (engine.Move, error) { return PassMove{}, nil },
	"take": func(p *parser) (engine.Move, error) {
		cs, err := p.cards(0)
		return TakeMove{Cards: cs}, err
	},
	"bid": func(p *parser) (engine.Move, error) {
		cs, err := p.cards(0)
		return BidMove{Add: cs}, err
	},
	"pick": func(p *parser) (engine.Move, error) {
		t, err := p.tile()
		return PickMove{Tile: t}, err
	},
	"discard": func(p *parser) (engine.Move, error) {
		t, err := p.tile()
		return DiscardMove{Tile: t}, err
	},
	"buy":     parseBuy,
	"build":   parseBuild,
	"extract": parseExtract,
	"insert":  parseInsert,
	"remove":  parseRemove,
}

func parseBuy(p *parser) (engine.Move, error) {
	var m BuyMove
	first, err := p.tile()
	if err != nil {
		return nil, err
	}
	m.Tiles[0] = first
	if w, ok := p.peek(); ok && w.Text != "pay" {
		p.next()
		second, ok := ParseTile(w.Text)
		if !ok {
			return nil, p.errAt(w, fmt.Sprintf("%q is not a tile", w.Raw), expectTile, "pay")
		}
		if compareTiles(second, first) < 0 {
			first, second = second, first
		}
		m.Tiles = [2]Tile{first, second}
	}
	if w, ok := p.peek(); ok && w.Text == "pay" {
		p.next()
		if m.Pay, err = p.cards(0); err != nil {
			return nil, err
		}
	} else if ok {
		return nil, p.errAt(w, "you can buy at most 2 tiles", "pay", expectEnd)
	}
	return m, nil
}

func parseBuild(p *parser) (engine.Move, error) {
	t, err := p.tile()
	if err != nil {
		return nil, err
	}
	w, ok := p.peek()
	if ok && w.Text == "new" {
		p.next()
		return BuildMove{Tile: t, Palace: NewPalace}, nil
	}
	if ok && w.Text == "on" {
		p.next()
	}
	i, err := p.label("new")
	return BuildMove{Tile: t, Palace: i}, err
}

func parseExtract(p *parser) (engine.Move, error) {
	w, ok := p.next()
	if !ok {
		return nil, p.errEnd("say which floor of which palace to extract", expectFloorP)
	}
	cut := strings.IndexFunc(w.Text, func(r rune) bool { return r >= '0' && r <= '9' })
	i, okLabel := 0, cut > 0
	if okLabel {
		i, okLabel = parseLabel(w.Text[:cut])
	}
	floor := w.Text[max(cut, 0):]
	if !okLabel || len(floor) != 1 || floor[0] < '1' || floor[0] > '5' {
		return nil, p.errAt(w, fmt.Sprintf("%q is not a palace and floor", w.Raw), expectFloorP)
	}
	pay, err := p.payOne()
	return ExtractMove{Palace: i, Floor: int(floor[0] - '0'), Pay: pay}, err
}

func parseInsert(p *parser) (engine.Move, error) {
	from, err := p.label()
	if err != nil {
		return nil, err
	}
	if w, ok := p.peek(); ok && w.Text == "into" {
		p.next()
	}
	into, err := p.label()
	if err != nil {
		return nil, err
	}
	pay, err := p.payOne()
	return InsertMove{From: from, Into: into, Pay: pay}, err
}

func parseRemove(p *parser) (engine.Move, error) {
	i, err := p.label()
	if err != nil {
		return nil, err
	}
	pay, err := p.payOne()
	return RemoveMove{Palace: i, Pay: pay}, err
}
