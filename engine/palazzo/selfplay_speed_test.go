package palazzo

import (
	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/gamedata"
	"math/rand/v2"
	"reflect"
	"slices"
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/require"
)

// randomCountSet returns a sparse set of random counts, mostly up to 3; a
// full one, with counts up to 255, when full is set.
func randomCountSet(rng *rand.Rand, full bool) CardSet {
	var s CardSet
	for k := range s {
		switch rng.IntN(4) {
		case 0:
			s[k] = uint8(rng.IntN(4))
		case 1:
			if full {
				s[k] = uint8(rng.IntN(256))
			}
		}
	}
	return s
}

// TestAppendToIsEveryKindInOrder lists random sets (sparse and full,
// counts up to 255) by appendTo and by a loop over every kind: the lists
// must be equal, appended after what dst held.
func TestAppendToIsEveryKindInOrder(t *testing.T) {
	rng := enginetest.NewRand(24)
	for i := range 5000 {
		s := randomCountSet(rng, i%50 == 0)
		want := []Card{{Cur: Red, Value: 9}}
		for k, n := range s {
			for range n {
				want = append(want, kindCard(k))
			}
		}
		got := s.appendTo([]Card{{Cur: Red, Value: 9}})
		require.Equal(t, want, got, "set %v", s)
	}
}

// TestStringIsEveryToken words random sets (sparse and full, counts up to
// 255) by String and by joining the token of every card appendTo lists.
func TestStringIsEveryToken(t *testing.T) {
	rng := enginetest.NewRand(25)
	for i := range 5000 {
		s := randomCountSet(rng, i%50 == 0)
		var tokens []string
		for _, c := range s.appendTo(nil) {
			tokens = append(tokens, c.String())
		}
		require.Equal(t, strings.Join(tokens, " "), s.String(), "set %v", s)
		require.Equal(t, "x "+strings.Join(tokens, " "), string(s.appendTokens([]byte("x "))), "set %v", s)
	}
}

// TestSetupNamesAreSeatNames sets games up with no names, some and all:
// the state's names are gamedata.SeatNames'.
func TestSetupNamesAreSeatNames(t *testing.T) {
	for _, names := range [][]string{nil, {"Ann"}, {"", "Bob"}, {"Ann", "Bob", "Cy", "Di"}, {"Ann", "", "Cy", "Di", "Ed"}} {
		for players := minPlayers; players <= maxPlayers; players++ {
			st, _, err := Game{}.Setup(engine.Options{Names: names}, players, enginetest.NewRand(1))
			require.NoError(t, err)
			got := st.(*state).names
			require.Equal(t, gamedata.SeatNames(names, players), got, "names %q, %d players", names, players)
			require.Equal(t, players, cap(got), "nothing appended to the names reaches another's")
		}
	}
}

// TestSetupTilesDoNotShare fills every stack and the supply of a new game
// past their room: no append may write into another's tiles, and two
// games' rooms are apart.
func TestSetupTilesDoNotShare(t *testing.T) {
	es, _, err := Game{}.Setup(engine.Options{}, 3, enginetest.NewRand(3))
	require.NoError(t, err)
	st := es.(*state)
	other, _, err := Game{}.Setup(engine.Options{}, 3, enginetest.NewRand(3))
	require.NoError(t, err)
	before := st.clone()
	var room [3]int // each stack's room beyond its tiles
	for i, ts := range st.stacks {
		room[i] = cap(ts) - len(ts)
	}
	supplyRoom := cap(st.supply) - len(st.supply)
	grow := func(ts []Tile) []Tile { // past its capacity
		for range cap(ts) - len(ts) + 2 {
			ts = append(ts, riderTile)
		}
		return ts
	}
	st.supply = grow(st.supply)
	for i := range st.stacks {
		st.stacks[i] = grow(st.stacks[i])
	}
	for i := range st.stacks {
		want := append(slices.Clone(before.stacks[i]), slices.Repeat([]Tile{riderTile}, room[i]+2)...)
		require.Equal(t, want, st.stacks[i], "stack %d", i)
	}
	require.Equal(t, append(slices.Clone(before.supply), slices.Repeat([]Tile{riderTile}, supplyRoom+2)...), st.supply)
	require.Equal(t, len(NewDeck()), cap(st.deck), "the deck grows not into the discard behind it")
	require.True(t, reflect.DeepEqual(before.stacks, other.(*state).stacks), "the other game keeps its own")
	require.Equal(t, before.players, other.(*state).players)
}

// randomGameHand is a hand of a random game's shape: up to three cards of
// each natural kind (the deck's copies) and up to ten certificates, most
// kinds absent.
func randomGameHand(rng *rand.Rand) CardSet {
	var s CardSet
	for k := range certKind {
		if rng.IntN(3) == 0 {
			s[k] = uint8(1 + rng.IntN(3))
		}
	}
	s[certKind] = uint8(rng.IntN(4) * rng.IntN(4))
	return s
}

// TestCheapestSetIsCheapest pays every total up to 40 from random hands
// by RandomMove's cheapestSet (its one-card answer, its walks) and by
// cheapest, which Legal's purchases use: the payments must be the same.
func TestCheapestSetIsCheapest(t *testing.T) {
	rng := enginetest.NewRand(26)
	st := &state{}
	for range 3000 {
		hand := randomGameHand(rng).tally()
		maxes := hand.maxesAs()
		for total := 0; total <= 40; total++ {
			want, ok := cheapest(&hand, total)
			if !ok {
				continue
			}
			require.Equal(t, want, st.cheapestSet(&hand, &maxes, total), "hand %v, total %d", hand, total)
		}
	}
}

// TestCardSetMaxesAsIsTallys compares the set's maxesAs with the tally's
// on random hands of a game's shape and on sets with larger counts (the
// tally's path).
func TestCardSetMaxesAsIsTallys(t *testing.T) {
	rng := enginetest.NewRand(27)
	for i := range 20000 {
		s := randomGameHand(rng)
		if i%10 == 0 {
			s[rng.IntN(cardKinds)] = uint8(rng.IntN(256))
		}
		if i%7 == 0 {
			s[certKind] = uint8(rng.IntN(256))
		}
		tl := s.tally()
		require.Equal(t, tl.maxesAs(), s.maxesAs(), "set %v", s)
	}
	for k := range certKind { // three of every kind, and the certificates
		var s CardSet
		for j := range k + 1 {
			s[j] = 3
		}
		s[certKind] = 10
		tl := s.tally()
		require.Equal(t, tl.maxesAs(), s.maxesAs(), "set %v", s)
	}
}

// TestSetupRoomAllocations: a setup with its rooms in one setupRoom, the
// tiles in one list and the cards in another allocates 13 times (27
// before; TestSetupAllocations keeps the older bound).
func TestSetupRoomAllocations(t *testing.T) {
	rng := enginetest.NewRand(5)
	allocs := testing.AllocsPerRun(20, func() {
		_, _, _ = Game{}.Setup(engine.Options{}, 3, rng)
	})
	require.LessOrEqual(t, allocs, 13.0)
}
