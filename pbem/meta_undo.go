package pbem

import (
	"errors"
	"fmt"
	"slices"
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// This file holds the replay of an undo: "!Ann: undo 12" proposes to take
// back decisions 12 to the end, "!Bob: accept" and "!Bob: refuse" answer,
// and the host's "!cancel undo {reason}" drops it (CancelUndo, when it
// timed out). While the undo waits, the game waits: no decision may be
// recorded. When the last consent comes, the decisions leave the main
// line: the undo's meta-lines move up to where they were, and they follow
// as a variation (meta_undo_write.go). So an undo stands in the record
// either at the end of the main line, waiting or answered by a refusal or
// a cancel, or right before the variation of the decisions it took back.

// ErrUndoPending is the conflict of a move asked for while an undo waits
// for consent: the game waits until the undo is accepted, refused or
// cancelled.
var ErrUndoPending = wrapClass(ErrConflict, "an undo waits for an answer")

// replayUndo replays "!Name: undo N".
func replayUndo(r *Replay, m MetaLine, e notation.Entry) error {
	if u := r.Meta.Undo; u != nil {
		return metaError(e, "an undo is already proposed (%s, line %d): one undo at a time",
			r.File.Name(u.By), u.line.Pos.Line)
	}
	if m.Name == "" {
		return metaError(e, "only a player may propose an undo: expected %s", notation.Quote("!Name: undo N"))
	}
	if len(m.Args) != 1 {
		return metaError(e, "expected the first decision to take back: %s", notation.Quote("!"+m.Name+": undo 12"))
	}
	if r.Resigned(m.Seat) {
		return metaError(e, "%s resigned: a player who left proposes no undo", m.Name)
	}
	to, err := strconv.Atoi(m.Args[0])
	if err != nil || to < 1 {
		return metaError(e, "%s is not a decision number: expected a number from 1", notation.Quote(m.Args[0]))
	}
	u := &UndoProposal{By: m.Seat, To: to, Time: m.Time, line: e}
	switch {
	case to <= len(r.Plies):
		u.Plies = r.Plies[to-1:]
	case to == r.NextPly():
		u.Plies, u.moved = takenBackAfter(r, e)
		if !u.moved {
			return metaError(e, "undo %d takes back nothing: the game is at decision %d", to, r.NextPly())
		}
	default:
		return metaError(e, "undo %d takes back nothing: the game is at decision %d", to, r.NextPly())
	}
	if u.Needed, err = r.undoConsent(u.By, u.Plies); err != nil {
		return metaError(e, "%v", err)
	}
	r.Meta.Undo = u
	if err := checkUndoFollows(r, u); err != nil {
		return err
	}
	if len(u.Needed) == 0 {
		r.resolveUndo()
	}
	return nil
}

// undoConsent returns whose consent by's undo of plies needs: every
// player who made one of them, but by; every player but by when one of
// them told someone something privately or was hidden from the others
// (undoPrivate). It fails when by made none of them.
func (r *Replay) undoConsent(by engine.Seat, plies []Ply) ([]engine.Seat, error) {
	if len(plies) == 0 {
		return nil, errors.New("there is no decision to take back")
	}
	if !slices.ContainsFunc(plies, func(p Ply) bool { return p.Seat == by }) {
		if len(plies) == 1 {
			return nil, fmt.Errorf("%s did not make decision %d: only the player who made it may take it back",
				r.File.Name(by), plies[0].N)
		}
		return nil, fmt.Errorf("%s made none of decisions %s: only a player who made one may take them back",
			r.File.Name(by), PlyRange(plies))
	}
	var needed []engine.Seat
	private := r.undoPrivate(plies)
	for s := range r.File.Header.Players {
		seat := engine.Seat(s)
		acted := slices.ContainsFunc(plies, func(p Ply) bool { return p.Seat == seat })
		// A player who resigned left the game: nobody waits for their word.
		if seat != by && !r.Resigned(seat) && (acted || private) {
			needed = append(needed, seat)
		}
	}
	return needed, nil
}

// undoPrivate reports whether one of plies drew from its chance stream
// (a die: its player saw what comes next), showed its player something
// hidden before (cards turned up from a shuffled deck: revealed), told a
// player something the others did not see (an event with an audience),
// or was itself hidden from them (a secret or simultaneous decision).
// Whoever saw it may have learnt from it, so taking it back needs
// everyone's consent.
func (r *Replay) undoPrivate(plies []Ply) bool {
	for _, p := range plies {
		if p.drew || r.secretPly(p) || slices.ContainsFunc(p.Events, func(e engine.Event) bool { return e.To != nil }) {
			return true
		}
	}
	return r.revealed(plies)
}

// PlyRange writes the numbers of plies: "12" or "12–14".
func PlyRange(plies []Ply) string {
	first, last := plies[0].N, plies[len(plies)-1].N
	if first == last {
		return strconv.Itoa(first)
	}
	return fmt.Sprintf("%d–%d", first, last)
}

// decisionSpan words plies with their noun: "decision 4", "decisions 2–4".
func decisionSpan(plies []Ply) string {
	if len(plies) == 1 {
		return "decision " + PlyRange(plies)
	}
	return "decisions " + PlyRange(plies)
}

// replayAccept replays "!Name: accept".
func replayAccept(r *Replay, m MetaLine, e notation.Entry) error {
	u, err := r.answering(m, e)
	if err != nil {
		return err
	}
	u.Accepted = append(u.Accepted, m.Seat)
	if len(u.Accepted) < len(u.Needed) {
		return nil
	}
	if !u.moved {
		return metaError(e, "everyone accepted the undo of line %d: %s should follow these lines "+
			"as a variation, taken back", u.line.Pos.Line, decisionSpan(u.Plies))
	}
	r.resolveUndo()
	return nil
}

// replayRefuse replays "!Name: refuse": the undo is dropped.
func replayRefuse(r *Replay, m MetaLine, e notation.Entry) error {
	if _, err := r.answering(m, e); err != nil {
		return err
	}
	r.Meta.Undo = nil
	return nil
}

// answering checks that m answers the waiting undo and that its player
// must still answer it.
func (r *Replay) answering(m MetaLine, e notation.Entry) (*UndoProposal, error) {
	u := r.Meta.Undo
	if u == nil {
		return nil, metaError(e, "%s answers no undo: no undo waits for an answer", notation.Quote(m.Verb))
	}
	if err := u.mayAnswer(r.File, m.Seat); err != nil {
		return nil, metaError(e, "%v", err)
	}
	return u, nil
}

// mayAnswer checks that seat must still answer u.
func (u *UndoProposal) mayAnswer(f *File, seat engine.Seat) error {
	switch {
	case seat == engine.Observer:
		return errors.New("only a player answers an undo")
	case slices.Contains(u.Accepted, seat):
		return fmt.Errorf("%s has already accepted the undo", f.Name(seat))
	case !slices.Contains(u.Needed, seat):
		return fmt.Errorf("%s need not answer the undo of %s (waiting for: %s)", f.Name(seat),
			PlyRange(u.Plies), JoinNames(u.Waiting(f)))
	}
	return nil
}

// Waiting returns the names of the players whose answer u waits for.
func (u *UndoProposal) Waiting(f *File) []string {
	var names []string
	for _, s := range u.Needed {
		if !slices.Contains(u.Accepted, s) {
			names = append(names, f.Name(s))
		}
	}
	return names
}

// replayCancel replays the host's "!cancel undo {reason}".
func replayCancel(r *Replay, m MetaLine, e notation.Entry) error {
	if m.Name != "" {
		return metaError(e, "only the host cancels an undo: expected %s", notation.Quote("!cancel undo {reason}"))
	}
	if len(m.Args) != 1 || m.Args[0] != "undo" {
		return metaError(e, "expected %s", notation.Quote("!cancel undo {reason}"))
	}
	if r.Meta.Undo == nil {
		return metaError(e, "no undo waits for an answer: there is nothing to cancel")
	}
	r.Meta.Undo = nil
	return nil
}

// resolveUndo ends the waiting undo, accepted by all: its decisions are
// those of the variation that follows.
func (r *Replay) resolveUndo() { r.Meta.Undo = nil }

// refuseWhileUndo is the moveChecks entry of an undo: while one waits,
// the game waits.
func refuseWhileUndo(r *Replay, _ MoveRequest) error {
	u := r.Meta.Undo
	if u == nil {
		return nil
	}
	return fmt.Errorf("%w: %s proposed to take back %s; the game waits until %s answer%s "+
		"(pbem undo --accept or --refuse)", ErrUndoPending, r.File.Name(u.By), decisionSpan(u.Plies),
		JoinNames(u.Waiting(r.File)), map[bool]string{true: "s", false: ""}[len(u.Waiting(r.File)) == 1])
}

// metaIndex returns the index of the meta-line e in the record.
func metaIndex(f *File, e notation.Entry) int {
	return slices.IndexFunc(f.Record.Entries, func(x notation.Entry) bool {
		return x.Kind == notation.Meta && x.Pos == e.Pos
	})
}

// takenBackAfter replays the variation of decisions taken back that
// follows the meta-lines after e, if there is one.
func takenBackAfter(r *Replay, e notation.Entry) ([]Ply, bool) {
	entries := r.File.Record.Entries
	for i := metaIndex(r.File, e) + 1; i > 0 && i < len(entries); i++ {
		switch x := entries[i]; x.Kind {
		case notation.Meta:
			continue
		case notation.Variation:
			if x.Ply != r.NextPly() {
				return nil, false
			}
			n := len(r.Plies)
			line := &Replay{File: r.File, Seed: r.Seed, State: r.State.Clone(), Setup: r.Setup, Plies: r.Plies[:n:n]}
			if err := r.File.playLine(line, x.Variation); err != nil {
				return nil, false // the variation's own replay reports it
			}
			return line.Plies[n:], true
		}
		return nil, false
	}
	return nil, false
}

// checkUndoFollows checks the lines after u's: an undo that took its
// decisions back is followed by every consent, and a waiting undo by no
// decision until it is refused or cancelled.
func checkUndoFollows(r *Replay, u *UndoProposal) error {
	entries := r.File.Record.Entries
	accepted := map[engine.Seat]bool{} // by seat: a replace since renames the player, not the consent
	for _, x := range entries[metaIndex(r.File, u.line)+1:] {
		if s, ok := r.File.RecordSeat(x.Name); ok && x.Kind == notation.Meta && x.Verb() == "accept" {
			accepted[s] = true
		}
		switch {
		case x.Kind == notation.Meta && (x.Verb() == "refuse" || x.Verb() == "cancel"):
			if u.moved {
				return metaError(x, "the undo of line %d took its decisions back: it cannot be %s",
					u.line.Pos.Line, map[string]string{"refuse": "refused", "cancel": "cancelled"}[x.Verb()])
			}
			return nil
		case x.Kind == notation.Variation && u.moved:
			return u.consented(r.File, accepted)
		case x.Kind == notation.Move:
			return metaError(x, "decision %d is recorded while the undo of line %d waits for %s",
				x.Ply, u.line.Pos.Line, JoinNames(u.Waiting(r.File)))
		}
	}
	return nil
}

// consented checks that every player u needs accepted it (accepted holds
// the seats of the accept lines between u's line and its variation).
func (u *UndoProposal) consented(f *File, accepted map[engine.Seat]bool) error {
	var missing []string
	for _, s := range u.Needed {
		if !accepted[s] {
			missing = append(missing, f.Name(s))
		}
	}
	if len(missing) > 0 {
		return metaError(u.line, "%s are taken back before %s accepted: expected %s",
			decisionSpan(u.Plies), JoinNames(missing), notation.Quote("!"+missing[0]+": accept"))
	}
	return nil
}

// undoVerbs are the verbs of the undo meta-lines, for the log's wording.
var undoVerbs = strings.Fields("undo accept refuse cancel")
