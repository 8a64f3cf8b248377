package patrician

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestApplyTellsThePinnedEvents pins every event of random games, told
// before Apply carved them from an engine.EventRoom: the room tells the
// very same events.
func TestApplyTellsThePinnedEvents(t *testing.T) {
	both := engine.Options{Variants: []string{VariantAmbassadors, VariantMessengers}}
	for _, c := range []struct {
		players int
		opts    engine.Options
		want    string
	}{
		{2, engine.Options{}, "a54616b7e0d7d7c42588f5100465280d72fc7254a219bed0596ec2da1728ed42"},
		{4, engine.Options{}, "fabcea5440da74f4e20fc7f8b9de841f6c1f2211d55517922aee47d2597defe1"},
		{3, both, "7d5f7294b83b69cc8c559a33444278f9883a6bb81c8afb01f6ea852f3f2f4522"},
		{4, both, "81791489e0da0294d2bab8766dd08b8d98c94a80c8324de4d2459a2bc2cdea89"},
	} {
		if got := enginetest.EventsDigest(t, Game{}, c.players, 12, c.opts); got != c.want {
			t.Errorf("%d players %v: events digest %s, want %s", c.players, c.opts.Variants, got, c.want)
		}
	}
}

// TestApplyKeepsTheEventsItReturned checks that the events of a move stay
// as told while the state carves the next moves' from the same room.
func TestApplyKeepsTheEventsItReturned(t *testing.T) {
	both := engine.Options{Variants: []string{VariantAmbassadors, VariantMessengers}}
	for seed := uint64(1); seed <= 3; seed++ {
		enginetest.CheckEventsKept(t, Game{}, 4, seed, both)
	}
}
