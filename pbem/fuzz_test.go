package pbem

import (
	"errors"
	"strings"
	"testing"
)

// FuzzLoad feeds arbitrary bytes to the game-file loader. It must never
// panic, must classify every refusal (corrupt, unknown game), and a file it
// accepts must replay or be refused with a classified error too.
func FuzzLoad(f *testing.F) {
	f.Add([]byte(wantNewFile))
	f.Add([]byte(wantNewFile + "1 Ann: roll\n2 Bob: bet 2 {hm}\n"))
	f.Add([]byte(wantNewFile + "1 Ann: roll\n2 Bob: bet 9\n"))
	f.Add([]byte(strings.Replace(wantNewFile, `"open"`, `"sealed"`, 1)))
	f.Add([]byte("+++\n+++\n"))
	f.Add([]byte("+++\nformat = 1\n[[players]]\n+++\n"))
	f.Fuzz(func(t *testing.T, src []byte) {
		file, err := testCatalog.Parse("fuzz.pbem", src)
		if err != nil {
			if !errors.Is(err, ErrGameFile) {
				t.Fatalf("unclassified load error: %v", err)
			}
			return
		}
		file.KeyPath = "/nonexistent/fuzz.key"
		if _, err := file.Replay(-1); err != nil && !errors.Is(err, ErrGameFile) && !errors.Is(err, ErrUsage) && !IsMoveRefusal(err) {
			t.Fatalf("unclassified replay error: %v", err)
		}
	})
}
