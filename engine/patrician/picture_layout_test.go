package patrician

import (
	"math"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// Every border joins two cities drawn next to each other (side by side,
// one above the other, or diagonally), so no border line is long enough
// to cross a third city.
func TestLayoutBordersAreShort(t *testing.T) {
	for _, bd := range data().borders {
		a, b := layout().cells[bd.A], layout().cells[bd.B]
		assert.LessOrEqual(t, math.Abs(a.Col-b.Col), 1.5, "%s-%s", a.Code, b.Code)
		assert.LessOrEqual(t, math.Abs(a.Row-b.Row), 1.0, "%s-%s", a.Code, b.Code)
	}
}

// A layout must place every city once, inside its columns.
func TestLayoutErrors(t *testing.T) {
	good := string(layoutFile)
	for name, tc := range map[string]struct{ src, want string }{
		"unknown city": {strings.Replace(good, `code = "mi"`, `code = "xx"`, 1), `city 1 ("xx")`},
		"twice":        {strings.Replace(good, `code = "pa"`, `code = "mi"`, 1), `city 2 ("mi")`},
		"missing":      {good[:strings.Index(good, "# Pistoia")], "city pt has no place"},
		"column":       {strings.Replace(good, "col = 3", "col = 4", 1), "city ve at column 4"},
		"no columns":   {strings.Replace(good, "columns = 4", "columns = 0", 1), "columns = 0"},
		"unknown key":  {"zoom = 2\n" + good, "unknown key zoom"},
	} {
		_, err := decodeLayout([]byte(tc.src))
		require.Error(t, err, name)
		assert.Contains(t, err.Error(), tc.want, name)
	}
}
