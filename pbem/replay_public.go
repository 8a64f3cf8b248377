package pbem

import (
	"fmt"
	"slices"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// The public replay of a sealed game (issue 27): without the host's key,
// a player rebuilds what the Observer may know from the record alone,
// the decisions' public texts and the outcomes the host's pbem wrote on
// their lines (engine.PublicReplayer, notation.SplitAnnotation). The
// result is an ordinary *Replay whose state holds no hidden information:
// boards, logs, posts and pictures work on it, moves and private views
// do not.

// publicReplay is replayIn for a sealed game read without its key: the
// setup from the record's setup line, then each decision by its public
// text and outcome, and the meta-lines as ever. Variations are kept as
// the record has them but not replayed: their draws were never written.
func (f *File) publicReplay(upTo int, after func(*Replay) error) (*Replay, error) {
	pr, ok := f.Game.(engine.PublicReplayer)
	if !ok {
		return nil, fmt.Errorf("%w to replay %s: %s cannot be followed without it; %s",
			ErrNeedKey, f.Path, f.Game.Info().Title, askHost)
	}
	setup, ok := f.setupOutcome()
	if !ok {
		return nil, fmt.Errorf("%w to replay %s: it was written before pbem recorded the public outcomes of "+
			"sealed games, so only the host can show its board; its record is readable as text", ErrNeedKey, f.Path)
	}
	n := f.moveCount()
	if upTo > n {
		return nil, Usagef("%s has %d decisions, not %d", f.Path, n, upTo)
	}
	if upTo >= 0 {
		n = upTo
	}
	st, events, err := pr.PublicSetup(f.Options(), len(f.Header.Players), setup)
	if err != nil {
		return nil, fmt.Errorf("%w: %s: the setup's outcome: %w", ErrCorrupt, f.Path, err)
	}
	r := &Replay{File: f, State: st, Setup: events, SetupOutcome: setup, Public: true}
	if after != nil {
		if err := after(r); err != nil {
			return stopped(r, err)
		}
	}
	r.reservePlies(n)
	if err := f.replayPublicEntries(r, pr, n, after); err != nil {
		return stopped(r, err)
	}
	return r, nil
}

// replayPublicEntries is replayEntries for a public replay.
func (f *File) replayPublicEntries(r *Replay, pr engine.PublicReplayer, n int, after func(*Replay) error) error {
	entries := f.Record.Entries
	for i := range entries {
		e := &entries[i]
		var err error
		switch {
		case e.Kind == notation.Meta:
			err = r.playMeta(*e)
		case e.Kind != notation.Move:
		case len(r.Plies) == n:
			return nil
		default:
			seat, ok := f.entrySeat(entries, i)
			if err = f.playPublicEntry(r, pr, e, seat, ok); err == nil && after != nil {
				err = after(r)
			}
		}
		if err != nil {
			return err
		}
	}
	return nil
}

// playPublicEntry applies e, a decision of the record, to the public
// replay r by its public text and its outcome.
func (f *File) playPublicEntry(r *Replay, pr engine.PublicReplayer, e *notation.Entry, seat engine.Seat, ok bool) error {
	if !ok {
		return f.unknownName(*e)
	}
	tokens, comment, _ := notation.SplitAnnotation(e.Comment)
	outcome := withoutCommitment(tokens) // a sealed text's commitment is not an outcome
	text := engine.PublicText(f.Game, e.Text)
	secret := text != e.Text || isSecretVerb(f.Game, text)
	awaited := seatSetOf(r.State.ToAct())
	events, err := pr.ApplyPublic(r.State, seat, text, outcome)
	if err != nil {
		return r.moveError(seat, e.Text, err, source{file: f.Path, pos: e.Pos, line: e.Source})
	}
	ply := Ply{N: r.NextPly(), Seat: seat, Name: f.lineName(seat, e.Name), Move: text, Hidden: secret,
		Glyph: e.Glyph, Comment: comment, Outcome: outcome, Events: events, awaited: awaited,
		drew: len(outcome) > 0 || secret}
	if e.Time != "" {
		ply.Time, _ = e.When()
	}
	r.Plies = append(r.Plies, ply)
	return nil
}

// isSecretVerb reports whether verb is one of g's secret verbs
// (engine.SecretMover): a sealed file writes such a decision as its verb
// alone.
func isSecretVerb(g engine.Game, verb string) bool {
	sm, ok := g.(engine.SecretMover)
	return ok && slices.Contains(sm.SecretVerbs(), verb)
}
