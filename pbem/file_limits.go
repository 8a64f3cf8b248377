package pbem

import (
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
)

// MaxFileSize is the largest game file pbem reads, in bytes. A long game,
// richly commented, is a few tens of kilobytes; the bound keeps a hostile
// or mistaken file (gigabytes of blank lines) from costing more than a
// bounded time and memory: pbem reads at most this much of any file.
const MaxFileSize = 1 << 20

// readGame reads the game file at path, refusing one larger than
// MaxFileSize without reading more than that.
func readGame(path string) ([]byte, error) {
	fh, err := os.Open(path)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, fmt.Errorf("%w: %s", ErrMissing, path)
	}
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrGameFile, err)
	}
	defer fh.Close()
	src, err := io.ReadAll(io.LimitReader(fh, MaxFileSize+1))
	if err != nil {
		return nil, fmt.Errorf("%w: %w", ErrGameFile, err)
	}
	if len(src) > MaxFileSize {
		return nil, fmt.Errorf("%s: %w", path, tooLarge())
	}
	return src, nil
}

// tooLarge is the error for a file over MaxFileSize.
func tooLarge() error {
	return corruptf("the file is larger than %d KiB, the most a game file may hold", MaxFileSize>>10)
}
