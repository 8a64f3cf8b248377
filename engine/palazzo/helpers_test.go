package palazzo

import (
	"errors"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/stretchr/testify/require"
)

// mustState builds a state in the action phase from a compact description,
// one "key: value" per line. Keys (all optional):
//
//	players: Ann Bob Cid        (default: Ann Bob Cid)
//	turn: Bob                   (whose action it is; default the first)
//	supply: 1b1 2m2
//	quarry 3: 2b1 3m2           (quarries 1-4)
//	architect: 2                (default 1)
//	stack I: 1b1 R 2m2          (next tile first; R is a rider)
//	riders: 2                   (riders already drawn)
//	deck: r3 c2                 (next card first)
//	discard: s5
//	Ann: r5 s3 | 1b1 3s2 | 2m1  (hand, then each palace bottom to top)
func mustState(t testing.TB, desc string) *state {
	t.Helper()
	st := &state{names: []string{"Ann", "Bob", "Cid"}}
	lines := strings.Split(strings.TrimSpace(desc), "\n")
	for _, line := range lines { // players first: other keys refer to them
		if k, v, _ := strings.Cut(line, ":"); strings.TrimSpace(k) == "players" {
			st.names = strings.Fields(v)
		}
	}
	st.players = make([]player, len(st.names))
	for _, line := range lines {
		key, val, ok := strings.Cut(line, ":")
		require.True(t, ok || strings.TrimSpace(line) == "", "line %q has no colon", line)
		setKey(t, st, strings.TrimSpace(key), strings.TrimSpace(val))
	}
	st.actor = st.active
	return st
}

func setKey(t testing.TB, st *state, key, val string) {
	t.Helper()
	switch {
	case key == "" || key == "players":
	case key == "turn":
		st.active = seatOf(t, st, val)
	case key == "supply":
		st.supply = tilesOf(t, val)
	case strings.HasPrefix(key, "quarry "):
		q, err := strconv.Atoi(strings.TrimPrefix(key, "quarry "))
		require.NoError(t, err)
		st.quarries[q-1] = tilesOf(t, val)
	case key == "architect":
		q, err := strconv.Atoi(val)
		require.NoError(t, err)
		st.architect = q - 1
	case strings.HasPrefix(key, "stack "):
		back := backIndex[strings.TrimPrefix(key, "stack ")]
		st.stacks[back] = tilesOf(t, val)
		slices.Reverse(st.stacks[back]) // the next tile is the last element
	case key == "riders":
		n, err := strconv.Atoi(val)
		require.NoError(t, err)
		st.riders = n
	case key == "deck":
		st.deck = cardList(t, val)
		slices.Reverse(st.deck)
	case key == "discard":
		st.discard = cardList(t, val)
	default:
		s := seatOf(t, st, key)
		parts := strings.Split(val, "|")
		st.players[s].hand = handOf(t, parts[0])
		for _, p := range parts[1:] {
			st.players[s].palaces = append(st.players[s].palaces, palace(tilesOf(t, p)))
		}
	}
}

func seatOf(t testing.TB, st *state, name string) engine.Seat {
	t.Helper()
	i := slices.Index(st.names, name)
	require.GreaterOrEqual(t, i, 0, "no player %q", name)
	return engine.Seat(i)
}

func tilesOf(t testing.TB, s string) []Tile {
	t.Helper()
	var out []Tile
	for _, w := range strings.Fields(s) {
		if w == "R" {
			out = append(out, riderTile)
			continue
		}
		tile, ok := ParseTile(w)
		require.True(t, ok, "bad tile %q", w)
		out = append(out, tile)
	}
	return out
}

func cardList(t testing.TB, s string) []Card {
	t.Helper()
	var out []Card
	for _, w := range strings.Fields(s) {
		c, ok := ParseCard(w)
		require.True(t, ok, "bad card %q", w)
		out = append(out, c)
	}
	return out
}

func handOf(t testing.TB, s string) CardSet { return SetOf(cardList(t, s)...) }

func tileOf(t testing.TB, s string) Tile { return tilesOf(t, s)[0] }

// play parses and applies moves ("Ann: draw") in order, failing on any error.
func play(t testing.TB, st *state, moves ...string) []engine.Event {
	t.Helper()
	var events []engine.Event
	for _, line := range moves {
		evs, err := try(t, st, line)
		require.NoError(t, err, "move %q", line)
		events = append(events, evs...)
	}
	return events
}

// try parses and applies one move "Name: text" and returns Apply's result.
func try(t testing.TB, st *state, line string) ([]engine.Event, error) {
	t.Helper()
	name, text, ok := strings.Cut(line, ":")
	require.True(t, ok, "move %q has no player", line)
	s := seatOf(t, st, strings.TrimSpace(name))
	m, err := Game{}.ParseMove(st, s, text)
	require.NoError(t, err, "parse %q", text)
	return st.Apply(s, m, newRNG(1))
}

// refuse checks that a move is illegal, with a message containing want, and
// leaves the state as it was.
func refuse(t testing.TB, st *state, line, want string) {
	t.Helper()
	before := st.clone()
	_, err := try(t, st, line)
	require.Error(t, err, "move %q", line)
	if !errors.Is(err, engine.ErrNotYourTurn) {
		require.ErrorIs(t, err, engine.ErrIllegal)
	}
	require.Contains(t, err.Error(), want)
	require.Equal(t, before, st.clone(), "a refused move changed the state")
}

// legalTexts formats the legal moves of the seat to act.
func legalTexts(st *state) []string {
	var out []string
	if len(st.ToAct()) == 0 {
		return nil
	}
	for _, m := range st.Legal(st.actor) {
		out = append(out, Game{}.FormatMove(st, m))
	}
	return out
}

// eventTexts joins the texts of events.
func eventTexts(evs []engine.Event) string {
	var parts []string
	for _, e := range evs {
		parts = append(parts, e.Text)
	}
	return strings.Join(parts, "\n")
}
