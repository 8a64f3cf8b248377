package examples

import (
	"testing"

	"github.com/pbem-games/pbem/games"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/report"
)

// stats sums up the facts a game gives of its finished games: for the
// Leonardo example, worked out from its final board by hand: Dee bankrupt,
// one alliance (Ann+Cid), 13 + 3 spaces owned, 11 + 4 art works.
func TestStatsSumUpTheGamesFacts(t *testing.T) {
	want := map[string]float64{"players bankrupt": 1, "alliances": 1, "spaces owned": 16, "art works": 15}
	got := factMeans(t, "leonardo-4p.pbem")
	for name, v := range want {
		if got[name] != v {
			t.Errorf("%s: %v, want %v", name, got[name], v)
		}
	}
}

// The Patrician example's facts, worked out by hand from its final board
// (pbem board examples/patrician-4p.pbem): every city scored; Ann, the
// winner, took the high tile of Bologna, Roma, Ferrara and Verona; Dee
// took both tiles of Lucca and Cid both of Parma; the towers hold 62
// floors (the board lists each tower's floors, then its top one in
// brackets: "13[4]" is 3 floors), the tallest 6 (Bologna b, Milano b);
// messengers stand on
// lu-si, mi-pa, fe-ve and bo-fe.
func TestStatsPatricianFacts(t *testing.T) {
	want := map[string]float64{"cities scored": 9, "high tiles taken by a winner": 4,
		"cities with both tiles to one player": 2, "floors on the board": 62, "tallest tower": 6,
		"messengers placed": 4}
	got := factMeans(t, "patrician-4p.pbem")
	for name, v := range want {
		if got[name] != v {
			t.Errorf("%s: %v, want %v", name, got[name], v)
		}
	}
}

// factMeans returns the mean of each fact stats gives of the game file.
func factMeans(t *testing.T, file string) map[string]float64 {
	t.Helper()
	st, failed, err := report.StatsOf(pbem.Games(games.All), []string{file})
	if err != nil || len(failed) > 0 || len(st.Groups) != 1 {
		t.Fatalf("stats %s: %v, %v, %d groups", file, err, failed, len(st.Groups))
	}
	got := map[string]float64{}
	for _, f := range st.Groups[0].Facts {
		got[f.Name] = f.Of.Mean
	}
	return got
}
