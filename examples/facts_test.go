package examples

import (
	"testing"

	"github.com/pbem-games/pbem/games"
	"github.com/pbem-games/pbem/pbem"
)

// stats sums up the facts a game gives of its finished games: for the
// Leonardo example, worked out from its final board by hand: Dee bankrupt,
// one alliance (Ann+Cid), 13 + 3 spaces owned, 11 + 4 art works.
func TestStatsSumUpTheGamesFacts(t *testing.T) {
	st, failed, err := pbem.Games(games.All).Stats([]string{"leonardo-4p.pbem"})
	if err != nil || len(failed) > 0 || len(st.Groups) != 1 {
		t.Fatalf("stats: %v, %v, %d groups", err, failed, len(st.Groups))
	}
	want := map[string]float64{"players bankrupt": 1, "alliances": 1, "spaces owned": 16, "art works": 15}
	got := map[string]float64{}
	for _, f := range st.Groups[0].Facts {
		got[f.Name] = f.Of.Mean
	}
	for name, v := range want {
		if got[name] != v {
			t.Errorf("%s: %v, want %v", name, got[name], v)
		}
	}
}
