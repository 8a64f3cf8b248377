package pbem

import (
	"crypto/rand"
	"encoding/hex"
	"errors"
	"io/fs"
	"os"
)

// Replies find their game by its id, and an id two files of the games
// folder hold stops routing (inbox_index.go). So `new` and
// `selfplay --out` never give a new game an id a game file of the target
// folder holds already: they take the next id the seed offers
// (Seed.gameIDs), and the game's seed, deal and moves stay as they were.

// folderIDs returns the game ids of the game files (*.pbem) of dir, read
// from their front matters alone; a missing dir holds none. Files whose
// front matter does not read are skipped: they route nothing either.
func folderIDs(dir string) (map[string]bool, error) {
	ids := map[string]bool{}
	if _, err := os.Stat(dir); errors.Is(err, fs.ErrNotExist) {
		return ids, nil
	}
	if _, err := gameFileNames(dir); err != nil {
		return nil, err
	}
	idx := &gameIndex{dir: dir, entries: map[string]indexEntry{}}
	idx.scan(false)
	for _, e := range idx.entries {
		ids[e.ID] = true
	}
	return ids, nil
}

// freeGameID returns the first id the seed offers for a game of prefix
// that taken does not hold, and adds it to taken. Should every one be
// taken (it never happens by chance), a random one is drawn.
func freeGameID(seed Seed, prefix string, taken map[string]bool) (string, error) {
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
	taken, err := folderIDs(dir)
	if err != nil {
		return "", err
	}
	return freeGameID(seed, prefix, taken)
}
