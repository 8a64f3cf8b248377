package palazzo

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestApplyTellsThePinnedEvents pins every event of random games, told
// before Apply carved them from an engine.EventRoom: the room tells the
// very same events.
func TestApplyTellsThePinnedEvents(t *testing.T) {
	for _, c := range []struct {
		players int
		want    string
	}{
		{2, "cfb9303cb6d631967389d3f877221e9e1bc6fc9a4fc269b95725b14fe912a7fb"},
		{3, "734169f35a4e22aafeb59bb9b48acdcf5377e6defb44630d9d524bdeb0822093"},
		{4, "55052d9543c72a4a39acb041055e893974cc620902b5c6d96ec220fad02da502"},
	} {
		if got := enginetest.EventsDigest(t, Game{}, c.players, 12, engine.Options{}); got != c.want {
			t.Errorf("%d players: events digest %s, want %s", c.players, got, c.want)
		}
	}
}

// TestApplyKeepsTheEventsItReturned checks that the events of a move stay
// as told while the state carves the next moves' from the same room.
func TestApplyKeepsTheEventsItReturned(t *testing.T) {
	for seed := uint64(1); seed <= 3; seed++ {
		enginetest.CheckEventsKept(t, Game{}, 3, seed, engine.Options{})
	}
}
