package pbem

import (
	"errors"
	"testing"
)

// FuzzParseAll: on any bytes, ParseAll agrees with Parse on whether a
// file is good, keeps at most MaxCheckErrors errors, each classified, and
// starts the list with Parse's error when that one is placed in the
// record (the front matter's errors are placed for check only).
func FuzzParseAll(f *testing.F) {
	for _, seed := range fuzzSeeds(f) {
		f.Add([]byte(seed))
	}
	f.Fuzz(func(t *testing.T, src []byte) {
		_, err := fuzzGames.Parse("fuzz.pbem", src)
		file, l := fuzzGames.ParseAll("fuzz.pbem", src)
		if (err == nil) != (file != nil) || (err == nil) != (len(l.Errs) == 0) {
			t.Fatalf("Parse says %v, ParseAll %v", err, l.Errs)
		}
		if len(l.Errs) > MaxCheckErrors || (l.More > 0 && len(l.Errs) < MaxCheckErrors) {
			t.Fatalf("%d errors listed, %d more", len(l.Errs), l.More)
		}
		for _, e := range l.Errs {
			if !errors.Is(e, ErrGameFile) {
				t.Fatalf("unclassified error: %v", e)
			}
		}
		var ferr *FileError
		if errors.As(err, &ferr) && !listed(l.Errs, err.Error()) {
			t.Fatalf("Parse's %v is not in ParseAll's %v", err, l.Errs)
		}
	})
}

// listed reports whether one of errs reads msg.
func listed(errs []error, msg string) bool {
	for _, e := range errs {
		if e.Error() == msg {
			return true
		}
	}
	return false
}
