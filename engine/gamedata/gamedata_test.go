package gamedata

import (
	"errors"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

type pieces struct {
	Count int      `toml:"count"`
	Names []string `toml:"names"`
}

func TestDecode(t *testing.T) {
	var p pieces
	var steps []string
	err := Decode("toy", []byte("count = 2\nnames = [\"a\", \"b\"]\n"), &p,
		func() error { steps = append(steps, "first"); return nil },
		func() error { steps = append(steps, "second"); return nil })
	require.NoError(t, err)
	assert.Equal(t, pieces{Count: 2, Names: []string{"a", "b"}}, p)
	assert.Equal(t, []string{"first", "second"}, steps, "the steps run in order")
}

func TestDecodeErrors(t *testing.T) {
	bad := errors.New("2 names, want 3")
	for name, c := range map[string]struct {
		src   string
		steps []func() error
		want  string
	}{
		"syntax":      {"count = = 2", nil, "toy: data file: toml:"},
		"unknown key": {"count = 2\ncolour = \"red\"", nil, "toy: data file: 2:1: unknown key colour"},
		"wrong type":  {"count = \"two\"", nil, "toy: data file: toml:"},
		"step":        {"count = 2", []func() error{func() error { return bad }}, "toy: data file: 2 names, want 3"},
	} {
		t.Run(name, func(t *testing.T) {
			var p pieces
			err := Decode("toy", []byte(c.src), &p, c.steps...)
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
		})
	}
	var p pieces
	calls := 0
	later := func() error { calls++; return nil }
	err := Decode("toy", []byte("count = 1"), &p, func() error { return bad }, later)
	assert.ErrorIs(t, err, bad, "a step's error is wrapped")
	assert.Zero(t, calls, "the steps after a failed one do not run")
}

func TestLazy(t *testing.T) {
	calls := 0
	l := NewLazy(func() (*pieces, error) { calls++; return &pieces{Count: calls}, nil })
	assert.Zero(t, calls, "nothing is decoded before first use")
	first := l.Get()
	assert.Same(t, first, l.Get())
	assert.Equal(t, 1, calls, "decoded once")

	other := &pieces{Count: 7}
	old := l.Replace(other)
	assert.Same(t, first, old)
	assert.Same(t, other, l.Get())
	l.Replace(old)
	assert.Same(t, first, l.Get())
	assert.Equal(t, 1, calls)
}

func TestLazyPanicsOnABadFile(t *testing.T) {
	bad := errors.New("toy: data file: 0 cards")
	l := NewLazy(func() (*pieces, error) { return nil, bad })
	assert.PanicsWithError(t, bad.Error(), func() { l.Get() })
	l.Replace(&pieces{Count: 3})
	assert.Equal(t, 3, l.Get().Count, "replaced data is good data")
}

func TestSeatNames(t *testing.T) {
	assert.Equal(t, []string{"Ann", "P2", "Cid", "P4"}, SeatNames([]string{"Ann", "", "Cid"}, 4))
	assert.Equal(t, []string{"Ann"}, SeatNames([]string{"Ann", "Bob"}, 1), "extra names are ignored")
	assert.Equal(t, []string{"P1", "P2"}, SeatNames(nil, 2))
}
