package report

import (
	"encoding/csv"
	"errors"
	"io"
	"strconv"
	"strings"
	"time"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// This file holds `pbem export`: one row per decision, for spreadsheets
// and notebooks.

// Export is a game's decisions as the public may know them: a secret
// decision shows its verb only, and only public events are told, so an
// export can be shared like a forum post.
type Export struct {
	Game    string   `json:"game"`
	ID      string   `json:"id"`
	Players []string `json:"players"`
	// Setup is the deal (ply 0): its public events.
	Setup     ExportSetup `json:"setup"`
	Decisions []ExportRow `json:"decisions"`
}

// ExportSetup is the deal as the public sees it.
type ExportSetup struct {
	Events []pbem.Event `json:"events"`
}

// ExportRow is one decision.
type ExportRow struct {
	Ply    int    `json:"ply"`
	Player string `json:"player"`
	Move   string `json:"move"`
	// Hidden tells that Move is only the verb of a secret decision.
	Hidden bool `json:"hidden"`
	// Glyph is the move's assessment ("!?"), Comment its comment; both
	// empty when there is none.
	Glyph   string `json:"glyph"`
	Comment string `json:"comment"`
	// Events are the public events the decision caused, in English.
	Events []pbem.Event `json:"events"`
}

// Export returns the game's decisions as the public log shows them.
func ExportOf(r *pbem.Replay) *Export {
	log := r.Log(engine.Observer)
	x := &Export{Game: log.Game, ID: log.ID, Players: r.File.Names(), Setup: ExportSetup{orEmpty(log.Plies[0].Told)},
		Decisions: []ExportRow{}}
	for _, p := range log.Plies[1:] {
		x.Decisions = append(x.Decisions, ExportRow{Ply: p.N, Player: p.Name, Move: p.Move, Hidden: p.Hidden,
			Glyph: p.Glyph, Comment: p.Comment, Events: orEmpty(p.Told)})
	}
	return x
}

// orEmpty returns events, or an empty list for nil: JSON prints [].
func orEmpty(events []pbem.Event) []pbem.Event {
	if events == nil {
		return []pbem.Event{}
	}
	return events
}

// ExportColumns are the CSV columns, in order. The game id, which lets
// the rows of many games share one table, comes last: the columns a
// script read by position before it was added keep their places.
var ExportColumns = []string{"ply", "player", "move", "hidden", "glyph", "comment", "events", "game"}

// EventSeparator joins a decision's events in one CSV field.
const EventSeparator = " | "

// WriteCSV writes one row per decision under a header row (RFC 4180,
// fields quoted where needed); a decision's events share one field,
// separated by EventSeparator.
func (x *Export) WriteCSV(w io.Writer) error { return WriteCSVAll(w, []*Export{x}) }

// WriteCSVAll writes the decisions of every game of xs in one table, one
// header row, each row naming its game.
func WriteCSVAll(w io.Writer, xs []*Export) error {
	cw := csv.NewWriter(w)
	if err := cw.Write(ExportColumns); err != nil {
		return err
	}
	for _, x := range xs {
		for _, d := range x.Decisions {
			texts := make([]string, len(d.Events))
			for i, e := range d.Events {
				texts[i] = e.Text
			}
			row := []string{strconv.Itoa(d.Ply), d.Player, d.Move, strconv.FormatBool(d.Hidden), d.Glyph,
				d.Comment, strings.Join(texts, EventSeparator), x.ID}
			if err := cw.Write(row); err != nil {
				return err
			}
		}
	}
	cw.Flush()
	return cw.Error()
}

// ExportAll exports every game file of paths (folders walked for *.pbem,
// read on every core), in the order of their paths. The files that do
// not load come back with their errors, to be reported.
func ExportAll(c pbem.Games, paths []string) ([]*Export, []error, error) {
	files, err := pbem.GamePaths(paths)
	if err != nil {
		return nil, nil, err
	}
	xs := []*Export{}
	var failed []error
	for _, s := range pbem.Scan(c, files, func(r *pbem.Replay, _ time.Time) *Export { return ExportOf(r) }) {
		if errors.Is(s.Err, pbem.ErrWaitingSeeds) {
			continue // not dealt yet: nothing to export (pbem/seed_entropy.go)
		}
		if s.Err != nil {
			failed = append(failed, s.Err)
			continue
		}
		xs = append(xs, s.Value)
	}
	return xs, failed, nil
}
