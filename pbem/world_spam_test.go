package pbem

import (
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"regexp"
	"strconv"
	"strings"
	"testing"

	"github.com/stretchr/testify/require"
)

// spamLimit is the SpamAssassin score every mail stays under (issue 21).
const spamLimit = 1.0

// spamSample returns the mails SpamAssassin scores: the first and the last
// mail of each kind. Scoring every mail would take minutes (a few tenths
// of a second of CPU a mail, a second to start); the kinds are where the
// mails differ in structure (text only or HTML, a picture or none).
func spamSample(mails []*worldMail) []*worldMail {
	first, last := map[string]*worldMail{}, map[string]*worldMail{}
	var kinds []string
	for _, m := range mails {
		if first[m.kind] == nil {
			first[m.kind] = m
			kinds = append(kinds, m.kind)
		}
		last[m.kind] = m
	}
	var out []*worldMail
	for _, k := range kinds {
		out = append(out, first[k])
		if last[k] != first[k] {
			out = append(out, last[k])
		}
	}
	return out
}

// checkSpam: SpamAssassin (local tests only, as `spamassassin -L -t`)
// scores each sampled mail under spamLimit. All of them go through one
// spamassassin process, as an mbox, since starting it costs more than
// scoring a mail. Without spamassassin the check is skipped, unless
// PBEM_SPAM_TEST=1 asks for it.
func (w *world) checkSpam(t *testing.T) {
	sa, err := exec.LookPath("spamassassin")
	if err != nil {
		if os.Getenv("PBEM_SPAM_TEST") == "1" {
			t.Fatalf("PBEM_SPAM_TEST=1 but spamassassin is not installed: %v", err)
		}
		t.Skipf("spamassassin is not installed: %v", err)
	}
	mails := spamSample(w.checked())
	cmd := exec.Command(sa, "-L", "-t", "--mbox")
	cmd.Stdin = bytes.NewReader(spamMbox(mails))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	require.NoError(t, err, "spamassassin ran: %s", stderr.String())
	scores := spamStatuses(out)
	require.Len(t, scores, len(mails), "spamassassin scored each mail of the mbox")
	for i, m := range mails {
		if scores[i].score >= spamLimit {
			t.Errorf("%s scores %.1f with SpamAssassin (at most %.1f): %s", m, scores[i].score, spamLimit, scores[i].tests)
		}
	}
}

// spamMbox writes mails as an mbox (mboxrd: a body line that starts with
// "From " or ">From " gets one more ">"), with LF line ends.
func spamMbox(mails []*worldMail) []byte {
	var b bytes.Buffer
	for _, m := range mails {
		b.WriteString("From host@example.org Sat Nov 21 23:55:00 2026\n")
		for _, line := range strings.Split(strings.ReplaceAll(string(m.raw), "\r\n", "\n"), "\n") {
			if strings.HasPrefix(strings.TrimLeft(line, ">"), "From ") {
				b.WriteByte('>')
			}
			b.WriteString(line)
			b.WriteByte('\n')
		}
		b.WriteByte('\n')
	}
	return b.Bytes()
}

// spamStatus is SpamAssassin's verdict on one mail.
type spamStatus struct {
	score float64
	tests string // the rules that hit, with their scores when the report gives them
}

var spamStatusRE = regexp.MustCompile(`(?m)^X-Spam-Status: (?:Yes|No), score=(-?[0-9.]+) required=[0-9.]+ tests=((?:[^\n]|\n[ \t])*)`)

// spamStatuses reads the X-Spam-Status of each mail of spamassassin's
// output, in order.
func spamStatuses(out []byte) []spamStatus {
	var st []spamStatus
	for _, m := range spamStatusRE.FindAllSubmatch(out, -1) {
		score, err := strconv.ParseFloat(string(m[1]), 64)
		if err != nil {
			score = 99
		}
		tests := strings.Join(strings.Fields(string(m[2])), " ")
		st = append(st, spamStatus{score: score, tests: fmt.Sprint(tests)})
	}
	return st
}
