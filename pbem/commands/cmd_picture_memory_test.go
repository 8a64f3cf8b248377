package commands

import (
	"math"
	"os"
	"runtime/debug"
	"strings"
	"testing"
)

// TestPNGBoardSparesTheCollectorOnlyInOneRun: `board --format png` turns
// the garbage collector off (a memory limit its only trigger) in a
// process that ends with the command (OneRun), and nowhere else: not in a
// process that runs more commands, not for a text board, not when the
// environment sets GOGC or GOMEMLIMIT.
func TestPNGBoardSparesTheCollectorOnlyInOneRun(t *testing.T) {
	const game = "../../examples/palazzo-3p.pbem"
	cases := []struct {
		name   string
		oneRun bool
		env    map[string]string
		args   []string
		spared bool
	}{
		{"png, one run", true, nil, []string{"board", "--format", "png", game}, true},
		{"png, tests", false, nil, []string{"board", "--format", "png", game}, false},
		{"text, one run", true, nil, []string{"board", game}, false},
		{"png, GOGC set", true, map[string]string{"GOGC": "200"}, []string{"board", "--format", "png", game}, false},
		{"png, GOMEMLIMIT set", true, map[string]string{"GOMEMLIMIT": "1GiB"}, []string{"board", "--format", "png", game}, false},
	}
	for _, c := range cases {
		t.Run(c.name, func(t *testing.T) {
			percent, limit := collectorSettings(t)
			defer func(o bool) { OneRun = o }(OneRun)
			OneRun = c.oneRun
			getenv := func(k string) string {
				if v, ok := c.env[k]; ok {
					return v
				}
				return os.Getenv(k)
			}
			var out, errOut strings.Builder
			e := &env{games: games, stdin: strings.NewReader(""), stdout: &out, stderr: &errOut, now: clockFrom(getenv), getenv: getenv}
			code := e.run(append([]string{"pbem"}, c.args...))
			gotPercent, gotLimit := collectorSettings(t)
			debug.SetGCPercent(percent)
			debug.SetMemoryLimit(limit)
			if code != exitOK {
				t.Fatalf("pbem %v: exit %d: %s", c.args, code, errOut.String())
			}
			if c.spared {
				if gotPercent != -1 || gotLimit != min(limit, pictureMemoryLimit) {
					t.Errorf("GC percent %d, memory limit %d; want -1 and %d", gotPercent, gotLimit, min(limit, pictureMemoryLimit))
				}
				return
			}
			if gotPercent != percent || gotLimit != limit {
				t.Errorf("GC percent %d, memory limit %d; want them unchanged: %d and %d", gotPercent, gotLimit, percent, limit)
			}
		})
	}
}

// collectorSettings returns the GC percent and memory limit, unchanged.
func collectorSettings(t *testing.T) (percent int, limit int64) {
	t.Helper()
	percent = debug.SetGCPercent(100)
	debug.SetGCPercent(percent)
	limit = debug.SetMemoryLimit(-1)
	if percent < 0 && limit == math.MaxInt64 {
		t.Fatal("the collector is off before the command")
	}
	return percent, limit
}
