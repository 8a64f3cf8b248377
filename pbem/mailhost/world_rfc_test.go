package mailhost

import (
	"encoding/json"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
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
	rep := newReporter(t)
	defer rep.done()
	raws := make([][]byte, len(w.mails))
	for i, m := range w.mails {
		raws[i] = m.raw
		for _, e := range goRFCErrors(m.raw) {
			rep.errorf("%s: %s", m, e)
		}
	}
	for i, e := range pythonStrictErrors(t, raws) {
		if e != "" {
			rep.errorf("%s: Python's strict parser: %s", w.mails[i], e)
		}
	}
}

// pythonStrictErrors returns what Python's strict parser finds wrong
// with each of raws ("" for none), in one python3 process. It skips t
// when python3 is missing, unless PBEM_STRICT_TEST=1.
func pythonStrictErrors(t *testing.T, raws [][]byte) []string {
	t.Helper()
	python, err := exec.LookPath("python3")
	if err != nil {
		if os.Getenv("PBEM_STRICT_TEST") == "1" {
			t.Fatalf("PBEM_STRICT_TEST=1 but python3 is not installed: %v", err)
		}
		t.Skipf("python3 is not installed: Python's strict parser is not run (%v)", err)
	}
	dir := t.TempDir()
	args := []string{"-c", strictPython}
	for i, raw := range raws {
		path := filepath.Join(dir, fmt.Sprintf("%05d.eml", i))
		require.NoError(t, os.WriteFile(path, raw, 0o644))
		args = append(args, path)
	}
	out, err := exec.Command(python, args...).Output()
	require.NoError(t, err, "python3's strict parser ran")
	var res map[string]string
	require.NoError(t, json.Unmarshal(out, &res), "python3 printed JSON: %s", out)
	errs := make([]string, len(raws))
	for i, path := range args[2:] {
		e, ok := res[path]
		if !ok {
			e = "python3 did not read it"
		}
		errs[i] = e
	}
	return errs
}
