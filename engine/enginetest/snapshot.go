package enginetest

import (
	"bytes"
	"encoding/json"
	"fmt"
	"maps"
	"slices"

	"github.com/pbem-games/pbem/engine"
)

// snapshot is everything the outside world can observe of a state: the
// views of all seats and the Observer as JSON, who is to act, and every
// seat's legal moves as text. Two states with equal snapshots are the same
// game as far as players, renderers and the record can tell.
type snapshot struct {
	toAct []engine.Seat
	views map[engine.Seat][]byte
	legal map[engine.Seat][]string
}

// allSeats returns the Observer followed by seats 0 … players-1.
func allSeats(players int) []engine.Seat {
	seats := []engine.Seat{engine.Observer}
	for s := range players {
		seats = append(seats, engine.Seat(s))
	}
	return seats
}

// takeSnapshot observes st from every seat.
func takeSnapshot(g engine.Game, st engine.State, players int) (snapshot, error) {
	snap := snapshot{
		toAct: slices.Clone(st.ToAct()),
		views: make(map[engine.Seat][]byte),
		legal: make(map[engine.Seat][]string),
	}
	for _, s := range allSeats(players) {
		view, err := viewJSON(st, s)
		if err != nil {
			return snap, err
		}
		snap.views[s] = view
		snap.legal[s] = formatAll(g, st, st.Legal(s))
	}
	return snap, nil
}

// viewJSON returns View(s) marshalled to JSON.
func viewJSON(st engine.State, s engine.Seat) ([]byte, error) {
	data, err := json.Marshal(st.View(s))
	if err != nil {
		return nil, fmt.Errorf("View(%d) does not marshal to JSON: %w", s, err)
	}
	return data, nil
}

// formatAll formats every move of a list.
func formatAll(g engine.Game, st engine.State, moves []engine.Move) []string {
	texts := make([]string, len(moves))
	for i, m := range moves {
		texts[i] = g.FormatMove(st, m)
	}
	return texts
}

// diff describes the first difference between two snapshots, or returns
// "" when they are equal.
func (a snapshot) diff(b snapshot) string {
	if !slices.Equal(a.toAct, b.toAct) {
		return fmt.Sprintf("ToAct %v became %v", a.toAct, b.toAct)
	}
	for _, s := range slices.Sorted(maps.Keys(a.views)) {
		if !bytes.Equal(a.views[s], b.views[s]) {
			return fmt.Sprintf("View(%d) changed:\n  was %s\n  now %s", s, a.views[s], b.views[s])
		}
	}
	for _, s := range slices.Sorted(maps.Keys(a.legal)) {
		if !slices.Equal(a.legal[s], b.legal[s]) {
			return fmt.Sprintf("Legal(%d) changed:\n  was %q\n  now %q", s, a.legal[s], b.legal[s])
		}
	}
	return ""
}
