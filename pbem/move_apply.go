package pbem

import (
	"errors"
	"fmt"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// This file holds how the decisions of a move request are applied to a
// replayed game: whose they are, and what becomes of a decision that
// declines a step the game skipped.

// applyAll applies the decisions of req to r, all by one player. A
// decision that declines a step the game skipped (engine.StepSkipper) is
// not a decision that was made: it is left out of the record and told in
// a note instead, so the record replays the same whether or not the
// player wrote it.
func (r *Replay) applyAll(req MoveRequest) ([]Ply, []string, error) {
	seat, err := r.mover(req.As)
	if err != nil {
		return nil, nil, err
	}
	var plies []Ply
	var notes []string
	for _, typed := range req.Moves {
		in, glyph, comment, err := splitInput(typed)
		if err != nil {
			return nil, nil, err
		}
		comment = req.commentOf(len(plies), comment)
		src := source{file: in.Origin, pos: notation.Pos{Line: max(in.Line, 1), Col: 1}, line: typed.Text}
		ply, err := r.apply(seat, in.Text, comment, src)
		if err != nil {
			note, err := r.skipped(seat, in, src, err)
			if err != nil {
				return nil, nil, err
			}
			notes = append(notes, note)
			continue
		}
		ply.Glyph = glyph
		r.Plies = append(r.Plies, ply)
		plies = append(plies, ply)
	}
	return plies, notes, nil
}

// skipped asks the game whether in, which it refused with refusal,
// declines a step it skipped. It returns the note that says so, placed in
// its input, or the refusal to report: the game's own reason when in acts
// in a skipped step, else refusal.
func (r *Replay) skipped(seat engine.Seat, in MoveInput, src source, refusal error) (string, error) {
	sk, ok := r.File.Game.(engine.StepSkipper)
	if !ok {
		return "", refusal
	}
	m, err := r.File.Game.ParseMove(r.State, seat, in.Text)
	if err != nil {
		return "", refusal
	}
	note, err := sk.SkippedStep(r.State, seat, m)
	switch {
	case err != nil:
		return "", r.moveError(seat, in.Text, err, src)
	case note == "":
		return "", refusal
	case in.Origin != "":
		note = fmt.Sprintf("%s:%d: %s", in.Origin, max(in.Line, 1), note)
	}
	return note, nil
}

// mover returns the seat named as, or the only seat to act.
func (r *Replay) mover(as string) (engine.Seat, error) {
	if as != "" {
		return r.File.SeatOf(as)
	}
	seats := r.State.ToAct()
	switch len(seats) {
	case 0:
		return engine.Observer, fmt.Errorf("%w: the game is over", engine.ErrIllegal)
	case 1:
		return seats[0], nil
	}
	return engine.Observer, Usagef("%s are to act: say who moves with --as", JoinNames(r.ToAct()))
}

// splitInput takes the glyph and the comment off a move as typed ("draw !?
// {goes for tiles}"), so that the game reads the move alone. The returned
// input keeps its columns: the move text is cut at its end, never at its
// start. A comment or glyph that does not read is bad notation, placed in
// the input, and so is a comment that would read as an annotation.
func splitInput(in MoveInput) (MoveInput, string, string, error) {
	move, glyph, comment, _, err := notation.SplitMoveInput(in.Text)
	var nerr *notation.Error
	if errors.As(err, &nerr) {
		d := *nerr
		d.File, d.Pos.Line = in.Origin, max(in.Line, 1)
		return in, "", "", &MoveError{Detail: &d, Err: &d}
	}
	if err := refuseTypedAnnotation(in, comment); err != nil {
		return in, "", "", err
	}
	if move != "" {
		in.Text = in.Text[:strings.Index(in.Text, move)+len(move)]
	}
	return in, glyph, comment, nil
}
