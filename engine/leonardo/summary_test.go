package leonardo

import (
	"slices"
	"testing"

	"github.com/pbem-games/pbem/engine"
)

// cliWords words the summary of moves in language lang.
func cliWords(st *state, lang string, moves []engine.Move) []string {
	var out []string
	for _, m := range (Game{}).SummarizeMoves(st, 0, moves) {
		out = append(out, loadCatalogues().Word(lang, m))
	}
	return out
}

// Art purchases, bids, stakes and each player's trades are one line each,
// with their range and an example; a single move of a kind and every
// other move are written out, in the order they first come.
func TestSummaryGroupsArtBidsStakesOffers(t *testing.T) {
	st := sideTestState(3)
	moves := []engine.Move{
		RollMove{},
		ArtMove{N: 1, On: [4]int8{14}}, ArtMove{N: 1, On: [4]int8{31}},
		ArtMove{N: 2, On: [4]int8{14, 14}}, ArtMove{N: 3, On: [4]int8{14, 14, 31}},
		BidMove{Amount: 10}, BidMove{Amount: 15}, BidMove{Amount: 240}, PassMove{},
		StakeMove{Product: 0, Amount: 5}, StakeMove{Product: 0, Amount: 240},
		StakeMove{Product: 2, Amount: 5}, StakeMove{Product: 2, Amount: 240},
		AllyMove{With: 1},
		OfferMove{To: 1, Give: Lot{Spaces: 1 << 14}, Get: Lot{Spaces: 1 << 31}},
		OfferMove{To: 1, Give: Lot{Florins: 60}, Get: Lot{Spaces: 1 << 31}},
		OfferMove{To: 2, Give: Lot{Spaces: 1 << 14}, Get: Lot{Florins: 50}},
		DoneMove{},
	}
	want := []string{
		"roll",
		"art 1 to 3 on your palaces with room (14, 31), e.g. art 2 on 14 14",
		"bid 10 or more in steps of 5, up to 240, e.g. bid 10",
		"pass",
		"stake on stones or gold, 5 to 240 Florins in steps of 5, e.g. stake stones 5",
		"ally Bob",
		"offer Bob: your spaces and Florins for theirs, e.g. offer Bob: 14 for 31",
		"offer Cid: 14 for 50fl",
		"done",
	}
	if got := cliWords(st, "en", moves); !slices.Equal(got, want) {
		t.Fatalf("got\n%q\nwant\n%q", got, want)
	}
	fr := cliWords(st, "fr", moves[9:13])
	if want := "stake sur stones ou gold, de 5 à 240 Florins par pas de 5, par ex. stake stones 5"; !slices.Equal(fr, []string{want}) {
		t.Fatalf("French: got %q, want %q", fr, want)
	}
}

// Stakes of one amount say it once; stakes on one product name it alone;
// a single art work to lay is not a range.
func TestSummaryStakesOfOneAmountOrProduct(t *testing.T) {
	st := sideTestState(3)
	all := []engine.Move{StakeMove{Product: 0, Amount: 5}, StakeMove{Product: 1, Amount: 5}, StakeMove{Product: 3, Amount: 5}}
	one := []engine.Move{StakeMove{Product: 1, Amount: 5}, StakeMove{Product: 1, Amount: 10}}
	art := []engine.Move{ArtMove{N: 1, On: [4]int8{14}}, ArtMove{N: 1, On: [4]int8{31}}}
	got := append(append(cliWords(st, "en", all), cliWords(st, "en", one)...), cliWords(st, "en", art)...)
	want := []string{
		"stake 5 Florins on stones, ivory or spices, e.g. stake stones 5",
		"stake on ivory, 5 to 10 Florins in steps of 5, e.g. stake ivory 5",
		"art 1 on one of your palaces with room (14, 31), e.g. art 1 on 14",
	}
	if !slices.Equal(got, want) {
		t.Fatalf("got\n%q\nwant\n%q", got, want)
	}
}

// In random games every decision's summary is a mail-sized list (at most
// a line for each kind of move, each player and each proposal) worded in
// English and French, however many moves Legal lists.
func TestSummaryIsShortInRandomGames(t *testing.T) {
	most := 0
	for seed := range uint64(12) {
		n := 3 + int(seed%4)
		st, _ := newGame(embedded.Get(), turnTestNames(n), 12, 3, turnTestRng(seed))
		rng := turnTestRng(seed + 500)
		for st.phase != phaseOver {
			s := st.ToAct()[rng.IntN(len(st.ToAct()))]
			legal := st.Legal(s)
			lines := (Game{}).SummarizeMoves(st, s, legal)
			most = max(most, len(legal))
			if len(lines) > 4+4*n {
				t.Fatalf("seed %d: %d lines for %d moves in %v", seed, len(lines), len(legal), st.phase)
			}
			for _, l := range lines {
				for _, lang := range []string{"en", "fr"} {
					if !loadCatalogues().Text(lang).Has(l.Key) {
						t.Fatalf("%s has no %s text", l.Key, lang)
					}
				}
			}
			if _, err := st.Apply(s, legal[rng.IntN(len(legal))], rng); err != nil {
				t.Fatal(err)
			}
		}
	}
	if most < 100 {
		t.Fatalf("the random games never listed more than %d moves: the test shows nothing", most)
	}
}
