package enginetest

import (
	"bytes"
	"crypto/sha256"
	"os"
	"reflect"
	"testing"

	"github.com/pbem-games/pbem/engine/gamedata"
)

// DataSnapshot checks a game's embedded data snapshot (gamedata.Snapshot)
// at path: that it was made from src, the data file, that it reads, and
// that the game's two roads give the same data (decodeEmbedded reading the
// snapshot, decodeFile the TOML). With -update it writes the snapshot
// again instead. A snapshot's bytes depend on the data alone, so a fresh
// one must be the file's, byte for byte.
func DataSnapshot[T any](t *testing.T, path string, src, snapshot []byte, decodeEmbedded, decodeFile func() (*T, error)) {
	t.Helper()
	fresh, err := gamedata.Snapshot(src, new(T))
	if err != nil {
		t.Fatal(err)
	}
	if Update() {
		if err := os.WriteFile(path, fresh, 0o644); err != nil {
			t.Fatal(err)
		}
		return
	}
	if !bytes.Equal(fresh, snapshot) {
		t.Fatalf("%s is not made from the data file: go test -run %s -update writes it", path, t.Name())
	}
	if err := gamedata.DecodeSnapshot(snapshot[sha256.Size:], new(T)); err != nil {
		t.Fatalf("%s does not read (the game would decode the slow way): %v", path, err)
	}
	fromSnapshot, err := decodeEmbedded()
	if err != nil {
		t.Fatal(err)
	}
	fromFile, err := decodeFile()
	if err != nil {
		t.Fatal(err)
	}
	if !reflect.DeepEqual(fromSnapshot, fromFile) {
		t.Errorf("%s reads as other data than the data file", path)
	}
}
