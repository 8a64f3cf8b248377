package pbem

import (
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// pressGame creates a Palazzo game of players in a temporary folder.
func pressGame(t *testing.T, players ...string) (string, *File) {
	t.Helper()
	path := filepath.Join(t.TempDir(), "g.pbem")
	_, err := palazzoGames.Create(NewGame{Game: "palazzo", Players: players, Seed: testSeed, Now: testNow, Out: path})
	require.NoError(t, err)
	f, err := palazzoGames.Load(path)
	require.NoError(t, err)
	return path, f
}

// TestPressTargets reads the @names of "!say @Bob text": case aside, the
// longest name that fits (names of two words), several, and refuses a
// name of no player.
func TestPressTargets(t *testing.T) {
	_, f := pressGame(t, "Ann", "Bob", "Bob Smith")
	for _, c := range []struct {
		rest, text string
		names      []string
		private    bool
	}{
		{"hello all", "hello all", nil, false},
		{"@bob hi", "hi", []string{"Bob"}, true},
		{"@BOB SMITH  hi there", "hi there", []string{"Bob Smith"}, true},
		{"@Bob @ann a deal?", "a deal?", []string{"Bob", "Ann"}, true},
		{"@Bob", "", []string{"Bob"}, true},
	} {
		names, text, private, err := PressTargets(f, c.rest)
		require.NoError(t, err, c.rest)
		assert.Equal(t, c.names, names, c.rest)
		assert.Equal(t, c.text, text, c.rest)
		assert.Equal(t, c.private, private, c.rest)
	}
	_, _, private, err := PressTargets(f, "@Bobby hi")
	assert.True(t, private)
	assert.ErrorIs(t, err, ErrUsage)
	assert.Contains(t, err.Error(), "@Bobby names no player")
	// A long run of @names stops at the number of players: bounded work.
	names, _, _, err := PressTargets(f, strings.Repeat("@Ann ", 10000)+"hi")
	require.NoError(t, err)
	assert.Len(t, names, 4)
}

// TestPressKeptOnceAndPrivate: a word is kept in the 0600 press file,
// once per About, and listed for its sender and readers only; the game
// file is left alone.
func TestPressKeptOnceAndPrivate(t *testing.T) {
	path, _ := pressGame(t, "Ann", "Bob", "Cid")
	before, err := os.ReadFile(path)
	require.NoError(t, err)
	req := PressRequest{As: "ann", To: []string{"bob"}, Text: "  a   deal ", About: "mail-1", Now: testNow}
	res, err := palazzoGames.Press(path, req)
	require.NoError(t, err)
	assert.False(t, res.Again)
	assert.Equal(t, PressLine{Time: "2026-11-21T23:55:00Z", From: "Ann", To: []string{"Bob"}, Text: "a deal", About: "mail-1"}, res.Line)
	res, err = palazzoGames.Press(path, req)
	require.NoError(t, err)
	assert.True(t, res.Again, "the same mail handled again keeps nothing more")
	after, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Equal(t, before, after)
	info, err := os.Stat(path + PressSuffix)
	require.NoError(t, err)
	assert.Equal(t, os.FileMode(0o600), info.Mode().Perm())
	all, err := ReadPress(path)
	require.NoError(t, err)
	assert.Len(t, all, 1)
	assert.Len(t, PressOf(all, "BOB"), 1)
	assert.Len(t, PressOf(all, "Ann"), 1)
	assert.Empty(t, PressOf(all, "Cid"))
}

// TestPressRefusals: no reader, the sender, a name twice, a stranger,
// an empty or control-character text, too long a text, or stdin.
func TestPressRefusals(t *testing.T) {
	path, _ := pressGame(t, "Ann", "Bob")
	for _, req := range []PressRequest{
		{As: "Ann", Text: "hi"},
		{As: "Ann", To: []string{"Ann"}, Text: "hi"},
		{As: "Ann", To: []string{"Bob", "BOB"}, Text: "hi"},
		{As: "Ann", To: []string{"Dan"}, Text: "hi"},
		{As: "Ann", To: []string{"Bob"}, Text: " \t "},
		{As: "Ann", To: []string{"Bob"}, Text: "a\u0007b"},
		{As: "Ann", To: []string{"Bob"}, Text: strings.Repeat("x", MaxPlayerText+1)},
		{As: "", To: []string{"Bob"}, Text: "hi"},
	} {
		_, err := palazzoGames.Press(path, req)
		assert.ErrorIs(t, err, ErrUsage, "%+v", req.To)
	}
	_, err := palazzoGames.Press(Stdin, PressRequest{As: "Ann", To: []string{"Bob"}, Text: "hi"})
	assert.ErrorIs(t, err, ErrUsage)
	_, err = os.Stat(path + PressSuffix)
	assert.True(t, os.IsNotExist(err), "nothing kept")
}

// TestReadPressSkipsAHalfLine: a line a crash left half written is
// skipped, the others read; a press file that is a link is refused.
func TestReadPressSkipsAHalfLine(t *testing.T) {
	path, _ := pressGame(t, "Ann", "Bob")
	_, err := palazzoGames.Press(path, PressRequest{As: "Ann", To: []string{"Bob"}, Text: "one"})
	require.NoError(t, err)
	fh, err := os.OpenFile(path+PressSuffix, os.O_APPEND|os.O_WRONLY, 0)
	require.NoError(t, err)
	_, err = fmt.Fprint(fh, `{"from":"Ann","to":["Bob"],"te`)
	require.NoError(t, err)
	require.NoError(t, fh.Close())
	lines, err := ReadPress(path)
	require.NoError(t, err)
	require.Len(t, lines, 1)
	assert.Equal(t, "one", lines[0].Text)

	other, _ := pressGame(t, "Ann", "Bob")
	require.NoError(t, os.Symlink(path+PressSuffix, other+PressSuffix))
	_, err = ReadPress(other)
	assert.Error(t, err, "a link in the press file's place is not followed")
}

// TestObserveEditsTheFrontMatter: Observe adds an address once (case
// aside, also when written with a name), removes it, keeps the rest of
// the front matter as written, and refuses a 101st.
func TestObserveEditsTheFrontMatter(t *testing.T) {
	path, _ := pressGame(t, "Ann", "Bob")
	res, err := palazzoGames.Observe(path, ObserveRequest{Address: "Kib@Example.org"})
	require.NoError(t, err)
	assert.Equal(t, &ObserveResult{Address: "kib@example.org", Changed: true, Observers: []string{"kib@example.org"}}, res)
	res, err = palazzoGames.Observe(path, ObserveRequest{Address: "kib@example.org"})
	require.NoError(t, err)
	assert.False(t, res.Changed)
	assert.Equal(t, 0, ObserverIndex([]string{"Kib <KIB@example.org>"}, "kib@example.org"))
	_, err = palazzoGames.Observe(path, ObserveRequest{Address: "Kib <kib@example.org>"})
	assert.ErrorIs(t, err, ErrUsage, "a bare address only")
	res, err = palazzoGames.Observe(path, ObserveRequest{Address: "kib@example.org", Remove: true})
	require.NoError(t, err)
	assert.True(t, res.Changed)
	assert.Empty(t, res.Observers)

	for i := range maxObservers {
		_, err := palazzoGames.Observe(path, ObserveRequest{Address: fmt.Sprintf("o%d@example.org", i)})
		require.NoError(t, err)
	}
	_, err = palazzoGames.Observe(path, ObserveRequest{Address: "one-more@example.org"})
	assert.ErrorIs(t, err, ErrUsage)
	f, err := palazzoGames.Load(path)
	require.NoError(t, err)
	assert.Len(t, f.Header.Observers, maxObservers)
}
