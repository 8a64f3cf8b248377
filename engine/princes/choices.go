package princes

import (
	"math/bits"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// This file works out what each choice of a turn yields, by the rules:
// what a building, action or work costs or pays, the prestige it scores,
// and where a piece may lie. The mail's "You can:" (summary.go), the
// view's choices (text, JSON, picture) all read it, so they cannot
// disagree.

// ChoicesView is what the viewer may do on their turn of the action
// phase, or when they place a landscape they bought, and what each choice
// yields; nil (absent) at every other moment and for everyone else.
type ChoicesView struct {
	// ActionsLeft is how many actions the viewer may still take this
	// turn, 0 while placing a landscape.
	ActionsLeft int `json:"actions_left"`
	// Works are the works the viewer may complete, one per profession and
	// set of bonus cards.
	Works []WorkChoice `json:"works"`
	// Pieces are the buildings (or the landscape) the viewer may lay, and
	// where.
	Pieces []PieceChoice `json:"pieces"`
	// Actions are the other actions the viewer may take, with their cost.
	Actions []ActionChoice `json:"actions"`
}

// WorkChoice is a work the viewer may complete, and what it yields.
type WorkChoice struct {
	Profession string   `json:"profession"`
	Bonus      []string `json:"bonus"`
	// Value is the work's value; the bank pays Florins (value × 100).
	Value   int `json:"value"`
	Florins int `json:"florins"`
	// MaxPrestige is the most prestige its payment may buy (200 Florins a
	// point).
	MaxPrestige int `json:"max_prestige"`
	// BestWork is true when the value is at least every work completed
	// this round so far: Best Work's prestige if nobody beats it.
	BestWork bool `json:"best_work"`
}

// PieceChoice is a building or landscape the viewer may lay.
type PieceChoice struct {
	Kind string `json:"kind"` // "building" or "landscape"
	ID   string `json:"id"`
	// Cost is what it costs in Florins (a landscape bought is paid).
	Cost int `json:"cost"`
	// Prestige is what laying it scores at once.
	Prestige int `json:"prestige"`
	// Places is how many distinct places it fits; Anchors the squares a
	// move may name for them (the lower-left corner of the piece's
	// bounding box), from a1 along the ranks; Example one such move.
	Places  int      `json:"places"`
	Anchors []string `json:"anchors"`
	Example string   `json:"example"`
	// Raises is what laying it adds to the value of a work of each of
	// Favours, the professions in hand that favour it (a landscape: only
	// the first of its type).
	Raises  int      `json:"raises"`
	Favours []string `json:"favours"`
}

// ActionChoice is an action without a place or a value: a card drawn or
// a freedom introduced, and its cost.
type ActionChoice struct {
	Move string `json:"move"`
	Cost int    `json:"cost"`
	// Raises and Favours are as a PieceChoice's, for a freedom.
	Raises  int      `json:"raises"`
	Favours []string `json:"favours"`
}

// choices works out the ChoicesView of seat s, nil when s is not placing
// a landscape nor taking a turn of the action phase.
func (st *state) choices(s engine.Seat) *ChoicesView {
	if s < 0 || st.actor != s || len(st.toAct) != 1 {
		return nil
	}
	switch st.phase {
	case phasePlace:
		l := st.auction.stack // the landscape bought, as Legal places it
		return &ChoicesView{Works: []WorkChoice{}, Actions: []ActionChoice{},
			Pieces: []PieceChoice{st.pieceChoice(s, true, l, st.landscapeSpots(s, l))}}
	case phaseAction:
	default:
		return nil
	}
	g := Game{}
	cv := &ChoicesView{ActionsLeft: data().Actions.PerTurn - int(st.turn.actions),
		Works: []WorkChoice{}, Pieces: []PieceChoice{}, Actions: []ActionChoice{}}
	for m := range st.workMoves(s) {
		if m.Prestige == 0 {
			cv.Works = append(cv.Works, st.workChoice(s, m))
		}
	}
	byType := make([][]placement, len(data().Buildings.Types))
	for pl := range st.buildPlaces(s) {
		t := pl.Type
		byType[t] = append(byType[t], pl)
	}
	for t, pls := range byType {
		if len(pls) > 0 {
			cv.Pieces = append(cv.Pieces, st.pieceChoice(s, false, int8(t), pls))
		}
	}
	for _, m := range []engine.Move{ProfessionMove{}, BonusMove{}, FreedomMove{0}, FreedomMove{1}, FreedomMove{2}} {
		if cost, ok := st.actionCost(s, m); ok {
			a := ActionChoice{Move: g.FormatMove(st, m), Cost: cost, Favours: []string{}}
			if f, ok := m.(FreedomMove); ok {
				a.Raises, a.Favours = st.favours(s, favourFreedom, f.Type)
			}
			cv.Actions = append(cv.Actions, a)
		}
	}
	return cv
}

// workChoice is what work m of s yields.
func (st *state) workChoice(s engine.Seat, m WorkMove) WorkChoice {
	p := &st.players[s]
	v := p.workValue(m.Card, m.Bonus)
	w := WorkChoice{Profession: professionID(m.Card), Bonus: []string{}, Value: v,
		Florins: v * data().Work.FlorinsPerPoint, MaxPrestige: maxWorkPrestige(v), BestWork: v >= st.bestWork()}
	for b := range int8(32) {
		if m.Bonus&(1<<b) != 0 {
			w.Bonus = append(w.Bonus, bonusID(b))
		}
	}
	return w
}

// bestWork is the highest work value completed this round so far.
func (st *state) bestWork() int {
	best := 0
	for i := range st.players {
		best = max(best, int(st.players[i].best))
	}
	return best
}

// buildYield is what a building costs s and the prestige it scores.
func (st *state) buildYield(s engine.Seat) (cost, prestige int) {
	return data().buildCost(int(st.players[s].dom.builders)), data().Prestige.Building
}

// landscapeYield is the prestige a landscape of type l scores s when
// placed: the second and every later one of a type score.
func (st *state) landscapeYield(s engine.Seat, l int8) int {
	if st.players[s].dom.landscapes[l] > 0 {
		return data().Prestige.SecondLandscape
	}
	return 0
}

// actionCost is what action m costs s, and whether s may take it now.
func (st *state) actionCost(s engine.Seat, m engine.Move) (int, bool) {
	a := data().Actions
	switch m := m.(type) {
	case ProfessionMove:
		return a.Profession, st.checkDraw(s, kindProfession) == nil
	case BonusMove:
		return a.Bonus, st.checkDraw(s, kindBonus) == nil
	case FreedomMove:
		return a.Freedom, st.canFreedom(s, m.Type)
	}
	return 0, false
}

// pieceChoice is building or landscape t laid by s at one of pls.
func (st *state) pieceChoice(s engine.Seat, landscape bool, t int8, pls []placement) PieceChoice {
	pc := PieceChoice{Kind: "building", Places: len(pls), Anchors: []string{}}
	if landscape {
		pc.Kind, pc.ID, pc.Prestige = "landscape", landscapeID(t), st.landscapeYield(s, t)
		pc.Raises, pc.Favours = st.favours(s, favourLandscape, t)
	} else {
		pc.ID = buildingID(t)
		pc.Cost, pc.Prestige = st.buildYield(s)
		pc.Raises, pc.Favours = st.favours(s, favourBuilding, t)
	}
	var anchors mask
	for _, pl := range pls {
		anchors |= anchorOf(pl.Cells)
	}
	if len(pls) > 0 {
		pc.Example = Game{}.FormatMove(st, pls[0].move())
	}
	for rank := 1; rank <= boardSize; rank++ {
		for file := range boardSize {
			if q := (square{file, rank}); anchors&bit(q.row(), q.col()) != 0 {
				pc.Anchors = append(pc.Anchors, q.String())
			}
		}
	}
	return pc
}

// anchorOf is the square a move names for a piece on cells: the
// lower-left corner of their bounding box (docs/notation/princes.md),
// whichever orientation covers them.
func anchorOf(cells mask) mask {
	row, col := 0, boardSize
	for c := uint64(cells); c != 0; c &= c - 1 {
		i := bits.TrailingZeros64(c)
		row, col = max(row, i/boardSize), min(col, i%boardSize)
	}
	return bit(row, col)
}

// hasAnchor reports whether square q is an anchor of pc.
func (pc *PieceChoice) hasAnchor(q square) bool {
	return slices.Contains(pc.Anchors, q.String())
}

// What a profession favours: its building, landscape or freedom.
const (
	favourBuilding = iota
	favourLandscape
	favourFreedom
)

// favours returns what getting building, landscape or freedom t (by
// what) adds to a work's value by the rules (+4, +3, +3), and the
// professions in s's hand whose works it raises: those that favour it,
// when s does not have one yet (a work counts a landscape once, however
// many of its type).
func (st *state) favours(s engine.Seat, what int, t int8) (int, []string) {
	d, p := data(), &st.players[s]
	out := []string{}
	var raise int
	var has bool
	for _, c := range p.hand {
		prof := d.Professions.Cards[c]
		var id int
		switch what {
		case favourBuilding:
			id, raise, has = d.buildingByID[prof.Building], d.Work.Building, p.dom.hasBuilding(t)
		case favourLandscape:
			id, raise, has = d.landscapeByID[prof.Landscape], d.Work.Landscape, p.dom.landscapes[t] > 0
		default:
			id, raise, has = d.freedomByID[prof.Freedom], d.Work.Freedom, p.dom.hasFreedom(t)
		}
		if id == int(t) && !has {
			out = append(out, professionID(c))
		}
	}
	if len(out) == 0 {
		return 0, out
	}
	return raise, out
}
