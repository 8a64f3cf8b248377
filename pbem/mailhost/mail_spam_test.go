package mailhost

import (
	"bufio"
	"bytes"
	"fmt"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"testing"
	"time"

	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
	"github.com/pbem-games/pbem/pbem/internal/testkit"
)

// The mails the host sends must reach their readers: this test runs
// SpamAssassin (Debian's package "spamassassin", its local rules only:
// no network test, no Bayes) over a sample of every kind of mail of every
// game, and fails for any mail that scores 1.0 or more (5.0 marks spam).
// It skips where spamassassin is not installed, unless PBEM_SPAM_TEST=1
// (as in CI), where a missing spamassassin fails it.

// spamLimit is the score every mail must stay under.
const spamLimit = 1.0

// spamSample is one mail of the sample, named for the failure message.
type spamSample struct {
	name string
	raw  []byte
}

func TestMailsPassSpamAssassin(t *testing.T) {
	bin := spamAssassinPath(t)
	var samples []spamSample
	samples = append(samples, turnMailSamples(t)...)
	samples = append(samples, inboxMailSamples(t)...)
	samples = append(samples, remindMailSamples(t)...)
	dumpSpamSamples(t, samples)
	scores := spamScores(t, bin, samples)
	require.Len(t, scores, len(samples), "spamassassin scored every mail")
	highest := spamSample{}
	for _, s := range samples {
		sc, ok := scores[s.name]
		require.True(t, ok, "no score for %s", s.name)
		if sc.score >= spamLimit {
			t.Errorf("%s (%d bytes) scores %.1f: %s", s.name, len(s.raw), sc.score, sc.tests)
		}
		if highest.name == "" || sc.score > scores[highest.name].score {
			highest = s
		}
	}
	t.Logf("%d mails; the highest score, %.1f: %s (%s)", len(samples), scores[highest.name].score, highest.name, scores[highest.name].tests)
}

// dumpSpamSamples writes the sample into the folder PBEM_SPAM_DUMP names,
// if any, one .eml a mail, to score or read them by hand.
func dumpSpamSamples(t *testing.T, samples []spamSample) {
	t.Helper()
	dir := os.Getenv("PBEM_SPAM_DUMP")
	if dir == "" {
		return
	}
	require.NoError(t, os.MkdirAll(dir, 0o755))
	for i, s := range samples {
		require.NoError(t, os.WriteFile(filepath.Join(dir, fmt.Sprintf("%03d.eml", i)), s.raw, 0o644))
	}
}

// spamAssassinPath returns the spamassassin program, or skips the test
// where it is missing (fails it with PBEM_SPAM_TEST=1).
func spamAssassinPath(t *testing.T) string {
	t.Helper()
	bin, err := exec.LookPath("spamassassin")
	if err == nil {
		return bin
	}
	if os.Getenv("PBEM_SPAM_TEST") == "1" {
		t.Fatalf("PBEM_SPAM_TEST=1 but spamassassin is not installed (apt-get install spamassassin): %v", err)
	}
	t.Skip("spamassassin is not installed (apt-get install spamassassin; PBEM_SPAM_TEST=1 makes this a failure)")
	return ""
}

// turnMailSamples returns turn mails of each example game (every game)
// at its start, a third and two thirds in, and its end, to every player:
// the players to act, the others, and the final mails; in French at the
// third. Below PBEM_TEST_FULL=1 it takes fewer moments of each game
// (turnMailMoments).
func turnMailSamples(t *testing.T) []spamSample {
	t.Helper()
	paths, err := filepath.Glob("../../examples/*.pbem")
	require.NoError(t, err)
	require.Len(t, paths, 4, "one example of each game")
	var samples []spamSample
	for _, path := range paths {
		f, err := testkit.RealGames.Load(path)
		require.NoError(t, err)
		end, err := f.Replay(-1)
		require.NoError(t, err)
		n := len(end.Plies)
		for _, upTo := range turnMailMoments(n) {
			r, err := f.Replay(upTo)
			require.NoError(t, err)
			lang := pbem.Lang("")
			if upTo == n/3 {
				lang = pbem.French
			}
			for _, p := range spamReaders(r, f.Header.Players) {
				mails, err := compose.MailsIn(r, lang, p.Name, hostAddr, testkit.MailDate)
				require.NoError(t, err)
				for _, m := range mails {
					if m.To.Email == "" {
						m.To.Email = strings.ToLower(p.Name) + "@example.org"
					}
					raw, err := EML(m)
					require.NoError(t, err)
					name := fmt.Sprintf("%s after %d plies to %s%s", filepath.Base(path), upTo, p.Name, map[pbem.Lang]string{pbem.French: " (fr)"}[lang])
					samples = append(samples, spamSample{name, raw})
				}
			}
		}
	}
	return samples
}

// turnMailMoments returns the numbers of plies after which
// turnMailSamples takes the mails of a game of n decisions: a third in
// (the French mails) and the end with -short; the start too by default;
// two thirds in too with PBEM_TEST_FULL=1. Every moment costs a picture a
// player and a SpamAssassin score a mail.
func turnMailMoments(n int) []int {
	return enginetest.ByDepth([]int{n / 3, -1}, []int{1, n / 3, -1}, []int{1, n / 3, 2 * n / 3, -1})
}

// spamReaders returns the players whose mails turnMailSamples takes at
// the moment r: all of them with PBEM_TEST_FULL=1; otherwise the first
// to act and the first of the others, as the mails of the players to act
// (a turn mail) and of the others (a notice) differ and the mails of two
// players of one kind do not.
func spamReaders(r *pbem.Replay, players []pbem.Player) []pbem.Player {
	if enginetest.TestDepth() == enginetest.DepthFull {
		return players
	}
	toAct := r.ToAct()
	var actor, other []pbem.Player
	for _, p := range players {
		switch {
		case slices.Contains(toAct, p.Name) && actor == nil:
			actor = append(actor, p)
		case !slices.Contains(toAct, p.Name) && other == nil:
			other = append(other, p)
		}
	}
	return append(actor, other...)
}

// inboxMailSamples plays a Palazzo game by mail and returns every mail
// the host sent: turn mails, answers (applied with prose ignored,
// refused, out of date, no move, status, hint refused, say relayed),
// the undo asked, waited for and taken back, a resignation and the end.
func inboxMailSamples(t *testing.T) []spamSample {
	t.Helper()
	w := sentWorld(t, "")
	var samples []spamSample
	var turn sentMail // the latest mail to Ann
	take := func(step string) {
		for i, m := range w.sent() {
			samples = append(samples, spamSample{fmt.Sprintf("palazzo by mail, %s, mail %d (%s)", step, i+1, m.header("Subject")), m.raw})
			if strings.Contains(m.header("To"), annAddr) {
				turn = m
			}
		}
	}
	take("start")
	first := turn
	send := func(step, body string) {
		w.receive(w.reply(turn, body, replyOptions{}))
		take(step)
	}
	send("a move and a sign-off", "money\n\nCheers\nAnn")
	send("a refused move", "take zz")
	send("no move", "")
	send("a say", "!say good luck, this is a nice game")
	send("a say and a sign-off", "!say see you on Monday\n\nCheers\nAnn")
	send("a status", "!status")
	send("a hint", "!hint")
	w.receive(w.reply(first, w.legal("Ann")[0], replyOptions{}))
	take("out of date")
	send("a move", w.legal("Ann")[0])
	send("an undo", "!undo 1")
	for _, m := range samples {
		if bytes.Contains(m.raw, []byte("!accept")) && bytes.Contains(m.raw, []byte("To: \"Bob\"")) {
			env := sentMailOf(t, m.raw)
			w.receive(w.reply(env, "!accept", replyOptions{}))
			take("an undo accepted")
			break
		}
	}
	send("a resignation", "!resign")
	require.NotEmpty(t, samples)
	return samples
}

// sentMailOf parses raw as a mail the host sent.
func sentMailOf(t *testing.T, raw []byte) sentMail {
	t.Helper()
	dir := t.TempDir()
	require.NoError(t, os.MkdirAll(filepath.Join(dir, "new"), 0o755))
	require.NoError(t, os.WriteFile(filepath.Join(dir, "new", "m"), raw, 0o600))
	mails := takeMaildir(t, dir)
	require.Len(t, mails, 1)
	return mails[0]
}

// remindMailSamples returns the reminders of a Palazzo game with a
// deadline: the one at half of it and the notices at all of it.
func remindMailSamples(t *testing.T) []spamSample {
	t.Helper()
	w := newRemindWorld(t, "72h")
	var samples []spamSample
	for _, after := range []time.Duration{37 * time.Hour, 73 * time.Hour} {
		w.remindAt(after)
		for i, m := range w.sent() {
			samples = append(samples, spamSample{fmt.Sprintf("reminder after %v, mail %d (%s)", after, i+1, m.header("Subject")), m.raw})
		}
	}
	require.NotEmpty(t, samples)
	return samples
}

// spamScore is what spamassassin said of one mail.
type spamScore struct {
	score float64
	tests string
}

// spamScores runs spamassassin once over every sample, as an mbox, and
// returns the score of each by name. Bayes and auto-learning are off, and
// HOME is a temporary folder, so the run learns nothing and leaves no
// file behind.
func spamScores(t *testing.T, bin string, samples []spamSample) map[string]spamScore {
	t.Helper()
	var mbox bytes.Buffer
	for _, s := range samples {
		mbox.WriteString("From pbem@localhost Sat Nov 28 00:00:00 2026\n")
		mbox.WriteString("X-PBEM-Sample: " + s.name + "\n")
		for _, line := range strings.Split(strings.ReplaceAll(string(s.raw), "\r\n", "\n"), "\n") {
			if strings.HasPrefix(strings.TrimLeft(line, ">"), "From ") {
				line = ">" + line // mboxrd
			}
			mbox.WriteString(line + "\n")
		}
		mbox.WriteString("\n")
	}
	cmd := exec.Command(bin, "-L", "-t", "--mbox", "--cf=use_bayes 0", "--cf=bayes_auto_learn 0")
	cmd.Env = append(os.Environ(), "HOME="+t.TempDir())
	cmd.Stdin = &mbox
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	require.NoError(t, err, "spamassassin: %s", stderr.String())
	return parseSpamOutput(t, out)
}

var spamScoreRE = regexp.MustCompile(`score=(-?[0-9.]+)`)

// parseSpamOutput reads the mbox spamassassin wrote: each message's
// X-PBEM-Sample and X-Spam-Status headers (the latter folded).
func parseSpamOutput(t *testing.T, out []byte) map[string]spamScore {
	t.Helper()
	scores := map[string]spamScore{}
	var name, status string
	inStatus, inHeader := false, false
	flush := func() {
		if name == "" {
			return
		}
		m := spamScoreRE.FindStringSubmatch(status)
		require.NotNil(t, m, "no score for %s: %q", name, status)
		score, err := strconv.ParseFloat(m[1], 64)
		require.NoError(t, err)
		tests := ""
		if _, rest, ok := strings.Cut(status, "tests="); ok {
			rest, _, _ = strings.Cut(rest, " autolearn=")
			tests = strings.ReplaceAll(rest, " ", "")
		}
		scores[name] = spamScore{score, tests}
		name, status = "", ""
	}
	sc := bufio.NewScanner(bytes.NewReader(out))
	sc.Buffer(make([]byte, 1<<20), 1<<24)
	for sc.Scan() {
		line := sc.Text()
		switch {
		case strings.HasPrefix(line, "From "):
			flush()
			inHeader, inStatus = true, false
		case !inHeader:
		case line == "":
			inHeader, inStatus = false, false
		case strings.HasPrefix(line, "X-PBEM-Sample: "):
			name, inStatus = strings.TrimPrefix(line, "X-PBEM-Sample: "), false
		case strings.HasPrefix(line, "X-Spam-Status: "):
			status, inStatus = line, true
		case inStatus && (line[0] == ' ' || line[0] == '\t'):
			status += " " + strings.TrimSpace(line)
		default:
			inStatus = false
		}
	}
	require.NoError(t, sc.Err())
	flush()
	return scores
}
