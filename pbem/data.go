package pbem

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"syscall"

	"github.com/pbem-games/pbem/notation"
)

// DataRef names the data file a game is played on, in place of the game's
// embedded one (engine.Info.CustomData, `pbem new --data FILE`): its path,
// relative to the game file's folder when it can be, with forward slashes,
// and the SHA-256 of its content, so that a replay on a changed file is
// refused rather than silently re-judged.
type DataRef struct {
	Path   string `toml:"path" json:"path"`
	SHA256 string `toml:"sha256" json:"sha256"`
}

// MaxDataSize bounds a data file: a game's components fit in far less, and
// every replay reads it whole.
const MaxDataSize = 1 << 20

// String names the data file for people, as check and verify print it.
func (d *DataRef) String() string { return d.Path + " (sha256 " + d.SHA256[:12] + "…)" }

// validate checks the front matter's [data] table.
func (d *DataRef) validate() error {
	if d.Path == "" {
		return corruptf("data: path is missing")
	}
	if len(d.SHA256) != 64 || !isLowerHex(d.SHA256) {
		return corruptf("data: sha256 must be 64 lower-case hex digits")
	}
	return nil
}

func isLowerHex(s string) bool {
	for _, r := range s {
		if !(r >= '0' && r <= '9' || r >= 'a' && r <= 'f') {
			return false
		}
	}
	return true
}

// resolve returns where the data file of the game file at gamePath is.
func (d *DataRef) resolve(gamePath string) string {
	p := filepath.FromSlash(d.Path)
	if filepath.IsAbs(p) {
		return p
	}
	return filepath.Join(filepath.Dir(gamePath), p)
}

// load reads the data file of the game file at gamePath and checks its
// hash. A missing, unreadable or changed file makes the game file corrupt:
// it cannot be replayed as it was played.
func (d *DataRef) load(gamePath string) ([]byte, error) {
	if err := d.validate(); err != nil {
		return nil, err
	}
	// The error names the path as recorded: the game file's own path,
	// which the error starts with, says where it is looked for.
	data, err := readData(d.resolve(gamePath))
	if err != nil {
		return nil, corruptf("data file %s (the [data] path, from the game file's folder): %v", notation.Quote(d.Path), err)
	}
	// The hash found is not told: the path is the file's word, and the
	// hash of whatever file it names is none of its reader's business.
	if hashData(data) != d.SHA256 {
		return nil, corruptf("data file %s has changed since the game began: its SHA-256 is not the one the game file records",
			notation.Quote(d.Path))
	}
	return data, nil
}

// readData reads a data file, refusing what is not a regular file (a
// device would never end, a FIFO would wait forever), one over
// MaxDataSize, and one nesting deeper than the front matter may (decoding
// deep TOML costs time and memory with the square of its size). It reads
// at most MaxDataSize+1 bytes, whatever the file.
func readData(path string) ([]byte, error) {
	info, err := os.Stat(path)
	switch {
	case errors.Is(err, fs.ErrNotExist):
		return nil, errors.New("no such file")
	case err != nil:
		return nil, err
	case info.IsDir():
		return nil, errors.New("a folder, not a file")
	case !info.Mode().IsRegular():
		return nil, errors.New("not a regular file")
	case info.Size() > MaxDataSize:
		return nil, fmt.Errorf("%d bytes, over the limit of %d", info.Size(), MaxDataSize)
	}
	// Opened without waiting, and checked again once open: the path may
	// have been replaced by a FIFO or a device since it was looked at.
	fh, err := os.OpenFile(path, os.O_RDONLY|syscall.O_NONBLOCK, 0)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	if info, err := fh.Stat(); err != nil || !info.Mode().IsRegular() {
		return nil, errors.New("not a regular file")
	}
	data, err := io.ReadAll(io.LimitReader(fh, MaxDataSize+1))
	switch {
	case err != nil:
		return nil, err
	case len(data) > MaxDataSize:
		return nil, fmt.Errorf("over the limit of %d bytes", MaxDataSize)
	}
	if line, col, ok := nestingOver(string(data), MaxNesting); !ok {
		return nil, fmt.Errorf("line %d, column %d: nests more than %d levels deep (tables, arrays or dotted keys)",
			line, col, MaxNesting)
	}
	return data, nil
}

func hashData(data []byte) string {
	sum := sha256.Sum256(data)
	return hex.EncodeToString(sum[:])
}

// newDataRef reads the data file at path (as given on the command line)
// for a new game whose file will be at gamePath, and names it relative to
// the game file's folder when it can. Its errors are usage errors. The
// game reads the data once the game file is parsed, as at every replay.
func newDataRef(path, gamePath string) (*DataRef, error) {
	data, err := readData(path)
	if err != nil {
		return nil, Usagef("--data %s: %v", notation.Quote(path), err)
	}
	return &DataRef{Path: relativePath(path, gamePath), SHA256: hashData(data)}, nil
}

// relativePath names path from the folder of gamePath, so that the two
// files can move together; an absolute path when no relative one exists.
func relativePath(path, gamePath string) string {
	abs, err := filepath.Abs(path)
	if err != nil {
		return filepath.ToSlash(path)
	}
	dir, err := filepath.Abs(filepath.Dir(gamePath))
	if err != nil {
		return filepath.ToSlash(abs)
	}
	rel, err := filepath.Rel(dir, abs)
	if err != nil {
		return filepath.ToSlash(abs)
	}
	return filepath.ToSlash(rel)
}
