package pbem

import (
	"math"
	"slices"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// This file holds a game's history as one seat may see it.

// LogResult is a game's history as one seat may see it.
type LogResult struct {
	Game   string `json:"game"`
	ID     string `json:"id"`
	Viewer string `json:"viewer"`
	// Tags are the file's [tags] table, in order.
	Tags []Tag `json:"tags,omitempty"`
	// Plies start with the setup (ply 0, no player, no move).
	Plies []Ply `json:"plies"`
	// Comments are the record's whole-line comments, in order, each
	// placed after the decision it follows (log_comments.go).
	Comments []LineComment `json:"comments,omitempty"`
	// Meta are the record's meta-lines, in order, each placed after the
	// decisions it follows (After), and TakenBack the decisions undone,
	// each branching at its At (log_meta.go).
	Meta      []LogMeta   `json:"meta,omitempty"`
	TakenBack []TakenBack `json:"taken_back,omitempty"`
	// Result is the end of a finished game, nil while it goes on.
	Result *engine.ResultText `json:"result,omitempty"`
	// resultLines are Result worded for the text output, under
	// resultLabel ("Result:" in the log's language).
	resultLines []string
	resultLabel string
}

// Log returns the history with the events seat s may see: chance outcomes
// told to everyone (tiles drawn, cards turned face up) and, for a player,
// what was told to them alone (their hand), worded in English.
func (r *Replay) Log(s engine.Seat) *LogResult { return r.LocalLog(s, English) }

// LocalLog is Log with the events worded in language l (a language already
// checked).
func (r *Replay) LocalLog(s engine.Seat, l Lang) *LogResult {
	res := &LogResult{Game: r.File.Header.Game, ID: r.File.Header.ID, Viewer: r.File.Name(s),
		Tags: r.File.Header.Tags, Comments: lineComments(r.File, len(r.Plies)),
		Meta: r.logMeta(l), TakenBack: r.logTakenBack(s, l)}
	if res.Result = r.FinalResult(l); res.Result != nil {
		res.resultLines, res.resultLabel = r.LocalResultLines(l), logResultLabel(l)
	}
	res.Plies = r.LocalPlies(s, l, 0)
	return res
}

// LocalPlies are the decisions of LocalLog from number from on (0: the
// setup first, as ply 0), as seat s may see them, their events worded in
// language l. A post, which shows the latest round, words no more.
func (r *Replay) LocalPlies(s engine.Seat, l Lang, from int) []Ply {
	first := min(max(from-1, 0), len(r.Plies))
	var plies []Ply // nil when there is none, as JSON shows it
	if n := len(r.Plies) - first + 1; n > 1 || from <= 0 {
		plies = make([]Ply, 0, n)
	}
	if from <= 0 {
		plies = append(plies, Ply{N: 0, Seat: engine.Observer, Events: seenEvents(r.Setup, s), Outcome: r.SetupOutcome})
	}
	for i := first; i < len(r.Plies); i++ {
		p := r.Plies[i]
		p.Events = seenEvents(p.Events, s)
		if p.Seat != s && r.Secret(i) {
			p.Move, p.Hidden = VerbOf(p.Move), true
		}
		p.Variations = r.seenLines(p.Variations, s)
		plies = append(plies, p)
	}
	msgs := r.File.Game.Info().Messages
	for i := range plies {
		plies[i].Told = r.tellWith(msgs, plies[i].Events, l)
		plies[i].Variations = r.toldLines(msgs, plies[i].Variations, l)
	}
	return plies
}

// seenEvents is visible(events, s) without a copy when s sees them all, as
// it does most events of a game: events itself, clipped, so that a caller
// that appends to it copies it rather than write into the ply's events.
func seenEvents(events []engine.Event, s engine.Seat) []engine.Event {
	for _, e := range events {
		if !e.VisibleTo(s) {
			return visible(events, s)
		}
	}
	if len(events) == 0 {
		return nil
	}
	return events[:len(events):len(events)]
}

// seenLines is what seat s may see of variations: the events told to it,
// and only the verb of another player's secret decision (a game's secret
// verbs, or a decision made at the same time as others').
func (r *Replay) seenLines(lines [][]Ply, s engine.Seat) [][]Ply {
	if lines == nil {
		return nil
	}
	out := make([][]Ply, len(lines))
	for k, line := range lines {
		out[k] = make([]Ply, len(line))
		for i, p := range line {
			p.Events = visible(p.Events, s)
			if p.Seat != s && r.secretPly(p) {
				p.Move, p.Hidden = VerbOf(p.Move), true
			}
			p.Variations = r.seenLines(p.Variations, s)
			out[k][i] = p
		}
	}
	return out
}

// toldLines words the events of variations in language l, with the
// game's catalogues msgs.
func (r *Replay) toldLines(msgs *engine.Catalogs, lines [][]Ply, l Lang) [][]Ply {
	for _, line := range lines {
		for i := range line {
			line[i].Told = r.tellWith(msgs, line[i].Events, l)
			line[i].Variations = r.toldLines(msgs, line[i].Variations, l)
		}
	}
	return lines
}

// secretPly is secret for a ply of a variation, which has no neighbours in
// the main line to compare with: a secret verb, or several awaited.
func (r *Replay) secretPly(p Ply) bool {
	if sm, ok := r.File.Game.(engine.SecretMover); ok {
		return slices.Contains(sm.SecretVerbs(), VerbOf(p.Move))
	}
	return p.awaited.several()
}

// Lines returns the log as text: the tags, then each decision as its
// record line (glyph and comment included) with its events indented under
// it, the whole-line comments where the record has them, and the result.
func (l *LogResult) Lines() []string {
	lines := tagLines(l.Tags)
	comments, metas, back := l.Comments, l.Meta, l.TakenBack
	for _, p := range l.Plies {
		lines, comments = appendComments(lines, comments, max(p.N, 1))
		lines, metas, back = appendMetaLines(lines, metas, back, p.N)
		if p.N == 0 {
			if len(p.Events) > 0 {
				lines = append(lines, "0 setup")
			}
		} else {
			lines = append(lines, p.Line())
		}
		for _, e := range p.Told {
			lines = append(lines, "    "+e.Text)
		}
		lines = appendVariations(lines, p.Variations, "  ")
	}
	lines, _ = appendComments(lines, comments, math.MaxInt) // those after the last decision
	lines, _, _ = appendMetaLines(lines, metas, back, math.MaxInt)
	if len(l.resultLines) > 0 {
		lines = append(lines, l.resultLabel)
		for _, r := range l.resultLines {
			lines = append(lines, WrapText("    ", "      ", r))
		}
	}
	return lines
}

// logResultLabel is the heading of a finished game's result in the text
// log, in language l (the template "log-result" of parts.tmpl).
func logResultLabel(l Lang) string {
	if t, err := PartsOf(MailLang(l)); err == nil && t.Lookup("log-result") != nil {
		if text, err := ExecuteString(t, "log-result", nil); err == nil {
			return text
		}
	}
	return "Result:"
}

// appendVariations adds the variations of a decision, each between
// parentheses, its moves and events indented under the decision by
// indent, and the variations nested in them further.
func appendVariations(lines []string, vars [][]Ply, indent string) []string {
	for _, line := range vars {
		for i, p := range line {
			lead := indent + "  "
			if i == 0 {
				lead = indent + "( "
			}
			lines = append(lines, lead+p.Line())
			for _, e := range p.Told {
				lines = append(lines, indent+"      "+e.Text)
			}
			lines = appendVariations(lines, p.Variations, indent+"  ")
		}
		lines = append(lines, indent+")")
	}
	return lines
}

// Secret reports whether the others may not read decision i (0-based):
// one of the game's secret verbs (engine.SecretMover), or, for a game that
// does not say, a decision made at the same time as others'.
func (r *Replay) Secret(i int) bool {
	if sm, ok := r.File.Game.(engine.SecretMover); ok {
		return slices.Contains(sm.SecretVerbs(), VerbOf(r.Plies[i].Move))
	}
	return r.simultaneous(i)
}

// simultaneous reports whether decision i (0-based) was made while
// another player was to decide too (each keeps 3 of 4 cards at once). Such
// a choice is secret: the others see its verb, and what the rules reveal
// of it in the events, never its words. The last of such a round was
// awaited alone, but it was awaited with the decision before it, by
// someone else.
func (r *Replay) simultaneous(i int) bool {
	p := r.Plies[i]
	if p.awaited.several() {
		return true
	}
	if i == 0 {
		return false
	}
	prev := r.Plies[i-1]
	return prev.Seat != p.Seat && prev.awaited.has(p.Seat)
}

// VerbOf returns the first word of a canonical move: what others may know
// of a secret decision.
func VerbOf(move string) string {
	verb, _, _ := strings.Cut(move, " ")
	return verb
}
