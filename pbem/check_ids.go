package pbem

import (
	"fmt"
	"path/filepath"
	"slices"
	"strings"
)

// DuplicateIDs returns an error for each game id that more than one of
// the files (path → game id) of one folder holds: the inbox routes a
// reply by its game id, and refuses to guess between two files.
func DuplicateIDs(ids map[string]string) []error {
	byKey := map[string][]string{} // folder and id → paths
	for path, id := range ids {
		key := filepath.Dir(path) + "\x00" + id
		byKey[key] = append(byKey[key], path)
	}
	var errs []error
	for key, paths := range byKey {
		if len(paths) < 2 {
			continue
		}
		slices.Sort(paths)
		_, id, _ := strings.Cut(key, "\x00")
		errs = append(errs, fmt.Errorf("%w: game id %s is in %d files of one folder: %s (the inbox cannot tell "+
			"which one a reply is for; give the copies new ids or move them away)",
			ErrGameFile, id, len(paths), strings.Join(paths, ", ")))
	}
	slices.SortFunc(errs, func(a, b error) int { return strings.Compare(a.Error(), b.Error()) })
	return errs
}
