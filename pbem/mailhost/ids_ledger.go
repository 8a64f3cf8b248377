package mailhost

import (
	"bufio"
	"bytes"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"strings"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// The host keeps, next to each game file it mails about, a ledger of the
// Message-IDs it sent each player: "<game file>.sent". A mail to a player
// names in In-Reply-To and References only ids of that ledger's lines for
// that player, so no mail ever carries an identifier (and the reply token
// in it) that its reader was not sent before; and the first line of a
// player is the root of their one thread of the game. The ledger also
// tells which decision points of a player already had their turn mail
// (Host.Send), so that a player still choosing is not mailed again after
// each choice of the others.

// SentSuffix is appended to a game file's path to name its ledger of the
// mails the host sent. Like the tokens file it stays with the host: the
// ids in it carry the players' reply tokens.
const SentSuffix = ".sent"

// sentEntry is one line of the ledger: one mail sent to one player.
type sentEntry struct {
	reader string // idPart of the reader's name, as in the Message-ID
	// point is the reader's decision point a turn mail was for (see
	// Replay.decisionPoint), "-" for any other mail.
	point string
	id    string // the Message-ID, with its angle brackets
}

// noPoint is the point of a mail that is not a turn mail.
const noPoint = "-"

// line writes e as a line of the ledger: tab-separated, which neither an
// idPart, a point nor a Message-ID the host writes can hold.
func (e sentEntry) line() string { return e.reader + "\t" + e.point + "\t" + e.id + "\n" }

// parseSentEntry reads a line of the ledger; ok is false for a line a
// crash left half-written (or anything else malformed): it is skipped.
func parseSentEntry(line string) (sentEntry, bool) {
	fields := strings.Split(line, "\t")
	if len(fields) != 3 || fields[0] == "" || fields[1] == "" {
		return sentEntry{}, false
	}
	id := fields[2]
	if !strings.HasPrefix(id, "<") || !strings.HasSuffix(id, ">") || strings.Count(id, "@") != 1 {
		return sentEntry{}, false
	}
	return sentEntry{reader: fields[0], point: fields[1], id: id}, true
}

// ledger is the list of the mails sent about one game, as read from its
// file, plus those added since.
type ledger struct {
	path    string
	entries []sentEntry
	added   []sentEntry // not yet written to the file
}

// maxLedger bounds what is read of a ledger: some hundred bytes a mail,
// so many thousands of mails; a larger file is not a ledger pbem wrote.
const maxLedger = 16 << 20

// readLedger reads the ledger of the game file at gamePath, holding the
// game gameID (empty when none was written yet). Lines of another game
// (a ledger left by a game once in a file of the same name) are left
// out: they name mails of that game.
func readLedger(gamePath, gameID string) (*ledger, error) {
	l := &ledger{path: gamePath + SentSuffix}
	prefix := "<" + compose.IdPart(gameID) + "."
	err := readBoundedLines(l.path, maxLedger, func(line string) {
		if e, ok := parseSentEntry(line); ok && strings.HasPrefix(e.id, prefix) {
			l.entries = append(l.entries, e)
		}
	})
	return l, err
}

// readBoundedLines calls each with every line of the file at path, which
// may hold at most limit bytes; a file not there has no lines.
func readBoundedLines(path string, limit int64, each func(line string)) error {
	data, err := readBounded(path, limit)
	if errors.Is(err, fs.ErrNotExist) {
		return nil
	}
	if err != nil {
		return err
	}
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 4096), int(limit))
	for sc.Scan() {
		each(sc.Text())
	}
	return sc.Err()
}

// readBounded reads the file at path, refusing one larger than limit.
func readBounded(path string, limit int64) ([]byte, error) {
	f, err := os.Open(path)
	if err != nil {
		return nil, err
	}
	defer f.Close()
	info, err := f.Stat()
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() || info.Size() > limit {
		return nil, fmt.Errorf("%w: %s is not a ledger of sent mails (a regular file of at most %d bytes)",
			pbem.ErrGameFile, path, limit)
	}
	var b bytes.Buffer
	_, err = b.ReadFrom(f)
	return b.Bytes(), err
}

// thread returns the Message-IDs of the first and of the latest mail
// sent to reader (an idPart), "" when none was.
func (l *ledger) thread(reader string) (root, latest string) {
	for _, e := range l.entries {
		if e.reader != reader {
			continue
		}
		if root == "" {
			root = e.id
		}
		latest = e.id
	}
	return root, latest
}

// mailed reports whether reader was sent a turn mail for point.
func (l *ledger) mailed(reader, point string) bool {
	for _, e := range l.entries {
		if e.reader == reader && e.point == point {
			return true
		}
	}
	return false
}

// add notes a mail as sent, for the mails composed after it; save writes it.
func (l *ledger) add(e sentEntry) {
	l.entries = append(l.entries, e)
	l.added = append(l.added, e)
}

// save appends the entries added since the last save to the file
// (created with mode 0600). All of them go in one write to a file opened
// for appending, so two processes saving at once interleave whole lines.
func (l *ledger) save() error {
	if len(l.added) == 0 {
		return nil
	}
	var b strings.Builder
	for _, e := range l.added {
		b.WriteString(e.line())
	}
	// noFollow: a link in the ledger's place is not followed to append
	// elsewhere (the lock of a game is treated the same, write.go).
	f, err := os.OpenFile(l.path, os.O_WRONLY|os.O_APPEND|os.O_CREATE|pbem.NoFollow, 0o600)
	if err != nil {
		return fmt.Errorf("ledger of sent mails: %w", err)
	}
	if _, err := f.WriteString(b.String()); err != nil {
		f.Close()
		return fmt.Errorf("ledger of sent mails: %w", err)
	}
	l.added = nil
	return f.Close()
}
