package report

import (
	"fmt"
	"io"
	"strings"
	"time"

	"github.com/pbem-games/pbem/pbem"
)

// This file holds `pbem list`: one line per game file.

// Summary is a game at a glance, as `list` shows it.
type Summary struct {
	File    string   `json:"file"`
	Game    string   `json:"game"`
	ID      string   `json:"id"`
	Players []string `json:"players"`
	// Decisions is the number of decisions recorded.
	Decisions int `json:"decisions"`
	// ToAct names the players whose decision is awaited (none once over).
	ToAct []string `json:"to_act"`
	// Since is when the wait of the players to act began, from the times
	// recorded on the lines (the earliest, when several are awaited); for
	// a game over, when its last decision was recorded. It falls back on
	// created, never on the file's modification date.
	Since   time.Time `json:"since"`
	Over    bool      `json:"over"`
	Winners []string  `json:"winners,omitempty"`
	// Seeds, for a game not dealt yet, tells whose seeds it awaits
	// (pbem/seed_entropy.go); ToAct then names them.
	Seeds *pbem.Entropy `json:"seeds,omitempty"`
	// comments holds the record's comments, for find.
	comments []string
}

// Summarize sums up the replayed game r.
func Summarize(r *pbem.Replay) Summary {
	f := r.File
	s := Summary{File: f.Path, Game: f.Header.Game, ID: f.Header.ID, Players: f.Names(),
		Decisions: len(r.Plies), ToAct: r.ToAct(), Since: r.WaitedSince()}
	if res, over := r.State.Result(); over {
		s.Over, s.ToAct = true, []string{}
		for _, w := range res.Winners {
			s.Winners = append(s.Winners, f.Name(w))
		}
	}
	for _, e := range f.Record.Entries {
		if e.HasComment { // the comment's own text: a sealed game's outcomes are not what find looks for
			s.comments = append(s.comments, f.CommentText(e.Comment))
		}
	}
	return s
}

// WaitsFor reports whether name (any case) is among the players to act.
func (s Summary) WaitsFor(name string) bool { return pbem.ContainsFold(s.ToAct, name) }

// Summaries loads and replays each file of paths (directories walked for
// *.pbem) and sums each up; the files that do not load come with their
// error.
func Summaries(c pbem.Games, paths []string) ([]pbem.Scanned[Summary], error) {
	files, err := pbem.GamePaths(paths)
	if err != nil {
		return nil, err
	}
	return pbem.ScanStatesOrSeeds(c, files, func(r *pbem.Replay, _ time.Time) Summary { return Summarize(r) },
		summarizeSeeds), nil
}

// WriteList writes one line per game: file, game, id, players, decisions,
// and who is to act since when, or the winners.
func WriteList(w io.Writer, games []Summary) error {
	tw := pbem.NewTable(w, 0, 0, 2, ' ', 0)
	for _, s := range games {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%s\t%s\t%s\n", s.File, s.Game, s.ID, strings.Join(s.Players, ","),
			pbem.Plural(s.Decisions, "decision"), s.standing())
	}
	return tw.Flush()
}

// standing says who is to act and since when, or who won.
func (s Summary) standing() string {
	if s.Over {
		return "over, won by " + pbem.AndList(s.Winners)
	}
	if s.Seeds != nil {
		given := ""
		if names := s.Seeds.Given(); len(names) > 0 {
			given = "; given: " + strings.Join(names, ", ")
		}
		return fmt.Sprintf("waiting for the players' seeds (%s%s) since %s; awaited: %s", s.Seeds, given,
			pbem.StampUTC(s.Since), pbem.AndList(s.ToAct))
	}
	return fmt.Sprintf("%s to act since %s", pbem.AndList(s.ToAct), pbem.StampUTC(s.Since))
}

// summarizeSeeds sums up f, a game that awaits its players' seeds: no
// decision yet, the players who have not answered to act, since its
// creation.
func summarizeSeeds(f *pbem.File, e *pbem.Entropy) Summary {
	return Summary{File: f.Path, Game: f.Header.Game, ID: f.Header.ID, Players: f.Names(), ToAct: e.Awaited,
		Since: f.Header.Created.UTC(), Seeds: e}
}
