package pbem

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// This file holds a player's away days, "!Ann: away 2026-12-20..2027-01-03"
// and "!Ann: away cancel": days, in UTC, when the player is not there.
// Their clock stops: the deadline of a decision awaited from them moves by
// the time it overlaps their away days (AwayDeadline), and remind does not
// nag them then. A game's away_days caps the days each player may take in
// a calendar year; a window is at most maxAwayWindow days, starts no
// earlier than the day its line is written and at most a year after.

// AwayVerb is the verb of the away lines; AwayCancel the word that
// withdraws the player's away days still to come.
const (
	AwayVerb   = "away"
	AwayCancel = "cancel"
)

// Bounds of an away window.
const (
	maxAwayWindow = 366               // days in one window
	maxAwayAhead  = 366               // days ahead its first day may be
	maxAwayLines  = 100               // away lines of one player in a game
	awayDateLen   = len("2006-01-02") // one date
	day           = 24 * time.Hour    // one away day
	awayDate      = "2006-01-02"      // how its dates are written
	awaySep       = ".."              // between its first and last day
	maxAwayArg    = 2*awayDateLen + 2 // FROM..TO
	awayExample   = "2026-12-20..2027-01-03"
)

// AwayError is an away line refused: Kind says why, the other fields
// are what the reason names. The mail host words it in the player's
// language from the template "away-refused-KIND"; Error is the English.
type AwayError struct {
	// Kind is one of form, order, long, over, lines, nothing, past,
	// ahead, overlap, budget.
	Kind string
	// Window is the window refused ("2026-12-20..2027-01-03"), Other the
	// window it overlaps or today's date; Player who asked.
	Window, Other, Player string
	// N is the count at fault (days, lines), Max its bound, Year the
	// calendar year of a budget.
	N, Max, Year int
}

// Error says why the away line is refused, in English.
func (e *AwayError) Error() string {
	switch e.Kind {
	case "form":
		return fmt.Sprintf("%s: expected the first and last away days, %s", notation.Quote(e.Window), awayUsageText())
	case "order":
		return fmt.Sprintf("%s: the last away day is before the first", notation.Quote(e.Window))
	case "long":
		return fmt.Sprintf("%s is %d days: at most %d at once", notation.Quote(e.Window), e.N, e.Max)
	case "over":
		return "the game is over: away days no longer matter"
	case "lines":
		return fmt.Sprintf("%s has written %d away lines in this game: at most %d", e.Player, e.N, e.Max)
	case "nothing":
		return fmt.Sprintf("%s has no away days to cancel", e.Player)
	case "past":
		return fmt.Sprintf("%s starts before today (%s): away days cannot be in the past", e.Window, e.Other)
	case "ahead":
		return fmt.Sprintf("%s starts more than %d days ahead", e.Window, e.Max)
	case "overlap":
		return fmt.Sprintf("%s overlaps %s's away days %s: cancel them first (away cancel)", e.Window, e.Player, e.Other)
	}
	return fmt.Sprintf("%s would be away %d days in %d: this game allows %d a year (away_days)", e.Player, e.N, e.Year, e.Max)
}

// AwayWindow is a span of away days of one player: from the start of
// From to the end of To, both days in UTC.
type AwayWindow struct {
	Seat   engine.Seat `json:"-"`
	Player string      `json:"player"`
	From   time.Time   `json:"from"`
	To     time.Time   `json:"to"`
}

// Days is how many days w holds.
func (w AwayWindow) Days() int { return int(w.To.Sub(w.From)/day) + 1 }

// End is when w's last day ends.
func (w AwayWindow) End() time.Time { return w.To.Add(day) }

// String writes w as an away line does: "2026-12-20..2027-01-03".
func (w AwayWindow) String() string {
	return w.From.Format(awayDate) + awaySep + w.To.Format(awayDate)
}

// ParseAwayWindow reads "FROM..TO", two dates (YYYY-MM-DD) with TO not
// before FROM and at most maxAwayWindow days in all.
func ParseAwayWindow(s string) (AwayWindow, error) {
	bad := &AwayError{Kind: "form", Window: s}
	if len(s) > maxAwayArg {
		return AwayWindow{}, bad
	}
	a, b, ok := strings.Cut(s, awaySep)
	if !ok {
		return AwayWindow{}, bad
	}
	from, err1 := time.Parse(awayDate, a)
	to, err2 := time.Parse(awayDate, b)
	if err1 != nil || err2 != nil {
		return AwayWindow{}, bad
	}
	w := AwayWindow{From: from, To: to}
	if to.Before(from) {
		return AwayWindow{}, &AwayError{Kind: "order", Window: s}
	}
	if w.Days() > maxAwayWindow {
		return AwayWindow{}, &AwayError{Kind: "long", Window: s, N: w.Days(), Max: maxAwayWindow}
	}
	return w, nil
}

// awayUsageText is the form of an away window, for errors.
func awayUsageText() string { return "FROM..TO, such as " + notation.Quote(awayExample) }

// dayOf returns the UTC day t falls on, at its start.
func dayOf(t time.Time) time.Time {
	return t.UTC().Truncate(day)
}

// AwayWindows returns the away days of every player that the away lines
// replayed so far leave standing, in the order they were written.
func (r *Replay) AwayWindows() []AwayWindow {
	return awayOf(r.File, r.Meta.Lines)
}

// awayOf applies the away lines of lines in order, and returns the
// windows left; a line that cannot apply (checked when it was replayed)
// is skipped. A replace ends the old player's away days as a cancel of
// theirs would: they were the player's, not the seat's, and the new
// player is there.
func awayOf(f *File, lines []MetaLine) []AwayWindow {
	var ws []AwayWindow
	for _, m := range lines {
		if m.Verb == ReplaceVerb && len(m.Args) == 2 {
			if seat, ok := f.RecordSeat(m.Args[0]); ok {
				ws = endAway(ws, seat, m.Time)
			}
			continue
		}
		if m.Verb != AwayVerb || m.Seat == engine.Observer || len(m.Args) != 1 {
			continue
		}
		if m.Args[0] == AwayCancel {
			ws = cancelAway(ws, m.Seat, m.Time)
			continue
		}
		w, err := ParseAwayWindow(m.Args[0])
		if err != nil {
			continue
		}
		w.Seat, w.Player = m.Seat, m.Name
		ws = append(ws, w)
	}
	return ws
}

// endAway withdraws all of seat's away days from the day of at on, and
// all of them when at is zero (a line without a time).
func endAway(ws []AwayWindow, seat engine.Seat, at time.Time) []AwayWindow {
	if !at.IsZero() {
		return cancelAway(ws, seat, at)
	}
	return slices.DeleteFunc(slices.Clone(ws), func(w AwayWindow) bool { return w.Seat == seat })
}

// cancelAway withdraws seat's away days from the day of at on: windows
// that start then or later go, one under way ends the day before. A
// cancel without a time withdraws the seat's latest window.
func cancelAway(ws []AwayWindow, seat engine.Seat, at time.Time) []AwayWindow {
	if at.IsZero() {
		for i := len(ws) - 1; i >= 0; i-- {
			if ws[i].Seat == seat {
				return slices.Delete(slices.Clone(ws), i, i+1)
			}
		}
		return ws
	}
	today := dayOf(at)
	out := ws[:0:0]
	for _, w := range ws {
		switch {
		case w.Seat != seat || w.To.Before(today):
		case !w.From.Before(today):
			continue
		default:
			w.To = today.Add(-day)
		}
		out = append(out, w)
	}
	return out
}

// AwayAt reports whether seat is away at t.
func (r *Replay) AwayAt(seat engine.Seat, t time.Time) bool {
	for _, w := range r.AwayWindows() {
		if w.Seat == seat && !t.Before(w.From) && t.Before(w.End()) {
			return true
		}
	}
	return false
}

// AwayDeadline returns when d of seat's time has passed since since, the
// clock stopped during their away days: a deadline (or half of it)
// moves by the time it overlaps them.
func (r *Replay) AwayDeadline(seat engine.Seat, since time.Time, d time.Duration) time.Time {
	var ws []AwayWindow
	for _, w := range r.AwayWindows() {
		if w.Seat == seat {
			ws = append(ws, w)
		}
	}
	return clockWithout(ws, since, d)
}

// clockWithout returns the time d has run from since on a clock that
// stops inside the windows ws.
func clockWithout(ws []AwayWindow, since time.Time, d time.Duration) time.Time {
	slices.SortFunc(ws, func(a, b AwayWindow) int { return a.From.Compare(b.From) })
	t, left := since, d
	for _, w := range ws {
		if !w.End().After(t) {
			continue // over before the clock got there
		}
		if w.From.After(t) {
			run := w.From.Sub(t)
			if run >= left {
				break
			}
			left -= run
		}
		t = w.End()
	}
	return t.Add(left)
}

// replayAway replays "!Ann: away FROM..TO" and "!Ann: away cancel".
func replayAway(r *Replay, m MetaLine, e notation.Entry) error {
	if m.Seat == engine.Observer {
		return metaError(e, "expected the player who is away: %s", notation.Quote("!Ann: away "+awayExample))
	}
	if len(m.Args) != 1 {
		return metaError(e, "expected %s or %s", notation.Quote("!"+m.Name+": away "+awayExample),
			notation.Quote("!"+m.Name+": away cancel"))
	}
	if err := r.checkAway(m.Seat, m.Args[0], m.Time); err != nil {
		return metaError(e, "%v", err)
	}
	return nil
}

// checkAway tells whether seat may say "away arg" at now (zero when the
// line has no time): the game is not over, the window is well formed,
// not in the past nor more than a year ahead, overlaps none of the
// seat's, and keeps them within the game's away_days in each year; a
// cancel needs away days to withdraw.
func (r *Replay) checkAway(seat engine.Seat, arg string, now time.Time) error {
	if r.Over() {
		return &AwayError{Kind: "over"}
	}
	ws := r.AwayWindows()
	name := r.File.Name(seat)
	if n := awayLines(r.Meta.Lines, seat); n >= maxAwayLines {
		// Each line's check reads the lines before it: bounding them keeps
		// a replay linear in the file however many a file holds.
		return &AwayError{Kind: "lines", Player: name, N: n, Max: maxAwayLines}
	}
	if arg == AwayCancel {
		if slices.EqualFunc(cancelAway(ws, seat, now), ws, sameWindow) {
			return &AwayError{Kind: "nothing", Player: name}
		}
		return nil
	}
	w, err := ParseAwayWindow(arg)
	if err != nil {
		return err
	}
	if !now.IsZero() {
		today := dayOf(now)
		if w.From.Before(today) {
			return &AwayError{Kind: "past", Window: w.String(), Other: today.Format(awayDate)}
		}
		if w.From.Sub(today) > maxAwayAhead*day {
			return &AwayError{Kind: "ahead", Window: w.String(), Max: maxAwayAhead}
		}
	}
	var mine []AwayWindow
	for _, o := range ws {
		if o.Seat != seat {
			continue
		}
		if !w.From.After(o.To) && !o.From.After(w.To) {
			return &AwayError{Kind: "overlap", Window: w.String(), Player: name, Other: o.String()}
		}
		mine = append(mine, o)
	}
	return checkAwayBudget(r.File.Header.AwayDays, name, append(mine, w))
}

// awayLines counts the away lines of seat in lines.
func awayLines(lines []MetaLine, seat engine.Seat) int {
	n := 0
	for _, m := range lines {
		if m.Verb == AwayVerb && m.Seat == seat {
			n++
		}
	}
	return n
}

// later returns the later of a and b; earlier the earlier.
func later(a, b time.Time) time.Time {
	if a.After(b) {
		return a
	}
	return b
}

// earlier returns the earlier of a and b.
func earlier(a, b time.Time) time.Time {
	if a.Before(b) {
		return a
	}
	return b
}

// sameWindow reports whether a and b are the same days of the same seat.
func sameWindow(a, b AwayWindow) bool {
	return a.Seat == b.Seat && a.From.Equal(b.From) && a.To.Equal(b.To)
}

// checkAwayBudget refuses the windows ws of the player name when their
// days in one calendar year exceed budget (no limit when 0).
func checkAwayBudget(budget int, name string, ws []AwayWindow) error {
	if budget <= 0 {
		return nil
	}
	perYear := map[int]int{}
	for _, w := range ws {
		for y := w.From.Year(); y <= w.To.Year(); y++ { // a window spans two years at most
			start := time.Date(y, 1, 1, 0, 0, 0, 0, time.UTC)
			end := time.Date(y, 12, 31, 0, 0, 0, 0, time.UTC)
			from, to := later(w.From, start), earlier(w.To, end)
			perYear[y] += int(to.Sub(from)/day) + 1
		}
	}
	years := make([]int, 0, len(perYear))
	for y := range perYear {
		years = append(years, y)
	}
	slices.Sort(years)
	for _, y := range years {
		if perYear[y] > budget {
			return &AwayError{Kind: "budget", Player: name, N: perYear[y], Year: y, Max: budget}
		}
	}
	return nil
}

// AwayWindow reads the window of an away line, for the log's templates
// (meta-away): an error, for a cancel or a window that does not parse,
// leaves the line as written.
func (m MetaLine) AwayWindow() (AwayWindow, error) {
	if m.Verb != AwayVerb || len(m.Args) != 1 {
		return AwayWindow{}, fmt.Errorf("not an away window")
	}
	return ParseAwayWindow(m.Args[0])
}
