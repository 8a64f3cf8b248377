package commands

import (
	"runtime"
	"runtime/debug"
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestBuildVersion(t *testing.T) {
	stamped := &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
		{Key: "vcs", Value: "git"},
		{Key: "vcs.revision", Value: "78978da1c0de5ea50d37bd90a55ff6b67a362fac"},
		{Key: "vcs.time", Value: "2026-11-24T10:00:00Z"},
		{Key: "vcs.modified", Value: "true"},
	}}
	tests := []struct {
		name string
		set  string
		info *debug.BuildInfo
		ok   bool
		want string
	}{
		{"set at build time", "v1.2.3", stamped, true, "v1.2.3"},
		{"go install of a version", "", &debug.BuildInfo{Main: debug.Module{Version: "v0.4.0"}}, true, "v0.4.0"},
		{"a checkout with its revision", "", stamped, true, "(devel) rev 78978da1c0de 2026-11-24T10:00:00Z modified"},
		{"no build info", "", nil, false, "unknown (no build info)"},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, buildVersion(tt.set, tt.info, tt.ok), tt.name)
	}
}

// TestVersionInfoSplitsTheBuildInfo: version --json gives the text form
// and each part of it, the whole revision included.
func TestVersionInfoSplitsTheBuildInfo(t *testing.T) {
	stamped := &debug.BuildInfo{Main: debug.Module{Version: "(devel)"}, Settings: []debug.BuildSetting{
		{Key: "vcs.revision", Value: "78978da1c0de5ea50d37bd90a55ff6b67a362fac"},
		{Key: "vcs.time", Value: "2026-11-24T10:00:00Z"},
		{Key: "vcs.modified", Value: "true"},
	}}
	got := newVersionInfo("", stamped, true)
	assert.Equal(t, "(devel) rev 78978da1c0de 2026-11-24T10:00:00Z modified", got.Version)
	assert.Equal(t, "(devel)", got.Module)
	assert.Equal(t, "78978da1c0de5ea50d37bd90a55ff6b67a362fac", got.Revision)
	assert.Equal(t, "2026-11-24T10:00:00Z", got.Time)
	assert.True(t, got.Modified)
	assert.Equal(t, runtime.Version(), got.Go)

	set := newVersionInfo("v1.2.3", stamped, true)
	assert.Equal(t, "v1.2.3", set.Module, "a version set at build time wins")
	none := newVersionInfo("", nil, false)
	assert.Equal(t, versionInfo{Version: "unknown (no build info)", Go: runtime.Version()}, none)
}
