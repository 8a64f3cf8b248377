package palazzo

import (
	"testing"

	"github.com/pbem-games/pbem/engine/enginetest"
)

// TestDataSnapshotIsCurrent: the snapshot embedded beside the data file was
// made from it (go test -update writes it again), and reading it gives the
// very data decoding the file gives, stacks and deck included.
func TestDataSnapshotIsCurrent(t *testing.T) {
	enginetest.DataSnapshot(t, "data/palazzo.snapshot", dataFile, dataSnapshot,
		func() (*components, error) { return decodeEmbedded(dataSnapshot) },
		func() (*components, error) { return decodeComponents(dataFile) })
}
