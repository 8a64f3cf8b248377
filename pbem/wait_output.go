package pbem

import (
	"fmt"
	"io"
	"strings"
	"time"
)

// This file holds how `pbem status` shows the waits of games.

// WaitFor keeps the games where addr (any case) is a player's address, and
// marks in each whether it is that player's turn. An empty addr keeps all.
func WaitFor(waits []GameWait, addr string) []GameWait {
	if addr == "" {
		return waits
	}
	var out []GameWait
	for _, w := range waits {
		if !ContainsFold(w.emails, addr) {
			continue
		}
		for _, s := range w.Waiting {
			w.YourTurn = w.YourTurn || strings.EqualFold(s.Email, addr)
		}
		out = append(out, w)
	}
	return out
}

// WriteWaits writes one line per game: file, id, then who it waits for
// since when, and how long is left before their deadline at now.
func WriteWaits(w io.Writer, waits []GameWait, now time.Time) error {
	tw := NewTable(w, 0, 0, 2, ' ', 0)
	for _, g := range waits {
		mark := ""
		if g.YourTurn {
			mark = "your turn: "
		}
		fmt.Fprintf(tw, "%s\t%s\t%s%s\n", g.File, g.ID, mark, g.standing(now))
	}
	return tw.Flush()
}

// standing says who the game waits for, since when and until when.
func (g GameWait) standing(now time.Time) string {
	if g.Over {
		return "over"
	}
	prefix := "waits for "
	if g.Seeds != nil {
		prefix = "waits for the players' seeds (" + g.Seeds.String() + g.Seeds.givenBy() + "): "
	}
	// Players who wait alike (a decision made at once) share one
	// "since": "Ann, Bob, Cid since …" rather than the date three times.
	var parts []string
	for i := 0; i < len(g.Waiting); {
		s, names := g.Waiting[i], []string{g.Waiting[i].Player}
		for i++; i < len(g.Waiting) && g.Waiting[i].Since.Equal(s.Since) && g.Waiting[i].Due.Equal(s.Due); i++ {
			names = append(names, g.Waiting[i].Player)
		}
		part := fmt.Sprintf("%s since %s", strings.Join(names, ", "), StampUTC(s.Since))
		if !s.Due.IsZero() {
			part += " (" + dueIn(s.Due.Sub(now)) + ")"
		}
		parts = append(parts, part)
	}
	return prefix + strings.Join(parts, "; ")
}

// dueIn says how far a deadline is: "deadline in 1d 3h", "deadline passed
// 5h ago".
func dueIn(d time.Duration) string {
	if d < 0 {
		return "deadline passed " + span(-d) + " ago"
	}
	return "deadline in " + span(d)
}

// span writes d in days, hours and minutes, to the minute: "2d 3h", "45m".
func span(d time.Duration) string {
	d = d.Truncate(time.Minute)
	days, hours, mins := int(d/(24*time.Hour)), int(d%(24*time.Hour)/time.Hour), int(d%time.Hour/time.Minute)
	var parts []string
	if days > 0 {
		parts = append(parts, fmt.Sprintf("%dd", days))
	}
	if hours > 0 {
		parts = append(parts, fmt.Sprintf("%dh", hours))
	}
	if mins > 0 || len(parts) == 0 {
		parts = append(parts, fmt.Sprintf("%dm", mins))
	}
	return strings.Join(parts, " ")
}

// ContainsFold reports whether names holds name, ignoring case.
func ContainsFold(names []string, name string) bool { return indexFold(names, name) >= 0 }
