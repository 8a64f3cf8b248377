package commands

import (
	"fmt"
	"runtime"
	"runtime/debug"
	"strings"

	"github.com/urfave/cli/v2"
)

// Version, when not empty, is the version pbem prints; otherwise the
// build info says it. Package main sets it from its own version, which
// packagers set at build time (-ldflags "-X main.version=v1.2.3").
var Version = ""

// versionCommand prints what --version prints.
func (e *env) versionCommand() *cli.Command {
	return &cli.Command{
		Name:  "version",
		Usage: "print the version: the module version and the VCS revision pbem was built from",
		Flags: []cli.Flag{jsonFlag()},
		Action: func(c *cli.Context) error {
			if _, err := nargs(c, 0, 0); err != nil {
				return err
			}
			if c.Bool("json") {
				info, ok := debug.ReadBuildInfo()
				return e.printJSON(newVersionInfo(Version, info, ok))
			}
			_, err := fmt.Fprintf(e.stdout, "%s version %s\n", c.App.Name, c.App.Version)
			return err
		},
	}
}

// buildVersion returns the version to print: the one set at build time,
// else the module version from the build info ("v1.2.3" after go install
// …@v1.2.3, "(devel)" in a checkout) with the VCS revision, its
// date and whether the tree had changes, when the go command stamped
// them ("(devel) rev 78978da1c0de 2026-11-24T10:00:00Z modified").
func buildVersion(set string, info *debug.BuildInfo, ok bool) string {
	if set != "" {
		return set
	}
	if !ok || info.Main.Version == "" {
		return "unknown (no build info)"
	}
	parts := []string{info.Main.Version}
	vcs := map[string]string{}
	for _, s := range info.Settings {
		vcs[s.Key] = s.Value
	}
	if rev := vcs["vcs.revision"]; rev != "" {
		parts = append(parts, "rev "+rev[:min(len(rev), 12)])
	}
	if t := vcs["vcs.time"]; t != "" {
		parts = append(parts, t)
	}
	if vcs["vcs.modified"] == "true" {
		parts = append(parts, "modified")
	}
	return strings.Join(parts, " ")
}

// versionInfo is what `pbem version --json` prints: the text form, and
// its parts for scripts that compare them (docs/json.md).
type versionInfo struct {
	Version  string `json:"version"`            // what `pbem version` prints after "pbem version"
	Module   string `json:"module"`             // the module version ("v1.2.3", "(devel)"), or the one set at build time
	Revision string `json:"revision,omitempty"` // the VCS revision, when the go command stamped it
	Time     string `json:"time,omitempty"`     // the revision's time (RFC 3339)
	Modified bool   `json:"modified"`           // the tree had uncommitted changes
	Go       string `json:"go"`                 // the Go release it was built with
}

// newVersionInfo returns the version of a binary whose build-time version
// is set and whose build info is info (ok false when it has none).
func newVersionInfo(set string, info *debug.BuildInfo, ok bool) versionInfo {
	v := versionInfo{Version: buildVersion(set, info, ok), Module: set, Go: runtime.Version()}
	if !ok {
		return v
	}
	if v.Module == "" {
		v.Module = info.Main.Version
	}
	for _, s := range info.Settings {
		switch s.Key {
		case "vcs.revision":
			v.Revision = s.Value
		case "vcs.time":
			v.Time = s.Value
		case "vcs.modified":
			v.Modified = s.Value == "true"
		}
	}
	return v
}

// currentVersion is buildVersion of this binary.
func currentVersion() string {
	info, ok := debug.ReadBuildInfo()
	return buildVersion(Version, info, ok)
}
