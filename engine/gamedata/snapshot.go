package gamedata

import (
	"bytes"
	"crypto/sha256"
	"fmt"
	"reflect"

	"github.com/BurntSushi/toml"
)

// A game decodes its embedded data file in every run that plays it, and
// TOML is slow to read: Princes' file took 3.8 ms of a 45 ms command in a
// fresh process. So a game may embed beside it a snapshot, the file as
// decoded, in a format of its own (snapshot_codec.go): DecodeEmbedded
// reads the snapshot when it was made from the very bytes of the data
// file, and the data file otherwise.
// The steps (checks, indexes) run on either. A game's test keeps the
// snapshot current (Snapshot, written with -update, like a golden file),
// and checks that both roads give the same data.

// DecodeEmbedded is Decode for a game's embedded data file src, reading
// snapshot instead of src when snapshot was made from src (Snapshot): its
// first 32 bytes are src's SHA-256. A snapshot made from other bytes, or
// that does not read, is ignored: src is decoded as it is.
func DecodeEmbedded(game string, src, snapshot []byte, v any, steps ...func() error) error {
	if sum := sha256.Sum256(src); len(snapshot) > len(sum) && bytes.Equal(snapshot[:len(sum)], sum[:]) {
		if err := DecodeSnapshot(snapshot[len(sum):], v); err == nil {
			return runSteps(game, steps)
		}
		reflect.ValueOf(v).Elem().SetZero() // a half-read snapshot must not leak into Decode
	}
	return Decode(game, src, v, steps...)
}

// Snapshot decodes src into v, a pointer to a zero data struct, as Decode
// does before its steps, and returns the snapshot DecodeEmbedded reads:
// src's SHA-256, then v's data (DecodeSnapshot reads it).
func Snapshot(src []byte, v any) ([]byte, error) {
	if _, err := toml.Decode(string(src), v); err != nil {
		return nil, err
	}
	data, err := encodeSnapshot(v)
	if err != nil {
		return nil, err
	}
	sum := sha256.Sum256(src)
	return append(sum[:], data...), nil
}

// runSteps runs the steps of Decode in order, stopping at the first error.
func runSteps(game string, steps []func() error) error {
	for _, step := range steps {
		if err := step(); err != nil {
			return fmt.Errorf("%s: data file: %w", game, err)
		}
	}
	return nil
}
