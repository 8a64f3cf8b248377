package patrician

import (
	"errors"
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// notationExamples are the examples of docs/notation/patrician.md, one
// per move kind, in canonical form.
var notationExamples = []struct {
	text string
	want func(t *testing.T) engine.Move
}{
	{"play bo5", func(t *testing.T) engine.Move { return PlayMove{Card: cardOf(t, "BO5")} }},
	{"build a", func(*testing.T) engine.Move { return BuildMove{A: 1} }},
	{"build ab", func(*testing.T) engine.Move { return BuildMove{A: 1, B: 1} }},
	{"build bb", func(*testing.T) engine.Move { return BuildMove{B: 2} }},
	{"build none", func(*testing.T) engine.Move { return BuildMove{} }},
	{"move mi a to b", func(t *testing.T) engine.Move { return SpecialMove{City: cityOf(t, "mi"), From: 0} }},
	{"move none", func(*testing.T) engine.Move { return NoSpecial }},
	{"take fi", func(t *testing.T) engine.Move { return TakeMove{City: cityOf(t, "fi")} }},
	{"messenger lu mi", func(t *testing.T) engine.Move { return MessengerMove{A: cityOf(t, "lu"), B: cityOf(t, "mi")} }},
	{"messenger none", func(*testing.T) engine.Move { return NoMessenger }},
}

func TestParseMove(t *testing.T) {
	for _, c := range notationExamples {
		t.Run(c.text, func(t *testing.T) {
			m, err := Game{}.ParseMove(nil, 0, c.text)
			require.NoError(t, err)
			assert.Equal(t, c.want(t), m)
			assert.Equal(t, c.text, Game{}.FormatMove(nil, m), "the examples are canonical")
		})
	}
}

func TestParseMoveVariants(t *testing.T) {
	for text, canonical := range map[string]string{
		"PLAY BO5":                "play bo5",
		"  build   b a ":          "build ab",
		"build ba":                "build ab",
		"build b, b":              "build bb",
		"move Milano a b":         "move mi a to b",
		"move MI B to A":          "move mi b to a",
		"take Firenze":            "take fi",
		"messenger mi lu":         "messenger lu mi",
		"messenger Verona, Parma": "messenger pa ve",
	} {
		m, err := Game{}.ParseMove(nil, 0, text)
		require.NoError(t, err, text)
		assert.Equal(t, canonical, Game{}.FormatMove(nil, m), text)
	}
}

func TestParseMoveErrors(t *testing.T) {
	for _, c := range []struct {
		text     string
		col      int
		msg      string
		expected string
	}{
		{"", 1, "empty move", "play"},
		{"paly bo5", 1, `unknown move "paly"`, "play"},
		{"play bo8", 6, `"bo8" is not a card`, expectCard},
		{"play", 5, "a card is missing", expectCard},
		{"build c", 7, `"c" is not a tower`, expectSites},
		{"build aab", 7, "at most 2 floors", expectEnd},
		{"build a b a", 11, "at most 2 floors", expectEnd},
		{"build", 6, "say where to build", expectNone},
		{"build none a", 12, `unexpected "a" after a complete move`, expectEnd},
		{"move xx a to b", 6, `"xx" is not a city`, expectCity},
		{"move mi c to b", 9, `"c" is not a tower`, expectTower},
		{"move mi a to a", 14, "the other tower", "b"},
		{"move mi a", 10, "a tower is missing", expectTower},
		{"take", 5, "a city is missing", expectCity},
		{"messenger lu", 13, "a city is missing", expectCity},
		{"messenger lu lu", 14, "two different cities", expectCity},
		{"take fi now", 9, `unexpected "now" after a complete move`, expectEnd},
	} {
		t.Run(c.text, func(t *testing.T) {
			_, err := Game{}.ParseMove(nil, 0, c.text)
			var ne *notation.Error
			require.True(t, errors.As(err, &ne), "want a *notation.Error, got %v", err)
			assert.Equal(t, notation.Pos{Line: 1, Col: c.col}, ne.Pos)
			assert.Contains(t, ne.Msg, c.msg)
			assert.Contains(t, ne.Expected, c.expected)
			assert.Equal(t, c.text, ne.Source)
		})
	}
}

// Every legal move of some random games formats to a text that parses back
// to the same move.
func TestFormatParseRoundTrip(t *testing.T) {
	for seed := range uint64(8) {
		variants := []string{VariantMessengers}
		playRandom(t, 2+int(seed%4), variants, seed, func(st *state, _ engine.Move) {
			for _, m := range st.Legal(st.actor) {
				text := Game{}.FormatMove(st, m)
				back, err := Game{}.ParseMove(st, st.actor, text)
				require.NoError(t, err, text)
				require.Equal(t, m, back, text)
			}
		})
	}
}

func TestParseErrorDisplayGolden(t *testing.T) {
	var b strings.Builder
	for _, text := range []string{"paly bo5", "play bo8", "build aab", "move mi a to a", "messenger lu"} {
		_, err := Game{}.ParseMove(nil, 0, text)
		var ne *notation.Error
		require.True(t, errors.As(err, &ne), text)
		b.WriteString(ne.Display() + "\n")
	}
	golden(t, "errors.golden", b.String())
}
