package pbem

import (
	"fmt"
	"time"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// This file holds a move request and its result: what the move command
// and the inbox ask for, and Move, which writes it. Applying the
// decisions is in move_apply.go, the record lines in record.go.

// MoveInput is one move text and where it came from, for error positions.
type MoveInput struct {
	Text string
	// Origin names the input in errors ("move", "stdin").
	Origin string
	// Line is the input's line number (1 for a move given as arguments).
	Line int
}

// MoveRequest is one or more consecutive decisions by one player.
type MoveRequest struct {
	Moves []MoveInput
	// As names the player deciding; empty means the only player to act.
	As string
	// Ply, when not 0, is the number the first decision must get: a move
	// written against an older state of the game is refused as stale.
	Ply int
	// Comment, when set, is recorded as the comment of the first decision
	// (the inbox notes there which mail made the move: see MailComment).
	Comment string
	// Now, when set, gives the time written on each decision's line
	// (meta_time.go); nil writes none.
	Now func() time.Time
}

// commentOf returns the comment of the i-th decision of req that is
// recorded (a declined skipped step is not), given the comment typed
// with it: req.Comment first, then what was typed after ": ", so that
// the mail's mark and the player's words are both kept.
func (req MoveRequest) commentOf(i int, typed string) string {
	switch {
	case i > 0 || req.Comment == "":
		return typed
	case typed == "":
		return req.Comment
	}
	return req.Comment + ": " + typed
}

// refuseOrderMarks refuses a decision made in person whose comment would
// read as the mark of a standing order's decision ("{order 2}"): the
// orders file tells what an order did from those marks (OrderBook.reconcile).
func refuseOrderMarks(req MoveRequest) error {
	for i, in := range req.Moves {
		_, _, typed, _, err := notation.SplitMoveInput(in.Text)
		if err == nil && isOrderMark(req.commentOf(i, typed)) {
			return Usagef("%s:%d: {%s} marks the decisions standing orders make: write another comment",
				in.Origin, max(in.Line, 1), typed)
		}
	}
	return nil
}

// Standing is where a game stands after a command: the number the next
// decision will get, who is to act, and whether it is over, with its
// result. Results embed it, so their JSON holds its fields flat.
type Standing struct {
	NextPly int                `json:"next_ply"`
	ToAct   []string           `json:"to_act"`
	Over    bool               `json:"over"`
	Result  *engine.ResultText `json:"result,omitempty"`
}

// standingOf is where r stands, its result in English.
func standingOf(r *Replay) Standing {
	return Standing{NextPly: r.NextPly(), ToAct: r.ToAct(), Over: r.Over(), Result: r.FinalResult(English)}
}

// MoveResult tells what a Move did.
type MoveResult struct {
	// Plies are the decisions written, with the events their player may see.
	Plies []Ply `json:"plies"`
	Standing
	// Notes tell what became of decisions that were not written: a
	// decline of a step the game skipped ("stdin:3: messenger none:
	// skipped, you have no messenger left").
	Notes []string `json:"notes,omitempty"`
}

// Move applies the decisions of req, in order, to the game at path and
// appends them to its record in canonical form. It is all or nothing: if
// any decision is refused, or the file is locked or stale, the file stays
// byte for byte as it was.
func (c Games) Move(path string, req MoveRequest) (*MoveResult, error) {
	if len(req.Moves) == 0 {
		return nil, Usagef("no move given")
	}
	typed, err := typedComments(req)
	if err != nil {
		return nil, err
	}
	if err := refuseOrderMarks(req); err != nil {
		return nil, err
	}
	var res *MoveResult
	err = c.updateWithOrders(path, func(f *File, book *OrderBook) ([]byte, error) {
		r, err := f.Replay(-1)
		if err != nil {
			return nil, err
		}
		book.recover(r)
		if err := r.checkPly(req); err != nil {
			return nil, err
		}
		if err := r.checkMove(req); err != nil {
			return nil, err
		}
		viewer, err := r.mover(req.As) // before the decisions change who is to act
		if err != nil {
			return nil, err
		}
		plies, notes, err := r.applyAll(req)
		if err != nil {
			return nil, err
		}
		book.reconcile(r) // a decision in person overrides a pre-move
		more, err := r.settle(book)
		if err != nil {
			return nil, err
		}
		plies = append(plies, more...)
		book.expect(plies)
		stampPlies(plies, req.Now)
		res = r.moveResultFor(plies, viewer)
		res.Notes = notes
		data, err := f.appendPlies(f.Src, plies)
		if err != nil {
			return nil, err
		}
		if typed {
			return data, checkTextRoom("a comment", data)
		}
		return data, nil
	})
	return res, err
}

// moveResult describes the state after plies, showing each decision's
// events as its player may see them.
func (r *Replay) moveResult(plies []Ply) *MoveResult {
	res := &MoveResult{Standing: standingOf(r)}
	for _, p := range plies {
		p.Events = visible(p.Events, p.Seat)
		p.Told = r.tell(p.Events, English)
		res.Plies = append(res.Plies, p)
	}
	return res
}

// moveResultFor describes the state after plies, the last decisions of r,
// as seat viewer may see them: the decisions that follow the viewer's
// (other players' orders, bots) show only what the log shows the viewer,
// so that nothing private to another player reaches the viewer's output.
func (r *Replay) moveResultFor(plies []Ply, viewer engine.Seat) *MoveResult {
	res := &MoveResult{Standing: standingOf(r)}
	first := len(r.Plies) - len(plies)
	for i, p := range plies {
		p.Events = visible(p.Events, viewer)
		if p.Seat != viewer && r.Secret(first+i) {
			p.Move, p.Hidden = VerbOf(p.Move), true
		}
		p.Told = r.tell(p.Events, English)
		res.Plies = append(res.Plies, p)
	}
	return res
}

// checkPly refuses req as stale when it was written against an older state
// of the game than the one its player now faces. A decision meant as ply
// n still holds after later decisions when each of them was another
// player's, made while this player too was to act: simultaneous decisions
// (every player keeps 3 of 4 cards) all answer the same state, and the
// others' hidden choices change nothing this player may do.
func (r *Replay) checkPly(req MoveRequest) error {
	if req.Ply == 0 || req.Ply == r.NextPly() {
		return nil
	}
	if seat, err := r.mover(req.As); err == nil && req.Ply > 0 && req.Ply < r.NextPly() {
		current := true
		for _, p := range r.Plies[req.Ply-1:] {
			current = current && p.Seat != seat && p.awaited.has(seat)
		}
		if current {
			return nil
		}
	}
	return fmt.Errorf("%w: the move was meant as decision %d but the game is at decision %d",
		ErrStale, req.Ply, r.NextPly())
}
