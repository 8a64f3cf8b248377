package patrician

import (
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// culpritOf applies the moves of lines in order, all but the last
// legal, and returns the words the refusal of the last one names.
func culpritOf(t *testing.T, st *state, lines ...string) []string {
	t.Helper()
	table.Play(t, st, lines[:len(lines)-1]...)
	_, err := table.Try(t, st, lines[len(lines)-1])
	require.ErrorIs(t, err, engine.ErrIllegal)
	return engine.Culprit(err)
}

// A refusal about some words of the move names them, so that pbem can put
// its caret there: the card not held, the city, the tower.
func TestRefusalsNameTheirCulprit(t *testing.T) {
	assert.Equal(t, []string{"fi5"}, culpritOf(t, mustState(t, "Ann: mi4 lu1"), "Ann: play fi5"))
	assert.Equal(t, []string{"ab"}, culpritOf(t, mustState(t, "Ann: mi4 lu1"), "Ann: play mi4", "Ann: build ab"),
		"a 1-crest card builds 1 floor")

	special := "bo: 2 2\nfi: 1 -\nlu: 2 -\nAnn: lu3 mi4" // Ann may move in Firenze only
	assert.Equal(t, []string{"bo", "bologna"}, culpritOf(t, mustState(t, special),
		"Ann: play lu3", "Ann: build a", "Ann: move bologna b to a"), "Ann has no floor in Bologna")
	assert.Equal(t, []string{"lu", "lucca"}, culpritOf(t, mustState(t, special),
		"Ann: play lu3", "Ann: build a", "Ann: move lu a to b"), "the card's own city")
	assert.Equal(t, []string{"b"}, culpritOf(t, mustState(t, "bo: 1 -\nlu: 2 -\nAnn: lu3 mi4"),
		"Ann: play lu3", "Ann: build b", "Ann: move bo b to a"), "tower b of Bologna is empty")
}

func TestMessengerRefusalsNameTheirCities(t *testing.T) {
	placing := []string{"Ann: play mi4", "Ann: build a"}
	cases := map[string]struct {
		line string
		want []string
	}{
		"not adjacent":     {"Ann: messenger bo ve", []string{"bo", "bologna", "ve", "verona"}},
		"next to the card": {"Ann: messenger lu mi", []string{"mi", "milano"}},
		"border taken":     {"Ann: messenger si bo", []string{"bo", "bologna", "si", "siena"}},
	}
	for name, c := range cases {
		t.Run(name, func(t *testing.T) {
			assert.Equal(t, c.want, culpritOf(t, mustState(t, messengerTable), append(placing, c.line)...))
		})
	}
}
