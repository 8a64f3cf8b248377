package patrician

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
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
//	rules: patrician/1          (the rules version; default the newest)
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
	st := &state{d: data(), names: names, players: make([]player, len(names))}
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
	case key == "rules":
		require.Contains(t, []string{RulesV1, RulesV2}, val)
		st.v1 = val == RulesV1
	case key == "turn":
		st.actor = enginetest.SeatOf(t, st.names, val)
	case key == "deck":
		st.deck = cardsOf(t, val)
		slices.Reverse(st.deck) // the next card is the last element
	case strings.HasPrefix(key, "border "):
		f := strings.Fields(strings.TrimPrefix(key, "border "))
		require.Len(t, f, 2, "border %q", key)
		a, b := cityOf(t, f[0]), cityOf(t, f[1])
		i := data().borderIndex(min(a, b), max(a, b))
		require.GreaterOrEqual(t, i, 0, "no border %q", key)
		st.borders[i] = int8(enginetest.SeatOf(t, st.names, val))
	default:
		setPlayer(t, st, enginetest.SeatOf(t, st.names, key), val)
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
		st.scoreCity(c, false, nil)
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

func cityOf(t testing.TB, s string) City {
	t.Helper()
	c, ok := ParseCity(s)
	require.True(t, ok, "bad city %q", s)
	return c
}

func cardsOf(t testing.TB, s string) []Card {
	t.Helper()
	return enginetest.ParseWords(t, s, ParseCard)
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

// table plays moves written "Ann: play bo5" on states of this game.
var table = enginetest.Table{Game: Game{}, Names: func(st engine.State) []string { return st.(*state).names }}

// playRandom plays one game of random legal moves from setup and returns
// the final state and the moves made. check, if not nil, runs before each
// move.
func playRandom(t testing.TB, players int, variants []string, seed uint64, check func(st *state, m engine.Move)) (*state, []engine.Move) {
	t.Helper()
	rng := enginetest.NewRand(seed)
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

// catalogue returns the messages of lang, English for a language the
// engine does not speak.
func catalogue(lang string) *engine.Catalog { return loadCatalogues().Text(lang) }
