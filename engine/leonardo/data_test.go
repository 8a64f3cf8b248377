package leonardo

import (
	"strings"
	"testing"
)

// The embedded data loads and keeps the rule text's numbers.
func TestEmbeddedDataLoads(t *testing.T) {
	d := embedded.Get()
	if len(d.Board.Spaces) != spaceCount || len(d.districts) != 6 || len(d.Art.Cards) != 40 {
		t.Fatalf("%d spaces, %d districts, %d art works; want 32, 6, 40", len(d.Board.Spaces), len(d.districts), len(d.Art.Cards))
	}
	if d.productOf[12] != d.productOf[1] || d.productOf[5] != -1 || d.adminAt[7] < 0 || d.adminAt[2] != -1 {
		t.Fatal("products or administrations placed wrongly")
	}
}

// A data file that breaks a number of the rule text is refused, saying
// what is wrong.
func TestBrokenDataIsRefused(t *testing.T) {
	for _, c := range []struct{ from, to, want string }{
		{`{ no = 3, kind = "market", name = "Mercato Vecchio" }`, `{ no = 3, kind = "message", name = "Mercato Vecchio" }`, "market spaces [11 24], want [3 11 24]"},
		{`rent = [20, 40, 60, 80, 160]`, `rent = [20, 40, 60, 80]`, "a street wants a district, a price and 5 rents"},
		{`numbers = [1, 12]`, `numbers = [1, 6]`, "backs 6, which is out of 1-12, taken, or the organiser's"},
		{`{ party = "guelph", name = "Jubilee in Rome" }`, `{ party = "pope", name = "Jubilee in Rome" }`, `party "pope"`},
		{`space = 9, price = 80`, `space = 7, price = 80`, "a space of its own"},
		{`rounds = 25`, `rounds = 0`, "rounds 0"},
		{`florins = 250`, `florins = 250
colour = "red"`, "unknown key setup.colour"},
	} {
		src := strings.Replace(string(dataFile), c.from, c.to, 1)
		if src == string(dataFile) {
			t.Fatalf("%q is not in the data file", c.from)
		}
		_, err := decodeComponents([]byte(src))
		if err == nil || !strings.Contains(err.Error(), c.want) {
			t.Errorf("%s → %s: %v, want %q", c.from, c.to, err, c.want)
		}
	}
}
