package commands

import (
	"os"
	"path/filepath"
	"runtime"
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestPictureCommandsRunNoCollection: `mail --format eml` to every player
// of a finished game (three boards drawn and thrown away) and `board
// --format png` run no collection, and leave the collector's settings as
// they found them.
func TestPictureCommandsRunNoCollection(t *testing.T) {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		t.Skip("the environment sets the collector")
	}
	path := finishedGameWithEmails(t)
	princes := filepath.Join(t.TempDir(), "princes.png")
	for _, args := range [][]string{{"mail", "--format", "eml", path}, {"board", "--format", "png", "--out", princes, "../../examples/princes-4p.pbem"}} {
		t.Run(args[0], func(t *testing.T) { runsNoCollection(t, args...) })
	}
}

// runsNoCollection checks that the command args runs no collection and
// puts the collector's settings back.
func runsNoCollection(t *testing.T, args ...string) {
	percent := debug.SetGCPercent(100)
	debug.SetGCPercent(percent)
	limit := debug.SetMemoryLimit(-1)
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	code, _, stderr := runApp(t, args...)
	runtime.ReadMemStats(&after)
	require.Equal(t, exitOK, code, stderr)
	require.Equal(t, before.NumGC, after.NumGC, "collections while the command ran")
	require.Equal(t, percent, debug.SetGCPercent(percent), "GOGC put back")
	require.Equal(t, limit, debug.SetMemoryLimit(-1), "memory limit put back")
}

// TestQuietCollectorNests: two commands at once set the collector aside
// once and the last one to end puts it back.
func TestQuietCollectorNests(t *testing.T) {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		t.Skip("the environment sets the collector")
	}
	percent := debug.SetGCPercent(100)
	debug.SetGCPercent(percent)
	first := quietCollector()
	second := quietCollector()
	first()
	require.Equal(t, -1, debug.SetGCPercent(-1), "off while the second runs")
	second()
	require.Equal(t, percent, debug.SetGCPercent(percent))
}
