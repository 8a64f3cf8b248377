package gamedata

import (
	"math/rand/v2"
	"reflect"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// codecRow and codecData hold every kind a snapshot writes.
type codecRow struct {
	ID    string
	N     int8
	Tags  []string
	inner int // made by a step: not written
}

type codecData struct {
	B      bool
	I      int
	I64    int64
	U      uint16
	F      float64
	S      string
	Ints   []int
	Empty  []int
	Nested [][]int
	Arr    [3]int16
	Rows   []codecRow
	ByName map[string]int
	ByNum  map[int]string
	Words  Words
	Ptr    *codecRow
	Row    codecRow
	hidden string
}

// randomCodecData fills every field at random, nil and empty included.
func randomCodecData(rng *rand.Rand) *codecData {
	str := func() string {
		b := make([]byte, rng.IntN(5))
		for i := range b {
			b[i] = byte(rng.IntN(256))
		}
		return string(b)
	}
	ints := func() []int {
		switch rng.IntN(3) {
		case 0:
			return nil
		case 1:
			return []int{}
		}
		out := make([]int, 1+rng.IntN(4))
		for i := range out {
			out[i] = rng.IntN(1<<20) - 1<<19
		}
		return out
	}
	row := func() codecRow {
		r := codecRow{ID: str(), N: int8(rng.IntN(256) - 128)}
		if rng.IntN(2) == 0 {
			r.Tags = []string{str(), str()}
		}
		return r
	}
	d := &codecData{B: rng.IntN(2) == 0, I: int(rng.Int64()), I64: -rng.Int64(), U: uint16(rng.Uint32()),
		F: rng.NormFloat64(), S: str(), Ints: ints(), Empty: []int{}, Arr: [3]int16{int16(rng.IntN(9)), -1, 300},
		Row: row()}
	for range rng.IntN(3) {
		d.Nested = append(d.Nested, ints())
		d.Rows = append(d.Rows, row())
	}
	if rng.IntN(3) > 0 {
		d.ByName, d.ByNum, d.Words = map[string]int{}, map[int]string{}, Words{}
		for range rng.IntN(4) {
			d.ByName[str()] = rng.IntN(100)
			d.ByNum[rng.IntN(100)-50] = str()
			d.Words[str()] = map[string]string{str(): str()}
		}
	}
	if rng.IntN(2) == 0 {
		p := row()
		d.Ptr = &p
	}
	return d
}

// TestSnapshotDataReadsBackAsWritten: random data of every kind reads
// back deeply equal, nil and empty apart, the unexported fields left zero;
// the bytes depend on the data alone (not on a map's order); every cut of
// a snapshot short of its end, and one with a byte more, is refused.
func TestSnapshotDataReadsBackAsWritten(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 9))
	for range 500 {
		d := randomCodecData(rng)
		d.hidden, d.Row.inner = "not written", 7
		data, err := encodeSnapshot(d)
		require.NoError(t, err)
		d.hidden, d.Row.inner = "", 0

		var back codecData
		require.NoError(t, DecodeSnapshot(data, &back))
		if !reflect.DeepEqual(d, &back) {
			t.Fatalf("wrote %#v\nread %#v", d, &back)
		}
		again, err := encodeSnapshot(&back)
		require.NoError(t, err)
		require.Equal(t, data, again, "the same data, other bytes")

		for n := range len(data) {
			assert.Error(t, DecodeSnapshot(data[:n], new(codecData)), "cut at %d of %d", n, len(data))
		}
		assert.Error(t, DecodeSnapshot(append(data, 0), new(codecData)), "a byte more")
	}
}

// TestSnapshotRefusesWhatItCannotWrite: an interface, a map keyed by a
// struct and an unexported embedded struct have no snapshot.
func TestSnapshotRefusesWhatItCannotWrite(t *testing.T) {
	type inner struct{ A int }
	_, err := encodeSnapshot(&struct{ X any }{X: 1})
	assert.Error(t, err)
	_, err = encodeSnapshot(&struct{ M map[inner]int }{M: map[inner]int{{1}: 1}})
	assert.Error(t, err)
	_, err = encodeSnapshot(&struct{ inner }{})
	assert.Error(t, err)
}

// FuzzDecodeSnapshot: no bytes make the reader panic or allocate beyond
// what they hold.
func FuzzDecodeSnapshot(f *testing.F) {
	rng := rand.New(rand.NewPCG(1, 2))
	for range 8 {
		data, err := encodeSnapshot(randomCodecData(rng))
		require.NoError(f, err)
		f.Add(data)
	}
	f.Fuzz(func(t *testing.T, data []byte) {
		var d codecData
		_ = DecodeSnapshot(data, &d)
	})
}
