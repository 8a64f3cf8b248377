package pbem

import (
	"encoding/json"
	"fmt"
	"maps"
	"os"
	"os/exec"
	"path/filepath"
	"slices"
	"testing"

	"github.com/stretchr/testify/require"
)

// strictPython parses each file named on its command line with Python's
// email package under policy.strict (which raises on every defect it
// finds), reads every header of every part, and gets the content of
// every leaf part; it prints a JSON object of the error of each file
// ("" when it parsed).
const strictPython = `
import email, json, sys
from email import policy
out = {}
for path in sys.argv[1:]:
    try:
        with open(path, "rb") as f:
            m = email.message_from_binary_file(f, policy=policy.strict)
        for part in m.walk():
            for k, v in part.items():
                str(v)
            if part.defects:
                raise ValueError("defects: %r" % (part.defects,))
            if not part.is_multipart():
                part.get_content()
        out[path] = ""
    except Exception as e:
        out[path] = "%s: %s" % (type(e).__name__, e)
json.dump(out, sys.stdout)
`

// checkRFC: every mail is a valid RFC 5322 message for Go (goRFCErrors)
// and, when python3 is installed, for Python's strict parser, which
// runs once over all of the game's mails. Without python3 that part is
// skipped, unless PBEM_STRICT_TEST=1 asks for it.
func (w *world) checkRFC(t *testing.T) {
	mails := w.checked()
	rep := newReporter(t)
	defer rep.done()
	for _, m := range mails {
		for _, e := range goRFCErrors(m.raw) {
			rep.errorf("%s: %s", m, e)
		}
	}
	python, err := exec.LookPath("python3")
	if err != nil {
		if os.Getenv("PBEM_STRICT_TEST") == "1" {
			t.Fatalf("PBEM_STRICT_TEST=1 but python3 is not installed: %v", err)
		}
		t.Skipf("python3 is not installed: Python's strict parser is not run (%v)", err)
	}
	dir := t.TempDir()
	args := []string{"-c", strictPython}
	byPath := map[string]*worldMail{}
	for _, m := range mails {
		path := filepath.Join(dir, fmt.Sprintf("%04d.eml", m.seq))
		require.NoError(t, os.WriteFile(path, m.raw, 0o644))
		args = append(args, path)
		byPath[path] = m
	}
	out, err := exec.Command(python, args...).Output()
	require.NoError(t, err, "python3's strict parser ran")
	var res map[string]string
	require.NoError(t, json.Unmarshal(out, &res), "python3 printed JSON: %s", out)
	require.Len(t, res, len(mails), "python3 read every mail")
	for _, path := range slices.Sorted(maps.Keys(res)) {
		if e := res[path]; e != "" {
			rep.errorf("%s: Python's strict parser: %s", byPath[path], e)
		}
	}
}
