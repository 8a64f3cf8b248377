package pbem

import (
	"slices"
	"time"

	"github.com/pbem-games/pbem/engine"
)

// This file holds who a game waits for and since when, from the times
// recorded on its lines (never the file's modification date): what status
// shows and remind mails about.

// GameWait is where one game stands in time: whose decision it awaits,
// since when, and when their deadline falls.
type GameWait struct {
	File string `json:"file"`
	Game string `json:"game"`
	ID   string `json:"id"`
	// Deadline is the game's deadline as written ("72h"), "" for none.
	Deadline string `json:"deadline,omitempty"`
	Over     bool   `json:"over"`
	// Waiting lists the players whose decision is awaited, in seat order.
	Waiting []SeatWait `json:"waiting"`
	// YourTurn, for status --for, tells that the address is among them.
	YourTurn bool `json:"your_turn,omitempty"`
	// Seeds, for a game not dealt yet, tells whose seeds it awaits
	// (seed_entropy.go); Waiting then lists them.
	Seeds *Entropy `json:"seeds,omitempty"`
	// emails are the players' addresses, for WaitFor.
	emails []string
}

// SeatWait is one player the game waits for.
type SeatWait struct {
	Player string      `json:"player"`
	Email  string      `json:"email,omitempty"`
	Seat   engine.Seat `json:"-"`
	// Since is when their wait began: the time of the decision after
	// which their decision was awaited (or the game's creation).
	Since time.Time `json:"since"`
	// Half and Due are when half of the deadline and all of it have
	// passed; zero without a deadline.
	Half time.Time `json:"half,omitzero"`
	Due  time.Time `json:"due,omitzero"`
	// After is the number of decisions made when the wait began: a
	// reminder recorded after as many belongs to this wait.
	After int `json:"-"`
}

// Wait tells who the replayed game waits for and since when. A say or
// any other meta-line does not restart anyone's clock: only decisions do.
func (r *Replay) Wait() GameWait {
	h := r.File.Header
	w := GameWait{File: r.File.Path, Game: h.Game, ID: h.ID, Deadline: h.Deadline, Over: r.Over(),
		Waiting: []SeatWait{}}
	for _, p := range h.Players {
		w.emails = append(w.emails, p.Email)
	}
	if w.Over {
		return w
	}
	deadline := h.DeadlineOf()
	for _, s := range r.State.ToAct() {
		after := r.waitStart(s)
		sw := SeatWait{Player: r.File.Name(s), Email: h.Players[s].Email, Seat: s, After: after,
			Since: r.waitSince(after)}
		if deadline > 0 {
			// away days stop the clock (away.go)
			sw.Half, sw.Due = r.AwayDeadline(s, sw.Since, deadline/2), r.AwayDeadline(s, sw.Since, deadline)
		}
		w.Waiting = append(w.Waiting, sw)
	}
	return w
}

// waitStart returns the number of decisions made when the game began to
// wait for seat s without a break: decisions of others made while s too
// was to act (simultaneous choices) do not restart s's clock.
func (r *Replay) waitStart(s engine.Seat) int {
	n := len(r.Plies)
	for n > 0 {
		p := r.Plies[n-1]
		if p.Seat == s || !p.awaited.has(s) {
			break
		}
		n--
	}
	return n
}

// waitSince returns when a wait that began after decisions began: when
// the last of them was recorded, or, when an undo was proposed since,
// when the last line about an undo was: while an undo waits nobody may
// move, so its time does not count against the players awaited.
func (r *Replay) waitSince(after int) time.Time {
	t := r.TimeAfter(after)
	for _, m := range r.Meta.Lines {
		if m.After >= after && slices.Contains(undoVerbs, m.Verb) && m.Time.After(t) {
			t = m.Time.UTC()
		}
	}
	return t
}

// TimeAfter returns the time the n-th decision was recorded at: the
// latest time recorded on it or any line before it (a line without a
// time, or a time that went backwards with slow mail, takes the latest
// known), and the game's creation when none is later.
func (r *Replay) TimeAfter(n int) time.Time {
	t := r.File.Header.Created.UTC()
	for _, p := range r.Plies[:n] {
		if p.Time.After(t) {
			t = p.Time.UTC()
		}
	}
	return t
}

// Waits loads and replays each game of paths (directories walked for
// *.pbem) and tells where each stands in time; the files that do not load
// come with their error.
func (c Games) Waits(paths []string) ([]Scanned[GameWait], error) {
	files, err := GamePaths(paths)
	if err != nil {
		return nil, err
	}
	return ScanStatesOrSeeds(c, files, func(r *Replay, _ time.Time) GameWait { return r.Wait() }, seedsWait), nil
}

// WaitedSince returns when the earliest wait of the players to act began
// (Replay.Wait), or, for a game over or without a player to act, when
// its last decision was recorded (or created).
func (r *Replay) WaitedSince() time.Time {
	since := r.TimeAfter(len(r.Plies))
	for _, s := range r.Wait().Waiting {
		if s.Since.Before(since) {
			since = s.Since
		}
	}
	return since
}
