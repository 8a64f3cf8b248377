package pbem

// Replies find their game by its id, and an id two files of the games
// folder hold stops routing (inbox_index.go). So `new` and
// `selfplay --out` never give a new game an id a game file of the target
// folder holds already: they take the next id the seed offers
// (Seed.gameIDs), and the game's seed, deal and moves stay as they were.

import (
	"bufio"
	"crypto/rand"
	"encoding/hex"
	"errors"
	"fmt"
	"io"
	"io/fs"
	"os"
	"path/filepath"
	"strings"

	"github.com/pbem-games/pbem/notation"
)

// FolderIDs returns the game ids of the game files (*.pbem) of dir, read
// from their front matters alone; a missing dir holds none. Files whose
// front matter does not read are skipped: they route nothing either.
func FolderIDs(dir string) (map[string]bool, error) {
	ids := map[string]bool{}
	names, err := GameFileNames(dir)
	if errors.Is(err, fs.ErrNotExist) {
		return ids, nil
	}
	if err != nil {
		return nil, err
	}
	for _, name := range names {
		if peek, err := PeekGame(filepath.Join(dir, name)); err == nil {
			ids[peek.ID] = true
		}
	}
	return ids, nil
}

// FreeGameID returns the first id the seed offers for a game of prefix
// that taken does not hold, and adds it to taken. Should every one be
// taken (it never happens by chance), a random one is drawn.
func FreeGameID(seed Seed, prefix string, taken map[string]bool) (string, error) {
	for _, id := range seed.gameIDs(prefix) {
		if !taken[id] {
			taken[id] = true
			return id, nil
		}
	}
	for {
		var b [gameIDDigits / 2]byte
		if _, err := rand.Read(b[:]); err != nil {
			return "", err
		}
		if id := prefix + "-" + hex.EncodeToString(b[:]); !taken[id] {
			taken[id] = true
			return id, nil
		}
	}
}

// gameIDIn returns the id for a new game of prefix dealt from seed, whose
// file will be in the folder dir: one no game file there holds.
func gameIDIn(seed Seed, prefix, dir string) (string, error) {
	taken, err := FolderIDs(dir)
	if err != nil {
		return "", err
	}
	return FreeGameID(seed, prefix, taken)
}

// MaxPeek bounds the front matter PeekGame reads from a file: the
// longest has some hundred lines; a file with more is left out, with a
// warning, instead of being read whole.
const MaxPeek = 64 << 10

// GameFileNames lists the names of the game files (*.pbem) of dir, without
// looking at each (one call however many there are).
func GameFileNames(dir string) ([]string, error) {
	d, err := os.Open(dir)
	if err != nil {
		return nil, err
	}
	defer d.Close()
	all, err := d.Readdirnames(-1)
	var names []string
	for _, name := range all {
		if strings.HasSuffix(name, ".pbem") && !strings.HasPrefix(name, ".") {
			names = append(names, name)
		}
	}
	return names, err
}

// ReadFrontMatter returns the front matter of the game file at path,
// reading no further than its closing line (and at most MaxPeek).
func ReadFrontMatter(path string) (string, error) {
	f, err := os.Open(path)
	if err != nil {
		return "", err
	}
	defer f.Close()
	r := bufio.NewReader(io.LimitReader(f, MaxPeek))
	var b strings.Builder
	for fences := 0; fences < 2; {
		line, err := r.ReadString('\n')
		b.WriteString(line)
		if strings.TrimRight(line, "\r\n") == notation.FrontMatterFence {
			fences++
		}
		if errors.Is(err, io.EOF) && fences < 2 {
			return "", fmt.Errorf("%w: no front matter closed within %d bytes", ErrCorrupt, MaxPeek)
		}
		if err != nil && fences < 2 {
			return "", err
		}
	}
	front, _, _, err := notation.SplitFrontMatter(b.String())
	return front, err
}
