package gamedata

import (
	"cmp"
	"encoding/binary"
	"errors"
	"fmt"
	"math"
	"reflect"
	"slices"
	"strings"
)

// A snapshot's data is written in a format of its own rather than gob:
// gob sends the description of every type with the data and builds a
// decoder for each type from it, which cost a fresh process 2 to 6
// million instructions per game (half of `pbem log` of a finished
// Leonardo game beyond starting up), for 2 to 9 KB of data. Both sides
// know the Go type, so the data alone is written, in the order of the
// type: a bool as a byte, integers as varints, a float as its bits, a
// string as its length and bytes, a slice or map as its length plus one (0
// for nil, so that nil and empty stay apart as the TOML decoder made
// them), a map's entries in the order of their keys, a pointer as 0 (nil)
// or 1 and its target, a struct as its exported fields in order (the
// unexported ones are what the steps make). A snapshot starts with
// snapshotMagic, so that one in another format is refused, not misread.

// snapshotMagic starts the data of every snapshot (after the data file's
// SHA-256).
const snapshotMagic = "pbem-data/1\n"

// errSnapshot is the error of a snapshot that does not read.
var errSnapshot = errors.New("snapshot: truncated or not of this type")

// encodeSnapshot returns snapshotMagic then v's data, v a pointer to a
// data struct.
func encodeSnapshot(v any) ([]byte, error) {
	return appendValue([]byte(snapshotMagic), reflect.ValueOf(v).Elem())
}

// DecodeSnapshot reads data written by Snapshot (after its 32 bytes of
// SHA-256) into v, a pointer to the zero data struct it was made from.
func DecodeSnapshot(data []byte, v any) error {
	rest, ok := strings.CutPrefix(string(data), snapshotMagic)
	if !ok {
		return errSnapshot
	}
	r := snapReader{rest: rest}
	r.value(reflect.ValueOf(v).Elem())
	if r.err == nil && r.rest != "" {
		r.err = errSnapshot
	}
	return r.err
}

// appendValue appends the data of v.
func appendValue(b []byte, v reflect.Value) ([]byte, error) {
	var err error
	switch v.Kind() {
	case reflect.Bool:
		b = append(b, 0)
		if v.Bool() {
			b[len(b)-1] = 1
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		b = binary.AppendVarint(b, v.Int())
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		b = binary.AppendUvarint(b, v.Uint())
	case reflect.Float32, reflect.Float64:
		b = binary.AppendUvarint(b, math.Float64bits(v.Float()))
	case reflect.String:
		b = append(binary.AppendUvarint(b, uint64(v.Len())), v.String()...)
	case reflect.Slice, reflect.Map:
		if v.IsNil() {
			return append(b, 0), nil
		}
		b = binary.AppendUvarint(b, uint64(v.Len())+1)
		if v.Kind() == reflect.Map {
			return appendEntries(b, v)
		}
		return appendElems(b, v)
	case reflect.Array:
		return appendElems(b, v)
	case reflect.Pointer:
		if v.IsNil() {
			return append(b, 0), nil
		}
		return appendValue(append(b, 1), v.Elem())
	case reflect.Struct:
		for i := range v.NumField() {
			f := v.Type().Field(i)
			if !f.IsExported() {
				if f.Anonymous {
					return nil, fmt.Errorf("snapshot: %s embeds unexported %s", v.Type(), f.Type)
				}
				continue
			}
			if b, err = appendValue(b, v.Field(i)); err != nil {
				return nil, err
			}
		}
	default:
		return nil, fmt.Errorf("snapshot: cannot write a %s", v.Type())
	}
	return b, nil
}

// appendElems appends the data of the elements of slice or array v.
func appendElems(b []byte, v reflect.Value) ([]byte, error) {
	var err error
	for i := range v.Len() {
		if b, err = appendValue(b, v.Index(i)); err != nil {
			return nil, err
		}
	}
	return b, nil
}

// appendEntries appends the entries of map v, in the order of their keys
// (strings or integers), so that a snapshot's bytes depend on the data
// alone.
func appendEntries(b []byte, v reflect.Value) ([]byte, error) {
	keys := v.MapKeys()
	switch v.Type().Key().Kind() {
	case reflect.String:
		slices.SortFunc(keys, func(x, y reflect.Value) int { return cmp.Compare(x.String(), y.String()) })
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		slices.SortFunc(keys, func(x, y reflect.Value) int { return cmp.Compare(x.Int(), y.Int()) })
	default:
		return nil, fmt.Errorf("snapshot: cannot write a map keyed by %s", v.Type().Key())
	}
	var err error
	for _, k := range keys {
		if b, err = appendValue(b, k); err != nil {
			return nil, err
		}
		if b, err = appendValue(b, v.MapIndex(k)); err != nil {
			return nil, err
		}
	}
	return b, nil
}

// snapReader reads a snapshot's data. Its strings are pieces of the one
// string the data was turned into: no allocation a string. The first
// error stops it; later reads give zeros.
type snapReader struct {
	rest string
	err  error
}

// fail records a snapshot that does not read.
func (r *snapReader) fail() { r.err, r.rest = errSnapshot, "" }

// uvarint reads an unsigned varint, as binary.Uvarint does.
func (r *snapReader) uvarint() uint64 {
	var x uint64
	for i := 0; i < len(r.rest) && i < binary.MaxVarintLen64; i++ {
		c := r.rest[i]
		if c < 0x80 {
			if i == binary.MaxVarintLen64-1 && c > 1 {
				break // overflows 64 bits
			}
			r.rest = r.rest[i+1:]
			return x | uint64(c)<<(7*i)
		}
		x |= uint64(c&0x7f) << (7 * i)
	}
	r.fail()
	return 0
}

// varint reads a signed varint, as binary.Varint does.
func (r *snapReader) varint() int64 {
	ux := r.uvarint()
	x := int64(ux >> 1)
	if ux&1 != 0 {
		x = ^x
	}
	return x
}

// length reads a slice's or map's length plus one; 0 is nil. A length
// beyond the bytes left is refused: each element takes a byte at least.
func (r *snapReader) length() (n int, isNil bool) {
	x := r.uvarint()
	if x == 0 {
		return 0, true
	}
	if x-1 > uint64(len(r.rest)) {
		r.fail()
		return 0, true
	}
	return int(x - 1), false
}

// value reads into v, settable and zero, the data of its type.
func (r *snapReader) value(v reflect.Value) {
	if r.err != nil {
		return
	}
	switch v.Kind() {
	case reflect.Bool:
		switch r.uvarint() {
		case 0:
		case 1:
			v.SetBool(true)
		default:
			r.fail()
		}
	case reflect.Int, reflect.Int8, reflect.Int16, reflect.Int32, reflect.Int64:
		if x := r.varint(); !v.OverflowInt(x) {
			v.SetInt(x)
		} else {
			r.fail()
		}
	case reflect.Uint, reflect.Uint8, reflect.Uint16, reflect.Uint32, reflect.Uint64:
		if x := r.uvarint(); !v.OverflowUint(x) {
			v.SetUint(x)
		} else {
			r.fail()
		}
	case reflect.Float32, reflect.Float64:
		v.SetFloat(math.Float64frombits(r.uvarint()))
	case reflect.String:
		r.string(v)
	case reflect.Slice:
		r.slice(v)
	case reflect.Array:
		for i := range v.Len() {
			r.value(v.Index(i))
		}
	case reflect.Map:
		r.entries(v)
	case reflect.Pointer:
		r.pointer(v)
	case reflect.Struct:
		for i := range v.NumField() {
			if v.Type().Field(i).IsExported() {
				r.value(v.Field(i))
			}
		}
	default:
		r.fail()
	}
}

// string reads a string into v.
func (r *snapReader) string(v reflect.Value) {
	n := r.uvarint()
	if n > uint64(len(r.rest)) {
		r.fail()
		return
	}
	v.SetString(r.rest[:n])
	r.rest = r.rest[n:]
}

// slice reads a slice into v.
func (r *snapReader) slice(v reflect.Value) {
	n, isNil := r.length()
	if isNil {
		return
	}
	v.Set(reflect.MakeSlice(v.Type(), n, n))
	for i := range n {
		r.value(v.Index(i))
	}
}

// entries reads a map into v.
func (r *snapReader) entries(v reflect.Value) {
	n, isNil := r.length()
	if isNil {
		return
	}
	t := v.Type()
	v.Set(reflect.MakeMapWithSize(t, n))
	for range n {
		k, e := reflect.New(t.Key()).Elem(), reflect.New(t.Elem()).Elem()
		r.value(k)
		r.value(e)
		if r.err != nil {
			return
		}
		v.SetMapIndex(k, e)
	}
}

// pointer reads a pointer into v.
func (r *snapReader) pointer(v reflect.Value) {
	switch r.uvarint() {
	case 0:
	case 1:
		p := reflect.New(v.Type().Elem())
		r.value(p.Elem())
		v.Set(p)
	default:
		r.fail()
	}
}
