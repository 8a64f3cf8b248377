package gamedata

import (
	"crypto/sha256"
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type snapData struct {
	Name  string
	Items []int
	Words map[string]string
	count int // made by a step
}

// TestDecodeEmbeddedReadsAFreshSnapshotOnly: a snapshot made from the data
// file is read instead of it (a snapshot standing for other data proves
// it), one made from other bytes or one that does not read is ignored,
// and the steps run either way.
func TestDecodeEmbeddedReadsAFreshSnapshotOnly(t *testing.T) {
	src := []byte("Name = \"a\"\nItems = [1, 2]\n[Words]\nx = \"y\"\n")
	snap, err := Snapshot(src, new(snapData))
	require.NoError(t, err)

	decode := func(src, snap []byte) snapData {
		var d snapData
		require.NoError(t, DecodeEmbedded("g", src, snap, &d, func() error { d.count = len(d.Items); return nil }))
		return d
	}
	want := snapData{Name: "a", Items: []int{1, 2}, Words: map[string]string{"x": "y"}, count: 2}
	assert.Equal(t, want, decode(src, snap))

	other, err := Snapshot([]byte("Name = \"b\"\n"), new(snapData))
	require.NoError(t, err)
	sum := sha256.Sum256(src)
	forged := append(sum[:], other[sha256.Size:]...)
	assert.Equal(t, "b", decode(src, forged).Name, "a snapshot made for src is read, not src")

	assert.Equal(t, want, decode(src, other), "a snapshot of other bytes is ignored")
	assert.Equal(t, want, decode(src, append(sum[:], 0xff, 0x00, 0x13)), "a snapshot that does not read is ignored")
	assert.Equal(t, want, decode(src, nil))

	var d snapData
	err = DecodeEmbedded("g", src, snap, &d, func() error { return errors.New("too few") })
	assert.EqualError(t, err, "g: data file: too few")
}
