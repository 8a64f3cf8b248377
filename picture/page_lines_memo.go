package picture

import (
	"slices"
	"sync"
)

// The pictures of a game's positions wrap the same labels again and
// again: a replay page of 250 positions spent a fifth of its time
// wrapping texts most of which it had wrapped the position before
// (measuring each longer prefix, joining it, looking its width up). A
// LinesMemo remembers what a wrapping function returned.

// LinesMemo remembers the lines a wrapping function, a pure function of
// its text, width and style, returned for each text, width and style.
// Its methods may be called from several goroutines.
type LinesMemo struct {
	wrap func(s string, width float64, st TextStyle) []string
	mu   sync.Mutex
	m    map[linesKey][]string
}

// linesKey is a call of a wrapping function.
type linesKey struct {
	s     string
	width float64
	st    TextStyle
}

// maxMemoLines bounds what a LinesMemo remembers: pictures may hold
// players' texts, and no input may make memory grow without end. Past it
// the memo starts again, empty.
const maxMemoLines = 1 << 12

// NewLinesMemo returns a memo of wrap, which must return the same lines
// whenever called with the same text, width and style.
func NewLinesMemo(wrap func(s string, width float64, st TextStyle) []string) *LinesMemo {
	return &LinesMemo{wrap: wrap, m: map[linesKey][]string{}}
}

// Lines returns wrap(s, width, st), remembered. The lines are shared
// with other calls: a caller may append to them (their capacity is their
// length, so append copies) but not change one.
func (m *LinesMemo) Lines(s string, width float64, st TextStyle) []string {
	k := linesKey{s, width, st}
	m.mu.Lock()
	lines, ok := m.m[k]
	m.mu.Unlock()
	if ok {
		return lines
	}
	lines = slices.Clip(m.wrap(s, width, st))
	m.mu.Lock()
	if len(m.m) >= maxMemoLines {
		m.m = map[linesKey][]string{}
	}
	m.m[k] = lines
	m.mu.Unlock()
	return lines
}
