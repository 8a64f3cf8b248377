package commands

import (
	"time"
)

// nowEnv names the environment variable that sets the clock of every
// command to a fixed time (RFC 3339, "2026-11-24T19:00:00Z"): for tests,
// and for replaying a game's history (running remind as it would have run
// on a given day). It takes precedence over SOURCE_DATE_EPOCH.
const nowEnv = "PBEM_NOW"

// envNow returns the time PBEM_NOW sets in the environment getenv reads,
// and whether it sets one. A value that is not a time is ignored, as
// SOURCE_DATE_EPOCH's is.
func envNow(getenv func(string) string) (time.Time, bool) {
	t, err := time.Parse(time.RFC3339, getenv(nowEnv))
	if err != nil {
		return time.Time{}, false
	}
	return t.UTC(), true
}
