package palazzo

import (
	"slices"
	"strconv"
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
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
		st.active = enginetest.SeatOf(t, st.names, val)
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
		st.deck = cardsOf(t, val)
		slices.Reverse(st.deck)
	case key == "discard":
		st.discard = cardsOf(t, val)
	default:
		s := enginetest.SeatOf(t, st.names, key)
		parts := strings.Split(val, "|")
		st.players[s].hand = handOf(t, parts[0])
		for _, p := range parts[1:] {
			st.players[s].palaces = append(st.players[s].palaces, palace(tilesOf(t, p)))
		}
	}
}

// tilesOf reads tiles, "R" standing for a rider.
func tilesOf(t testing.TB, s string) []Tile {
	t.Helper()
	return enginetest.ParseWords(t, s, func(w string) (Tile, bool) {
		if w == "R" {
			return riderTile, true
		}
		return ParseTile(w)
	})
}

func handOf(t testing.TB, s string) CardSet { return SetOf(cardsOf(t, s)...) }

func tileOf(t testing.TB, s string) Tile { return tilesOf(t, s)[0] }

// table plays moves written "Ann: draw" on states of this game.
var table = enginetest.Table{Game: Game{}, Names: func(st engine.State) []string { return st.(*state).names }}

// catalogue returns the messages of lang, English for a language the
// engine does not speak.
func catalogue(lang string) *engine.Catalog { return loadCatalogues().Text(lang) }
