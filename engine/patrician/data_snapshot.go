package patrician

import (
	_ "embed"

	"github.com/pbem-games/pbem/engine/gamedata"
)

// dataSnapshot is dataFile as decoded (gamedata.DecodeEmbedded):
// every command on a Patrician file decodes the data, and its TOML was a
// quarter of what `pbem mail` did beyond starting up.
// TestDataSnapshotIsCurrent keeps it so, -update writes it.
//
//go:embed data/patrician.snapshot
var dataSnapshot []byte

// decodeEmbedded is decodeComponents of the embedded data file, read from
// snapshot when it was made from that file.
func decodeEmbedded(snapshot []byte) (*components, error) {
	c := new(components)
	if err := gamedata.DecodeEmbedded("patrician", dataFile, snapshot, c, c.steps(dataFile)...); err != nil {
		return nil, err
	}
	return c, nil
}
