// Package gamedata decodes the component data that a game embeds as a
// TOML file (cards, tiles, board spaces, round tables), so that every
// game reads its file the same strict way. It does no I/O: the games embed
// their files and hand over the bytes.
package gamedata

import (
	"fmt"
	"strconv"
	"sync"

	"github.com/BurntSushi/toml"
)

// Decode decodes src into v, a pointer to the game's data struct, then
// runs steps in order (turning rows into the game's own types, checking
// the counts the rules state) and stops at the first error. A TOML error,
// a key that v has no field for (most likely a typo, which would
// otherwise be silently ignored; with its line:column) and an error of a step are all returned
// as "<game>: data file: …".
func Decode(game string, src []byte, v any, steps ...func() error) error {
	md, err := toml.Decode(string(src), v)
	if err != nil {
		return fmt.Errorf("%s: data file: %w", game, err)
	}
	if un := md.Undecoded(); len(un) > 0 {
		return fmt.Errorf("%s: data file: %s: unknown key %s", game, Locate(src, un[0]), un[0])
	}
	return runSteps(game, steps)
}

// Lazy holds data decoded on first use, once, however many goroutines ask.
type Lazy[T any] struct {
	once   sync.Once
	decode func() (*T, error)
	val    *T
	err    error
}

// NewLazy returns a Lazy that calls decode on first use.
func NewLazy[T any](decode func() (*T, error)) *Lazy[T] {
	return &Lazy[T]{decode: decode}
}

// Get returns the decoded data. It panics if decoding failed: the data
// file is embedded, so an error is a bug, which the game's tests catch.
func (l *Lazy[T]) Get() *T {
	l.once.Do(l.load)
	if l.err != nil {
		panic(l.err)
	}
	return l.val
}

// Replace makes Get return v from now on and returns the data it returned
// before (nil if decoding failed). It is for tests that try another data
// file, such as a ruling switched on, and put the old data back after;
// it must not run while other goroutines call Get.
func (l *Lazy[T]) Replace(v *T) (old *T) {
	l.once.Do(l.load)
	old = l.val
	l.val, l.err = v, nil
	return old
}

// load decodes the data, once.
func (l *Lazy[T]) load() { l.val, l.err = l.decode() }

// SeatNames returns the names of the seats of a game of players: the
// names given in the options, and "P1", "P2", … for the seats they leave
// unnamed or name with an empty string.
func SeatNames(names []string, players int) []string {
	out := make([]string, players)
	for i := range out {
		if i < len(names) && names[i] != "" {
			out[i] = names[i]
		} else {
			out[i] = "P" + strconv.Itoa(i+1) // not Sprintf: every random game's setup asks
		}
	}
	return out
}
