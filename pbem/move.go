package pbem

import (
	"bytes"
	"errors"
	"fmt"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

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
}

// MoveResult tells what a Move did.
type MoveResult struct {
	// Plies are the decisions written, with the events their player may see.
	Plies   []Ply    `json:"plies"`
	NextPly int      `json:"next_ply"`
	ToAct   []string `json:"to_act"`
	Over    bool     `json:"over"`
	Result  []string `json:"result,omitempty"`
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
		return nil, usagef("no move given")
	}
	var res *MoveResult
	err := c.update(path, func(f *File) ([]byte, error) {
		r, err := f.Replay(-1)
		if err != nil {
			return nil, err
		}
		if req.Ply != 0 && req.Ply != r.NextPly() {
			return nil, fmt.Errorf("%w: the move was meant as decision %d but the game is at decision %d",
				ErrStale, req.Ply, r.NextPly())
		}
		plies, notes, err := r.applyAll(req)
		if err != nil {
			return nil, err
		}
		res = r.moveResult(plies)
		res.Notes = notes
		return appendPlies(f.Src, plies), nil
	})
	return res, err
}

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
	for _, in := range req.Moves {
		src := source{file: in.Origin, pos: notation.Pos{Line: max(in.Line, 1), Col: 1}, line: in.Text}
		ply, err := r.apply(seat, in.Text, req.commentOf(len(plies)), src)
		if err != nil {
			note, err := r.skipped(seat, in, src, err)
			if err != nil {
				return nil, nil, err
			}
			notes = append(notes, note)
			continue
		}
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
	return engine.Observer, usagef("%s are to act: say who moves with --as", joinNames(r.ToAct()))
}

// moveResult describes the state after plies, showing each decision's
// events as its player may see them.
func (r *Replay) moveResult(plies []Ply) *MoveResult {
	res := &MoveResult{NextPly: r.NextPly(), ToAct: r.ToAct(), Over: r.Over(), Result: r.ResultLines()}
	for _, p := range plies {
		p.Events = visible(p.Events, p.Seat)
		res.Plies = append(res.Plies, p)
	}
	return res
}

// visible returns the events seat s may see.
func visible(events []engine.Event, s engine.Seat) []engine.Event {
	var out []engine.Event
	for _, e := range events {
		if e.VisibleTo(s) {
			out = append(out, e)
		}
	}
	return out
}

// appendPlies returns src with a record line for each ply appended, each
// ending as the lines of src end, so that a file written with CRLF (on
// Windows, or saved from a mail) keeps one kind of line ending.
func appendPlies(src []byte, plies []Ply) []byte {
	eol := lineEnding(src)
	var b bytes.Buffer
	b.Write(src)
	if len(src) > 0 && !bytes.HasSuffix(src, []byte("\n")) {
		b.WriteString(eol)
	}
	for _, p := range plies {
		b.WriteString(p.Line())
		b.WriteString(eol)
	}
	return b.Bytes()
}

// lineEnding returns the line ending of the first line of src: "\r\n" or
// "\n" (also for a text of one line, whose ending cannot be told).
func lineEnding(src []byte) string {
	line, _, found := bytes.Cut(src, []byte("\n"))
	if found && bytes.HasSuffix(line, []byte("\r")) {
		return "\r\n"
	}
	return "\n"
}

// Line returns the ply's canonical record line.
func (p Ply) Line() string {
	return notation.Entry{Kind: notation.Move, Ply: p.N, Name: p.Name, Text: p.Move,
		Comment: p.Comment, HasComment: p.Comment != ""}.Format()
}

// ResultLines describes the final result, one line each: every player's
// score, the winners, then the game's own detail. Empty while playing.
func (r *Replay) ResultLines() []string {
	res, over := r.State.Result()
	if !over {
		return nil
	}
	var lines []string
	for i, score := range res.Scores {
		lines = append(lines, fmt.Sprintf("%s: %d", r.File.Name(engine.Seat(i)), score))
	}
	winners := r.Winners()
	switch len(winners) {
	case 0:
	case 1:
		lines = append(lines, "Winner: "+winners[0])
	default:
		lines = append(lines, "Shared victory: "+joinNames(winners))
	}
	return append(lines, res.Detail...)
}

// Winners names the winners of a finished game (none while playing).
func (r *Replay) Winners() []string {
	res, over := r.State.Result()
	if !over {
		return nil
	}
	winners := make([]string, len(res.Winners))
	for i, w := range res.Winners {
		winners[i] = r.File.Name(w)
	}
	return winners
}

// joinNames lists names for a sentence ("nobody" when empty).
func joinNames(names []string) string {
	if len(names) == 0 {
		return "nobody"
	}
	return strings.Join(names, ", ")
}

// IsMoveRefusal reports whether err rejects a decision: bad notation, an
// illegal move, or a move out of turn.
func IsMoveRefusal(err error) bool {
	var nerr *notation.Error
	var merr *MoveError
	return errors.As(err, &merr) || errors.As(err, &nerr) ||
		errors.Is(err, engine.ErrIllegal) || errors.Is(err, engine.ErrNotYourTurn)
}
