package pbem

import (
	"fmt"
	"io"
	"strings"
	"text/tabwriter"
)

// This file holds the text forms of the results, as the command line
// prints them; the same results marshal to JSON for --json.

// WriteGames lists the known games, one per line.
func WriteGames(w io.Writer, infos []GameInfo) error {
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	for _, g := range infos {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d-%d players\n", g.ID, g.Title, g.Rules, g.MinPlayers, g.MaxPlayers)
	}
	return tw.Flush()
}

// WriteText writes the view in format f under a heading that says where
// the game stands, and the result once it is over.
func (v *ViewResult) WriteText(w io.Writer, title string, f Format) error {
	status := fmt.Sprintf("decision %d to play, to act: %s", v.Ply+1, joinNames(v.ToAct))
	if v.Over {
		status = "game over"
	}
	if _, err := fmt.Fprintf(w, "%s %s, after %d decisions: %s\n\n", title, v.ID, v.Ply, status); err != nil {
		return err
	}
	if err := RenderDoc(w, v.Doc, f); err != nil {
		return err
	}
	return writeResult(w, v.Result)
}

func writeResult(w io.Writer, lines []string) error {
	if len(lines) == 0 {
		return nil
	}
	_, err := fmt.Fprintf(w, "\nResult:\n    %s\n", strings.Join(lines, "\n    "))
	return err
}

// WriteText writes the decisions made, the events their player saw, and
// who acts next.
func (m *MoveResult) WriteText(w io.Writer) error {
	var b strings.Builder
	for _, p := range m.Plies {
		b.WriteString(p.Line() + "\n")
		for _, e := range p.Events {
			b.WriteString("    " + e.Text + "\n")
		}
	}
	if m.Over {
		b.WriteString("game over\n")
	} else {
		fmt.Fprintf(&b, "next: decision %d, to act: %s\n", m.NextPly, joinNames(m.ToAct))
	}
	if _, err := io.WriteString(w, b.String()); err != nil {
		return err
	}
	return writeResult(w, m.Result)
}

// WriteText writes the log, one line per decision and event.
func (l *LogResult) WriteText(w io.Writer) error {
	for _, line := range l.Lines() {
		if _, err := fmt.Fprintln(w, line); err != nil {
			return err
		}
	}
	return nil
}

// WriteText writes the summary of a self-play run.
func (s *SelfplayResult) WriteText(w io.Writer) error {
	fmt.Fprintf(w, "%s, %d players, %d games, seed %s\n", s.Game, s.Players, s.Games, s.Seed)
	fmt.Fprintf(w, "decisions: %d (%.1f per game)\n", s.Decisions, float64(s.Decisions)/float64(max(s.Games, 1)))
	tw := tabwriter.NewWriter(w, 0, 0, 2, ' ', 0)
	fmt.Fprintln(tw, "seat\twins\taverage score")
	for i, wins := range s.Wins {
		fmt.Fprintf(tw, "P%d\t%d\t%.2f\n", i+1, wins, s.AverageScore[i])
	}
	return tw.Flush()
}

// String says what Verify checked.
func (v *VerifyResult) String() string {
	what := "open game (no commitment to check)"
	if v.Committed {
		what = "the seed matches its commitment"
	}
	status := "game in progress"
	if v.Over {
		status = "game over"
	}
	return fmt.Sprintf("%s: ok: %s; %d decisions replay; %s", v.Path, what, v.Decisions, status)
}

// String says what Reveal did.
func (r *RevealResult) String() string {
	if r.Already {
		return r.Path + ": the seed was already revealed"
	}
	return fmt.Sprintf("%s: seed %s revealed; anyone can now run: pbem verify %s", r.Path, r.Seed, r.Path)
}
