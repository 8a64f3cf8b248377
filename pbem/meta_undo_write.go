package pbem

import (
	"bytes"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// This file holds the undo requests of the command line and of mails:
// propose, accept, refuse, and the host's cancel. Each is written under
// the game's lock like a move; the last consent rewrites the record
// (takeBack).

// UndoRequest is a player's undo: a proposal, or an answer to the one
// that waits.
type UndoRequest struct {
	// As names the player.
	As string
	// Answer is "accept" or "refuse", or "" to propose.
	Answer string
	// To is the first decision to take back when proposing; 0 means the
	// player's own last decision.
	To int
	// Now is the time written on the meta-line (none when zero).
	Now time.Time
}

// UndoResult tells what an undo request did.
type UndoResult struct {
	// Player made the request, Verb is its meta-command ("undo",
	// "accept", "refuse", "cancel").
	Player string `json:"player"`
	Verb   string `json:"verb"`
	// By proposed taking back decisions From to To.
	By   string `json:"by"`
	From int    `json:"from"`
	To   int    `json:"to"`
	// Needed are the players whose consent the undo needs, Waiting those
	// who have not given it yet (empty once it is settled).
	Needed  []string `json:"needed"`
	Waiting []string `json:"waiting"`
	// State is "waiting", "taken back" (every consent given: the
	// decisions left the main line), "refused" or "cancelled".
	State string `json:"state"`
	// NextPly and ToAct are the game's after the request.
	NextPly int      `json:"next_ply"`
	ToAct   []string `json:"to_act"`
}

// The states of an undo after a request.
const (
	UndoWaiting   = "waiting"
	UndoTakenBack = "taken back"
	UndoRefused   = "refused"
	UndoCancelled = "cancelled"
)

// Undo proposes an undo or answers the one that waits, in the game at
// path. It is all or nothing: a refused request leaves the file byte for
// byte as it was.
func (c Games) Undo(path string, req UndoRequest) (*UndoResult, error) {
	var res *UndoResult
	err := c.updateAsWithOrders(path, req.As, func(r *Replay, seat engine.Seat, book *OrderBook) ([]byte, error) {
		var data []byte
		var err error
		switch req.Answer {
		case "":
			data, res, err = r.proposeUndo(seat, req)
		case "accept", "refuse":
			data, res, err = r.answerUndo(seat, req)
		default:
			return nil, Usagef("%s: expected accept or refuse", notation.Quote(req.Answer))
		}
		if err == nil && req.Answer == "" {
			// A proposal adds a line, and may take back decisions to be
			// made again: text, not what the game needs to go on.
			err = checkTextRoom("a proposal to take back decisions", data)
		}
		if err == nil && res.State == UndoTakenBack { // orders: order_meta.go
			data, err = c.settleUndo(r.File, data, book, res, res.From, res.By, req.Now)
		}
		return data, err
	})
	return res, err
}

// proposeUndo writes seat's proposal to take back decisions req.To on.
func (r *Replay) proposeUndo(seat engine.Seat, req UndoRequest) ([]byte, *UndoResult, error) {
	if u := r.Meta.Undo; u != nil {
		return nil, nil, fmt.Errorf("%w: %s already proposed to take back %s (waiting for %s): "+
			"one undo at a time", ErrUndoPending, r.File.Name(u.By), decisionSpan(u.Plies), JoinNames(u.Waiting(r.File)))
	}
	to := req.To
	if to == 0 {
		to = r.LastPlyOf(seat)
		if to == 0 {
			return nil, nil, Usagef("%s has made no decision to take back", r.File.Name(seat))
		}
	}
	if to < 1 || to > len(r.Plies) {
		return nil, nil, Usagef("--to %d: the game is at decision %d: expected a decision from 1 to %d",
			to, r.NextPly(), len(r.Plies))
	}
	if err := r.checkUndoDepth(to); err != nil {
		return nil, nil, err
	}
	plies := r.Plies[to-1:]
	needed, err := r.undoConsent(seat, plies)
	if err != nil {
		return nil, nil, Usagef("%v", err)
	}
	u := &UndoProposal{By: seat, To: to, Needed: needed, Plies: plies}
	line := MetaEntry(r.File.Name(seat), fmt.Sprintf("undo %d", to), "", req.Now)
	res := r.undoResult(u, r.File.Name(seat), "undo", UndoWaiting)
	if len(needed) > 0 {
		return appendMeta(r.File.Src, line), res, nil
	}
	return r.takeBack(res, to, line)
}

// answerUndo writes seat's answer to the undo that waits.
func (r *Replay) answerUndo(seat engine.Seat, req UndoRequest) ([]byte, *UndoResult, error) {
	u := r.Meta.Undo
	if u == nil {
		return nil, nil, Usagef("no undo waits for an answer")
	}
	if err := u.mayAnswer(r.File, seat); err != nil {
		return nil, nil, Usagef("%v", err)
	}
	name := r.File.Name(seat)
	line := MetaEntry(name, req.Answer, "", req.Now)
	if req.Answer == "refuse" {
		return appendMeta(r.File.Src, line), r.undoResult(u, name, "refuse", UndoRefused), nil
	}
	u.Accepted = append(u.Accepted, seat)
	res := r.undoResult(u, name, "accept", UndoWaiting)
	if len(u.Accepted) < len(u.Needed) {
		return appendMeta(r.File.Src, line), res, nil
	}
	return r.takeBack(res, u.To, line)
}

// CancelUndo drops the undo that waits in the game at path, as the host:
// "!cancel undo {reason}" (remind calls it when the undo timed out).
func (c Games) CancelUndo(path, reason string, now time.Time) (*UndoResult, error) {
	var res *UndoResult
	err := c.Update(path, func(f *File) ([]byte, error) {
		r, err := f.Replay(-1)
		if err != nil {
			return nil, err
		}
		u := r.Meta.Undo
		if u == nil {
			return nil, Usagef("no undo waits for an answer: there is nothing to cancel")
		}
		res = r.undoResult(u, "", "cancel", UndoCancelled)
		return appendMeta(f.Src, MetaEntry("", "cancel undo", reason, now)), nil
	})
	return res, err
}

// LastPlyOf returns the number of seat's last decision, 0 if none.
func (r *Replay) LastPlyOf(seat engine.Seat) int {
	for i := len(r.Plies) - 1; i >= 0; i-- {
		if r.Plies[i].Seat == seat {
			return r.Plies[i].N
		}
	}
	return 0
}

// undoResult describes u after a request of player's (verb) that left
// it in state.
func (r *Replay) undoResult(u *UndoProposal, player, verb, state string) *UndoResult {
	res := &UndoResult{Player: player, Verb: verb, By: r.File.Name(u.By), From: u.To, To: len(r.Plies),
		Needed: []string{}, Waiting: []string{}, State: state, NextPly: r.NextPly(), ToAct: r.ToAct()}
	for _, s := range u.Needed {
		res.Needed = append(res.Needed, r.File.Name(s))
	}
	if state == UndoWaiting {
		res.Waiting = append(res.Waiting, u.Waiting(r.File)...)
	}
	return res
}

// appendMeta returns src with the meta-line e appended, ending as the
// lines of src end.
func appendMeta(src []byte, e notation.Entry) []byte {
	eol := LineEnding(src)
	var b bytes.Buffer
	b.Write(src)
	if len(src) > 0 && !bytes.HasSuffix(src, []byte("\n")) {
		b.WriteString(eol)
	}
	b.WriteString(e.Format() + eol)
	return b.Bytes()
}

// takeBack returns the file with the undo settled by last, its last
// consent (or its proposal, when it needs none): decisions to.. leave the
// main line; the undo's meta-lines, from its proposal on, move up to
// where they stood, and the decisions follow them as a variation, with
// their times, comments and annotators' variations. Other lines stay in
// place. The record is written in canonical form.
func (r *Replay) takeBack(res *UndoResult, to int, last notation.Entry) ([]byte, *UndoResult, error) {
	f := r.File
	entries, err := f.resealed(r.Seed, f.Record.Entries) // a sealed game's secret texts stay in the sidecar
	if err != nil {
		return nil, nil, err
	}
	k := slices.IndexFunc(entries, func(e notation.Entry) bool { return e.Kind == notation.Move && e.Ply == to })
	u := len(entries)
	if r.Meta.Undo != nil {
		u = metaIndex(f, r.Meta.Undo.line)
	}
	taken, kept := takenLine(entries[k:u])
	var metas, tail []notation.Entry
	for _, e := range entries[u:] {
		if e.Kind == notation.Meta {
			metas = append(metas, e)
		} else {
			tail = append(tail, e)
		}
	}
	out := slices.Concat(entries[:k:k], kept, metas, []notation.Entry{last,
		{Kind: notation.Variation, Ply: to, Variation: taken}}, tail)
	record := (&notation.Record{Entries: out}).Format()
	if LineEnding(f.Src) == "\r\n" {
		record = strings.ReplaceAll(record, "\n", "\r\n")
	}
	data := slices.Concat(f.Src[:f.bodyAt:f.bodyAt], []byte(record))
	res.State, res.Waiting = UndoTakenBack, []string{}
	back, err := f.Replay(to - 1)
	if err != nil {
		return nil, nil, err
	}
	res.NextPly, res.ToAct = to, back.ToAct()
	return data, res, nil
}

// takenLine splits the record's entries from the first decision taken
// back up to the undo's lines into the line that leaves the main line
// (decisions, annotators' variations) and the lines that stay (comments,
// meta-lines). An earlier undo's variation among them branched at the
// decision after the one before it, with meta-lines between; inside a
// variation it must follow the move it is an alternative to, so it waits
// for the decision made in its place. When none was made (an undo taken
// back again at once), no move can carry it: its decisions are kept as a
// comment at the end of the line (takenBackComment).
func takenLine(entries []notation.Entry) (taken, kept []notation.Entry) {
	var pending []notation.Entry // earlier undos' variations, waiting for their decision
	last := 0                    // the ply of the last decision in taken
	for _, e := range entries {
		switch {
		case e.Kind == notation.Move:
			e.Break = len(taken) > 0
			taken, last = append(taken, e), e.Ply
			for len(pending) > 0 && pending[0].Ply == last {
				taken, pending = append(taken, pending[0]), pending[1:]
			}
		case e.Kind == notation.Variation && e.Ply > last:
			pending = append(pending, e)
		case e.Kind == notation.Variation:
			taken = append(taken, e)
		default:
			kept = append(kept, e)
		}
	}
	for _, v := range pending {
		taken = append(taken, takenBackComment(v))
	}
	return taken, kept
}

// takenBackComment words a line taken back twice, with no decision made
// in its place between the two undos, as a comment: "{taken back before:
// 3 Bob: money; 4 Bob: take r3 r5}". As a variation it would branch after
// the end of the line that holds it, which the notation cannot say; as
// words it keeps the history readable (the two undos' meta-lines stay).
func takenBackComment(v notation.Entry) notation.Entry {
	var moves []string
	for _, m := range v.Variation {
		if m.Kind == notation.Move {
			moves = append(moves, fmt.Sprintf("%d %s: %s", m.Ply, m.Name, m.Text))
		}
	}
	text := strings.NewReplacer("{", "(", "}", ")").Replace(strings.Join(moves, "; "))
	return notation.Entry{Kind: notation.Comment, Comment: "taken back before: " + text, HasComment: true, Break: true}
}

// checkUndoDepth refuses to take back decisions to.. when the variation
// they would become nests deeper than a record may hold (an annotator's
// variations among them, or undos of decisions already taken back): the
// file written would not read back.
func (r *Replay) checkUndoDepth(to int) error {
	entries := r.File.Record.Entries
	k := slices.IndexFunc(entries, func(e notation.Entry) bool { return e.Kind == notation.Move && e.Ply == to })
	if k < 0 || 1+variationDepth(entries[k:]) <= notation.MaxVariationDepth {
		return nil
	}
	return Usagef("taking back decisions %d on would nest variations more than %d levels deep, "+
		"more than a game file may hold: take back fewer decisions", to, notation.MaxVariationDepth)
}

// variationDepth returns how deeply the variations among entries nest.
func variationDepth(entries []notation.Entry) int {
	depth := 0
	for _, e := range entries {
		if e.Kind == notation.Variation {
			depth = max(depth, 1+variationDepth(e.Variation))
		}
	}
	return depth
}
