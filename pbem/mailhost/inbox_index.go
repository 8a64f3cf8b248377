package mailhost

import (
	"errors"
	"fmt"
	"io/fs"
	"maps"
	"os"
	"path/filepath"
	"reflect"
	"slices"
	"strings"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// The inbox finds the game a message is about by its id. Loading every
// game file of the folder for each message costs in proportion to the
// folder (267 ms a reply with 1,000 games). Instead it keeps, in the
// archive, an index of the folder: for each game file its size, time of
// change, game id and player addresses, read from the front matter alone
// (inbox_index_store.go says how it is laid out). Each run lists the
// folder's names only. While no file was added or removed since the run
// before, it reads only the index's entries for the game a message names
// and its sender's address; otherwise it reads the whole index and the
// front matter of the files it does not know yet. It checks again the
// files a message routes to (a move changes them): if one no longer holds
// the id, the whole folder is looked at again. The game a message routes
// to is then loaded, replayed and checked in full as before.

// indexFile names the inbox's index of the games folder in the archive:
// its log, a line per game file.
const indexFile = "games-index"

// indexEntry is what the index knows of one game file.
type indexEntry struct {
	Size    int64
	ModTime int64 // nanoseconds
	ID      string
	Emails  []string // lower case
}

// gameIndex maps game ids (and their Message-ID forms) to game files. It
// is either whole (entries holds every file of the folder, as after a
// scan) or partial (entries holds the files of the ids looked up so far,
// and the rest is read from the store on demand).
type gameIndex struct {
	dir   string
	store indexStore
	names []string // of the folder's game files, as listed by this run
	stamp string   // of names
	// storedStamp and storedTime are the stamp and the folder's time the
	// store held when the run began.
	storedStamp string
	storedTime  int64
	whole       bool
	// entries are the files known, by file name; saved is what the
	// store held of them, to write only what changed.
	entries, saved map[string]indexEntry
	paths          map[string][]string // whole: a key with more than one file is ambiguous
	players        map[string]bool     // whole: every player address of every game, lower case
	dirty          bool                // entries changed since the index was read
}

// index lists the games of the folder, from the index the archive keeps,
// brought up to date. Files whose front matter does not read are left
// out, and ids found in more than one file reported, with a warning each.
func (in *Inbox) index() (*gameIndex, []error) {
	idx := &gameIndex{dir: in.GamesDir, store: indexStore{dir: in.Archive.Dir},
		entries: map[string]indexEntry{}, saved: map[string]indexEntry{}}
	stamp, dirTime := idx.store.stamp()
	idx.storedStamp, idx.storedTime = stamp, dirTime
	if stamp != "" && dirTime != 0 && folderTime(idx.dir) == dirTime {
		idx.stamp = stamp // nothing was added or removed: not even a listing
		return idx, nil
	}
	if err := idx.list(); err != nil {
		idx.whole = true
		idx.mapIDs()
		return idx, []error{fmt.Errorf("games folder: %w", err)}
	}
	if stamp == idx.stamp {
		return idx, nil
	}
	return idx, idx.loadWhole(false)
}

// list lists the names of the folder's game files, and their stamp.
func (idx *gameIndex) list() error {
	names, err := pbem.GameFileNames(idx.dir)
	if err != nil {
		return err
	}
	idx.names, idx.stamp = names, stampOf(names)
	return nil
}

// folderTime returns the time of change of the folder dir in nanoseconds
// (0 if it cannot be read): adding, removing or renaming a file in it
// changes it.
func folderTime(dir string) int64 {
	info, err := os.Stat(dir)
	if err != nil {
		return 0
	}
	return info.ModTime().UnixNano()
}

// loadWhole makes the index whole: it reads the store's log and brings it
// up to date with the folder's names (see scan).
func (idx *gameIndex) loadWhole(full bool) []error {
	idx.whole = true
	idx.entries = idx.store.readLog()
	idx.saved = maps.Clone(idx.entries)
	if stamp, _ := idx.store.stamp(); stamp == "" {
		// The small files were never made, or a run making them stopped:
		// write them all.
		idx.saved, idx.dirty = map[string]indexEntry{}, true
	}
	warnings := idx.scan(idx.names, full)
	return append(warnings, idx.duplicates()...)
}

// scan brings the entries up to date with the folder's names: files it
// does not know are read, files gone are dropped, and (when full) every
// file whose size or time changed is read again. Then it maps the ids.
func (idx *gameIndex) scan(names []string, full bool) []error {
	var warnings []error
	entries := make(map[string]indexEntry, len(names))
	for _, name := range names {
		e, known := idx.entries[name]
		if !known || full {
			var changed bool
			var err error
			if e, changed, err = idx.refresh(name, e, known); err != nil {
				warnings = append(warnings, fmt.Errorf("games folder: %w", err))
				continue
			}
			idx.dirty = idx.dirty || changed
		}
		entries[name] = e
	}
	idx.dirty = idx.dirty || len(entries) != len(idx.entries)
	idx.entries = entries
	idx.mapIDs()
	return warnings
}

// refresh returns the entry of the file name, read again unless known and
// of the same size and time, and whether it changed.
func (idx *gameIndex) refresh(name string, e indexEntry, known bool) (indexEntry, bool, error) {
	path := filepath.Join(idx.dir, name)
	info, err := os.Stat(path)
	if err != nil {
		return e, false, err
	}
	if known && e.Size == info.Size() && e.ModTime == info.ModTime().UnixNano() {
		return e, false, nil
	}
	e, err = readIndexEntry(path, info)
	return e, true, err
}

// mapIDs maps the ids and player addresses of the entries.
func (idx *gameIndex) mapIDs() {
	idx.paths, idx.players = map[string][]string{}, map[string]bool{}
	names := make([]string, 0, len(idx.entries))
	for name := range idx.entries {
		names = append(names, name)
	}
	slices.Sort(names)
	for _, name := range names {
		e, path := idx.entries[name], filepath.Join(idx.dir, name)
		idx.add(e.ID, path)
		if part := compose.IdPart(e.ID); part != e.ID {
			idx.add(part, path)
		}
		for _, addr := range e.Emails {
			idx.players[addr] = true
		}
	}
}

func (idx *gameIndex) add(key, path string) {
	if !slices.Contains(idx.paths[key], path) {
		idx.paths[key] = append(idx.paths[key], path)
	}
}

// duplicates returns a warning for each game id held by several files.
func (idx *gameIndex) duplicates() []error {
	var warnings []error
	for key, paths := range idx.paths {
		if len(paths) > 1 && pbem.ValidID(key) {
			warnings = append(warnings, ambiguousError(key, paths))
		}
	}
	slices.SortFunc(warnings, func(a, b error) int { return strings.Compare(a.Error(), b.Error()) })
	return warnings
}

// ambiguousError says that the game id is in several files.
func ambiguousError(id string, paths []string) error {
	names := make([]string, len(paths))
	for i, p := range paths {
		names[i] = filepath.Base(p)
	}
	return fmt.Errorf("games folder: game id %s is in %d files (%s): replies to it stay pending until only one is left",
		id, len(paths), strings.Join(names, ", "))
}

// saveIndex writes what changed of the index to the archive. A whole
// index writes the files of the ids and addresses that changed, then the
// log, then the stamp: a run stopped halfway leaves a log or a stamp out
// of date, and the next run writes again what differs from them. A
// partial index rewrites the few files of the entries read again, then
// appends their lines to the log.
func (in *Inbox) saveIndex(idx *gameIndex) error {
	if idx == nil {
		return nil
	}
	var err error
	if idx.whole {
		err = idx.saveWhole(&in.Archive)
	} else if idx.dirty {
		err = idx.savePartial()
	}
	if now := folderTime(idx.dir); err == nil && idx.stamp != "" && (idx.stamp != idx.storedStamp || now != idx.storedTime) {
		// The folder's time now, after this run's own moves replaced game
		// files: a file another command added since the listing would be
		// missed, until the next listing (an id not found makes one).
		err = idx.store.writeStamp(idx.stamp, now)
	}
	if err != nil {
		return fmt.Errorf("archive %s: index: %w", in.Archive.Dir, err)
	}
	idx.dirty = false
	idx.saved = maps.Clone(idx.entries)
	return nil
}

// saveWhole writes a whole index to the archive, if it changed.
func (idx *gameIndex) saveWhole(archive *Archive) error {
	if !idx.dirty {
		return nil
	}
	err := archive.Init()
	if err == nil {
		err = errors.Join(idx.store.syncIDs(idx.saved, idx.entries), idx.store.syncAddresses(idx.saved, idx.entries))
	}
	if err == nil {
		err = idx.store.writeLog(idx.entries)
	}
	return err
}

// savePartial writes the entries of a partial index read again since the
// store was read: their lines of the log and of their ids' files, and
// the files of the addresses that joined or left them.
func (idx *gameIndex) savePartial() error {
	errs := []error{idx.store.syncIDs(idx.saved, idx.entries)}
	for _, name := range slices.Sorted(maps.Keys(idx.entries)) {
		e, old := idx.entries[name], idx.saved[name]
		if reflect.DeepEqual(e, old) {
			continue
		}
		for _, addr := range old.Emails {
			if !slices.Contains(e.Emails, addr) {
				errs = append(errs, idx.store.editAddress(addr, name, false))
			}
		}
		for _, addr := range e.Emails {
			if !slices.Contains(old.Emails, addr) {
				errs = append(errs, idx.store.editAddress(addr, name, true))
			}
		}
		errs = append(errs, idx.store.appendLog(name, e))
	}
	return errors.Join(errs...)
}

// resolve returns the files among paths that still hold the game id,
// reading again those that changed since they were indexed. If none
// does, the folder is looked at again in full, and its files for id are
// returned.
func (idx *gameIndex) resolve(id string, paths []string) []string {
	var kept []string
	for _, path := range paths {
		name := filepath.Base(path)
		e, changed, err := idx.refresh(name, idx.entries[name], true)
		if err != nil {
			continue
		}
		if changed {
			idx.entries[name], idx.dirty = e, true
		}
		if e.ID == id || compose.IdPart(e.ID) == id {
			kept = append(kept, path)
		}
	}
	if len(kept) == len(paths) {
		return kept
	}
	if idx.list() != nil {
		return nil
	}
	idx.loadWhole(true)
	_, found := idx.find([]string{id})
	return found
}

// readIndexEntry reads the game id and player addresses of the game file
// at path from its front matter alone (PeekGame).
func readIndexEntry(path string, info fs.FileInfo) (indexEntry, error) {
	peek, err := pbem.PeekGame(path)
	if err != nil {
		return indexEntry{}, err
	}
	return indexEntry{Size: info.Size(), ModTime: info.ModTime().UnixNano(), ID: peek.ID, Emails: peek.Emails}, nil
}

// find returns the first of ids that names a game, and its files: one,
// or several when the id is ambiguous (none when no id names a game).
// A partial index reads the files of each id from the store.
func (idx *gameIndex) find(ids []string) (string, []string) {
	for _, id := range ids {
		key := strings.ToLower(id)
		if idx.whole {
			if paths, ok := idx.paths[key]; ok {
				return id, paths
			}
			continue
		}
		if !pbem.ValidID(key) {
			continue
		}
		found := idx.store.readKey(key)
		if len(found) == 0 {
			continue
		}
		var paths []string
		for _, name := range slices.Sorted(maps.Keys(found)) {
			if _, known := idx.entries[name]; !known {
				idx.entries[name], idx.saved[name] = found[name], found[name]
			}
			paths = append(paths, filepath.Join(idx.dir, name))
		}
		return id, paths
	}
	if !idx.whole && slices.ContainsFunc(ids, func(id string) bool { return pbem.ValidID(strings.ToLower(id)) }) {
		return idx.findWhole(ids)
	}
	return "", nil
}

// findWhole is find by the whole index, for ids a partial index does not
// know: the index is a cache, and a file of it lost must not make a game
// unknown. An id found this way has its files written again.
func (idx *gameIndex) findWhole(ids []string) (string, []string) {
	if idx.list() != nil {
		return "", nil
	}
	idx.loadWhole(false)
	id, paths := idx.find(ids)
	if len(paths) > 0 {
		idx.saved, idx.dirty = map[string]indexEntry{}, true
	}
	return id, paths
}

// knows reports whether addr belongs to a player of some game.
func (idx *gameIndex) knows(addr string) bool {
	if addr == "" {
		return false
	}
	if idx.whole {
		return idx.players[addr]
	}
	return idx.store.hasAddress(addr)
}
