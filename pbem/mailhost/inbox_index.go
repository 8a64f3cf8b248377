package mailhost

import (
	"fmt"
	"io/fs"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// The inbox finds the game a message is about by its id. Loading every
// game file of the folder for each message costs in proportion to the
// folder (267 ms a reply with 1,000 games). Instead it keeps, in the
// archive, an index of the folder: for each game file its size, time of
// change, game id and player addresses, read from the front matter alone.
// Each run lists the folder's names only; it reads the front matter of the
// files it does not know yet, and checks again the files a message routes
// to (a move changes them): if one no longer holds the id, the whole folder
// is looked at again. The game a message routes to is then loaded,
// replayed and checked in full as before.

// indexFile names the inbox's index of the games folder in the archive.
const indexFile = "games-index"

// indexEntry is what the index knows of one game file.
type indexEntry struct {
	Size    int64
	ModTime int64 // nanoseconds
	ID      string
	Emails  []string // lower case
}

// gameIndex maps game ids (and their Message-ID forms) to game files.
type gameIndex struct {
	dir     string
	entries map[string]indexEntry // by file name
	paths   map[string][]string   // a key with more than one file is ambiguous
	players map[string]bool       // every player address of every game, lower case
	dirty   bool                  // entries changed since the index was read
}

// index lists the games of the folder, from the index the archive keeps,
// brought up to date. Files whose front matter does not read are left
// out, and ids found in more than one file reported, with a warning each.
func (in *Inbox) index() (*gameIndex, []error) {
	idx := &gameIndex{dir: in.GamesDir, entries: in.readIndex()}
	warnings := idx.scan(false)
	return idx, append(warnings, idx.duplicates()...)
}

// scan brings the entries up to date with the folder: files it does not
// know are read, files gone are dropped, and (when full) every file whose
// size or time changed is read again. Then it maps the ids.
func (idx *gameIndex) scan(full bool) []error {
	names, err := pbem.GameFileNames(idx.dir)
	if err != nil {
		return []error{fmt.Errorf("games folder: %w", err)}
	}
	var warnings []error
	entries := make(map[string]indexEntry, len(names))
	for _, name := range names {
		e, known := idx.entries[name]
		if !known || full {
			var changed bool
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

// readIndex returns the archive's index, empty if there is none or it
// does not read (it is then made again). A line is a file's name (quoted),
// size, time, game id and player addresses, separated by tabs.
func (in *Inbox) readIndex() map[string]indexEntry {
	entries := map[string]indexEntry{}
	data, err := os.ReadFile(filepath.Join(in.Archive.Dir, indexFile))
	if err != nil {
		return entries
	}
	for _, line := range strings.Split(string(data), "\n") {
		f := strings.Split(line, "\t")
		if len(f) != 5 {
			continue
		}
		name, err1 := strconv.Unquote(f[0])
		size, err2 := strconv.ParseInt(f[1], 10, 64)
		mtime, err3 := strconv.ParseInt(f[2], 10, 64)
		if err1 != nil || err2 != nil || err3 != nil {
			continue
		}
		e := indexEntry{Size: size, ModTime: mtime, ID: f[3]}
		if f[4] != "" {
			e.Emails = strings.Split(f[4], ",")
		}
		entries[name] = e
	}
	return entries
}

// save writes the index to the archive, if it changed. The index is only
// a cache: it is replaced atomically, but not synced to disk, since a lost
// or damaged one is made again.
func (in *Inbox) saveIndex(idx *gameIndex) error {
	if idx == nil || !idx.dirty {
		return nil
	}
	var b strings.Builder
	for name, e := range idx.entries {
		fmt.Fprintf(&b, "%s\t%d\t%d\t%s\t%s\n", strconv.Quote(name), e.Size, e.ModTime, e.ID, strings.Join(e.Emails, ","))
	}
	path := filepath.Join(in.Archive.Dir, indexFile)
	tmp := path + ".tmp"
	err := in.Archive.Init()
	if err == nil {
		err = os.WriteFile(tmp, []byte(b.String()), 0o600)
	}
	if err == nil {
		err = os.Rename(tmp, path)
	}
	if err != nil {
		return fmt.Errorf("archive %s: index: %w", in.Archive.Dir, err)
	}
	idx.dirty = false
	return nil
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
	idx.scan(true)
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
func (idx *gameIndex) find(ids []string) (string, []string) {
	for _, id := range ids {
		if paths, ok := idx.paths[strings.ToLower(id)]; ok {
			return id, paths
		}
	}
	return "", nil
}

// knows reports whether addr belongs to a player of some game.
func (idx *gameIndex) knows(addr string) bool { return addr != "" && idx.players[addr] }
