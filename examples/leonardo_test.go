package examples

import (
	"slices"
	"strconv"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem/pbemtest"
)

// lvxFortune is one seat's final fortune, part by part, as worked out by
// hand from leonardo-4p.pbem.
type lvxFortune struct {
	cash, cards, art, admin int
}

func (f lvxFortune) total() int { return f.cash + f.cards + f.art + f.admin }

// TestLeonardoExampleFortunes replays leonardo-4p.pbem and checks each
// side's final fortune against sums worked out by hand from its log, so
// that a scoring bug cannot hide in the golden file. A fortune is cash +
// the prices of palace and bridge cards + the printed values of art works
// + the prices of administrations; both members of an alliance score its
// fortune.
//
//   - Ann+Cid (allied in round 5, purses 340 + 145 = 485): cash 975 (it
//     took Dee's 220 at her bankruptcy); palaces 2 (40), 4 (40), 12 (60),
//     15 (60), 18 (70), 19 (70), 25 (80), 26 (90), 30 (90) = 600 and
//     bridges 5, 13, 21, 29 at 60 = 240: cards 840; art 18: 40, 19: 30 +
//     40, 26: 80 + 60 + 40 + 60, 30: 60 + 80 + 40 + 50 = 580; the
//     administration of space 11 (a4) 100: 2495. Ann and Cid share it.
//   - Bob: cash 390; palaces 6 (50), 10 (50), 27 (90) = 190; art on 27:
//     50 + 40 + 50 + 40 = 180; no administration: 760.
//   - Dee: bankrupt in round 8 (rent 360 on 30 with four works, 220 in
//     hand): 0.
func TestLeonardoExampleFortunes(t *testing.T) {
	r, err := pbemtest.Open(catalog, "leonardo-4p.pbem", -1)
	if err != nil {
		t.Fatal(err)
	}
	res, ok := r.State.Result()
	if !ok {
		t.Fatal("leonardo-4p.pbem: the game is not over")
	}
	allied := lvxFortune{cash: 975, cards: 600 + 240, art: 40 + 70 + 240 + 230, admin: 100}
	bob := lvxFortune{cash: 390, cards: 190, art: 180}
	want := []lvxFortune{allied, bob, allied}
	for seat, f := range want {
		lvxCheckFortune(t, res, seat, f)
	}
	if len(res.Scores) != 4 || res.Scores[3] != 0 {
		t.Errorf("scores = %v, want Dee (seat 3) at 0", res.Scores)
	}
	if d := res.Detail[3]; d.Key != "result.bankrupt" {
		t.Errorf("Dee's result = %s, want result.bankrupt", d.Key)
	}
	if !slices.Equal(res.Winners, []engine.Seat{0, 2}) {
		t.Errorf("winners = %v, want Ann and Cid (seats 0 and 2)", res.Winners)
	}
}

// lvxCheckFortune checks a seat's total and the parts its result
// message gives (name, total, cash, cards, art, administrations).
func lvxCheckFortune(t *testing.T, res engine.Result, seat int, f lvxFortune) {
	t.Helper()
	if res.Scores[seat] != f.total() {
		t.Errorf("fortune of seat %d = %d, want %d", seat, res.Scores[seat], f.total())
	}
	parts := []int{f.total(), f.cash, f.cards, f.art, f.admin}
	d := res.Detail[seat]
	if d.Key != "result.fortune" || len(d.Args) != 1+len(parts) {
		t.Fatalf("result of seat %d = %s %v", seat, d.Key, d.Args)
	}
	for i, p := range parts {
		if d.Args[1+i] != strconv.Itoa(p) {
			t.Errorf("seat %d: part %d of the fortune = %s, want %d", seat, i, d.Args[1+i], p)
		}
	}
}
