package pbem

import (
	"bytes"
	"crypto/sha256"
	"encoding/json"
	"slices"
	"strconv"

	"github.com/pbem-games/pbem/engine"
)

// This file holds the preview of a move (`move --dry-run`, "!try" by
// mail): what the decisions would do, as their player would read it,
// with nothing written anywhere.
//
// A preview must never tell the player more than the real move would. So
// it is never played on the game itself: it is played in example worlds,
// each the game with everything the player cannot see redrawn
// (engine.Resampler, and the others' pending secret decisions made again:
// preview_secret.go) from a seed of its own, not the game's, and with
// chance drawn from that seed too. Whatever a preview shows is then a
// function of what the player knows alone: two games the player cannot
// tell apart preview the same (preview_leak_test.go proves it over random
// games of every game). What the example worlds disagree on, or any
// draw, is an example, and the preview says so and stops there.

// previewWorlds is how many example worlds a preview plays its decisions
// in: an outcome that is the same in all of them is shown as what the
// move does; one that differs is shown as an example. Agreement is only
// evidence: the worlds miss a hidden outcome when nearly every possibility
// gives the same one (a draw from a stack of two tiles passes as certain
// once in 2^11 previews with 12 worlds). A draw from the chance stream is
// always an example, whatever the worlds say. Twelve worlds cost a few
// milliseconds, and a preview is one request.
const previewWorlds = 12

// PreviewResult tells what a move request would do, as its player would
// read it. Nothing of it was written.
type PreviewResult struct {
	// Player is the player whose decisions are previewed.
	Player string `json:"player"`
	// Ply is the number the first decision would get.
	Ply int `json:"ply"`
	// Plies are the decisions as they would be recorded, with the events
	// their player would read.
	Plies []Ply `json:"plies"`
	// ExampleFrom is the number of the first decision whose outcome rests
	// on chance (a card drawn, a tile revealed) or on what the player
	// cannot see: from it on, what the preview shows is one possible
	// outcome, not the real one, which is drawn when the move is made. 0
	// when everything shown is what the move does.
	ExampleFrom int `json:"example_from,omitempty"`
	// Untried are the decisions after the one at ExampleFrom, as typed:
	// what they would do depends on the real outcome, so they were not
	// played.
	Untried []string `json:"untried,omitempty"`
	// Notes are as MoveResult's: decisions of skipped steps, not recorded.
	Notes []string `json:"notes,omitempty"`
	// NextPly, ToAct, Over and Result tell where the game would stand.
	Standing
	// View is what the player would see afterwards.
	View engine.View `json:"view"`
	// world is the example world shown, and seat the player's, to word
	// the preview in another language.
	world *Replay
	seat  engine.Seat
}

// Preview tells what the decisions of req would do in the game at path,
// as Move would make them, and writes nothing: not the game file, not its
// lock. It refuses what Move refuses, with the same errors. A sealed game
// needs its key, like Move.
func (c Games) Preview(path string, req MoveRequest) (*PreviewResult, error) {
	if len(req.Moves) == 0 {
		return nil, Usagef("no move given")
	}
	f, err := c.Load(path)
	if err != nil {
		return nil, err
	}
	r, err := f.Replay(-1)
	if err != nil {
		return nil, err
	}
	return r.Preview(req)
}

// Preview tells what the decisions of req would do after r, which it
// leaves as it is.
func (r *Replay) Preview(req MoveRequest) (*PreviewResult, error) {
	return r.preview(req, exampleWorld)
}

// worldMaker returns the k-th world a preview for seat plays in, given
// the others' secret decisions it may redraw.
type worldMaker func(r *Replay, seat engine.Seat, sec secrets, k int) (*Replay, error)

// exampleWorld returns a copy of r in which what seat cannot see is
// redrawn, the others' pending secret decisions made again, and chance
// comes from the k-th preview seed, not the game's.
func exampleWorld(r *Replay, seat engine.Seat, sec secrets, k int) (*Replay, error) {
	seed := previewSeed(k)
	st := r.State
	if sec.before != nil {
		st = sec.before
	}
	if rs, ok := st.(engine.Resampler); ok {
		// Ply 0's stream, and -1's for the secret decisions: each
		// decision draws from the stream of its own ply, so all are apart.
		st = rs.Resample(seat, seed.Rand(0))
	} else {
		st = st.Clone()
	}
	st, err := sec.redraw(r.File.Game, st, seed, seed.Rand(-1))
	if err != nil {
		return nil, err
	}
	w := *r
	w.State, w.Seed, w.Plies = st, seed, slices.Clip(r.Plies)
	w.annotate = nil // an example's draws are no outcome of the game's
	return &w, nil
}

// previewSeed is the seed of the k-th example world: fixed, public, and
// unrelated to any game's seed, so that it tells nothing of the real
// draws, and a preview asked twice answers the same.
func previewSeed(k int) Seed {
	return sha256.Sum256([]byte("pbem preview example world " + strconv.Itoa(k)))
}

// preview plays req in the worlds world makes, one decision at a time,
// and shows the first world. A decision whose outcome differs between
// the worlds, or that draws, ends the preview there: it is an example.
func (r *Replay) preview(req MoveRequest, world worldMaker) (*PreviewResult, error) {
	if len(req.Moves) == 0 {
		return nil, Usagef("no move given")
	}
	if err := r.checkPly(req); err != nil {
		return nil, err
	}
	if err := r.checkMove(req); err != nil {
		return nil, err
	}
	seat, err := r.mover(req.As)
	if err != nil {
		return nil, err
	}
	sec, err := r.secretsOf(seat)
	if err != nil {
		return nil, err
	}
	worlds := make([]*Replay, previewWorlds)
	for k := range worlds {
		if worlds[k], err = world(r, seat, sec, k); err != nil {
			return nil, err
		}
	}
	res := &PreviewResult{Player: r.File.Name(seat), Ply: r.NextPly(), seat: seat, world: worlds[0]}
	one := MoveRequest{As: res.Player}
	for i, in := range req.Moves {
		one.Moves = []MoveInput{in}
		plies, notes, example, err := previewStep(worlds, seat, one)
		if err != nil {
			return nil, err
		}
		res.Plies = append(res.Plies, plies...)
		res.Notes = append(res.Notes, notes...)
		if example && len(plies) > 0 {
			res.ExampleFrom = plies[0].N
			for _, rest := range req.Moves[i+1:] {
				res.Untried = append(res.Untried, rest.Text)
			}
			break
		}
	}
	res.finish()
	return res, nil
}

// previewStep plays the decision of req in every world and returns the
// first world's plies and notes, and whether they are an example: the
// decision drew, or the worlds disagree on what seat would read. A
// refusal in the first world is the preview's refusal.
func previewStep(worlds []*Replay, seat engine.Seat, req MoveRequest) ([]Ply, []string, bool, error) {
	var plies []Ply
	var notes []string
	var first []byte
	example := false
	for k, w := range worlds {
		ps, ns, err := w.applyAll(req)
		if k == 0 {
			if err != nil {
				return nil, nil, false, err
			}
			plies, notes = ps, ns
		}
		for _, p := range ps {
			example = example || p.drew
		}
		got := w.seenBy(seat, ps, ns, err)
		if k == 0 {
			first = got
		} else if !bytes.Equal(got, first) {
			example = true
		}
	}
	return plies, notes, example, nil
}

// seenBy is what seat reads after plies were played in w (or were refused
// with err), as bytes to compare worlds by: the events it may see, the
// notes, where the game stands and its view.
func (w *Replay) seenBy(seat engine.Seat, plies []Ply, notes []string, err error) []byte {
	type seenBy struct {
		Err    string
		Events [][]Event
		Notes  []string
		ToAct  []string
		Over   bool
		Result *engine.ResultText
		View   engine.View
	}
	s := seenBy{Notes: notes, ToAct: w.ToAct(), Over: w.Over(), Result: w.FinalResult(English), View: w.State.View(seat)}
	if err != nil {
		s.Err = err.Error()
	}
	for _, p := range plies {
		s.Events = append(s.Events, w.tell(visible(p.Events, seat), English))
	}
	b, jerr := json.Marshal(s)
	if jerr != nil {
		return []byte(jerr.Error()) // never the same as a world that marshals
	}
	return b
}

// finish fills in where the game would stand, and words the events
// (Told) in English, as the player would read them.
func (res *PreviewResult) finish() {
	w := res.world
	for i, p := range res.Plies {
		p.Events = visible(p.Events, p.Seat)
		p.Told = w.tell(p.Events, English)
		res.Plies[i] = p
	}
	res.NextPly, res.ToAct, res.Over = w.NextPly(), w.ToAct(), w.Over()
	res.Result = w.FinalResult(English)
	res.View = w.State.View(res.seat)
}
