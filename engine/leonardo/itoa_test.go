package leonardo

import (
	"strconv"
	"testing"
)

// TestItoaIsStrconv holds itoa's table to strconv.Itoa, around both of its
// ends, once the table is made (the first data file decoded makes it).
func TestItoaIsStrconv(t *testing.T) {
	makeNumbers()
	if !numbersMade.Load() {
		t.Fatal("makeNumbers made no table")
	}
	for n := -100; n <= numberCount+100; n++ {
		if got, want := itoa(n), strconv.Itoa(n); got != want {
			t.Fatalf("itoa(%d) = %q, want %q", n, got, want)
		}
	}
}
