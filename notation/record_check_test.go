package notation

import (
	"fmt"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// positions returns "line:col: message" of each error.
func positions(errs []*Error) []string {
	var out []string
	for _, e := range errs {
		out = append(out, fmt.Sprintf("%s: %s", e.Pos, e.Msg))
	}
	return out
}

// TestParseRecordAllGoesOn: every bad line is an error at its place, a
// bad decision line does not shift the numbering of those after it, and
// the good lines are kept.
func TestParseRecordAllGoesOn(t *testing.T) {
	src := "1 Ann: money\n" +
		"2 Bob take c2\n" + // no colon: meant as decision 2
		"3 Ann: take s4\n" +
		"x Bob: pass\n" + // no number: holds no decision
		"{open\n" +
		"4 Bob: money\n" +
		"6 Ann: money\n" + // misnumbered: the next is 7
		"7 Bob: money\n" +
		"(\n"
	rec, errs, more := ParseRecordAll(src, 5, 10)
	assert.Equal(t, []string{
		"6:14: expected \":\" after the player's name",
		"8:1: expected a decision number, found \"x\"",
		"9:1: comment not closed by \"}\" on its line",
		"11:1: decision 5 is numbered 6",
		"13:1: variation not closed by \")\"",
	}, positions(errs))
	assert.Zero(t, more)
	assert.Equal(t, "2 Bob take c2", errs[0].Source, "each error holds its line for the caret")
	require.NotNil(t, rec)
	var plies []int
	for _, m := range rec.Moves() {
		plies = append(plies, m.Ply)
	}
	assert.Equal(t, []int{1, 3, 4, 7}, plies)
}

// TestParseRecordAllCap: past the limit, errors are counted, not kept.
func TestParseRecordAllCap(t *testing.T) {
	src := strings.Repeat("nonsense\n", 25)
	_, errs, more := ParseRecordAll(src, 1, 10)
	assert.Len(t, errs, 10)
	assert.Equal(t, 15, more)
	assert.Equal(t, 10, errs[9].Pos.Line)
}

// TestParseRecordFirstErrorUnchanged: ParseRecord still stops at the
// first error and returns no record.
func TestParseRecordFirstErrorUnchanged(t *testing.T) {
	rec, err := ParseRecord("1 Ann: money\n3 Bob: pass\nnonsense\n", 1)
	assert.Nil(t, rec)
	assert.EqualError(t, err, "2:1: decision 2 is numbered 3")
}
