package patrician

import (
	"strconv"
	"testing"
)

// TestItoaIsStrconv holds itoa's pieces of one constant to strconv.Itoa,
// around every edge of the table.
func TestItoaIsStrconv(t *testing.T) {
	for n := -120; n <= 1200; n++ {
		if got, want := itoa(n), strconv.Itoa(n); got != want {
			t.Fatalf("itoa(%d) = %q, want %q", n, got, want)
		}
	}
}
