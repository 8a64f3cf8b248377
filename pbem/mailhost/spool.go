package mailhost

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"

	"github.com/gofrs/flock"

	"github.com/pbem-games/pbem/pbem/compose"
)

// The inbox does not send mail while it holds the archive's lock: a slow
// mail server would hold up every other reply, and a run killed while it
// sent would leave the next player untold. Instead it queues every mail it
// composes in a spool, a Maildir under the archive (GAMES/archive/outgoing),
// before it lists the message as processed; once the lock is released, the
// spool is delivered through the real outbox, each mail removed after the
// server took it. A mail is queued durably (written in tmp/, synced,
// renamed into new/) under a name made from its Message-ID, recipient and
// content, so that composing it again after a crash leaves one file. So
// every mail of an applied move goes out at least once, and at most twice
// (a run killed between the server's answer and the removal).
//
// Several runs may deliver at once (an inbox, a cron job with --pending):
// a run claims a mail by renaming it from new/ into cur/, which only one
// can do, and sends only what it claimed. A run killed after it claimed
// leaves the mail in cur/: the next run that finds no other delivering
// (it takes the spool's lock exclusively for a moment; deliverers hold it
// shared) puts it back into new/.

// crashPoint is called at the points where a run of the inbox may be
// killed with consequences (after a game was written, before a mail is
// queued, listed or removed): tests make it panic there, as a kill would
// stop the run, and check that the next run finishes the job.
var crashPoint = func(point string) {}

// spoolDir names the spool in the archive.
const spoolDir = "outgoing"

// envelopeHeader starts the first line of a queued mail: the envelope
// sender and recipient, taken off before the mail is sent.
const envelopeHeader = "X-PBEM-Envelope: "

// flaggedSuffix marks, in cur/, a queued mail that does not read: the
// host should look at it; it is never sent.
const flaggedSuffix = ":2,F"

// Spool is the Maildir of the mails composed but not delivered yet. As an
// Outbox it queues the mails it is given.
type Spool struct {
	Dir string
}

// Spool returns the archive's spool of outgoing mail.
func (a Archive) Spool() Spool { return Spool{Dir: filepath.Join(a.Dir, spoolDir)} }

// rawMail is a queued mail: its envelope and the bytes to send.
type rawMail struct {
	From, To string
	Data     []byte
}

// rawSender is an outbox that can send mails already written (every outbox
// of this package): the spool delivers through it.
type rawSender interface {
	// sendRaw sends mails in order, calling sent with the index of each
	// one the server took, and stops at the first failure.
	sendRaw(mails []rawMail, sent func(i int)) error
}

// Send queues mails, each whole or not at all; a mail queued already and
// not delivered yet is not queued twice.
func (s Spool) Send(mails []compose.Mail) error {
	if err := initMaildir(s.Dir); err != nil {
		return fmt.Errorf("spool %s: %w", s.Dir, err)
	}
	for _, m := range mails {
		data, err := EML(m)
		if err != nil {
			return err
		}
		if err := s.queue(spoolName(m, data), m.From.Email, m.To.Email, data); err != nil {
			return fmt.Errorf("spool %s: %w", s.Dir, err)
		}
	}
	return nil
}

// spoolName names a queued mail after what it is, not when it was made:
// its Message-ID, its recipient and its bytes but the Date line, which a
// mail composed again after a crash changes.
func spoolName(m compose.Mail, data []byte) string {
	h := sha256.New()
	fmt.Fprintf(h, "%s\x00%s\x00", m.MessageID, m.To.Email)
	for _, line := range bytes.SplitAfter(data, []byte("\n")) {
		if !bytes.HasPrefix(line, []byte("Date: ")) {
			h.Write(line)
		}
	}
	return hex.EncodeToString(h.Sum(nil)[:16]) + ".eml"
}

// queue writes data, after its envelope line, as the mail name of new/,
// unless a mail of that name is queued or being sent.
func (s Spool) queue(name, from, to string, data []byte) error {
	for _, sub := range []string{"new", "cur"} {
		if _, err := os.Stat(filepath.Join(s.Dir, sub, name)); err == nil {
			return nil
		}
	}
	tmp := filepath.Join(s.Dir, "tmp", name)
	envelope := fmt.Sprintf("%s<%s> <%s>\r\n", envelopeHeader, from, to)
	err := writeSynced(tmp, os.O_TRUNC, []byte(envelope), data)
	if err == nil {
		crashPoint("queue")
		err = os.Rename(tmp, filepath.Join(s.Dir, "new", name))
	}
	if err != nil {
		os.Remove(tmp)
	}
	return err
}

// Deliver sends the queued mails through out, oldest first, and returns
// how many went. It stops at the first failure: the mails not sent stay
// queued for the next run.
func (s Spool) Deliver(out Outbox) (int, error) {
	raw, ok := out.(rawSender)
	if !ok {
		return 0, fmt.Errorf("spool %s: outbox %T cannot send queued mail", s.Dir, out)
	}
	if err := initMaildir(s.Dir); err != nil {
		return 0, fmt.Errorf("spool %s: %w", s.Dir, err)
	}
	lock := flock.New(filepath.Join(s.Dir, ".lock"))
	if ok, err := lock.TryLock(); err == nil && ok {
		s.recover() // nobody delivers: what is in cur/ was left by a run that stopped
		lock.Unlock()
	}
	if err := lock.RLock(); err != nil {
		return 0, fmt.Errorf("spool %s: %w", s.Dir, err)
	}
	defer lock.Unlock()
	names, mails, err := s.claim()
	if err != nil || len(mails) == 0 {
		return 0, err
	}
	done := make([]bool, len(names))
	crashPoint("claimed")
	err = raw.sendRaw(mails, func(i int) {
		crashPoint("sent")
		done[i] = true
		os.Remove(filepath.Join(s.Dir, "cur", names[i]))
	})
	n := 0
	for i, name := range names {
		if done[i] {
			n++
		} else { // back in the queue for the next run
			os.Rename(filepath.Join(s.Dir, "cur", name), filepath.Join(s.Dir, "new", name))
		}
	}
	if err != nil {
		return n, fmt.Errorf("%w (the mails not sent stay queued in %s; the next pbem inbox, or pbem inbox --pending, sends them)", err, s.Dir)
	}
	return n, nil
}

// recover puts back into new/ the mails a run claimed and never sent.
func (s Spool) recover() {
	entries, _ := os.ReadDir(filepath.Join(s.Dir, "cur"))
	for _, e := range entries {
		if !strings.HasSuffix(e.Name(), flaggedSuffix) {
			os.Rename(filepath.Join(s.Dir, "cur", e.Name()), filepath.Join(s.Dir, "new", e.Name()))
		}
	}
}

// claim moves the queued mails into cur/, oldest first, and reads them;
// a mail another run claimed first is left to it.
func (s Spool) claim() ([]string, []rawMail, error) {
	entries, err := os.ReadDir(filepath.Join(s.Dir, "new"))
	if err != nil {
		return nil, nil, fmt.Errorf("spool %s: %w", s.Dir, err)
	}
	type queued struct {
		name string
		at   int64
	}
	var list []queued
	for _, e := range entries {
		if info, err := e.Info(); err == nil && !e.IsDir() && !strings.HasPrefix(e.Name(), ".") {
			list = append(list, queued{e.Name(), info.ModTime().UnixNano()})
		}
	}
	slices.SortFunc(list, func(a, b queued) int {
		if c := cmpInt64(a.at, b.at); c != 0 {
			return c
		}
		return strings.Compare(a.name, b.name)
	})
	var names []string
	var mails []rawMail
	for _, q := range list {
		m, err := s.claimOne(q.name)
		if errors.Is(err, fs.ErrNotExist) {
			continue // another run has it
		}
		if err != nil { // set aside, flagged, for the host: it must not stop the others
			os.Rename(filepath.Join(s.Dir, "cur", q.name), filepath.Join(s.Dir, "cur", q.name+flaggedSuffix))
			continue
		}
		names, mails = append(names, q.name), append(mails, m)
	}
	return names, mails, nil
}

// claimOne moves the mail name into cur/ and reads it.
func (s Spool) claimOne(name string) (rawMail, error) {
	cur := filepath.Join(s.Dir, "cur", name)
	if err := os.Rename(filepath.Join(s.Dir, "new", name), cur); err != nil {
		return rawMail{}, err
	}
	data, err := os.ReadFile(cur)
	if err != nil {
		return rawMail{}, fmt.Errorf("spool %s: %w", s.Dir, err)
	}
	return parseQueued(data)
}

// parseQueued splits a queued mail into its envelope and the mail.
func parseQueued(data []byte) (rawMail, error) {
	line, rest, ok := bytes.Cut(data, []byte("\r\n"))
	env, found := strings.CutPrefix(string(line), envelopeHeader)
	var from, to string
	if ok && found {
		_, err := fmt.Sscanf(env, "<%s <%s", &from, &to)
		if err == nil && strings.HasSuffix(from, ">") && strings.HasSuffix(to, ">") {
			return rawMail{From: strings.TrimSuffix(from, ">"), To: strings.TrimSuffix(to, ">"), Data: rest}, nil
		}
	}
	return rawMail{}, fmt.Errorf("spool: a queued mail without its envelope line")
}

// cmpInt64 compares a and b as cmp.Compare does.
func cmpInt64(a, b int64) int {
	switch {
	case a < b:
		return -1
	case a > b:
		return 1
	}
	return 0
}
