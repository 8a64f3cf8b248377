package pbem

import (
	"crypto/rand"
	"encoding/hex"
	"fmt"
	"os"
	"path/filepath"
	"time"
)

// initMaildir creates the Maildir dir (tmp, new, cur) if needed, readable
// by its owner only: the messages hold players' private views.
func initMaildir(dir string) error {
	for _, sub := range []string{"", "tmp", "new", "cur"} {
		if err := os.MkdirAll(filepath.Join(dir, sub), 0o700); err != nil {
			return err
		}
	}
	return nil
}

// deliver stores data as a new message of the Maildir dir and returns its
// key. As the Maildir format wants, the message is written and synced in
// tmp/, then renamed into new/, so no reader ever sees part of it.
func deliver(dir string, data []byte) (string, error) {
	key, err := maildirKey()
	if err != nil {
		return "", err
	}
	tmp := filepath.Join(dir, "tmp", key)
	f, err := os.OpenFile(tmp, os.O_WRONLY|os.O_CREATE|os.O_EXCL, 0o600)
	if err != nil {
		return "", err
	}
	_, err = f.Write(data)
	if err == nil {
		err = f.Sync()
	}
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	if err == nil {
		err = os.Rename(tmp, filepath.Join(dir, "new", key))
	}
	if err != nil {
		os.Remove(tmp)
		return "", err
	}
	return key, nil
}

// maildirKey returns a unique Maildir key that sorts in delivery order:
// the time in nanoseconds, zero-padded, then random digits for messages
// delivered in the same nanosecond by different processes.
func maildirKey() (string, error) {
	var b [6]byte
	if _, err := rand.Read(b[:]); err != nil {
		return "", fmt.Errorf("maildir key: %w", err)
	}
	return fmt.Sprintf("%020d.%s.pbem", time.Now().UnixNano(), hex.EncodeToString(b[:])), nil
}
