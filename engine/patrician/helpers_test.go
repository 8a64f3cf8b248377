package patrician

import (
	"errors"
	"math/rand/v2"
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/stretchr/testify/require"
)

// mustState builds a state awaiting a card from a compact description, one
// "key: value" per line. Keys (all optional):
//
//	players: Ann Bob Cid        (default: Ann Bob Cid; 5 players add Pistoia)
//	variants: ambassadors messengers
//	turn: Bob                   (whose turn it is; default the first)
//	deck: bo1 fi2               (next card first)
//	bo: 112 3 | bo4             (towers a and b as player numbers bottom
//	                             to top, - when empty; then the face-up card;
//	                             add "| scored" to score the city now)
//	Ann: bo5 fi6 | ro5 lu4 | 20 | 1   (hand | pile bottom to top | floors
//	                             left | messengers left)
//	border ro si: Ann           (a messenger placed earlier)
//
// Floors default to the player count's supply and messengers to none.
func mustState(t testing.TB, desc string) *state {
	t.Helper()
	names := []string{"Ann", "Bob", "Cid"}
	var variants []string
	lines := strings.Split(strings.TrimSpace(desc), "\n")
	for _, line := range lines { // these keys shape the rest
		k, v, _ := strings.Cut(line, ":")
		switch strings.TrimSpace(k) {
		case "players":
			names = strings.Fields(v)
		case "variants":
			variants = strings.Fields(v)
		}
	}
	st := emptyState(t, names, variants)
	for _, line := range lines {
		key, val, ok := strings.Cut(line, ":")
		require.True(t, ok || strings.TrimSpace(line) == "", "line %q has no colon", line)
		setKey(t, st, strings.TrimSpace(key), strings.TrimSpace(val))
	}
	return st
}

// emptyState is a state with no card anywhere and full supplies.
func emptyState(t testing.TB, names, variants []string) *state {
	t.Helper()
	st := &state{names: names, players: make([]player, len(names))}
	require.NoError(t, st.setVariants(variants))
	row, ok := data().countRow(len(names))
	require.True(t, ok, "%d players", len(names))
	for c := range cityCount() {
		st.inPlay[c] = data().inPlay(City(c), len(names))
		st.cities[c].face, st.cities[c].high, st.cities[c].low = -1, noSeat, noSeat
	}
	st.borders = slices.Repeat([]int8{noSeat}, len(data().borders))
	for i := range st.players {
		st.players[i].floors = row.Floors
	}
	return st
}

func setKey(t testing.TB, st *state, key, val string) {
	t.Helper()
	if c, ok := ParseCity(key); ok && len(key) == 2 {
		setCity(t, st, c, val)
		return
	}
	switch {
	case key == "" || key == "players" || key == "variants":
	case key == "turn":
		st.actor = seatOf(t, st, val)
	case key == "deck":
		st.deck = cardsOf(t, val)
		slices.Reverse(st.deck) // the next card is the last element
	case strings.HasPrefix(key, "border "):
		f := strings.Fields(strings.TrimPrefix(key, "border "))
		require.Len(t, f, 2, "border %q", key)
		a, b := cityOf(t, f[0]), cityOf(t, f[1])
		i := data().borderIndex(min(a, b), max(a, b))
		require.GreaterOrEqual(t, i, 0, "no border %q", key)
		st.borders[i] = int8(seatOf(t, st, val))
	default:
		setPlayer(t, st, seatOf(t, st, key), val)
	}
}

func setCity(t testing.TB, st *state, c City, val string) {
	t.Helper()
	parts := strings.Split(val, "|")
	towers := strings.Fields(parts[0])
	require.Len(t, towers, 2, "city %s: want two towers", c.Code())
	for i, tw := range towers {
		cs := &st.cities[c].towers[i]
		for _, r := range strings.TrimPrefix(tw, "-") {
			cs.push(int8(r - '1'))
		}
	}
	if len(parts) > 1 && strings.TrimSpace(parts[1]) != "-" {
		st.cities[c].face = int8(cardsOf(t, parts[1])[0])
	}
	if len(parts) > 2 && strings.TrimSpace(parts[2]) == "scored" {
		st.scoreCity(c, false)
	}
}

func setPlayer(t testing.TB, st *state, s engine.Seat, val string) {
	t.Helper()
	parts := strings.Split(val, "|")
	p := &st.players[s]
	for _, c := range cardsOf(t, parts[0]) {
		p.hand = p.hand.with(c)
	}
	if len(parts) > 1 {
		p.pile = cardsOf(t, parts[1])
	}
	if len(parts) > 2 {
		p.floors = atoi(t, parts[2])
	}
	if len(parts) > 3 {
		p.messengers = atoi(t, parts[3])
	}
}

func atoi(t testing.TB, s string) int {
	t.Helper()
	n, err := strconv.Atoi(strings.TrimSpace(s))
	require.NoError(t, err)
	return n
}

func seatOf(t testing.TB, st *state, name string) engine.Seat {
	t.Helper()
	i := slices.Index(st.names, strings.TrimSpace(name))
	require.GreaterOrEqual(t, i, 0, "no player %q", name)
	return engine.Seat(i)
}

func cityOf(t testing.TB, s string) City {
	t.Helper()
	c, ok := ParseCity(s)
	require.True(t, ok, "bad city %q", s)
	return c
}

func cardsOf(t testing.TB, s string) []Card {
	t.Helper()
	var out []Card
	for _, w := range strings.Fields(s) {
		c, ok := ParseCard(w)
		require.True(t, ok, "bad card %q", w)
		out = append(out, c)
	}
	return out
}

func cardOf(t testing.TB, s string) Card { return cardsOf(t, s)[0] }

// towersOf writes the towers of city c as mustState reads them: "112 3".
func towersOf(st *state, c City) string {
	var parts []string
	for _, tw := range st.cities[c].towers {
		s := ""
		for _, f := range tw.floors[:tw.n] {
			s += string(rune('1' + f))
		}
		if s == "" {
			s = "-"
		}
		parts = append(parts, s)
	}
	return strings.Join(parts, " ")
}

// newRNG is the seeded source tests and benchmarks use.
func newRNG(seed uint64) *rand.Rand {
	var s [32]byte
	for i := range 8 {
		s[i] = byte(seed >> (8 * i))
	}
	return rand.New(rand.NewChaCha8(s))
}

// play parses and applies moves ("Ann: play bo5") in order, failing on any
// error, and returns their events.
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
	s := seatOf(t, st, name)
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
	if len(st.ToAct()) == 0 {
		return nil
	}
	var out []string
	for _, m := range st.Legal(st.actor) {
		out = append(out, Game{}.FormatMove(st, m))
	}
	return out
}

// eventTexts joins the texts of events, one per line.
func eventTexts(evs []engine.Event) string {
	var parts []string
	for _, e := range evs {
		parts = append(parts, e.Text)
	}
	return strings.Join(parts, "\n")
}

// render writes a Doc as plain text, section by section.
func render(d engine.Doc) string {
	var b strings.Builder
	for _, sec := range d.Sections {
		b.WriteString("== " + sec.Title)
		if sec.Private {
			b.WriteString(" (private)")
		}
		b.WriteByte('\n')
		for _, l := range sec.Lines {
			b.WriteString(l.Text() + "\n")
		}
	}
	return b.String()
}

// playRandom plays one game of random legal moves from setup and returns
// the final state and the moves made. check, if not nil, runs before each
// move.
func playRandom(t testing.TB, players int, variants []string, seed uint64, check func(st *state, m engine.Move)) (*state, []engine.Move) {
	t.Helper()
	rng := newRNG(seed)
	es, _, err := Game{}.Setup(engine.Options{Variants: variants}, players, rng)
	require.NoError(t, err)
	st := es.(*state)
	var moves []engine.Move
	for ply := 0; len(st.ToAct()) > 0; ply++ {
		require.Less(t, ply, 2000, "game too long")
		legal := st.Legal(st.actor)
		require.NotEmpty(t, legal, "no legal move in phase %s", phaseNames[st.phase])
		m := legal[rng.IntN(len(legal))]
		if check != nil {
			check(st, m)
		}
		_, err := st.Apply(st.actor, m, rng)
		require.NoError(t, err, "legal move %s refused", Game{}.FormatMove(st, m))
		moves = append(moves, m)
	}
	return st, moves
}
