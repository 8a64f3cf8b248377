package pbem

import (
	"fmt"
	"os"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/notation"
)

// errorTexts returns each error's one-line form.
func errorTexts(errs []error) []string {
	var out []string
	for _, err := range errs {
		out = append(out, err.Error())
	}
	return out
}

// TestParseAllEveryError: a bad front-matter value and several bad
// record lines are each reported at their line:col, in the order of the
// file, while Parse still gives only the first, as before.
func TestParseAllEveryError(t *testing.T) {
	src := strings.Replace(wantNewFile, `mode = "open"`, `mode = "wide open"`, 1) +
		"1 Ann: roll\n" +
		"2 Bob roll\n" +
		"3 Ann: bet 1 {sure\n" +
		"4 Bob: stop\n" +
		"6 Ann: roll\n"
	f, l := testGames.ParseAll("g.pbem", []byte(src))
	assert.Nil(t, f)
	assert.Equal(t, []string{
		`g.pbem:7:1: mode "wide open": expected "open" or "sealed"`,
		`g.pbem:18:11: expected ":" after the player's name`,
		`g.pbem:19:14: comment not closed by "}" on its line`,
		`g.pbem:21:1: decision 5 is numbered 6`,
	}, errorTexts(l.Errs))
	assert.Zero(t, l.More)
	for _, err := range l.Errs {
		assert.ErrorIs(t, err, ErrCorrupt)
	}
	var d *notation.Error
	require.ErrorAs(t, l.Errs[0], &d, "a front-matter error is placed for the JSON too")
	assert.Equal(t, `mode = "wide open"`, d.Source)

	_, err := testGames.Parse("g.pbem", []byte(src))
	assert.EqualError(t, err, `g.pbem: corrupt game file: mode "wide open": expected "open" or "sealed"`,
		"the other commands stop at the first error, worded as before")
}

// TestParseAllNames: unknown players on several lines are each an error
// once the front matter is good.
func TestParseAllNames(t *testing.T) {
	src := wantNewFile + "1 Ann: roll\n2 Zed: roll\n3 Ann: bet 1\n4 Kim: stop\n"
	_, l := testGames.ParseAll("g.pbem", []byte(src))
	assert.Equal(t, []string{
		`g.pbem:18:3: no player is named "Zed" (players: Ann, Bob)`,
		`g.pbem:20:3: no player is named "Kim" (players: Ann, Bob)`,
	}, errorTexts(l.Errs))
}

// TestParseAllCap: past MaxCheckErrors, errors are counted, not listed.
func TestParseAllCap(t *testing.T) {
	src := wantNewFile + strings.Repeat("nonsense\n", MaxCheckErrors+7)
	_, l := testGames.ParseAll("g.pbem", []byte(src))
	assert.Len(t, l.Errs, MaxCheckErrors)
	assert.Equal(t, 7, l.More)
	assert.Equal(t, fmt.Sprintf("g.pbem:%d:1: expected a decision number, found \"nonsense\"", 17+MaxCheckErrors-1),
		l.Errs[MaxCheckErrors-1].Error())
}

// TestCheckAllStopsAtIllegalMove: a replay stops at an illegal move and
// counts the decisions after it, which it could not check.
func TestCheckAllStopsAtIllegalMove(t *testing.T) {
	path := newTestGame(t, nil)
	content := readFile(t, path) + "1 Ann: roll\n2 Bob: roll\n3 Ann: bet 99\n4 Bob: stop\n5 Ann: roll\n"
	require.NoError(t, os.WriteFile(path, []byte(content), 0o644))
	f, l := testGames.LoadAll(path)
	require.Empty(t, l.Errs)
	st, l := f.CheckAll()
	assert.Nil(t, st)
	require.Len(t, l.Errs, 1)
	assert.True(t, IsMoveRefusal(l.Errs[0]), "%v", l.Errs[0])
	assert.Equal(t, 18, errorLine(l.Errs[0]))
	assert.Equal(t, 2, l.Unchecked)
}

// TestLoadAllMissing: a missing file is one error, as Load gives it.
func TestLoadAllMissing(t *testing.T) {
	_, l := testGames.LoadAll("nope.pbem")
	require.Len(t, l.Errs, 1)
	assert.ErrorIs(t, l.Err(), ErrMissing)
}
