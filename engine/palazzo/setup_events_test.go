package palazzo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/stretchr/testify/require"
)

// TestSetupEventsAreTold sets up games of every size, with and without
// names: Setup's events must be those told one by one, from the new
// state (the tiles dealt, each hand to its player, who starts), and no
// event's arguments may reach into another's.
func TestSetupEventsAreTold(t *testing.T) {
	for seed := range uint64(200) {
		players := minPlayers + int(seed)%(maxPlayers-minPlayers+1)
		var names []string
		if seed%3 == 0 {
			names = []string{"Ann", "", "Cy", "Di"}[:players]
		}
		es, got, err := Game{}.Setup(engine.Options{Names: names}, players, enginetest.NewRand(seed))
		require.NoError(t, err)
		st := es.(*state)
		var tops []Tile
		for _, q := range st.quarries {
			tops = append(tops, q...)
		}
		want := []engine.Event{engine.Tell("event.setup-tiles", joinTiles(st.supply), joinTiles(tops))}
		for s := range st.players {
			ev := engine.Tell("event.dealt", st.names[s], st.players[s].hand.String())
			ev.To = []engine.Seat{engine.Seat(s)}
			want = append(want, ev)
		}
		want = append(want, engine.Tell("event.starts", st.names[0]))
		require.Equal(t, want, got, "seed %d", seed)
		for _, ev := range got {
			require.Equal(t, len(ev.Args), cap(ev.Args), "an event's arguments end where their room does")
		}
	}
}

// TestDealHandsIsSetOf deals the hands of new games again from their
// decks card by card with SetOf: the hands must be the same.
func TestDealHandsIsSetOf(t *testing.T) {
	for seed := range uint64(100) {
		es, _, err := Game{}.Setup(engine.Options{}, 4, enginetest.NewRand(seed))
		require.NoError(t, err)
		st := es.(*state)
		deck := st.deck[:len(st.deck)+4*data().Setup.Hand] // the dealt cards lie behind the deck
		for s := range st.players {
			var want CardSet
			for range data().Setup.Hand {
				want = want.Plus(SetOf(deck[len(deck)-1]))
				deck = deck[:len(deck)-1]
			}
			require.Equal(t, want, st.players[s].hand, "seed %d, seat %d", seed, s)
		}
	}
}
