package commands

import "runtime/debug"

// OneRun tells that the process ends when Run returns, as main's does: a
// picture command may then run without the garbage collector
// (spareCollector). Tests, and anything else that runs several commands in
// one process, leave it false.
var OneRun bool

// pictureMemoryLimit is the heap a picture command may grow to before the
// collector runs after all. `board --format png` of the examples' finished
// games peaks at 21–25 MB with the collector off; a game hundreds of times
// longer still fits.
const pictureMemoryLimit = 256 << 20

// spareCollector turns the garbage collector off for the rest of a
// picture command of a process that ends with it (OneRun), the memory
// limit its only trigger, and reports whether it did. A PNG board
// allocates 10–20 MB, little of it garbage for long: its two collections
// cost their marking, a start of the collector's workers, and the page
// faults of the sweep's first writes to each size class's span lists
// (about 250 of a board's 2,200 faults), about a tenth of its CPU time in
// all (Princes' and Leonardo's finished games), and its peak memory is no
// higher without them: memory freed and reused is memory touched again.
// A GOGC or GOMEMLIMIT in the environment is the user's own choice, left
// alone.
func (e *env) spareCollector() bool {
	if !OneRun || e.getenv("GOGC") != "" || e.getenv("GOMEMLIMIT") != "" {
		return false
	}
	debug.SetMemoryLimit(min(debug.SetMemoryLimit(-1), pictureMemoryLimit))
	debug.SetGCPercent(-1)
	return true
}
