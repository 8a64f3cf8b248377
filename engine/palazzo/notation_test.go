package palazzo

import (
	"strings"
	"testing"

	"github.com/pbem-games/pbem/engine/enginetest"
)

func TestParseMove(t *testing.T) {
	enginetest.CheckExamples(t, Game{}, []enginetest.Example{
		{Text: "money", Want: MoneyMove{}},
		{Text: "take r5 s3", Want: TakeMove{Cards: SetOf(Card{Red, 5}, Card{Silver, 3})}},
		{Text: "draw", Want: DrawMove{}},
		{Text: "buy 3m2", Want: BuyMove{Tiles: [2]Tile{{3, Marble, 2}}}},
		{Text: "buy 1b1 3m2 pay r4 r5", Want: BuyMove{Tiles: [2]Tile{{1, Brick, 1}, {3, Marble, 2}}, Pay: SetOf(Card{Red, 4}, Card{Red, 5})}},
		{Text: "auction", Want: AuctionMove{}},
		{Text: "bid r5 c2", Want: BidMove{Add: SetOf(Card{Red, 5}, Card{Cert, 2})}},
		{Text: "pass", Want: PassMove{}},
		{Text: "pick 3b1", Want: PickMove{Tile: Tile{3, Brick, 1}}},
		{Text: "build 3m2 on a", Want: BuildMove{Tile: Tile{3, Marble, 2}, Palace: 0}},
		{Text: "build 3m2 new", Want: BuildMove{Tile: Tile{3, Marble, 2}, Palace: NewPalace}},
		{Text: "discard 5s3", Want: DiscardMove{Tile: Tile{5, Sandstone, 3}}},
		{Text: "extract a3 pay r5", Want: ExtractMove{Palace: 0, Floor: 3, Pay: Card{Red, 5}}},
		{Text: "insert c into a pay r5", Want: InsertMove{From: 2, Into: 0, Pay: Card{Red, 5}}},
		{Text: "remove c pay c2", Want: RemoveMove{Palace: 2, Pay: Card{Cert, 2}}},
	})
}

func TestParseMoveVariants(t *testing.T) {
	enginetest.CheckCanonical(t, Game{}, map[string]string{
		"BUY 3M2 1B1 PAY R5 R4": "buy 1b1 3m2 pay r4 r5",
		"  Build 3m2   B ":      "build 3m2 on b",
		"build 3m2 on B":        "build 3m2 on b",
		"build 3m2 on new":      "build 3m2 new",
		"Build 3m2 On NEW":      "build 3m2 new",
		"insert C A pay c2":     "insert c into a pay c2",
		"take s3, r5":           "take r5 s3",
		"bid c2 s7 c2 s7":       "bid s7 s7 c2 c2",
		"Extract B5 pay S7":     "extract b5 pay s7",
	})
}

func TestParseMoveErrors(t *testing.T) {
	enginetest.CheckParseErrors(t, Game{}, []enginetest.ParseError{
		{Text: "", Col: 1, Msg: "empty move", Expected: "money"},
		{Text: "buld 3m2 on a", Col: 1, Msg: `unknown move "buld"`, Expected: "build"},
		{Text: "build 3x2 on a", Col: 7, Msg: `"3x2" is not a tile`, Expected: expectTile},
		{Text: "build 6m2 new", Col: 7, Msg: `"6m2" is not a tile`, Expected: expectTile},
		{Text: "build 3m2 on 7", Col: 14, Msg: `"7" is not a palace letter`, Expected: expectLabel},
		{Text: "build 3m2", Col: 10, Msg: "a palace is missing", Expected: "new"},
		{Text: "take r8", Col: 6, Msg: `"r8" is not a money card`, Expected: expectCard},
		{Text: "take", Col: 5, Msg: "a card is missing", Expected: expectCard},
		{Text: "bid c3", Col: 5, Msg: `"c3" is not a money card`, Expected: expectCard},
		{Text: "buy 1b1 2b2 3b3", Col: 13, Msg: "at most 2 tiles", Expected: "pay"},
		{Text: "buy 1b1 r5", Col: 9, Msg: `"r5" is not a tile`, Expected: "pay"},
		{Text: "buy 1b1 pay", Col: 12, Msg: "a card is missing", Expected: expectCard},
		{Text: "extract a pay r5", Col: 9, Msg: `"a" is not a palace and floor`, Expected: expectFloorP},
		{Text: "extract a3", Col: 11, Msg: "add pay and a card", Expected: "pay"},
		{Text: "extract a3 pay r5 r6", Col: 19, Msg: "exactly one card", Expected: expectEnd},
		{Text: "remove b with r5", Col: 10, Msg: `unexpected "with"`, Expected: "pay"},
		{Text: "pass now", Col: 6, Msg: `unexpected "now" after a complete move`, Expected: expectEnd},
		{Text: "bid" + strings.Repeat(" c2", 256), Col: 5 + 3*255, Msg: "too many cards", Expected: expectEnd},
	})
}

func TestParseErrorDisplayGolden(t *testing.T) {
	got := enginetest.ErrorDisplays(t, Game{},
		"build 3x2 on a", "buld 3m2 on a", "buy 1b1 2b2 3b3", "extract a3 pay r5 r6", "take")
	enginetest.Golden(t, "testdata/errors.golden", got)
}
