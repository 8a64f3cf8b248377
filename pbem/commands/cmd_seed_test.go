package commands

import (
	"encoding/hex"
	"encoding/json"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
)

const (
	testHostSeed = "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
	annSeedHex   = "00112233445566778899aabbccddeeff"
	bobSeedHex   = "ffeeddccbbaa99887766554433221100"
)

// TestSeedCommandFlow: new --await-seeds, then each player's seed; the
// game is dealt by the last one, from DeriveSeed's seed.
func TestSeedCommandFlow(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "g.pbem")
	code, out, errOut := runApp(t, "new", "palazzo", "Ann", "Bob", "--sealed", "--await-seeds", "--seed-wait", "3d",
		"--seed", testHostSeed, "--out", path)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "waiting for the players' seeds (0 of 2 given)")
	assert.Contains(t, out, "pbem seed "+path+" --as NAME HEX")

	code, _, errOut = runApp(t, "board", path)
	assert.Equal(t, 5, code, "a game not dealt: a conflict, try again later")
	assert.Contains(t, errOut, "waiting for the players' seeds (0 of 2 given)")

	code, out, errOut = runApp(t, "seed", path, "--as", "Bob", bobSeedHex)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "!Bob: seed "+bobSeedHex)
	assert.Contains(t, out, "(1 of 2 given); awaited: Ann")

	code, out, errOut = runApp(t, "status", path)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "waits for the players' seeds (1 of 2 given; given: Bob): Ann since")
	code, out, errOut = runApp(t, "list", path)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "waiting for the players' seeds (1 of 2 given; given: Bob)")

	code, out, errOut = runApp(t, "check", path)
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "waiting for the players' seeds (1 of 2 given): Ann to act")

	code, _, errOut = runApp(t, "seed", path, "--as", "Bob", annSeedHex)
	assert.Equal(t, 3, code, "a second seed is refused")
	assert.Contains(t, errOut, "Bob gave a seed already")

	code, out, errOut = runApp(t, "seed", path, "--as", "Ann", annSeedHex, "--json")
	require.Equal(t, 0, code, errOut)
	var res struct {
		Dealt bool `json:"dealt"`
	}
	require.NoError(t, json.Unmarshal([]byte(out), &res))
	assert.True(t, res.Dealt)

	code, board, errOut := runApp(t, "board", path)
	require.Equal(t, 0, code, errOut)
	host, _ := pbem.ParseSeed(testHostSeed)
	ann, _ := hex.DecodeString(annSeedHex)
	bob, _ := hex.DecodeString(bobSeedHex)
	derived := pbem.DeriveSeed(host, []pbem.Contribution{{Name: "Ann", Entropy: ann}, {Name: "Bob", Entropy: bob}})
	open := filepath.Join(dir, "open.pbem")
	code, _, errOut = runApp(t, "new", "palazzo", "Ann", "Bob", "--seed", derived.String(), "--out", open)
	require.Equal(t, 0, code, errOut)
	_, want, _ := runApp(t, "board", open)
	assert.Equal(t, boardBody(want), boardBody(board), "the deal is that of DeriveSeed's seed")

	code, _, errOut = runApp(t, "seed", path, "--close")
	assert.Equal(t, 3, code, "dealt already")
	assert.Contains(t, errOut, "dealt already")

	code, out, errOut = runApp(t, "reveal", path, "--force")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, testHostSeed, "the header's seed is the host's, which the commitment names")
	code, _, errOut = runApp(t, "verify", path)
	assert.Equal(t, 0, code, errOut)
}

// boardBody is a board without its first line, which names the game id.
func boardBody(board string) string {
	_, rest, _ := strings.Cut(board, "\n")
	return rest
}

func TestSeedCommandClose(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	code, _, errOut := runApp(t, "new", "palazzo", "Ann", "Bob", "--sealed", "--await-seeds", "--out", path)
	require.Equal(t, 0, code, errOut)
	code, _, _ = runApp(t, "seed", path, "--close", "--as", "Ann")
	assert.Equal(t, 2, code)
	code, out, errOut := runApp(t, "seed", path, "--close")
	require.Equal(t, 0, code, errOut)
	assert.Contains(t, out, "!seed close")
	assert.Contains(t, out, "dealt: ")
	code, _, errOut = runApp(t, "board", path)
	assert.Equal(t, 0, code, errOut)
}

func TestSeedCheckPlacesBadHex(t *testing.T) {
	path := filepath.Join(t.TempDir(), "g.pbem")
	code, _, errOut := runApp(t, "new", "palazzo", "Ann", "Bob", "--sealed", "--await-seeds", "--out", path)
	require.Equal(t, 0, code, errOut)
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	line := strings.Count(string(src), "\n") + 1
	require.NoError(t, os.WriteFile(path, append(src, "!Ann: seed 0011zz\n"...), 0o644))
	code, _, errOut = runApp(t, "check", path)
	assert.Equal(t, 4, code)
	assert.Contains(t, errOut, path+":"+jsonNumber(line)+":12: \"0011zz\" is not a seed")
}

// jsonNumber writes n in decimal.
func jsonNumber(n int) string {
	b, _ := json.Marshal(n)
	return string(b)
}

func TestNewEntropyFlags(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "g.pbem")
	code, _, errOut := runApp(t, "new", "palazzo", "Ann", "Bob", "--sealed", "--entropy", "Ann="+annSeedHex, "--out", path)
	require.Equal(t, 0, code, errOut)
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	assert.Contains(t, string(src), "!Ann: seed "+annSeedHex)
	code, _, _ = runApp(t, "new", "palazzo", "Ann", "Bob", "--entropy", "Ann="+annSeedHex, "--out", filepath.Join(dir, "o.pbem"))
	assert.Equal(t, 2, code, "--entropy needs --sealed")
	code, _, _ = runApp(t, "new", "palazzo", "Ann", "Bob", "--sealed", "--await-seeds", "--entropy", "Ann="+annSeedHex,
		"--out", filepath.Join(dir, "p.pbem"))
	assert.Equal(t, 2, code, "one of them")
	code, _, _ = runApp(t, "new", "palazzo", "Ann", "Bob", "--sealed", "--seed-wait", "3d", "--out", filepath.Join(dir, "q.pbem"))
	assert.Equal(t, 2, code, "--seed-wait needs --await-seeds")
}

// TestFolderWithGameAwaitingSeeds: the commands that read a folder of
// games take a game not dealt yet in their stride.
func TestFolderWithGameAwaitingSeeds(t *testing.T) {
	dir := t.TempDir()
	code, _, errOut := runApp(t, "new", "palazzo", "Ann", "Bob", "--sealed", "--await-seeds", "--out", filepath.Join(dir, "w.pbem"))
	require.Equal(t, 0, code, errOut)
	code, _, errOut = runApp(t, "new", "palazzo", "Ann", "Bob", "--seed", "7", "--out", filepath.Join(dir, "o.pbem"))
	require.Equal(t, 0, code, errOut)
	for _, args := range [][]string{{"list", dir}, {"status", dir}, {"stats", dir}, {"export", dir},
		{"check", filepath.Join(dir, "w.pbem"), filepath.Join(dir, "o.pbem")}} {
		code, _, errOut = runApp(t, args...)
		assert.Equal(t, 0, code, "%v: %s", args, errOut)
	}
}
