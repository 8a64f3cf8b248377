package pbem

import (
	"strings"
	"unicode/utf8"

	"github.com/pbem-games/pbem/notation"
)

// branchesAfter reports whether a variation follows entries[i] (comments
// and blank lines may come between), so that the state before it must be
// kept: cloning only then keeps a record without variations as cheap to
// replay as before.
func branchesAfter(entries []notation.Entry, i int) bool {
	for j := i + 1; j < len(entries); j++ { // by index: an entry is 20 words, and this runs after every decision
		switch entries[j].Kind {
		case notation.Variation:
			return true
		case notation.Move, notation.Meta:
			// After a meta-line, a variation holds decisions an undo
			// took back: it branches at the next decision, not this one.
			return false
		}
	}
	return false
}

// playVariations replays the variations that follow entries[i], each from
// before, the replay as it was before that move, and returns the plies of
// each; a variation move is numbered and drawn for like the main-line
// decision of its number (Seed.Rand(n)), so it shows what that line would
// have drawn.
func (f *File) playVariations(entries []notation.Entry, i int, before *Replay) ([][]Ply, error) {
	var out [][]Ply
	for _, e := range entries[i+1:] {
		switch e.Kind {
		case notation.Move, notation.Meta:
			return out, nil
		case notation.Variation:
			n := len(before.Plies)
			r := &Replay{File: f, Seed: before.Seed, State: before.State.Clone(), Setup: before.Setup,
				Plies: before.Plies[:n:n]}
			if err := f.playLine(r, e.Variation); err != nil {
				return nil, err
			}
			out = append(out, r.Plies[n:])
		}
	}
	return out, nil
}

// playLine applies the moves of entries to r in order, and replays the
// variations nested in them.
func (f *File) playLine(r *Replay, entries []notation.Entry) error {
	for i, e := range entries {
		if e.Kind != notation.Move {
			continue
		}
		if err := f.replayMove(r, entries, i); err != nil {
			return err
		}
	}
	return nil
}

// unknownName is the error of a record move whose player is not in the game.
func (f *File) unknownName(e notation.Entry) error {
	col := strings.Index(e.Source, e.Name)
	return fileError(notation.Pos{Line: e.Pos.Line, Col: utf8.RuneCountInString(e.Source[:max(col, 0)]) + 1},
		e.Source, "no player is named %s (players: %s)", notation.Quote(e.Name), strings.Join(f.Names(), ", "))
}
