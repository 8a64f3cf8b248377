package enginetest

import (
	"errors"
	"slices"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// Table plays moves written as players write them, "Ann: draw", on
// states of Game built by hand in rules tests. Names returns the players
// of such a state, by seat. Apply is handed NewRand(1), so chance in a
// rules test is fixed.
type Table struct {
	Game  engine.Game
	Names func(engine.State) []string
}

// Try parses the text of line ("Name: text") for the seat named and
// applies it to st, returning Apply's events and error. A line without a
// name, an unknown name or a text that does not parse fails the test.
func (tb Table) Try(t testing.TB, st engine.State, line string) ([]engine.Event, error) {
	t.Helper()
	name, text, ok := strings.Cut(line, ":")
	require.True(t, ok, "move %q has no player", line)
	s := SeatOf(t, tb.Names(st), name)
	m, err := tb.Game.ParseMove(st, s, text)
	require.NoError(t, err, "parse %q", text)
	return st.Apply(s, m, NewRand(1))
}

// Play applies lines in order with Try, failing on any error, and returns
// their events.
func (tb Table) Play(t testing.TB, st engine.State, lines ...string) []engine.Event {
	t.Helper()
	var events []engine.Event
	for _, line := range lines {
		evs, err := tb.Try(t, st, line)
		require.NoError(t, err, "move %q", line)
		events = append(events, evs...)
	}
	return events
}

// Refuse checks that line is refused, with an error that wraps
// ErrNotYourTurn or ErrIllegal and contains want, and that st is left as
// it was.
func (tb Table) Refuse(t testing.TB, st engine.State, line, want string) {
	t.Helper()
	before := st.Clone()
	_, err := tb.Try(t, st, line)
	require.Error(t, err, "move %q", line)
	if !errors.Is(err, engine.ErrNotYourTurn) {
		require.ErrorIs(t, err, engine.ErrIllegal)
	}
	require.Contains(t, err.Error(), want)
	require.Equal(t, before, st.Clone(), "a refused move changed the state")
}

// LegalTexts formats the legal moves of the first seat to act; nil when
// the game is over.
func (tb Table) LegalTexts(st engine.State) []string {
	toAct := st.ToAct()
	if len(toAct) == 0 {
		return nil
	}
	var out []string
	for _, m := range st.Legal(toAct[0]) {
		out = append(out, tb.Game.FormatMove(st, m))
	}
	return out
}

// SeatOf returns the seat of the player called name (spaces around it
// ignored) among names, failing the test if there is none.
func SeatOf(t testing.TB, names []string, name string) engine.Seat {
	t.Helper()
	name = strings.TrimSpace(name)
	s := slices.Index(names, name)
	require.GreaterOrEqual(t, s, 0, "no player %q", name)
	return engine.Seat(s)
}

// ParseWords parses each word of s with parse, failing the test on a word
// that does not parse: "r5 s3" with a card parser gives two cards.
func ParseWords[T any](t testing.TB, s string, parse func(string) (T, bool)) []T {
	t.Helper()
	var out []T
	for _, w := range strings.Fields(s) {
		v, ok := parse(w)
		require.True(t, ok, "%q is not a %T", w, v)
		out = append(out, v)
	}
	return out
}

// EventTexts joins the events of game g, worded in English, one per line.
func EventTexts(g engine.Game, events []engine.Event) string {
	c := g.Info().Messages
	parts := make([]string, len(events))
	for i, e := range events {
		parts[i] = c.Word(engine.English, e.Message())
	}
	return strings.Join(parts, "\n")
}

// CheckRoundTrip checks that every legal move of seat s formats to a text
// that parses back to the same move.
func CheckRoundTrip(t testing.TB, g engine.Game, st engine.State, s engine.Seat) {
	t.Helper()
	for _, m := range st.Legal(s) {
		text := g.FormatMove(st, m)
		back, err := g.ParseMove(st, s, text)
		require.NoError(t, err, text)
		require.Equal(t, m, back, text)
	}
}
