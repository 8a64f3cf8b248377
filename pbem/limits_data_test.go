//go:build unix

package pbem

import (
	"os"
	"path/filepath"
	"strings"
	"syscall"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// hostileData are data files pbem must refuse without reading them whole
// or waiting on them.
func hostileData(t *testing.T) map[string]string {
	t.Helper()
	dir := t.TempDir()
	fifo := filepath.Join(dir, "fifo")
	require.NoError(t, syscall.Mkfifo(fifo, 0o600))
	huge := filepath.Join(dir, "huge.toml")
	fh, err := os.Create(huge)
	require.NoError(t, err)
	require.NoError(t, fh.Truncate(1<<30)) // sparse: a gigabyte of zeros
	require.NoError(t, fh.Close())
	deep := optWrite(t, dir, "deep.toml", "a = "+strings.Repeat("{a=", 8000)+"1"+strings.Repeat("}", 8000)+"\n")
	dotted := optWrite(t, dir, "dotted.toml", strings.Repeat("a.", 9)+"a = 1\n")
	return map[string]string{"device": "/dev/zero", "fifo": fifo, "huge": huge, "deep": deep, "dotted": dotted,
		"folder": dir}
}

// TestDataFileRefusesWhatIsNotABoundedFile: `new --data` refuses a
// device, a FIFO (without waiting on it), a file over the limit and deeply
// nested TOML, as usage errors.
func TestDataFileRefusesWhatIsNotABoundedFile(t *testing.T) {
	for name, path := range hostileData(t) {
		t.Run(name, func(t *testing.T) {
			out := t.TempDir()
			_, err := optNew(t, out, func(req *NewGame) { req.Data = path })
			assert.ErrorIs(t, err, ErrUsage)
			assert.NoFileExists(t, filepath.Join(out, "game.pbem"))
		})
	}
}

// TestDataPathInAGameFileIsBounded: a game file whose [data] path names
// a hostile file is corrupt, and the error tells no hash of what it names.
func TestDataPathInAGameFileIsBounded(t *testing.T) {
	dir := t.TempDir()
	one := optWrite(t, dir, "one.txt", "1\n")
	r, err := optNew(t, dir, func(req *NewGame) { req.Data = one })
	require.NoError(t, err)
	src := readFile(t, r.File.Path)
	for name, path := range hostileData(t) {
		t.Run(name, func(t *testing.T) {
			text := strings.Replace(src, `path = "one.txt"`, `path = "`+filepath.ToSlash(path)+`"`, 1)
			require.NoError(t, os.WriteFile(r.File.Path, []byte(text), 0o644))
			_, err := optOpen(r.File.Path)
			assert.ErrorIs(t, err, ErrCorrupt)
		})
	}
	// Another readable file: refused as changed, its hash untold.
	secret := optWrite(t, dir, "secret.txt", "2\n")
	text := strings.Replace(src, `path = "one.txt"`, `path = "secret.txt"`, 1)
	require.NoError(t, os.WriteFile(r.File.Path, []byte(text), 0o644))
	_, err = optOpen(r.File.Path)
	require.ErrorIs(t, err, ErrCorrupt)
	assert.NotContains(t, err.Error(), hashData([]byte(readFile(t, secret))))
	assert.Contains(t, err.Error(), "has changed since the game began")
}
