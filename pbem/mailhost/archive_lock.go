package mailhost

import (
	"context"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"strconv"
	"strings"
	"time"

	"github.com/gofrs/flock"

	"github.com/pbem-games/pbem/pbem"
)

// defaultArchiveWait is how long an inbox waits for the archive that
// another inbox is working on.
const defaultArchiveWait = time.Minute

// LockWithin takes the archive's lock like Lock, but waits at most wait
// (0: defaultArchiveWait) for another inbox to release it. Past that it
// fails with ErrLocked: the messages this run stored stay in the archive,
// and the next run (or the one that holds the lock) processes them.
func (a Archive) LockWithin(wait time.Duration) (func(), error) {
	if err := a.Init(); err != nil {
		return nil, err
	}
	if wait <= 0 {
		wait = defaultArchiveWait
	}
	ctx, cancel := context.WithTimeout(context.Background(), wait)
	defer cancel()
	// As for a game's lock (write.go): a link in its place is refused,
	// never followed to create or open a file elsewhere.
	path := filepath.Join(a.Dir, ".lock")
	if err := pbem.CheckLockFile(path); err != nil {
		return nil, err
	}
	lock := flock.New(path, flock.SetFlag(pbem.LockFlag|pbem.NoFollow))
	ok, err := lock.TryLockContext(ctx, lockRetryDelay)
	if !ok {
		return nil, fmt.Errorf("%w: archive %s: another pbem inbox has held it for %s; the messages stay "+
			"stored for the next run (%v)", pbem.ErrLocked, a.Dir, wait, err)
	}
	return func() { lock.Unlock() }, nil
}

// maxAttempts is how many runs may stop while on one message before the
// next sets it aside: a message that kills the inbox (or hangs it until
// it is killed) must not stop every message after it, run after run.
const maxAttempts = 2

// attemptsDir holds a file per message being handled, counting the runs
// that began on it; the file goes when the message is settled.
const attemptsDir = ".attempts"

// Attempt notes that a run begins on the pending message key, and reports
// whether earlier runs stopped on it maxAttempts times already: then it
// is not to be handled again.
func (a Archive) Attempt(key string) (stuck bool, err error) {
	n, err := a.attempt(key)
	return n >= maxAttempts, err
}

// maxFinishAttempts is how many more runs may stop on a message set aside
// while they send the mails of its moves, recorded earlier (finishStuck):
// a run may be killed there as anywhere, and the mails must not be lost;
// but if sending them is what stops the runs, it must not stop them all.
const maxFinishAttempts = 2

// attempt notes that a run begins on the pending message key and returns
// how many runs began on it before, counting up to maxAttempts +
// maxFinishAttempts.
func (a Archive) attempt(key string) (int, error) {
	dir := filepath.Join(a.Dir, attemptsDir)
	if err := os.MkdirAll(dir, 0o700); err != nil {
		return 0, fmt.Errorf("archive %s: %w", a.Dir, err)
	}
	path := filepath.Join(dir, key)
	n := 0
	data, err := os.ReadFile(path)
	switch {
	case err == nil:
		n, _ = strconv.Atoi(strings.TrimSpace(string(data)))
	case !errors.Is(err, fs.ErrNotExist):
		return 0, fmt.Errorf("archive %s: %w", a.Dir, err)
	}
	if n >= maxAttempts+maxFinishAttempts {
		return n, nil
	}
	if err := os.WriteFile(path, []byte(strconv.Itoa(n+1)+"\n"), 0o600); err != nil {
		return 0, fmt.Errorf("archive %s: %w", a.Dir, err)
	}
	return n, nil
}

// Settle notes that the run is done with the message key, whatever came
// of it (it may stay pending for a locked game).
func (a Archive) Settle(key string) error {
	err := os.Remove(filepath.Join(a.Dir, attemptsDir, key))
	if err != nil && !errors.Is(err, fs.ErrNotExist) {
		return fmt.Errorf("archive %s: %w", a.Dir, err)
	}
	return nil
}
