package enginetest

import (
	"os"
	"testing"
)

// Depth is how much of the long checks a test run makes. Every check runs
// at every depth; what changes is how many games it plays, how many
// mails it scores, how many times it kills a process: a budget, never a
// skip.
type Depth int

// The depths, from the cheapest.
const (
	// DepthShort is `go test -short`: a quick pass over every check, for
	// the edit-test loop.
	DepthShort Depth = iota
	// DepthDefault is `go test ./...`, the README's command: every check
	// with a budget that keeps the whole suite within docs/performance.md's
	// target on a 2-core machine.
	DepthDefault
	// DepthFull is PBEM_TEST_FULL=1, as CI runs: the budgets the checks
	// were designed with (thousands of random games, every mail scored).
	DepthFull
)

// FullEnv is the environment variable that asks for DepthFull.
const FullEnv = "PBEM_TEST_FULL"

// TestDepth returns the depth of this test run: PBEM_TEST_FULL=1 wins
// over -short.
func TestDepth() Depth {
	switch {
	case os.Getenv(FullEnv) == "1":
		return DepthFull
	case testing.Short():
		return DepthShort
	}
	return DepthDefault
}

// ByDepth returns short, normal or full for the depth of this run: the
// budget of one check (games to play, seeds to try), chosen by the test
// that knows what each buys.
func ByDepth[T any](short, normal, full T) T {
	switch TestDepth() {
	case DepthShort:
		return short
	case DepthFull:
		return full
	}
	return normal
}
