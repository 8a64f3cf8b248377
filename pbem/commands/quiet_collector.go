package commands

import (
	"math"
	"os"
	"runtime/debug"
	"runtime/metrics"
	"sync"
)

// A picture command (`board --format png`, `mail --format eml`) draws
// boards and throws away some 10–16 MB (the raster, its colour runs, the
// PNG and its base64) just before it ends: the collector, started at 4 MB
// of heap, ran two to four cycles over it for nothing, a tenth of the
// command's CPU with the page faults of its workers and of the sweep.
// While such a command runs the collector waits until the Go memory has
// grown by mailGCHeadroom (a memory limit), which a turn mail to every
// player of a finished game stays under, and runs as before beyond it:
// memory stays bounded whatever the game. GOGC or GOMEMLIMIT in the
// environment is the user's choice and is left alone.

// mailGCHeadroom is how much the Go memory may grow while a picture
// command runs before the collector runs.
const mailGCHeadroom = 64 << 20

// mailGC counts the picture commands running at once (tests run several
// in one process): the first one sets the collector aside, the last one
// puts it back as it found it.
var mailGC struct {
	sync.Mutex
	users   int
	percent int
	limit   int64
}

// quietCollector sets the collector aside until the Go memory has grown
// by mailGCHeadroom; the function it returns puts it back.
func quietCollector() (restore func()) {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		return func() {}
	}
	mailGC.Lock()
	defer mailGC.Unlock()
	if mailGC.users == 0 {
		mailGC.limit = debug.SetMemoryLimit(-1)
		limit := goMemory() + mailGCHeadroom
		if mailGC.limit < math.MaxInt64 {
			limit = min(limit, mailGC.limit)
		}
		debug.SetMemoryLimit(limit)
		mailGC.percent = debug.SetGCPercent(-1)
	}
	mailGC.users++
	return func() {
		mailGC.Lock()
		defer mailGC.Unlock()
		if mailGC.users--; mailGC.users == 0 {
			debug.SetGCPercent(mailGC.percent)
			debug.SetMemoryLimit(mailGC.limit)
		}
	}
}

// goMemory is the memory the Go runtime holds, as its memory limit counts
// it.
func goMemory() int64 {
	s := []metrics.Sample{{Name: "/memory/classes/total:bytes"}, {Name: "/memory/classes/heap/released:bytes"}}
	metrics.Read(s)
	return int64(s[0].Value.Uint64() - s[1].Value.Uint64())
}
