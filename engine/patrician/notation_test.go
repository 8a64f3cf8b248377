package patrician

import (
	"testing"

	"github.com/pbem-games/pbem/engine/enginetest"
)

// notationExamples are the examples of docs/notation/patrician.md, one
// per move kind, in canonical form.
func notationExamples(t testing.TB) []enginetest.Example {
	return []enginetest.Example{
		{Text: "play bo5", Want: PlayMove{Card: cardOf(t, "BO5")}},
		{Text: "build a", Want: BuildMove{A: 1}},
		{Text: "build ab", Want: BuildMove{A: 1, B: 1}},
		{Text: "build bb", Want: BuildMove{B: 2}},
		{Text: "build none", Want: BuildMove{}},
		{Text: "move mi a to b", Want: SpecialMove{City: cityOf(t, "mi"), From: 0}},
		{Text: "move none", Want: NoSpecial},
		{Text: "take fi", Want: TakeMove{City: cityOf(t, "fi")}},
		{Text: "take fi3", Want: TakeMove{City: cityOf(t, "fi"), Card: cardOf(t, "FI3"), HasCard: true}},
		{Text: "messenger lu mi", Want: MessengerMove{A: cityOf(t, "lu"), B: cityOf(t, "mi")}},
		{Text: "messenger none", Want: NoMessenger},
	}
}

func TestParseMove(t *testing.T) {
	enginetest.CheckExamples(t, Game{}, notationExamples(t))
}

func TestParseMoveVariants(t *testing.T) {
	enginetest.CheckCanonical(t, Game{}, map[string]string{
		"PLAY BO5":                "play bo5",
		"  build   b a ":          "build ab",
		"build ba":                "build ab",
		"build b, b":              "build bb",
		"move Milano a b":         "move mi a to b",
		"move MI B to A":          "move mi b to a",
		"take Firenze":            "take fi",
		"TAKE FI3":                "take fi3",
		"messenger mi lu":         "messenger lu mi",
		"messenger Verona, Parma": "messenger pa ve",
	})
}

func TestParseMoveErrors(t *testing.T) {
	enginetest.CheckParseErrors(t, Game{}, []enginetest.ParseError{
		{Text: "", Col: 1, Msg: "empty move", Expected: "play"},
		{Text: "paly bo5", Col: 1, Msg: `unknown move "paly"`, Expected: "play"},
		{Text: "play bo8", Col: 6, Msg: `"bo8" is not a card`, Expected: expectCard},
		{Text: "play", Col: 5, Msg: "a card is missing", Expected: expectCard},
		{Text: "build c", Col: 7, Msg: `"c" is not a tower`, Expected: expectSites},
		{Text: "build aab", Col: 7, Msg: "at most 2 floors", Expected: expectEnd},
		{Text: "build a b a", Col: 11, Msg: "at most 2 floors", Expected: expectEnd},
		{Text: "build", Col: 6, Msg: "say where to build", Expected: expectNone},
		{Text: "build none a", Col: 12, Msg: `unexpected "a" after a complete move`, Expected: expectEnd},
		{Text: "move xx a to b", Col: 6, Msg: `"xx" is not a city`, Expected: expectCity},
		{Text: "move mi c to b", Col: 9, Msg: `"c" is not a tower`, Expected: expectTower},
		{Text: "move mi a to a", Col: 14, Msg: "the other tower", Expected: "b"},
		{Text: "move mi a", Col: 10, Msg: "a tower is missing", Expected: expectTower},
		{Text: "take", Col: 5, Msg: "a card or city is missing", Expected: expectCity},
		{Text: "take xx", Col: 6, Msg: `"xx" is not a card or a city`, Expected: expectCard},
		{Text: "messenger lu", Col: 13, Msg: "a city is missing", Expected: expectCity},
		{Text: "messenger lu lu", Col: 14, Msg: "two different cities", Expected: expectCity},
		{Text: "take fi now", Col: 9, Msg: `unexpected "now" after a complete move`, Expected: expectEnd},
	})
}

func TestParseErrorDisplayGolden(t *testing.T) {
	got := enginetest.ErrorDisplays(t, Game{},
		"paly bo5", "play bo8", "build aab", "move mi a to a", "messenger lu")
	enginetest.Golden(t, "testdata/errors.golden", got)
}
