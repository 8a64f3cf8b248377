package pbem

import (
	"fmt"
	"slices"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// This file holds the meta-lines about the players of a game: a player
// resigns ("!Ann: resign"), says something to the others ("!Ann: say
// {back on Monday}"), or the host gives a seat to someone new ("!replace
// Bob Dan", meta_seat_names.go). A resigned seat stays at the table and
// makes, whenever it is to act, the decision its game's rules give it
// (engine.Resigner); once one player alone has not resigned, the game is
// over and they win.

// The verbs of this file.
const (
	ResignVerb = "resign"
	SayVerb    = "say"
)

// ResignedComment is the comment of a decision pbem made for a resigned
// player.
const ResignedComment = "resigned"

// replayResign replays "!Ann: resign".
func replayResign(r *Replay, m MetaLine, e notation.Entry) error {
	switch {
	case m.Seat == engine.Observer:
		return metaError(e, "expected the player who resigns: %s", notation.Quote("!Ann: resign"))
	case len(m.Args) > 0:
		return metaError(e, "expected nothing after %s", notation.Quote(ResignVerb))
	case r.Resigned(m.Seat):
		return metaError(e, "%s resigned already", m.Name)
	case r.Over():
		return metaError(e, "the game is over: nobody can resign")
	}
	r.Meta.Resigned = append(r.Meta.Resigned, m.Seat)
	return nil
}

// replaySay replays "!Ann: say {text}": its text is its comment.
func replaySay(_ *Replay, m MetaLine, e notation.Entry) error {
	if m.Comment == "" || len(m.Args) > 0 {
		return metaError(e, "expected the text in braces: %s", notation.Quote("!Ann: say {text}"))
	}
	return nil
}

// replayReplace replays "!replace Bob Dan", whose names were checked at
// load (readRenames): only the host replaces a player.
func replayReplace(_ *Replay, m MetaLine, e notation.Entry) error {
	if m.Seat != engine.Observer {
		return metaError(e, "only the host replaces a player: %s, with no name before it",
			notation.Quote("!replace Bob Dan"))
	}
	return nil
}

// Resigned reports whether seat's player has resigned.
func (r *Replay) Resigned(seat engine.Seat) bool {
	return slices.Contains(r.Meta.Resigned, seat)
}

// endedByResignations reports whether one player alone is left who has
// not resigned, which ends the game.
func (r *Replay) endedByResignations() bool {
	return len(r.Meta.Resigned) > 0 && len(r.Meta.Resigned) >= len(r.File.Header.Players)-1
}

// refuseResigned refuses a move by a resigned player, and any move once
// the others all resigned.
func refuseResigned(r *Replay, req MoveRequest) error {
	if r.endedByResignations() {
		return fmt.Errorf("%w: the game is over: every other player resigned", engine.ErrIllegal)
	}
	if seat, err := r.mover(req.As); err == nil && r.Resigned(seat) {
		return fmt.Errorf("%w: %s resigned and makes no more decisions", engine.ErrIllegal, r.File.Name(seat))
	}
	return nil
}

// playResigned plays the decision of the first resigned seat to act, if
// any, by its game's ruling, and records it with ResignedComment.
func playResigned(r *Replay) ([]Ply, error) {
	if r.Over() {
		return nil, nil
	}
	for _, seat := range r.State.ToAct() {
		if !r.Resigned(seat) {
			continue
		}
		m, err := engine.ResignedMove(r.File.Game, r.State, seat)
		if err != nil {
			return nil, fmt.Errorf("%w: %w", ErrUsage, err)
		}
		text := r.File.Game.FormatMove(r.State, m)
		ply, err := r.apply(seat, text, ResignedComment, source{file: ResignedComment, pos: notation.Pos{Line: 1, Col: 1}, line: text})
		if err != nil {
			return nil, err
		}
		r.Plies = append(r.Plies, ply)
		return []Ply{ply}, nil
	}
	return nil, nil
}
