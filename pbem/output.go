package pbem

import (
	"fmt"
	"io"
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// This file holds the text forms of the results, as the command line
// prints them; the same results marshal to JSON for --json. Every line is
// at most 72 columns unless a name or a board is wider.

// WriteGames lists the known games, one per line, then their variants
// and their reconstructed data.
func WriteGames(w io.Writer, infos []GameInfo) error {
	tw := NewTable(w, 0, 0, 2, ' ', 0)
	for _, g := range infos {
		fmt.Fprintf(tw, "%s\t%s\t%s\t%d-%d players\n", g.ID, g.Title, g.Rules, g.MinPlayers, g.MaxPlayers)
	}
	if err := tw.Flush(); err != nil {
		return err
	}
	for _, g := range infos {
		for _, v := range g.Variants {
			fmt.Fprintf(w, "%s: variant %s: %s\n", g.ID, v.Name, v.Summary)
		}
	}
	for _, g := range infos {
		for _, s := range g.Settings {
			fmt.Fprintf(w, "%s: setting %s (default %s): %s\n", g.ID, s.Name, s.Default, s.Summary)
		}
		if g.CustomData {
			fmt.Fprintf(w, "%s: plays on another data file with pbem new --data FILE\n", g.ID)
		}
	}
	for _, g := range infos {
		for _, r := range g.Reconstructed {
			fmt.Fprintf(w, "%s: reconstructed data: %s\n", g.ID, r)
		}
	}
	return nil
}

// Heading returns the line above a board: the game, its id and where it
// stands ("Palazzo pz-4bb06f — ply 3, Bob to act", or "Palazzo pz-4bb06f —
// game over after 157 decisions").
func (v *ViewResult) Heading(title string) string {
	return fmt.Sprintf("%s %s — %s", title, v.ID, standing(v.NextPly, v.ToAct, v.Over))
}

// WriteText writes the view in format f under its heading, in English,
// and below the board of a finished game its result (WriteTextIn).
func (v *ViewResult) WriteText(w io.Writer, title string, f Format) error {
	return v.WriteTextIn(w, title, f, English)
}

// standing says where a game stands when decision next is awaited.
func standing(next int, toAct []string, over bool) string {
	if over {
		return "game over after " + Plural(next-1, "decision")
	}
	return fmt.Sprintf("ply %d, %s to act", next, AndList(toAct))
}

// writeResult writes the result in English under a "Result:" heading,
// wrapped; nothing while playing.
func writeResult(w io.Writer, res *engine.ResultText) error {
	lines, err := englishResultLines(res)
	if err != nil || len(lines) == 0 {
		return err
	}
	var b strings.Builder
	b.WriteString("Result:\n")
	for _, l := range lines {
		b.WriteString(WrapText("    ", "      ", l) + "\n")
	}
	_, err = io.WriteString(w, b.String())
	return err
}

// WriteText writes the decisions made, the events their player saw, and
// where the game stands: who acts next, or the result.
func (m *MoveResult) WriteText(w io.Writer) error {
	var b strings.Builder
	for _, p := range m.Plies {
		b.WriteString(p.Line() + "\n")
		for _, e := range p.Told {
			b.WriteString("    " + e.Text + "\n") // one event a line, as in the log
		}
	}
	for _, n := range m.Notes {
		b.WriteString("note: " + n + "\n")
	}
	if m.Over {
		b.WriteString(standing(m.NextPly, nil, true) + "\n")
	} else {
		b.WriteString("next: " + standing(m.NextPly, m.ToAct, false) + "\n")
	}
	if _, err := io.WriteString(w, b.String()); err != nil {
		return err
	}
	return writeResult(w, m.Result)
}

// WriteText writes the log, one line per decision and event.
func (l *LogResult) WriteText(w io.Writer) error {
	// One write for the whole log: a line at a time was a system call
	// each on standard output, hundreds for a finished game.
	lines := l.Lines()
	size := 0
	for _, line := range lines {
		size += len(line) + 1
	}
	var b strings.Builder
	b.Grow(size)
	for _, line := range lines {
		b.WriteString(line)
		b.WriteByte('\n')
	}
	_, err := io.WriteString(w, b.String())
	return err
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
	line := fmt.Sprintf("%s: ok: %s; %s replayed%s; %s", v.Path, what, Plural(v.Decisions, "decision"), onData(v.Data), status)
	if v.Entropy != nil {
		line += "; " + v.Entropy.verified()
	}
	if v.Outcomes != nil {
		line += "; " + v.Outcomes.String()
	}
	return line
}

// String says what Reveal did.
func (r *RevealResult) String() string {
	if r.Already {
		return r.Path + ": the seed was already revealed"
	}
	s := fmt.Sprintf("%s: seed %s revealed; anyone can now run: pbem verify %s", r.Path, r.Seed, r.Path)
	if r.Texts > 0 { // the host may drop the sidecar: say so
		s += fmt.Sprintf("\n%s written back into the file: %s is no longer needed",
			Plural(r.Texts, "secret decision"), r.Path+SealedSuffix)
	}
	return s
}

// Plural returns "1 decision", "2 decisions": n and the noun, plural
// unless n is 1.
func Plural(n int, noun string) string {
	if n == 1 {
		return "1 " + noun
	}
	return fmt.Sprintf("%d %ss", n, noun)
}

// JoinNames lists names for an error message, "Ann, Bob" ("nobody" when
// empty).
func JoinNames(names []string) string {
	if len(names) == 0 {
		return "nobody"
	}
	return strings.Join(names, ", ")
}

// AndList lists names for a sentence: "Ann", "Ann and Bob", "Ann, Bob and
// Cid"; "nobody" when empty.
func AndList(names []string) string {
	switch len(names) {
	case 0:
		return "nobody"
	case 1:
		return names[0]
	}
	return strings.Join(names[:len(names)-1], ", ") + " and " + names[len(names)-1]
}
