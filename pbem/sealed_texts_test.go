package pbem

import (
	"errors"
	"os"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// sealedPrincesSeed deals the Princes games of these tests.
var sealedPrincesSeed = strings.Repeat("3c", 32)

// newPrinces starts a Princes game of Ann, Bob and Cid, sealed or open,
// and makes its first decisions: every player keeps three professions
// (the first legal keep each, in seat order).
func newPrinces(t *testing.T, sealed bool) string { return newPrincesKeeps(t, sealed, 3) }

// newPrincesKeeps is newPrinces making the first n keeps only.
func newPrincesKeeps(t *testing.T, sealed bool, n int) string {
	t.Helper()
	path := filepath.Join(t.TempDir(), "g.pbem")
	_, err := realGames.Create(NewGame{Game: "princes", Players: []string{"Ann", "Bob", "Cid"}, Seed: sealedPrincesSeed,
		Sealed: sealed, Out: path, Now: testNow})
	require.NoError(t, err)
	for _, name := range []string{"Ann", "Bob", "Cid"}[:n] {
		keep(t, path, name, 0)
	}
	return path
}

// keep makes the i-th legal decision of the player named name.
func keep(t *testing.T, path, name string, i int) string {
	t.Helper()
	r := replayAt(t, path)
	seat, err := r.File.SeatOf(name)
	require.NoError(t, err)
	text := r.LegalTexts(seat)[i]
	_, err = realGames.Move(path, MoveRequest{Moves: inputs(text), As: name})
	require.NoError(t, err)
	return text
}

// replayAt replays the game at path with its key.
func replayAt(t *testing.T, path string) *Replay {
	t.Helper()
	r, err := openReplay(realGames, path, -1)
	require.NoError(t, err)
	return r
}

// movesOf returns the texts of r's decisions.
func movesOf(r *Replay) []string {
	var out []string
	for _, p := range r.Plies {
		out = append(out, p.Move)
	}
	return out
}

// sealedLineRE is a sealed decision's record line.
var sealedLineRE = regexp.MustCompile(`(?m)^\d+ \w+: keep \{= #[0-9a-f]{32}\}$`)

func TestSealedTextsCommitment(t *testing.T) {
	var seed Seed
	copy(seed[:], "a seed of thirty-two bytes, 0123")
	h := textCommitment(seed, 12, "keep p1 p4 p7")
	assert.Len(t, h, commitDigits)
	assert.Equal(t, h, textCommitment(seed, 12, "keep p1 p4 p7"), "the same text commits the same")
	assert.NotEqual(t, h, textCommitment(seed, 13, "keep p1 p4 p7"), "each decision has its own salt")
	assert.NotEqual(t, h, textCommitment(seed, 12, "keep p1 p4 p8"))
	seed[0] ^= 1
	assert.NotEqual(t, h, textCommitment(seed, 12, "keep p1 p4 p7"), "the salt comes from the seed")
	_, ok := commitmentOf("#" + h)
	assert.True(t, ok)
	_, ok = commitmentOf("#" + strings.ToUpper(h))
	assert.False(t, ok)
	assert.Equal(t, []string{"s4", "c2"}, withoutCommitment([]string{"#" + h, "s4", "c2"}))
	assert.Equal(t, []string{"s4", "c2"}, withoutCommitment([]string{"s4", "c2"}))
	assert.Empty(t, withoutCommitment([]string{"#" + h}))
}

func TestSealedTextsKeyedReplay(t *testing.T) {
	open, sealed := newPrinces(t, false), newPrinces(t, true)
	src := readFile(t, sealed)
	assert.Len(t, sealedLineRE.FindAllString(src, -1), 3, src)
	assert.Equal(t, movesOf(replayAt(t, open)), movesOf(replayAt(t, sealed)), "the key's replay has the texts")
	for _, m := range movesOf(replayAt(t, open)) {
		assert.NotContains(t, src, m)
	}
}

func TestSealedTextsOpenGameUnchanged(t *testing.T) {
	path := newPrinces(t, false)
	assert.NotContains(t, readFile(t, path), "{=")
	assert.NoFileExists(t, path+SealedSuffix)
	for _, m := range movesOf(replayAt(t, path)) {
		assert.Contains(t, readFile(t, path), ": "+m+"\n")
	}
}

// TestSealedTextsStaleLine writes a decision's text into the sidecar
// without writing the game file, as a crash between the two would, then
// makes another decision in its place, and tears the sidecar's last line:
// the game replays with the text of the decision written.
func TestSealedTextsStaleLine(t *testing.T) {
	path := newPrincesKeeps(t, true, 2)
	r := replayAt(t, path)
	seat := r.State.ToAct()[0]
	texts := r.LegalTexts(seat)
	require.Greater(t, len(texts), 1)
	stale, err := r.apply(seat, texts[1], "", source{})
	require.NoError(t, err)
	_, err = r.File.appendPlies(r.File.Src, []Ply{stale}) // the sidecar is written, the game file is not
	require.NoError(t, err)
	require.Contains(t, readFile(t, path+SealedSuffix), texts[1])

	name := r.File.Name(seat)
	_, err = realGames.Move(path, MoveRequest{Moves: inputs(texts[0]), As: name})
	require.NoError(t, err)
	fh, err := os.OpenFile(path+SealedSuffix, os.O_WRONLY|os.O_APPEND, 0)
	require.NoError(t, err)
	_, err = fh.WriteString("4 0123456789abcdef") // torn by a crash
	require.NoError(t, err)
	require.NoError(t, fh.Close())

	r = replayAt(t, path)
	assert.Equal(t, texts[0], r.Plies[len(r.Plies)-1].Move)
}

// sealedText makes the sidecar's line of decision n say text instead, the
// commitment kept.
func sealedText(t *testing.T, path string, n int, text string) {
	t.Helper()
	lines := strings.SplitAfter(readFile(t, path+SealedSuffix), "\n")
	for i, l := range lines {
		if num, rest, _ := strings.Cut(l, " "); num == strconv.Itoa(n) {
			h, _, _ := strings.Cut(rest, " ")
			lines[i] = num + " " + h + " " + text + "\n"
		}
	}
	require.NoError(t, os.WriteFile(path+SealedSuffix, []byte(strings.Join(lines, "")), 0o600))
}

func TestSealedTextsTamperedOrMissing(t *testing.T) {
	path := newPrinces(t, true)
	r := replayAt(t, path)
	first := r.Plies[0]

	// Another legal keep, under the commitment of the first.
	back, err := openReplay(realGames, path, 0)
	require.NoError(t, err)
	texts := back.LegalTexts(first.Seat)
	require.NotEqual(t, first.Move, texts[len(texts)-1])
	sealedText(t, path, 1, texts[len(texts)-1])
	_, err = openReplay(realGames, path, -1)
	var ferr *FileError
	require.ErrorAs(t, err, &ferr)
	assert.ErrorIs(t, err, ErrCorrupt)
	line := lineOf(t, readFile(t, path), "1 ")
	assert.Equal(t, path+":"+line+":8: the host's sealed text of decision 1 is missing from "+path+SealedSuffix,
		err.Error())

	require.NoError(t, os.Remove(path+SealedSuffix))
	_, err = openReplay(realGames, path, -1)
	assert.ErrorContains(t, err, "the host's sealed text of decision 1 is missing from "+path+SealedSuffix)
}

// lineOf returns the number of the first line of src that starts with
// prefix, as text.
func lineOf(t *testing.T, src, prefix string) string {
	t.Helper()
	for i, l := range strings.Split(src, "\n") {
		if strings.HasPrefix(l, prefix) {
			return strconv.Itoa(i + 1)
		}
	}
	t.Fatalf("no line starts with %q", prefix)
	return ""
}

func TestSealedTextsSidecarPrivate(t *testing.T) {
	path := newPrinces(t, true)
	require.NoError(t, os.Chmod(path+SealedSuffix, 0o644))
	_, err := openReplay(realGames, path, -1)
	assert.ErrorIs(t, err, ErrGameFile)
	assert.ErrorContains(t, err, "chmod 600")
	_, err = realGames.Move(path, MoveRequest{Moves: inputs("open builder"), As: "Ann"})
	assert.Error(t, err)
}

// TestSealedTextsReveal: reveal writes each text back before its
// commitment, changing nothing else but the seed, and the file then
// replays without the sidecar; a text changed after is refused.
func TestSealedTextsReveal(t *testing.T) {
	open, path := newPrinces(t, false), newPrinces(t, true)
	before := readFile(t, path)
	res, err := realGames.Reveal(path, "", true)
	require.NoError(t, err)
	assert.Equal(t, 3, res.Texts)
	assert.Contains(t, res.String(), "\n3 secret decisions written back into the file: "+path+".sealed is no longer needed")
	after := readFile(t, path)
	want := before
	for _, p := range replayAt(t, open).Plies {
		want = strings.Replace(want, ": keep {", ": "+p.Move+" {", 1)
	}
	seedLine := "seed = \"" + sealedPrincesSeed + "\"\n"
	assert.Equal(t, want, strings.Replace(after, seedLine, "", 1))
	require.NoError(t, os.Remove(path+SealedSuffix))
	require.NoError(t, os.Remove(path+KeySuffix))
	assert.Equal(t, movesOf(replayAt(t, open)), movesOf(replayAt(t, path)))
	_, err = realGames.Verify(path)
	require.NoError(t, err)

	p := replayAt(t, open).Plies[0]
	verb, _, _ := strings.Cut(p.Move, " ")
	others := replayAtBefore(t, open, p.Seat)
	require.NoError(t, os.WriteFile(path, []byte(strings.Replace(after, p.Move, others, 1)), 0o644))
	_, err = openReplay(realGames, path, -1)
	assert.ErrorContains(t, err, "decision 1 is not the text its commitment")
	assert.True(t, strings.HasPrefix(others, verb+" "))
}

// replayAtBefore returns a legal text of seat at the deal of the game at
// path other than its first decision's.
func replayAtBefore(t *testing.T, path string, seat engine.Seat) string {
	t.Helper()
	r, err := openReplay(realGames, path, 0)
	require.NoError(t, err)
	texts := r.LegalTexts(seat)
	return texts[len(texts)-1]
}

// TestSealedTextsUndo takes the secret decisions back: the variation the
// undo writes holds them sealed too, and the game replays with the key.
func TestSealedTextsUndo(t *testing.T) {
	path := newPrinces(t, true)
	res, err := realGames.Undo(path, UndoRequest{As: "Ann", To: 1})
	require.NoError(t, err)
	for _, name := range res.Waiting {
		res, err = realGames.Undo(path, UndoRequest{As: name, Answer: "accept"})
		require.NoError(t, err)
	}
	require.Equal(t, UndoTakenBack, res.State)
	src := readFile(t, path)
	assert.Contains(t, src, "( 1 Ann: keep {= #")
	assert.NotRegexp(t, `keep [a-z]`, src, "a secret text in the file")
	r := replayAt(t, path)
	assert.Empty(t, r.Plies)
	again := keep(t, path, "Bob", 1)
	assert.NotRegexp(t, `keep [a-z]`, readFile(t, path))
	r = replayAt(t, path)
	assert.Equal(t, again, r.Plies[0].Move)

	// Reveal writes back the texts of the variation too.
	_, err = realGames.Reveal(path, "", true)
	require.NoError(t, err)
	require.NoError(t, os.Remove(path+SealedSuffix))
	src = readFile(t, path)
	assert.NotRegexp(t, `keep \{`, src, "a text not written back")
	assert.Contains(t, src, "1 Bob: "+again+" {= #")
	assert.Equal(t, again, replayAt(t, path).Plies[0].Move)
}

func TestSealedTextsPlainErrorClass(t *testing.T) {
	path := newPrinces(t, true)
	require.NoError(t, os.Remove(path+SealedSuffix))
	_, err := realGames.Move(path, MoveRequest{Moves: inputs("open builder"), As: "Ann"})
	assert.True(t, errors.Is(err, ErrCorrupt), "%v", err)
}

// TestSealedTextsBotsAtCreate: the bots' first decisions of a new sealed
// game (every player keeps at once) are sealed too, their texts written
// with the key.
func TestSealedTextsBotsAtCreate(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	_, err := realGames.Create(NewGame{Game: "princes", Players: []string{"Ann", "Bob", "Cid"}, Seed: sealedPrincesSeed,
		Sealed: true, Out: path, Now: testNow, Bots: map[string]int{"Bob": 8, "Cid": 8}})
	require.NoError(t, err)
	src := readFile(t, path)
	assert.Regexp(t, `(?m)^1 Bob: keep @\S+ \{= #[0-9a-f]{32}; bot\}\n2 Cid: keep @\S+ \{= #[0-9a-f]{32}; bot\}\n$`, src)
	assert.NotRegexp(t, `keep [a-z]`, src)
	r := replayAt(t, path)
	require.Len(t, r.Plies, 2)
	for _, p := range r.Plies {
		assert.Regexp(t, `^keep [a-z]`, p.Move)
	}
}
