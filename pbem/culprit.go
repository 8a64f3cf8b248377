package pbem

import (
	"errors"
	"fmt"
	"slices"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// This file holds how a refused decision is reported: placed in its input
// at the word the game blames (the culprit), with the legal moves nearest
// to what was written.

// moveError places a refused decision in its source and adds the legal
// moves nearest to what was written.
func (r *Replay) moveError(seat engine.Seat, text string, err error, src source) error {
	detail := &notation.Error{File: src.file, Pos: culpritPos(text, engine.Culprit(err), src.pos),
		Msg: r.refusal(seat, err)}
	var nerr *notation.Error
	if errors.As(err, &nerr) {
		d := *nerr
		detail = &d
		detail.File = src.file
		detail.Pos = nerr.Pos.Shift(src.pos)
		if !nerr.Pos.IsValid() {
			detail.Pos = src.pos
		}
	} else if !errors.Is(err, engine.ErrIllegal) && !errors.Is(err, engine.ErrNotYourTurn) {
		return fmt.Errorf("%s: ply %d: %w", src.file, r.NextPly(), err) // a bug in the game
	}
	detail.Source = src.line
	if !errors.Is(err, engine.ErrNotYourTurn) {
		detail.Nearest = notation.Nearest(text, r.LegalTexts(seat), 5)
	}
	return &MoveError{Detail: detail, Err: err}
}

// culpritPos returns where the first word of text that the refusal is
// about stands, re-based to start (where text starts in its source), or
// start itself when the refusal names no word of text. Words compare in
// lower case, as notations read them.
func culpritPos(text string, culprit []string, start notation.Pos) notation.Pos {
	if len(culprit) == 0 {
		return start
	}
	for _, w := range notation.Words(1, text) {
		if slices.Contains(culprit, w.Text) {
			return w.Pos.Shift(start)
		}
	}
	return start
}

// refusal words an engine's refusal for the player. Out of turn, it names
// the player and, unless the game said more, who is to act.
func (r *Replay) refusal(seat engine.Seat, err error) string {
	switch {
	case err == engine.ErrNotYourTurn:
		return fmt.Sprintf("%s: %v (to act: %s)", r.File.Name(seat), err, JoinNames(r.ToAct()))
	case errors.Is(err, engine.ErrNotYourTurn):
		return fmt.Sprintf("%s: %v", r.File.Name(seat), err)
	}
	return err.Error()
}
