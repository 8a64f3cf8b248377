package pbem

import (
	"slices"
	"strings"
	"time"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// This file holds the meta-lines of a record ("!Ann: undo 12", "!Bob: say
// {…}", "!replace Bob Dan"): what players and the host say about a game
// that is not a decision of it. Replay reads them in order with the moves;
// each verb has its handler (replayMetas), in the file of its command.

// MetaState is what the meta-lines replayed so far say about the game.
type MetaState struct {
	// Lines are the meta-lines replayed, in order.
	Lines []MetaLine
	// Undo is the undo proposed and not yet accepted by all nor refused,
	// or nil (meta_undo.go).
	Undo *UndoProposal
	// TakenBack are the lines of decisions undone with everyone's
	// consent, each replayed from where it branched (meta_undo.go).
	TakenBack []TakenBack
	// Resigned are the seats whose players left the game, in the order
	// they resigned (meta_seat.go).
	Resigned []engine.Seat
}

// MetaLine is one meta-line of the record, as replayed.
type MetaLine struct {
	// After is the number of decisions made before it.
	After int `json:"after"`
	// Name is the player who said it, "" for the host; Seat is theirs
	// (engine.Observer for the host).
	Name string      `json:"player,omitempty"`
	Seat engine.Seat `json:"-"`
	// Verb and Args are its words ("undo", ["12"]); Comment its text in
	// braces (what a say line says).
	Verb    string   `json:"verb"`
	Args    []string `json:"args,omitempty"`
	Comment string   `json:"comment,omitempty"`
	// Time is when it was said, zero if the line has no time.
	Time time.Time `json:"time,omitzero"`
}

// metaHandler replays meta-line m of entry e on r: it checks that the
// line could be said there (an error placed on e otherwise) and records
// what it changes in r.Meta.
type metaHandler func(r *Replay, m MetaLine, e notation.Entry) error

// replayMetas maps each meta-command verb to its handler.
//
// It is filled in init, not in its declaration: the handlers replay the
// record themselves (an undo asks what the decisions it takes back showed),
// and replaying reads this map, which Go's initialisation order refuses.
var replayMetas map[string]metaHandler

func init() { replayMetas = metaHandlers() }

// metaHandlers returns the handler of each meta-command verb.
func metaHandlers() map[string]metaHandler {
	return map[string]metaHandler{
		// undo, accept, refuse: meta_undo.go
		"undo":   replayUndo,
		"accept": replayAccept,
		"refuse": replayRefuse,
		"cancel": replayCancel, // the host's "!cancel undo {reason}" (CancelUndo)
		// resign, say, replace: meta_seat.go
		ResignVerb:  replayResign,
		SayVerb:     replaySay,
		ReplaceVerb: replayReplace,
		// the host's reminders: meta_remind.go
		RemindVerb: replayRemind,
		// away days: away.go
		AwayVerb: replayAway,
		// the players' entropy: seed_entropy.go
		SeedVerb: replaySeed,
	}
}

// playMeta replays the meta-line e.
func (r *Replay) playMeta(e notation.Entry) error {
	m := MetaLine{After: len(r.Plies), Name: e.Name, Seat: engine.Observer, Verb: e.Verb(), Args: e.Args(),
		Comment: e.Comment}
	m.Time, _ = e.When()
	if e.Name != "" {
		seat, ok := r.File.RecordSeat(e.Name)
		if !ok {
			return r.File.unknownName(e)
		}
		m.Seat, m.Name = seat, r.File.Name(seat)
	}
	handle, ok := replayMetas[m.Verb]
	if !ok {
		return metaError(e, "unknown meta-command %s: expected one of %s", notation.Quote(m.Verb),
			strings.Join(MetaVerbs(), ", "))
	}
	if slices.Contains(undoVerbs, m.Verb) && undoneLater(r, e) {
		// An undo proposed, answered or cancelled among decisions that a
		// later undo took back: it moved up with the later undo's lines
		// and was settled in a game that no longer is. Shown, not replayed.
	} else if err := handle(r, m, e); err != nil {
		return err
	}
	r.Meta.Lines = append(r.Meta.Lines, m)
	return nil
}

// MetaVerbs lists the meta-command verbs, sorted.
func MetaVerbs() []string {
	verbs := make([]string, 0, len(replayMetas))
	for v := range replayMetas {
		verbs = append(verbs, v)
	}
	slices.Sort(verbs)
	return verbs
}

// metaError is the error of a meta-line that cannot stand where it is,
// placed on its text.
func metaError(e notation.Entry, format string, args ...any) error {
	return fileError(e.Pos, e.Source, format, args...)
}

// playTakenBack replays e, the decisions an undo took back, kept as a
// variation after the undo's meta-lines: from the position where it
// stands, as a variation is replayed from where it branches.
func (f *File) playTakenBack(r *Replay, e notation.Entry) error {
	n := len(r.Plies)
	line := &Replay{File: f, Seed: r.Seed, State: r.State.Clone(), Setup: r.Setup, Plies: r.Plies[:n:n]}
	if err := f.playLine(line, e.Variation); err != nil {
		return err
	}
	r.Meta.TakenBack = append(r.Meta.TakenBack, TakenBack{At: n + 1, Plies: line.Plies[n:]})
	return nil
}

// TakenBack is a line of decisions an undo took back.
type TakenBack struct {
	// At is the number of its first decision.
	At    int   `json:"at"`
	Plies []Ply `json:"plies"`
}

// UndoProposal is an undo proposed and waiting for consent
// (meta_undo.go).
type UndoProposal struct {
	// By proposed taking back the decisions from To on.
	By engine.Seat
	To int
	// Time is when it was proposed.
	Time time.Time
	// Needed are the seats whose consent it waits for, and Accepted
	// those of them who gave it, in order (meta_undo.go).
	Needed, Accepted []engine.Seat
	// Plies are the decisions it takes back; moved tells that they
	// already follow its meta-lines as a variation (an accepted undo).
	Plies []Ply `json:"-"`
	moved bool
	// line is the undo's meta-line, for errors about it.
	line notation.Entry
}

// moveChecks may refuse a move request before its decisions are tried:
// while an undo waits for consent, say (meta_undo.go).
var moveChecks = []func(r *Replay, req MoveRequest) error{
	// undo: meta_undo.go
	refuseWhileUndo,
	// resign: meta_seat.go
	refuseResigned,
}

// moveFollowUps play the decisions that follow a move and that nobody
// will make by mail: a resigned player's (meta_seat.go). Each returns the
// plies it added to r, in order.
var moveFollowUps = []func(r *Replay) ([]Ply, error){
	// resign: meta_seat.go
	playResigned,
	// bot seats: bot.go
	playBots,
}

// checkMove runs moveChecks on req.
func (r *Replay) checkMove(req MoveRequest) error {
	for _, check := range moveChecks {
		if err := check(r, req); err != nil {
			return err
		}
	}
	return nil
}

// followUp runs moveFollowUps until none adds a decision, and returns the
// decisions they added.
func (r *Replay) followUp() ([]Ply, error) {
	var all []Ply
	for more := true; more; {
		more = false
		for _, follow := range moveFollowUps {
			plies, err := follow(r)
			if err != nil {
				return nil, err
			}
			all = append(all, plies...)
			more = more || len(plies) > 0
		}
	}
	return all, nil
}
