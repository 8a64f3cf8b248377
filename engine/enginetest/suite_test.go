package enginetest

import (
	"math/rand/v2"
	"sync/atomic"

	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/pbem-games/pbem/engine"
)

// TestCheckWide: a board line of 73 columns in one seat's view fails the
// wide-table check, naming the seat; the toy's own boards pass.
func TestCheckWide(t *testing.T) {
	langs := []string{"en"}
	assert.Empty(t, failures(t, func(tb testing.TB) {
		checkWide(tb, langs, []WideTable{{State: toySetup(t, toy{}), Players: 3}})
	}))
	got := failures(t, func(tb testing.TB) {
		checkWide(tb, langs, []WideTable{{State: toySetup(t, toy{bug: "wide"}), Players: 3}})
	})
	assert.Contains(t, got, "table 0, seat -1, en")
	assert.Contains(t, got, "table 0, seat 2, en")
	assert.Contains(t, failures(t, func(tb testing.TB) { checkWide(tb, langs, nil) }), "Spec.Wide gives no table")
}

// countingToy is the toy with a count of the games Setup deals to the
// players named "R1", "R2", …: the names only the random games use.
type countingToy struct {
	toy
	random *atomic.Int64
}

// Info gives the toy's catalogue worded without its keys, as the
// localisation checks want (the toy's own words "plays" for "plays").
func (g countingToy) Info() engine.Info {
	in := g.toy.Info()
	in.Messages = countingMessages
	return in
}

// countingMessages words the toy's events for the whole suite.
var countingMessages = engine.MustParseCatalogs([]byte(`
get = "you are dealt {1}"
plays = "seat {1} lays down {2}"
draws = "a seat takes a card"
drew = "you take {1}"
`), nil)

// Setup counts the random games and deals the toy's.
func (g countingToy) Setup(opts engine.Options, players int, rng *rand.Rand) (engine.State, []engine.Event, error) {
	if len(opts.Names) > 0 && opts.Names[0] == "R1" {
		g.random.Add(1)
	}
	return g.toy.Setup(opts, players, rng)
}

// TestSuitePlaysRandomGamesAtEveryDepth: the whole suite passes on the
// toy, and its random games are played whatever the depth: -short spends
// a small budget, it never skips them.
func TestSuitePlaysRandomGamesAtEveryDepth(t *testing.T) {
	g := countingToy{random: new(atomic.Int64)}
	names := engine.Options{Names: []string{"L1", "L2", "L3", "L4"}}
	Suite(t, g, Spec{
		Config: Config{Games: 2, Seed: 1, Options: engine.Options{Names: []string{"R1", "R2", "R3", "R4"}}},
		L10n: L10n{
			Langs:     []string{engine.English},
			Catalogue: countingMessages.Text,
			MinKeys:   -1,
			Keys:      []string{"plays"},
			Games:     []L10nGame{{Players: 3, Options: names}},
		},
	})
	// Two games for each of 2, 3 and 4 players, each dealt once to play
	// and once to replay it.
	assert.GreaterOrEqual(t, g.random.Load(), int64(2*3), "random games played at depth %d", TestDepth())
}
