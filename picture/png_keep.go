package picture

import "sync"

// keeper keeps up to keepMax values of T from one picture to the next.
// Unlike a sync.Pool, which every garbage collection empties, it keeps
// them for the process's life: a turn mail draws one picture per reader
// and allocates several MB for each, enough for a collection or two
// between pictures, after which a sync.Pool's raster (3 MB of pixels) and
// zlib writer (2 MB of tables) were made again, each new page of them a
// page fault (about 7 µs on this virtual machine).
type keeper[T any] struct {
	mu   sync.Mutex
	kept []T
}

// keepMax bounds what a keeper holds: two pictures drawn at once (the
// mail host's commands run one at a time; a test may run two).
const keepMax = 2

// get returns a kept value, or make's.
func (k *keeper[T]) get(make func() T) T {
	k.mu.Lock()
	if n := len(k.kept); n > 0 {
		v := k.kept[n-1]
		var zero T
		k.kept[n-1] = zero
		k.kept = k.kept[:n-1]
		k.mu.Unlock()
		return v
	}
	k.mu.Unlock()
	return make()
}

// put keeps v for a later get, unless keepMax are kept already.
func (k *keeper[T]) put(v T) {
	k.mu.Lock()
	if len(k.kept) < keepMax {
		k.kept = append(k.kept, v)
	}
	k.mu.Unlock()
}
