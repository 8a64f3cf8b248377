package pbem

import (
	"encoding/json"
	"math/rand/v2"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// An undo lets players choose again; it must not let one of them look at
// something hidden and choose again knowing it. A decision that turned
// cards up from a shuffled deck showed what lay there, though it drew
// nothing from its chance stream then (the deck was shuffled at the
// deal) and told it in a public event. So whether decisions revealed
// something is asked of the game's own hidden information: the same
// decision, made where everything its player could not see is redrawn
// (engine.Resampler), must show its player the same things.

// resampleTries is how many redrawn positions each decision is tried
// in: one could by chance hide the same cards where they were.
const resampleTries = 3

// revealed reports whether one of plies, the decisions an undo would take
// back, showed its player something hidden from them before it. When
// that cannot be told (the record does not replay), it says yes: asking
// everyone's consent is the safe side.
func (r *Replay) revealed(plies []Ply) bool {
	if len(plies) == 0 {
		return false
	}
	at, err := r.File.replayBefore(plies[0].N - 1)
	if err != nil {
		return true
	}
	for _, p := range plies {
		if at.showsHidden(p) {
			return true
		}
		ply, err := at.apply(p.Seat, p.Move, "", source{})
		if err != nil {
			return true
		}
		at.Plies = append(at.Plies, ply)
	}
	return false
}

// showsHidden reports whether decision p, about to be replayed on r,
// shows its player something r hides from them: made where the hidden
// parts are redrawn, it shows other events or another view.
func (r *Replay) showsHidden(p Ply) bool {
	rs, ok := r.State.(engine.Resampler)
	if !ok {
		return false
	}
	want, ok := r.seen(r.State.Clone(), p)
	if !ok {
		return true
	}
	for k := range resampleTries {
		alt := rs.Resample(p.Seat, rand.New(rand.NewPCG(uint64(p.N), uint64(k))))
		got, ok := r.seen(alt, p)
		if !ok || got != want {
			return true
		}
	}
	return false
}

// seen applies p to st with the decision's chance stream and returns
// what its player then sees: the events told them and their view, as
// JSON; false when st refuses p.
func (r *Replay) seen(st engine.State, p Ply) (string, bool) {
	m, err := r.File.Game.ParseMove(st, p.Seat, p.Move)
	if err != nil {
		return "", false
	}
	events, err := st.Apply(p.Seat, m, r.Seed.Rand(p.N))
	if err != nil {
		return "", false
	}
	events = slices.DeleteFunc(events, func(e engine.Event) bool { return !e.VisibleTo(p.Seat) })
	out, err := json.Marshal(struct {
		Events []engine.Event
		View   engine.View
	}{events, st.View(p.Seat)})
	return string(out), err == nil
}
