package pbem

import (
	"errors"
	"fmt"
	"slices"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// This file reads the text of a standing order: the orders every game
// shares ("next MOVE", "pass"), the game's own (engine.OrderReader), and
// the end an order names ("once", "always", "until auction").

// orderSpec is an order's text as read: its kind, what it plays, its end.
type orderSpec struct {
	// body is the order in canonical form, without its end.
	body string
	end  string
	// move is the move of a pre-move ("next MOVE"), pass tells a pass
	// order, and rule is the game's own order; exactly one is set.
	move string
	pass bool
	rule engine.OrderRule
}

// The first words of the orders every game shares.
const (
	preMoveWord = "next"
	passWord    = "pass"
)

// isPreMove reports whether an order's canonical text is a pre-move.
func isPreMove(text string) bool { return strings.HasPrefix(text, preMoveWord+" ") }

// orderOrigin names a typed order in errors ("order:1:5: …").
const orderOrigin = "order"

// readOrder reads typed, an order of seat given at the state of r, in
// full: its body and its end. Errors are *notation.Error placed in typed,
// with the nearest valid orders, or wrap engine.ErrIllegal for an order
// that could never fire.
func (r *Replay) readOrder(seat engine.Seat, typed string) (orderSpec, error) {
	ws := notation.Words(1, typed)
	if len(ws) == 0 {
		return orderSpec{}, r.orderError(seat, typed, notation.Errorf(notation.Pos{Line: 1, Col: 1}, "empty order"))
	}
	if ws[0].Text == preMoveWord {
		return r.readPreMove(seat, typed, ws)
	}
	body, end, err := r.readEnd(typed, ws)
	if err != nil {
		return orderSpec{}, r.orderError(seat, typed, err)
	}
	spec, err := r.readBody(seat, body)
	if err != nil {
		return orderSpec{}, r.orderError(seat, typed, err)
	}
	if p, ok := spec.rule.(engine.OrderPossibility); ok {
		if err := p.Possible(r.State, seat); err != nil {
			return orderSpec{}, err
		}
	}
	spec.end = end
	return spec, nil
}

// readPreMove reads "next MOVE": the move is read as the game reads it
// now. A pre-move of a player who is to act now is played now, so one the
// rules refuse now is refused at once.
func (r *Replay) readPreMove(seat engine.Seat, typed string, ws []notation.Word) (orderSpec, error) {
	if len(ws) < 2 {
		return orderSpec{}, r.orderError(seat, typed, &notation.Error{Pos: notation.EndPos(typed),
			Msg: "the order stops short", Expected: []string{"the move to make at your next decision"}})
	}
	start := ws[1].Pos
	text := typed[byteAt(typed, start.Col):]
	m, err := r.File.Game.ParseMove(r.State, seat, text)
	if err != nil {
		var nerr *notation.Error
		if errors.As(err, &nerr) {
			d := *nerr
			d.Pos = nerr.Pos.Shift(start)
			return orderSpec{}, r.orderError(seat, typed, &d)
		}
		return orderSpec{}, err
	}
	move := r.File.Game.FormatMove(r.State, m)
	if slices.Contains(r.State.ToAct(), seat) {
		if _, err := r.State.Clone().Apply(seat, m, r.streamFor(r.NextPly())); err != nil {
			return orderSpec{}, r.moveError(seat, text, err, source{file: orderOrigin, pos: start, line: typed})
		}
	}
	return orderSpec{body: preMoveWord + " " + move, end: EndOnce, move: move}, nil
}

// readEnd cuts the end off an order: "once", "always", "until cancelled"
// (always) or "until" a stretch of play the game names. An order that
// names none ends once it has fired.
func (r *Replay) readEnd(typed string, ws []notation.Word) (string, string, error) {
	last := ws[len(ws)-1]
	switch {
	case len(ws) > 1 && (last.Text == EndOnce || last.Text == EndAlways):
		return typed[:byteAt(typed, last.Pos.Col)], last.Text, nil
	case len(ws) > 2 && ws[len(ws)-2].Text == "until":
		if last.Text == "cancelled" || last.Text == "canceled" {
			return typed[:byteAt(typed, ws[len(ws)-2].Pos.Col)], EndAlways, nil
		}
		if !slices.Contains(r.scopes(), last.Text) {
			return "", "", &notation.Error{Pos: last.Pos,
				Msg:      fmt.Sprintf("%s is not a stretch of play of %s", notation.Quote(last.Raw), r.File.Game.Info().Title),
				Expected: append(r.scopes(), "cancelled")}
		}
		return typed[:byteAt(typed, ws[len(ws)-2].Pos.Col)], last.Text, nil
	}
	return typed, EndOnce, nil
}

// scopes lists the stretches of play the game's orders may last for.
func (r *Replay) scopes() []string {
	if sc, ok := r.File.Game.(engine.OrderScoper); ok {
		return sc.OrderScopes()
	}
	return nil
}

// readBody reads an order's body, without its end: "pass", or one of the
// game's own orders. It is read again each time the order is checked.
func (r *Replay) readBody(seat engine.Seat, body string) (orderSpec, error) {
	ws := notation.Words(1, body)
	if len(ws) == 0 {
		return orderSpec{}, notation.Errorf(notation.Pos{Line: 1, Col: 1}, "empty order")
	}
	if ws[0].Text == preMoveWord {
		return orderSpec{move: strings.TrimSpace(body[byteAt(body, ws[1].Pos.Col):]), body: body}, nil
	}
	if ws[0].Text == passWord && len(ws) == 1 {
		if _, err := r.File.Game.ParseMove(r.State, seat, passWord); err != nil {
			return orderSpec{}, &notation.Error{Pos: ws[0].Pos,
				Msg: fmt.Sprintf("%s has no pass", r.File.Game.Info().Title), Expected: []string{preMoveWord}}
		}
		return orderSpec{body: passWord, pass: true}, nil
	}
	if or, ok := r.File.Game.(engine.OrderReader); ok {
		rule, err := or.ParseOrder(body)
		if err != nil || rule != nil {
			if rule == nil {
				return orderSpec{}, err
			}
			return orderSpec{body: rule.Text(), rule: rule}, err
		}
	}
	return orderSpec{}, &notation.Error{Pos: ws[0].Pos, Msg: fmt.Sprintf("unknown order %s", notation.Quote(ws[0].Raw)),
		Expected: r.orderVerbs()}
}

// orderVerbs lists the first words of the game's orders.
func (r *Replay) orderVerbs() []string {
	verbs := []string{preMoveWord, passWord}
	for _, form := range r.orderForms() {
		if v, _, _ := strings.Cut(form, " "); !slices.Contains(verbs, v) {
			verbs = append(verbs, v)
		}
	}
	return verbs
}

// orderForms lists an example of each of the game's own orders.
func (r *Replay) orderForms() []string {
	if or, ok := r.File.Game.(engine.OrderReader); ok {
		return or.OrderForms()
	}
	return nil
}

// orderError places err, an error reading typed, in the order as given,
// with the nearest valid orders: the game's own, pass, and a pre-move of
// each move seat may make now.
func (r *Replay) orderError(seat engine.Seat, typed string, err error) error {
	var nerr *notation.Error
	if !errors.As(err, &nerr) {
		return err
	}
	d := *nerr
	d.File, d.Source = orderOrigin, typed
	if !d.Pos.IsValid() {
		d.Pos = notation.Pos{Line: 1, Col: 1}
	}
	cands := []string{passWord}
	for _, form := range r.orderForms() {
		cands = append(cands, withTypedNumbers(form, typed))
	}
	for _, end := range r.scopes() {
		cands = append(cands, passWord+" until "+end)
	}
	if slices.Contains(r.State.ToAct(), seat) {
		for _, m := range r.LegalTexts(seat) {
			cands = append(cands, preMoveWord+" "+m)
		}
	}
	d.Nearest = notation.Nearest(typed, cands, 3)
	return &MoveError{Detail: &d, Err: &d}
}

// withTypedNumbers returns the example order form with its numbers
// replaced, in order, by those the player typed, so that "bid upto 9"
// suggests "bid up to 9" rather than the example's "bid up to 12". A form
// with more numbers than were typed keeps its own for the rest.
func withTypedNumbers(form, typed string) string {
	var nums []string
	for _, w := range strings.Fields(typed) {
		if isNumberWord(w) {
			nums = append(nums, w)
		}
	}
	if len(nums) == 0 {
		return form
	}
	words := strings.Fields(form)
	for i, w := range words {
		if len(nums) > 0 && isNumberWord(w) {
			words[i], nums = nums[0], nums[1:]
		}
	}
	return strings.Join(words, " ")
}

// isNumberWord reports whether w is a whole number of up to nine digits.
func isNumberWord(w string) bool {
	if w == "" || len(w) > 9 {
		return false
	}
	for _, c := range w {
		if c < '0' || c > '9' {
			return false
		}
	}
	return true
}

// byteAt is the byte offset of the rune column col (from 1) of text.
func byteAt(text string, col int) int {
	n := 1
	for i := range text {
		if n == col {
			return i
		}
		n++
	}
	return len(text)
}
