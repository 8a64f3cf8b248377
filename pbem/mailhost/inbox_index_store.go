package mailhost

import (
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"fmt"
	"hash/fnv"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/pbem/compose"
)

// How the index of the games folder lies in the archive. A run must not
// cost in proportion to the folder (a reply with 10,000 games took 33-43
// ms when the index was one file decoded and rewritten whole each run),
// so what a run needs is kept in small files it can read one by one:
//
//	games-index             the log: a line per game file (its name, size,
//	                        time, game id and player addresses); a later
//	                        line for a name replaces an earlier one
//	games-index.d/stamp     the count and hashes of the folder's file names
//	                        when the log was last made whole, and the
//	                        folder's time of change they were last seen at
//	games-index.d/id/KEY    the log's lines of the files that hold game id KEY
//	games-index.d/addr/H    the names of the files a player address plays in,
//	                        H a hash of the address (addresses may hold any
//	                        character a file name may not)
//
// A run looks at the folder's time of change: while it is the one the
// stamp recorded, or the folder's names (listed, but no file read) still
// have the stamp's hashes, no file was added or removed, and the run reads
// the id file of the game a message names and the address file of its
// sender, and nothing else. Only when the names changed does it read the log and the front
// matter of the new files. The index is a cache: its files are replaced
// atomically but never synced, and one that is lost or out of date is
// made again from the folder.

// indexDir names the folder of the index's small files in the archive.
const indexDir = "games-index.d"

// indexStore reads and writes the index's files in the archive at dir.
type indexStore struct{ dir string }

// stampOf returns the stamp of a folder's file names: their count and
// two order-free hashes, so that adding, removing or renaming a file
// changes it, whatever order the names are listed in.
func stampOf(names []string) string {
	var xor, sum uint64
	for _, name := range names {
		h := fnv.New64a()
		h.Write([]byte(name))
		v := h.Sum64()
		xor ^= v
		sum += v
	}
	return fmt.Sprintf("%d %016x %016x", len(names), xor, sum)
}

// stamp returns the stamp of the names the log was last made whole with
// ("" if none), and the time of change of the games folder when the
// names were last known to match it.
func (s indexStore) stamp() (names string, dirTime int64) {
	data, err := os.ReadFile(filepath.Join(s.dir, indexDir, "stamp"))
	if err != nil {
		return "", 0
	}
	names, rest, _ := strings.Cut(strings.TrimSpace(string(data)), "\n")
	dirTime, err = strconv.ParseInt(rest, 10, 64)
	if err != nil {
		return names, 0
	}
	return names, dirTime
}

// writeStamp records the stamp of the names the log holds whole, and the
// time of change of the folder they match.
func (s indexStore) writeStamp(names string, dirTime int64) error {
	return s.replace(filepath.Join(indexDir, "stamp"), fmt.Sprintf("%s\n%d\n", names, dirTime))
}

// readLog returns the entries of the log, later lines replacing earlier
// ones, empty if there is none. A line that does not read is skipped (its
// file is then read again).
func (s indexStore) readLog() map[string]indexEntry {
	return s.readEntries(indexFile)
}

// readEntries returns the entries of the index file rel, a line each
// (indexLine), later lines replacing earlier ones; none if it is missing.
func (s indexStore) readEntries(rel string) map[string]indexEntry {
	entries := map[string]indexEntry{}
	data, err := os.ReadFile(filepath.Join(s.dir, rel))
	if err != nil {
		return entries
	}
	for _, line := range strings.Split(string(data), "\n") {
		if name, e, ok := parseIndexLine(line); ok {
			entries[name] = e
		}
	}
	return entries
}

// writeLog replaces the log with one line per entry.
func (s indexStore) writeLog(entries map[string]indexEntry) error {
	var b strings.Builder
	for _, name := range slices.Sorted(maps.Keys(entries)) {
		b.WriteString(indexLine(name, entries[name]))
	}
	return s.replace(indexFile, b.String())
}

// appendLog adds the line of one entry to the log, which then replaces
// the file's earlier line the next time the log is read.
func (s indexStore) appendLog(name string, e indexEntry) error {
	f, err := os.OpenFile(filepath.Join(s.dir, indexFile), os.O_WRONLY|os.O_APPEND|os.O_CREATE, 0o600)
	if err != nil {
		return err
	}
	_, err = f.WriteString(indexLine(name, e))
	return errors.Join(err, f.Close())
}

// readKey returns the entries of the files that hold game id key, by
// file name (none if the key is no game id of the folder).
func (s indexStore) readKey(key string) map[string]indexEntry {
	return s.readEntries(filepath.Join(indexDir, "id", key))
}

// editAddress adds the file name to the address file of addr, or takes
// it out, keeping the other names the file holds.
func (s indexStore) editAddress(addr, name string, add bool) error {
	rel := filepath.Join(indexDir, "addr", addressKey(addr))
	data, _ := os.ReadFile(filepath.Join(s.dir, rel)) // none yet: empty
	line := strconv.Quote(name)
	var lines []string
	for _, l := range strings.Split(string(data), "\n") {
		if l != "" && l != line {
			lines = append(lines, l)
		}
	}
	if add {
		lines = append(lines, line)
	}
	slices.Sort(lines)
	if len(lines) == 0 {
		return s.replaceOrRemove(rel, "")
	}
	return s.replaceOrRemove(rel, strings.Join(lines, "\n")+"\n")
}

// hasAddress reports whether addr is a player's of some game file.
func (s indexStore) hasAddress(addr string) bool {
	info, err := os.Stat(filepath.Join(s.dir, indexDir, "addr", addressKey(addr)))
	return err == nil && info.Size() > 0
}

// syncIDs writes the id files that differ between the entries the index
// had (before) and has (after), and removes those left empty. Both must
// hold every file of each id they hold.
func (s indexStore) syncIDs(before, after map[string]indexEntry) error {
	return s.syncFiles("id", keyFiles(before), keyFiles(after))
}

// syncAddresses is syncIDs for the address files; both must hold every
// file of the folder.
func (s indexStore) syncAddresses(before, after map[string]indexEntry) error {
	return s.syncFiles("addr", addressFiles(before), addressFiles(after))
}

// syncFiles writes the files of the folder sub of the index whose content
// differs between before and after, and removes those left empty.
func (s indexStore) syncFiles(sub string, before, after map[string]string) error {
	var errs []error
	for key := range union(before, after) {
		if before[key] != after[key] {
			errs = append(errs, s.replaceOrRemove(filepath.Join(indexDir, sub, key), after[key]))
		}
	}
	return errors.Join(errs...)
}

// keyFiles returns the content of the id file of each key of entries.
func keyFiles(entries map[string]indexEntry) map[string]string {
	files := map[string]*strings.Builder{}
	for _, name := range slices.Sorted(maps.Keys(entries)) {
		e := entries[name]
		for _, key := range entryKeys(e) {
			builderOf(files, key).WriteString(indexLine(name, e))
		}
	}
	return built(files)
}

// addressFiles returns the content of the address file of each player
// address of entries: the names of its files, one a line.
func addressFiles(entries map[string]indexEntry) map[string]string {
	files := map[string]*strings.Builder{}
	for _, name := range slices.Sorted(maps.Keys(entries)) {
		for _, addr := range entries[name].Emails {
			b := builderOf(files, addressKey(addr))
			b.WriteString(strconv.Quote(name))
			b.WriteByte('\n')
		}
	}
	return built(files)
}

// builderOf returns the builder of key in files, made if need be.
func builderOf(files map[string]*strings.Builder, key string) *strings.Builder {
	b, ok := files[key]
	if !ok {
		b = &strings.Builder{}
		files[key] = b
	}
	return b
}

// built returns the strings of the builders.
func built(files map[string]*strings.Builder) map[string]string {
	out := make(map[string]string, len(files))
	for key, b := range files {
		out[key] = b.String()
	}
	return out
}

// entryKeys returns the keys a game file is found by: its id and, if it
// differs, the id's Message-ID form.
func entryKeys(e indexEntry) []string {
	if part := compose.IdPart(e.ID); part != e.ID {
		return []string{e.ID, part}
	}
	return []string{e.ID}
}

// addressKey names the address file of addr.
func addressKey(addr string) string {
	sum := sha256.Sum256([]byte(strings.ToLower(addr)))
	return hex.EncodeToString(sum[:16])
}

// replaceOrRemove writes content to the file rel of the archive, or
// removes it when content is empty.
func (s indexStore) replaceOrRemove(rel, content string) error {
	if content == "" {
		err := os.Remove(filepath.Join(s.dir, rel))
		if errors.Is(err, fs.ErrNotExist) {
			return nil
		}
		return err
	}
	return s.replace(rel, content)
}

// replace writes content to the file rel of the archive atomically
// (a temporary file renamed over it), making its folder if need be.
func (s indexStore) replace(rel, content string) error {
	path := filepath.Join(s.dir, rel)
	if err := os.MkdirAll(filepath.Dir(path), 0o700); err != nil {
		return err
	}
	tmp := path + ".tmp"
	if err := os.WriteFile(tmp, []byte(content), 0o600); err != nil {
		return err
	}
	return os.Rename(tmp, path)
}

// indexLine is the line of the log (and of an id file) for one file: its
// name (quoted), size, time, game id and player addresses, tab-separated.
func indexLine(name string, e indexEntry) string {
	return fmt.Sprintf("%s\t%d\t%d\t%s\t%s\n", strconv.Quote(name), e.Size, e.ModTime, e.ID, strings.Join(e.Emails, ","))
}

// parseIndexLine reads a line of indexLine; ok is false for one that
// does not read.
func parseIndexLine(line string) (name string, e indexEntry, ok bool) {
	f := strings.Split(line, "\t")
	if len(f) != 5 {
		return "", e, false
	}
	name, err1 := strconv.Unquote(f[0])
	size, err2 := strconv.ParseInt(f[1], 10, 64)
	mtime, err3 := strconv.ParseInt(f[2], 10, 64)
	if err1 != nil || err2 != nil || err3 != nil {
		return "", e, false
	}
	e = indexEntry{Size: size, ModTime: mtime, ID: f[3]}
	if f[4] != "" {
		e.Emails = strings.Split(f[4], ",")
	}
	return name, e, true
}

// union returns the keys of a and b.
func union(a, b map[string]string) map[string]bool {
	keys := make(map[string]bool, len(a)+len(b))
	for k := range a {
		keys[k] = true
	}
	for k := range b {
		keys[k] = true
	}
	return keys
}
