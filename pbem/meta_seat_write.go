package pbem

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// This file holds the commands that write the meta-lines of
// meta_seat.go: Resign, Say and Replace, each under the lock and atomic
// write of Move, all or nothing.

// SeatRequest is a player's resign or say.
type SeatRequest struct {
	// As names the player; Text is what a say says.
	As, Text string
	// Now, when set, is written as the line's time.
	Now time.Time
}

// SeatResult tells what Resign, Say or Replace wrote.
type SeatResult struct {
	// Line is the meta-line written, as in the record; Meta is what it says.
	Line string   `json:"line"`
	Meta MetaLine `json:"meta"`
	// Plies are the decisions pbem made for resigned players after it.
	Plies []Ply `json:"plies,omitempty"`
	Standing
}

// Resign records that the player req.As leaves the game, then plays the
// decisions their seat (and any other resigned seat) is to make now.
func (c Games) Resign(path string, req SeatRequest) (*SeatResult, error) {
	return c.writeSeatMeta(path, req, func(r *Replay, seat engine.Seat) (string, string, error) {
		switch {
		case r.Over():
			return "", "", fmt.Errorf("%w: the game is over: nobody can resign", engine.ErrIllegal)
		case r.Resigned(seat):
			return "", "", fmt.Errorf("%w: %s resigned already", engine.ErrIllegal, r.File.Name(seat))
		}
		return ResignVerb, "", nil
	})
}

// Say records what the player req.As says to the others: req.Text, one
// line, kept as the comment of a say line.
func (c Games) Say(path string, req SeatRequest) (*SeatResult, error) {
	return c.writeSeatMeta(path, req, func(*Replay, engine.Seat) (string, string, error) {
		text := strings.Join(strings.Fields(req.Text), " ")
		switch {
		case text == "":
			return "", "", Usagef("nothing to say: give the text")
		case strings.ContainsAny(text, "{}"):
			return "", "", Usagef("%s: a say cannot hold braces, which end its comment in the record", notation.Quote(text))
		}
		if err := checkPlayerText("a say", text); err != nil {
			return "", "", err
		}
		return SayVerb, text, nil
	})
}

// seatLine checks that seat may say a meta-line now, and returns its
// verb and comment.
type seatLine func(r *Replay, seat engine.Seat) (verb, comment string, err error)

// writeSeatMeta appends the meta-line of player req.As that line gives,
// then the decisions of resigned seats that follow it.
func (c Games) writeSeatMeta(path string, req SeatRequest, line seatLine) (*SeatResult, error) {
	if req.As == "" {
		return nil, Usagef("say who with --as")
	}
	var res *SeatResult
	err := c.updateAsWithOrders(path, req.As, func(r *Replay, seat engine.Seat, book *OrderBook) ([]byte, error) {
		f := r.File
		verb, comment, err := line(r, seat)
		if err != nil {
			return nil, err
		}
		e := MetaEntry(f.Name(seat), verb, comment, req.Now)
		src, r, err := c.AppendMeta(f, f.Src, e)
		if err != nil {
			return nil, err
		}
		if verb == SayVerb {
			if err := checkTextRoom("a say", src); err != nil {
				return nil, err
			}
		}
		res, src, err = followSeatMeta(r, src, book, seat)
		return src, err
	})
	return res, err
}

// MetaEntry returns the meta-line of name (the host when "") saying text,
// with comment, at now (no time when zero).
func MetaEntry(name, text, comment string, now time.Time) notation.Entry {
	e := notation.Entry{Kind: notation.Meta, Name: name, Text: text, Comment: comment, HasComment: comment != ""}
	if !now.IsZero() {
		e.Time = notation.FormatTime(now)
	}
	return e
}

// AppendMeta returns src with the meta-line e appended, and the game
// replayed from it: a line that cannot stand there is refused.
func (c Games) AppendMeta(f *File, src []byte, e notation.Entry) ([]byte, *Replay, error) {
	out := appendMeta(src, e)
	nf, err := c.Parse(f.Path, out)
	if err != nil {
		return nil, nil, err
	}
	nf.KeyPath = f.KeyPath
	r, err := nf.Replay(-1)
	return out, r, err
}

// followSeatMeta plays the decisions of resigned seats after the
// meta-line just appended to src, and those of standing orders in book
// (order_meta.go), and tells what was written as viewer may see it.
func followSeatMeta(r *Replay, src []byte, book *OrderBook, viewer engine.Seat) (*SeatResult, []byte, error) {
	plies, err := r.settleMeta(book)
	if err != nil {
		return nil, nil, err
	}
	moved := r.moveResultFor(plies, viewer) // others' orders and bots: only what viewer may see
	res := &SeatResult{Line: r.File.Record.Entries[len(r.File.Record.Entries)-1].Format(), Meta: r.Meta.Lines[len(r.Meta.Lines)-1], Plies: moved.Plies,
		Standing: moved.Standing}
	data, err := r.File.appendPlies(src, plies)
	return res, data, err
}

// WriteText writes the meta-line written, then the decisions pbem made
// after it and where the game stands, as move does.
func (s *SeatResult) WriteText(w io.Writer) error {
	if _, err := io.WriteString(w, s.Line+"\n"); err != nil {
		return err
	}
	m := MoveResult{Plies: s.Plies, Standing: s.Standing}
	return m.WriteText(w)
}
