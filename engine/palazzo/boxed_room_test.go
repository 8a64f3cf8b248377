package palazzo

import (
	"reflect"
	"runtime"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/require"
)

// keptMove is a move RandomMove handed out and a copy of its value, taken
// by a type switch (a copy, whatever the move's memory).
type keptMove struct {
	move engine.Move
	want any
}

// valueOf copies the value of a purchase or raise out of m.
func valueOf(m engine.Move) any {
	switch m := m.(type) {
	case BuyMove:
		return m
	case BidMove:
		return m
	}
	return nil
}

// TestRoomMovesKeepTheirValues plays random games, half of them also on
// a clone taken on the way (the clone to its end, then the original),
// keeping every purchase and raise RandomMove hands
// out: after the games and a collection, each must still be the move it
// was (its slot never written again, by its state or the clone), of its
// type, equal to a move boxed the ordinary way.
func TestRoomMovesKeepTheirValues(t *testing.T) {
	var kept []keptMove
	rooms := 0
	for seed := range uint64(60) {
		es, _, err := Game{}.Setup(engine.Options{}, 2+int(seed%3), enginetest.NewRand(seed))
		require.NoError(t, err)
		rng := enginetest.NewRand(seed + 1)
		play := func(st *state, from, to int) {
			for i := from; i < to && len(st.ToAct()) > 0; i++ {
				s := st.ToAct()[0]
				m := st.RandomMove(s, rng)
				if v := valueOf(m); v != nil {
					kept = append(kept, keptMove{m, v})
					if _, ok := m.(BuyMove); ok || m.(BidMove).Add.Len() > 2 {
						rooms++
					}
				}
				require.NoError(t, st.ApplyQuiet(s, m, rng))
			}
		}
		st := es.(*state)
		play(st, 0, 60)
		if seed%2 == 0 { // a clone plays on first, then the original
			play(st.clone(), 60, 1000)
		}
		play(st, 60, 1000)
	}
	runtime.GC()
	require.Greater(t, rooms, 500, "moves from the rooms")
	for i, k := range kept {
		require.Equal(t, reflect.TypeOf(k.want), reflect.TypeOf(k.move), "move %d", i)
		require.True(t, k.move == engine.Move(k.want), "move %d: %#v, was %#v", i, k.move, k.want)
		require.Equal(t, k.want, k.move, "move %d", i)
	}
}

// TestRoomsStartNewChunks boxes more purchases and raises than a chunk
// holds in a new game and in a state of no rooms: every move keeps its
// value, and the rooms' later chunks are new ones.
func TestRoomsStartNewChunks(t *testing.T) {
	es, _, err := Game{}.Setup(engine.Options{}, 3, enginetest.NewRand(1))
	require.NoError(t, err)
	for _, st := range []*state{es.(*state), {}} {
		var buys, bids []engine.Move
		for i := range 3 * roomChunk {
			var cs CardSet
			cs[i%cardKinds], cs[certKind] = uint8(1+i/cardKinds), 2
			buys = append(buys, st.boxBuyInRoom(BuyMove{Tiles: [2]Tile{tileAt(i % boxTiles)}, Pay: cs}))
			bids = append(bids, st.boxBidInRoom(cs))
		}
		for i := range 3 * roomChunk {
			var cs CardSet
			cs[i%cardKinds], cs[certKind] = uint8(1+i/cardKinds), 2
			require.Equal(t, BuyMove{Tiles: [2]Tile{tileAt(i % boxTiles)}, Pay: cs}, buys[i], "purchase %d", i)
			require.Equal(t, BidMove{Add: cs}, bids[i], "raise %d", i)
		}
	}
	require.Equal(t, engine.Move(BidMove{Add: SetOf(Card{Cur: Red, Value: 3})}), (&state{}).boxBidInRoom(SetOf(Card{Cur: Red, Value: 3})), "a small raise from the table")
}

// TestPendingRoomIsTheGames: a new game's first acquisition takes the
// room its setup kept, and a clone taken before it acquires into a list
// of its own.
func TestPendingRoomIsTheGames(t *testing.T) {
	es, _, err := Game{}.Setup(engine.Options{}, 3, enginetest.NewRand(2))
	require.NoError(t, err)
	st := es.(*state)
	require.Nil(t, st.pending, "a new game's pending list is nil, as the digests have it")
	c := st.clone()
	a, b := tileAt(0), tileAt(1)
	st.acquire(a, b)
	c.acquire(b)
	st.acquire(st.pending...) // again, in place
	require.Equal(t, []Tile{a, b}, st.pending)
	require.Equal(t, []Tile{b}, c.pending)
	require.Equal(t, setupPending, cap(st.pending), "the setup's room")
}
