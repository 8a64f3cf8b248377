package enginetest

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestCheckWide: a board line of 73 columns in one seat's view fails the
// wide-table check, naming the seat; the toy's own boards pass.
func TestCheckWide(t *testing.T) {
	langs := []string{"en"}
	assert.Empty(t, failures(t, func(tb testing.TB) {
		checkWide(tb, langs, []WideTable{{State: toySetup(t, toy{}), Players: 3}})
	}))
	got := failures(t, func(tb testing.TB) {
		checkWide(tb, langs, []WideTable{{State: toySetup(t, toy{bug: "wide"}), Players: 3}})
	})
	assert.Contains(t, got, "table 0, seat -1, en")
	assert.Contains(t, got, "table 0, seat 2, en")
	assert.Contains(t, failures(t, func(tb testing.TB) { checkWide(tb, langs, nil) }), "Spec.Wide gives no table")
}
