package mailhost

import (
	"fmt"
	"os"
	"path/filepath"
	"slices"
	"strings"
	"time"

	"github.com/gofrs/flock"

	"github.com/pbem-games/pbem/pbem"
)

// This file holds the record of the daily digests sent (digest.go): a
// small host file in the folder of games, DigestFile, one line a digest,
// "DAY\tADDRESS\tSTATE\tMESSAGE-ID", STATE being "sending" (noted before
// the mail goes to the server) or "sent" (after the server took it). It
// is replaced atomically at each change, under DigestFile's lock, and
// keeps only the last digestKeepDays days: its size stays bounded by the
// addresses of a few days.

// DigestFile is the name of the record of digests in the folder of games.
const DigestFile = "digests.sent"

// The states of a digest in the record.
const (
	digestSending = "sending"
	digestSent    = "sent"
)

// digestKeepDays is how many days of digests the record keeps: today's
// are what it is for, the few before tell the host what went out.
const digestKeepDays = 7

// maxDigestRecord bounds what is read of the record; a larger file is not
// one pbem wrote.
const maxDigestRecord = 4 << 20

// digestDay writes the day of a digest, in UTC.
const digestDay = "2006-01-02"

// digestEntry is one line of the record.
type digestEntry struct {
	day, addr, state, id string
}

// digestRecord is the record of digests, as read from its file.
type digestRecord struct {
	path    string
	entries []digestEntry
}

// lockDigests takes the lock of the record of the folder dir, and returns
// how to release it: a second run finds it held and stops, sending
// nothing (the first sends today's digests).
func lockDigests(dir string) (func(), error) {
	path := filepath.Join(dir, DigestFile+".lock")
	if err := pbem.CheckLockFile(path); err != nil {
		return nil, err
	}
	lock := flock.New(path, flock.SetFlag(pbem.LockFlag|pbem.NoFollow))
	ok, err := lock.TryLock()
	if err != nil || !ok {
		return nil, fmt.Errorf("%w: %s: another pbem remind --digest is sending the digests (%v)", pbem.ErrLocked, path, err)
	}
	return func() { lock.Unlock() }, nil
}

// readDigests reads the record of the folder dir (empty when there is
// none yet); lines it cannot read are left out.
func readDigests(dir string) (*digestRecord, error) {
	rec := &digestRecord{path: filepath.Join(dir, DigestFile)}
	err := readBoundedLines(rec.path, maxDigestRecord, func(line string) {
		f := strings.Split(line, "\t")
		if len(f) != 4 || (f[2] != digestSending && f[2] != digestSent) {
			return
		}
		if _, err := time.Parse(digestDay, f[0]); err != nil {
			return
		}
		rec.entries = append(rec.entries, digestEntry{day: f[0], addr: f[1], state: f[2], id: f[3]})
	})
	if err != nil {
		return nil, err
	}
	return rec, nil
}

// state returns the state of the digest of addr on day, "" when none.
func (rec *digestRecord) state(day, addr string) string {
	for _, e := range rec.entries {
		if e.day == day && e.addr == addr {
			return e.state
		}
	}
	return ""
}

// note sets the state of the digest of addr on day, and writes the record
// atomically, without the days older than digestKeepDays before day.
func (rec *digestRecord) note(day, addr, state, id string) error {
	i := slices.IndexFunc(rec.entries, func(e digestEntry) bool { return e.day == day && e.addr == addr })
	if i < 0 {
		rec.entries = append(rec.entries, digestEntry{day: day, addr: addr})
		i = len(rec.entries) - 1
	}
	rec.entries[i].state, rec.entries[i].id = state, id
	today, _ := time.Parse(digestDay, day)
	oldest := today.AddDate(0, 0, -digestKeepDays).Format(digestDay)
	var b strings.Builder
	kept := rec.entries[:0]
	for _, e := range rec.entries {
		if e.day < oldest { // days written the same way sort as text
			continue
		}
		kept = append(kept, e)
		fmt.Fprintf(&b, "%s\t%s\t%s\t%s\n", e.day, e.addr, e.state, e.id)
	}
	rec.entries = kept
	// Created 0600 first, as the ledger is: the record names the players'
	// addresses; WriteFile keeps an existing file's mode.
	if f, err := os.OpenFile(rec.path, os.O_WRONLY|os.O_CREATE|os.O_EXCL|pbem.NoFollow, 0o600); err == nil {
		f.Close()
	}
	return pbem.WriteFile(rec.path, []byte(b.String()))
}
