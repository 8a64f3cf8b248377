package palazzo

import (
	"errors"
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

func TestParseMove(t *testing.T) {
	for _, c := range []struct {
		text string
		want engine.Move
	}{
		{"money", MoneyMove{}},
		{"take r5 s3", TakeMove{Cards: SetOf(Card{Red, 5}, Card{Silver, 3})}},
		{"draw", DrawMove{}},
		{"buy 3m2", BuyMove{Tiles: [2]Tile{{3, Marble, 2}}}},
		{"buy 1b1 3m2 pay r4 r5", BuyMove{Tiles: [2]Tile{{1, Brick, 1}, {3, Marble, 2}}, Pay: SetOf(Card{Red, 4}, Card{Red, 5})}},
		{"auction", AuctionMove{}},
		{"bid r5 c2", BidMove{Add: SetOf(Card{Red, 5}, Card{Cert, 2})}},
		{"pass", PassMove{}},
		{"pick 3b1", PickMove{Tile: Tile{3, Brick, 1}}},
		{"build 3m2 on a", BuildMove{Tile: Tile{3, Marble, 2}, Palace: 0}},
		{"build 3m2 new", BuildMove{Tile: Tile{3, Marble, 2}, Palace: NewPalace}},
		{"discard 5s3", DiscardMove{Tile: Tile{5, Sandstone, 3}}},
		{"extract a3 pay r5", ExtractMove{Palace: 0, Floor: 3, Pay: Card{Red, 5}}},
		{"insert c into a pay r5", InsertMove{From: 2, Into: 0, Pay: Card{Red, 5}}},
		{"remove c pay c2", RemoveMove{Palace: 2, Pay: Card{Cert, 2}}},
	} {
		t.Run(c.text, func(t *testing.T) {
			m, err := Game{}.ParseMove(nil, 0, c.text)
			require.NoError(t, err)
			assert.Equal(t, c.want, m)
			assert.Equal(t, c.text, Game{}.FormatMove(nil, m), "the examples are canonical")
		})
	}
}

func TestParseMoveVariants(t *testing.T) {
	for text, canonical := range map[string]string{
		"BUY 3M2 1B1 PAY R5 R4": "buy 1b1 3m2 pay r4 r5",
		"  Build 3m2   B ":      "build 3m2 on b",
		"build 3m2 on B":        "build 3m2 on b",
		"insert C A pay c2":     "insert c into a pay c2",
		"take s3, r5":           "take r5 s3",
		"bid c2 s7 c2 s7":       "bid s7 s7 c2 c2",
		"Extract B5 pay S7":     "extract b5 pay s7",
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
		{"", 1, "empty move", "money"},
		{"buld 3m2 on a", 1, `unknown move "buld"`, "build"},
		{"build 3x2 on a", 7, `"3x2" is not a tile`, expectTile},
		{"build 6m2 new", 7, `"6m2" is not a tile`, expectTile},
		{"build 3m2 on 7", 14, `"7" is not a palace letter`, expectLabel},
		{"build 3m2", 10, "a palace is missing", "new"},
		{"take r8", 6, `"r8" is not a money card`, expectCard},
		{"take", 5, "a card is missing", expectCard},
		{"bid c3", 5, `"c3" is not a money card`, expectCard},
		{"buy 1b1 2b2 3b3", 13, "at most 2 tiles", "pay"},
		{"buy 1b1 r5", 9, `"r5" is not a tile`, "pay"},
		{"buy 1b1 pay", 12, "a card is missing", expectCard},
		{"extract a pay r5", 9, `"a" is not a palace and floor`, expectFloorP},
		{"extract a3", 11, "add pay and a card", "pay"},
		{"extract a3 pay r5 r6", 19, "exactly one card", expectEnd},
		{"remove b with r5", 10, `unexpected "with"`, "pay"},
		{"pass now", 6, `unexpected "now" after a complete move`, expectEnd},
		{"bid" + strings.Repeat(" c2", 256), 5 + 3*255, "too many cards", expectEnd},
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
	for seed := range uint64(6) {
		playRandom(t, 2+int(seed%3), seed, func(st *state, s engine.Seat, _ engine.Move) {
			for _, m := range st.Legal(s) {
				text := Game{}.FormatMove(st, m)
				back, err := Game{}.ParseMove(st, s, text)
				require.NoError(t, err, text)
				require.Equal(t, m, back, text)
			}
		})
	}
}

func TestParseErrorDisplayGolden(t *testing.T) {
	var b strings.Builder
	for _, text := range []string{"build 3x2 on a", "buld 3m2 on a", "buy 1b1 2b2 3b3", "extract a3 pay r5 r6", "take"} {
		_, err := Game{}.ParseMove(nil, 0, text)
		var ne *notation.Error
		require.True(t, errors.As(err, &ne), text)
		b.WriteString(ne.Display() + "\n")
	}
	golden(t, "errors.golden", b.String())
}
