package pbem

import (
	"fmt"
	"strings"
	"unicode/utf8"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// This file holds the outcome annotations of a sealed game (issue 27):
// the host's pbem, which holds the seed, writes on each record line what
// the decision made public that the line does not say ("12 Ann: draw
// {= s4 c2}"), and on a whole-line comment before the first decision what
// the deal made public, so that players can follow the public story
// without the key (engine.PublicReplayer). The annotation starts the
// line's comment (notation.SplitAnnotation); whatever follows it is the
// comment proper, which every reader of comments sees alone. Open games
// have none: their seed is in the file. In an open game a comment that
// starts with "=" is only a comment, as it always was.

// annotator returns the game's public replayer when the decisions made
// on f get their outcome written: f is sealed, its seed not revealed, and
// its game can be followed without the seed. Otherwise nil, so that an
// open game pays nothing.
func (f *File) annotator() engine.PublicReplayer {
	if !f.Sealed() || f.Revealed() {
		return nil
	}
	pr, _ := f.Game.(engine.PublicReplayer)
	return pr
}

// readsAnnotations reports whether the comments of f's record may start
// with an annotation: those of a sealed game.
func (f *File) readsAnnotations() bool { return f.Sealed() }

// SplitComment returns the outcome a record line's comment of f holds
// and the comment's own text, the rest. Only a sealed game's comments
// hold outcomes; any other comment is its own text whole.
func (f *File) SplitComment(comment string) (outcome []string, rest string) {
	if !notation.IsAnnotation(comment) || !f.readsAnnotations() { // the common case, first: no split
		return nil, comment
	}
	outcome, rest, _ = notation.SplitAnnotation(comment)
	return outcome, rest
}

// CommentText returns the comment's own text of a record line's comment
// of f, without the outcome it starts with: what the readers of comments
// (marks of mails and orders, find, log) look at.
func (f *File) CommentText(comment string) string {
	_, rest := f.SplitComment(comment)
	return rest
}

// setupIndex returns the index in f's record of the setup's annotation
// line, or -1 when it has none: the first whole-line comment before the
// first decision that is an annotation. pbem writes it as the record's
// first line, but an annotator may write comments above it, and a deal
// that waits for the players' entropy comes after the meta-lines that
// bring it.
func (f *File) setupIndex() int {
	if !f.readsAnnotations() || f.Record == nil {
		return -1
	}
	for i := range f.Record.Entries {
		switch e := &f.Record.Entries[i]; e.Kind {
		case notation.Move, notation.Variation:
			return -1
		case notation.Comment:
			if notation.IsAnnotation(e.Comment) {
				return i
			}
		}
	}
	return -1
}

// setupOutcome returns the outcome of the deal f's record holds, and
// whether it has the line that holds it (a sealed file written before
// annotations has none; an empty "{=}" is a deal that showed nothing).
func (f *File) setupOutcome() ([]string, bool) {
	i := f.setupIndex()
	if i < 0 {
		return nil, false
	}
	tokens, _, _ := notation.SplitAnnotation(f.Record.Entries[i].Comment)
	return tokens, true
}

// setupAnnotation returns the record line that holds the outcome of the
// deal of game g: st is the state Setup dealt and setup its events. It is
// "{= T1 T2 …}", or "{=}" when the deal made nothing public, so that a
// file written with annotations always tells it (a sealed file without
// the line was written before them). ok is false when g cannot be
// followed without the seed (engine.PublicReplayer): no line then.
func setupAnnotation(g engine.Game, st engine.State, setup []engine.Event) (line string, ok bool) {
	pr, ok := g.(engine.PublicReplayer)
	if !ok {
		return "", false
	}
	tokens := pr.Outcome(st, engine.Observer, "", engine.PublicEvents(setup))
	comment := notation.JoinAnnotation(tokens, "")
	if comment == "" {
		comment = "=" // the empty annotation
	}
	return notation.Entry{Kind: notation.Comment, Comment: comment, HasComment: true}.Format(), true
}

// withSetupAnnotation returns f's source with the setup's annotation line
// appended when f is a new sealed game of a game that can be followed
// without the seed (annotator), r its deal; else f's source as it is.
func withSetupAnnotation(f *File, r *Replay) []byte {
	if f.annotator() == nil {
		return f.Src
	}
	line, ok := setupAnnotation(f.Game, r.State, r.Setup)
	if !ok {
		return f.Src
	}
	return appendLines(f.Src, line)
}

// annotateSetup writes the setup's annotation line into the source of
// r's file, a new game r just dealt (Create), when it is a sealed game
// that can be followed without the seed; r's file is then the file with
// that line.
func (c Games) annotateSetup(r *Replay) error {
	src := withSetupAnnotation(r.File, r)
	if len(src) == len(r.File.Src) {
		return nil
	}
	f, err := c.Parse(r.File.Path, src)
	if err != nil {
		return fmt.Errorf("pbem: internal error: the setup's annotation does not validate: %v", err)
	}
	*r.File = *f
	r.SetupOutcome, _ = f.setupOutcome()
	return nil
}

// outcomeOf is the outcome of ply, a new decision of seat just applied to
// r, when r writes outcomes (Replay.annotate), else nil. The game is
// given the public text of the move and its public events only. A new
// decision is never applied quiet (ReplayQuiet turns quiet off once the
// replay is made, and replays a record with meta-lines in full), so its
// events are there.
func (r *Replay) outcomeOf(ply *Ply) []string {
	if r.annotate == nil {
		return nil
	}
	text := engine.PublicText(r.File.Game, ply.Move)
	return r.annotate.Outcome(r.State, ply.Seat, text, engine.PublicEvents(ply.Events))
}

// annotationRefused is the error of a comment typed by a player or a
// command that starts as an annotation does: only pbem writes those, and
// a reader of the file would take it for the host's word.
const annotationRefused = "a comment may not start with %q: pbem writes the outcomes of a sealed game's decisions so; write another comment"

// refuseTypedAnnotation refuses in, a move as typed, whose comment starts
// as an annotation; the error is placed at the "=" in in.
func refuseTypedAnnotation(in MoveInput, comment string) error {
	if !notation.IsAnnotation(comment) {
		return nil
	}
	brace := strings.IndexByte(in.Text, '{')
	pos := notation.Pos{Line: max(in.Line, 1), Col: utf8.RuneCountInString(in.Text[:max(brace, 0)]) + 2}
	d := notation.Errorf(pos, annotationRefused, "=")
	d.File, d.Source = in.Origin, in.Text
	return &MoveError{Detail: d, Err: d} // bad notation, as a comment that does not close
}
