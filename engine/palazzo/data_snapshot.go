package palazzo

import (
	_ "embed"

	"github.com/pbem-games/pbem/engine/gamedata"
)

// dataSnapshot is dataFile as decoded (gamedata.DecodeEmbedded):
// every command on a Palazzo file decodes the data, and the TOML of it was
// a fifth of what `pbem check` did beyond starting up.
// TestDataSnapshotIsCurrent keeps it so, -update writes it.
//
//go:embed data/palazzo.snapshot
var dataSnapshot []byte

// decodeEmbedded is decodeComponents of the embedded data file, read from
// snapshot when it was made from that file.
func decodeEmbedded(snapshot []byte) (*components, error) {
	c := new(components)
	if err := gamedata.DecodeEmbedded("palazzo", dataFile, snapshot, c, c.decodeTiles, c.decodeMoney, c.check, c.checkSetup); err != nil {
		return nil, err
	}
	return c, nil
}
