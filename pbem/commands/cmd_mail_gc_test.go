package commands

import (
	"os"
	"runtime"
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/require"
)

// TestEMLMailsRunNoCollection: `mail --format eml` to every player of a
// finished game (three boards drawn and thrown away) runs no collection,
// and leaves the collector's settings as it found them.
func TestEMLMailsRunNoCollection(t *testing.T) {
	if os.Getenv("GOGC") != "" || os.Getenv("GOMEMLIMIT") != "" {
		t.Skip("the environment sets the collector")
	}
	path := finishedGameWithEmails(t)
	percent := debug.SetGCPercent(100)
	debug.SetGCPercent(percent)
	limit := debug.SetMemoryLimit(-1)
	runtime.GC()
	var before, after runtime.MemStats
	runtime.ReadMemStats(&before)
	code, _, stderr := runApp(t, "mail", "--format", "eml", path)
	runtime.ReadMemStats(&after)
	require.Equal(t, exitOK, code, stderr)
	require.Equal(t, before.NumGC, after.NumGC, "collections while writing the mails")
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
