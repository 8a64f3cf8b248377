package mailhost

import (
	"bufio"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strings"
)

// Archive is the Maildir where the inbox stores every message it receives
// before it does anything else with it, so nothing is lost whatever
// happens next. Messages wait in new/ until they are processed, then move
// to cur/ marked seen; a message left in new/ (its game was locked, the
// machine stopped) is processed by the next run. Beside the Maildir, the
// file "processed" lists the messages already handled, by Message-ID,
// so that a message received twice changes nothing the second time.
type Archive struct {
	Dir string
}

// processedFile names the list of processed messages in the archive.
const processedFile = "processed"

// Init creates the archive's Maildir if needed.
func (a Archive) Init() error {
	if err := initMaildir(a.Dir); err != nil {
		return fmt.Errorf("archive %s: %w", a.Dir, err)
	}
	return nil
}

// Store adds raw to the archive as a new message and returns its key.
func (a Archive) Store(raw []byte) (string, error) {
	if err := a.Init(); err != nil {
		return "", err
	}
	key, err := deliver(a.Dir, raw)
	if err != nil {
		return "", fmt.Errorf("archive %s: %w", a.Dir, err)
	}
	return key, nil
}

// Pending returns the keys of the messages not processed yet, oldest
// first (keys pbem makes sort in delivery order).
func (a Archive) Pending() ([]string, error) {
	entries, err := os.ReadDir(filepath.Join(a.Dir, "new"))
	if errors.Is(err, fs.ErrNotExist) {
		// A run stopped before it made the archive's folders stored no
		// message in it: nothing is pending, and the next run makes them.
		return nil, nil
	}
	if err != nil {
		return nil, fmt.Errorf("archive %s: %w", a.Dir, err)
	}
	var keys []string
	for _, e := range entries {
		if !e.IsDir() && !strings.HasPrefix(e.Name(), ".") {
			keys = append(keys, e.Name())
		}
	}
	slices.Sort(keys)
	return keys, nil
}

// Read returns the pending message key.
func (a Archive) Read(key string) ([]byte, error) {
	return os.ReadFile(filepath.Join(a.Dir, "new", key))
}

// Done marks the pending message key as processed: it moves to cur/,
// flagged seen ("S"), and also flagged ("F") when flag is set, for a
// message that needs the host's eye.
func (a Archive) Done(key string, flag bool) error {
	info := ":2,S"
	if flag {
		info = ":2,FS"
	}
	err := os.Rename(filepath.Join(a.Dir, "new", key), filepath.Join(a.Dir, "cur", key+info))
	if err != nil {
		return fmt.Errorf("archive %s: %w", a.Dir, err)
	}
	return nil
}

// messageIdentity returns what tells a message from all others: its
// Message-ID, or when it has none, its content.
func messageIdentity(messageID string, raw []byte) string {
	sum := sha256.Sum256(raw)
	if id := strings.TrimSpace(messageID); id != "" {
		sum = sha256.Sum256([]byte(id))
	}
	return hex.EncodeToString(sum[:16])
}

// Processed returns how the message with identity id was handled, if
// it was.
func (a Archive) Processed(id string) (outcome string, ok bool, err error) {
	f, err := os.Open(filepath.Join(a.Dir, processedFile))
	if errors.Is(err, fs.ErrNotExist) {
		return "", false, nil
	}
	if err != nil {
		return "", false, err
	}
	defer f.Close()
	sc := bufio.NewScanner(f)
	for sc.Scan() {
		fields := strings.Fields(sc.Text())
		if len(fields) >= 2 && fields[0] == id {
			return fields[1], true, nil
		}
	}
	return "", false, sc.Err()
}

// Record notes that the message with identity id, archived as key, was
// handled with outcome, for game ("-" if none), one line whatever the
// fields hold (see logField). Callers hold the lock.
func (a Archive) Record(id, outcome, game, key string) error {
	f, err := os.OpenFile(filepath.Join(a.Dir, processedFile), os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return err
	}
	_, err = fmt.Fprintf(f, "%s %s %s %s\n", logField(id), logField(outcome), logField(game), logField(key))
	if cerr := f.Close(); err == nil {
		err = cerr
	}
	return err
}
