package mailhost

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

// spamSample returns the mails SpamAssassin scores: the first and the last
// mail of each kind. Scoring every mail would take minutes (a few tenths
// of a second of CPU a mail, a second to start); the kinds are where the
// mails differ in structure (text only or HTML, a picture or none).
func worldSpamSample(mails []*worldMail) []*worldMail {
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
	mails := worldSpamSample(w.mails)
	// Bayes off: it would learn from these mails (autolearn writes to
	// ~/.spamassassin) and score the next run differently; a fresh
	// machine has no Bayes data anyway.
	cmd := exec.Command(sa, "-L", "-t", "--mbox", "--cf=use_bayes 0", "--cf=bayes_auto_learn 0")
	cmd.Stdin = bytes.NewReader(spamMbox(mails))
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	require.NoError(t, err, "spamassassin ran: %s", stderr.String())
	scores := spamStatuses(out)
	for _, m := range mails {
		st, ok := scores[m.seq]
		if !ok {
			t.Errorf("%s: spamassassin gave no score", m)
			continue
		}
		t.Logf("%s: %.1f (%s)", m, st.score, st.tests)
		if st.score >= spamLimit {
			t.Errorf("%s scores %.1f with SpamAssassin (at most %.1f): %s", m, st.score, spamLimit, st.tests)
		}
	}
}

// spamMbox writes mails as an mbox (mboxrd: a body line that starts with
// "From " or ">From " gets one more ">"), with LF line ends. Each mail
// starts with a header "X-World-Seq: <seq>" that tells it in the output:
// spamassassin --mbox does not keep the order of the messages.
func spamMbox(mails []*worldMail) []byte {
	var b bytes.Buffer
	for _, m := range mails {
		fmt.Fprintf(&b, "%sX-World-Seq: %d\n", spamFrom, m.seq)
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

// spamFrom is the separator line of the mbox.
const spamFrom = "From host@example.org Sat Nov 21 23:55:00 2026\n"

// spamStatus is SpamAssassin's verdict on one mail.
type spamStatus struct {
	score float64
	tests string // the rules that hit
}

var (
	spamStatusRE = regexp.MustCompile(`(?m)^X-Spam-Status: (?:Yes|No), score=(-?[0-9.]+) required=[0-9.]+ tests=((?:[^\n]|\n[ \t])*)`)
	spamSeqRE    = regexp.MustCompile(`(?m)^X-World-Seq: (\d+)`)
)

// spamStatuses reads the X-Spam-Status of each mail of spamassassin's
// output, by the mail's X-World-Seq.
func spamStatuses(out []byte) map[int]spamStatus {
	st := map[int]spamStatus{}
	for _, msg := range bytes.Split(out, []byte(spamFrom)) {
		seq, status := spamSeqRE.FindSubmatch(msg), spamStatusRE.FindSubmatch(msg)
		if seq == nil || status == nil {
			continue
		}
		n, err := strconv.Atoi(string(seq[1]))
		if err != nil {
			continue
		}
		score, err := strconv.ParseFloat(string(status[1]), 64)
		if err != nil {
			score = 99
		}
		st[n] = spamStatus{score: score, tests: strings.Join(strings.Fields(string(status[2])), " ")}
	}
	return st
}
