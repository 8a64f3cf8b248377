package pbem

import (
	"fmt"
	"strconv"
	"strings"
	"time"

	"github.com/pbem-games/pbem/notation"
)

// This file holds a game's deadline: the front matter's `deadline =
// "72h"`, how long a player may take over a decision before remind mails
// them (at half of it) and everyone (at all of it).

// ParseDeadline reads a deadline: Go's duration syntax ("72h", "90m",
// "1h30m") or a whole number of days ("3d"). It must be positive.
func ParseDeadline(s string) (time.Duration, error) {
	var d time.Duration
	var err error
	if days, ok := strings.CutSuffix(s, "d"); ok {
		var n int
		n, err = strconv.Atoi(days)
		d = time.Duration(n) * 24 * time.Hour
	} else {
		d, err = time.ParseDuration(s)
	}
	if err != nil || d <= 0 {
		return 0, fmt.Errorf("deadline %s: expected a positive duration such as %q, %q or %q",
			notation.Quote(s), "72h", "3d", "36h30m")
	}
	return d, nil
}

// DeadlineOf returns the game's deadline, 0 when it has none. The front
// matter is validated at load, so a deadline there always parses.
func (h Header) DeadlineOf() time.Duration {
	if h.Deadline == "" {
		return 0
	}
	d, _ := ParseDeadline(h.Deadline)
	return d
}

// validateDeadline checks the front matter's deadline, if any.
func (h Header) validateDeadline() error {
	if h.Deadline == "" {
		return nil
	}
	if _, err := ParseDeadline(h.Deadline); err != nil {
		return corruptf("%v", err)
	}
	return nil
}
