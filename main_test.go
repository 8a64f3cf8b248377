package main

import (
	"bytes"
	"strings"
	"testing"
)

// TestVersionSetAtBuildTime: the version a packager sets with -ldflags
// "-X main.version=…" is the one pbem prints, as docs/cli.md says.
func TestVersionSetAtBuildTime(t *testing.T) {
	defer func(v string) { version = v }(version)
	version = "v1.2.3-test"
	var stdout, stderr bytes.Buffer
	code := run([]string{"pbem", "--version"}, strings.NewReader(""), &stdout, &stderr)
	if code != 0 || stdout.String() != "pbem version v1.2.3-test\n" {
		t.Errorf("pbem --version: exit %d, stdout %q, stderr %q; want 0 and %q",
			code, stdout.String(), stderr.String(), "pbem version v1.2.3-test\n")
	}
}
