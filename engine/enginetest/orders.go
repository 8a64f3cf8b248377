package enginetest

import (
	"errors"
	"testing"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// OrdersRead checks that g reads each typed order of canon (typed text to
// canonical form) and that the rule read writes itself in that form: the
// test every game's standing orders share.
func OrdersRead(t *testing.T, g engine.OrderReader, canon map[string]string) {
	t.Helper()
	for typed, want := range canon {
		rule, err := g.ParseOrder(typed)
		if err != nil || rule == nil {
			t.Errorf("%q: read as %v, %v; want the order %q", typed, rule, err, want)
			continue
		}
		if got := rule.Text(); got != want {
			t.Errorf("%q reads as %q, want %q", typed, got, want)
		}
	}
}

// OrderErrorsAt checks that g refuses each typed order of cols with a
// *notation.Error placed at the column given: where the player's order
// goes wrong, as a move's error is placed.
func OrderErrorsAt(t *testing.T, g engine.OrderReader, cols map[string]int) {
	t.Helper()
	for typed, col := range cols {
		_, err := g.ParseOrder(typed)
		var nerr *notation.Error
		if !errors.As(err, &nerr) {
			t.Errorf("%q: %v, want an error placed at column %d", typed, err, col)
			continue
		}
		if nerr.Pos.Col != col {
			t.Errorf("%q: error at column %d, want %d: %v", typed, nerr.Pos.Col, col, err)
		}
	}
}
