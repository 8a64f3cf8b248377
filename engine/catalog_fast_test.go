package engine

import (
	"math/rand/v2"
	"os"
	"path/filepath"
	"reflect"
	"strings"
	"testing"

	"github.com/BurntSushi/toml"
)

// sameAsTOML fails t when fastCatalogTree reads src but the TOML library
// refuses it or reads another tree. It reports whether the fast reader
// read src.
func sameAsTOML(t *testing.T, src []byte) bool {
	t.Helper()
	fast, ok := fastCatalogTree(src)
	if !ok {
		return false
	}
	var slow map[string]any
	if err := toml.Unmarshal(src, &slow); err != nil {
		t.Fatalf("the fast reader reads what TOML refuses (%v):\n%q", err, src)
	}
	if !reflect.DeepEqual(fast, slow) {
		t.Fatalf("the fast reader reads\n%#v\nwhere TOML reads\n%#v\nin %q", fast, slow, src)
	}
	return true
}

// TestFastCatalogTreeReadsEveryCatalogue: every game's catalogue, in every
// language, is read by the fast reader, as the TOML library reads it.
func TestFastCatalogTreeReadsEveryCatalogue(t *testing.T) {
	files, err := filepath.Glob("*/data/messages.*.toml")
	if err != nil || len(files) < 8 {
		t.Fatalf("catalogues: %v %v", files, err)
	}
	for _, name := range files {
		src, err := os.ReadFile(name)
		if err != nil {
			t.Fatal(err)
		}
		if !sameAsTOML(t, src) {
			t.Errorf("%s: the fast reader leaves it to the TOML library", name)
		}
	}
}

// catalogLines are pieces of catalogues and of texts that are not quite
// catalogues, for TestFastCatalogTreeIsTOMLs to put together.
var catalogLines = []string{
	"[a]", "[b]", "[a.b]", "[a.c]", "[a.b.c]", "[b.a]", "[[a]]", "[ a ]", "[a] # c", "[a]x", "[a", "[]", "[a.]",
	"[k]", "[a.k]", "[é]",
	`k = "v"`, `k="v"`, `k = "v" # c "q"`, `k = "v" x`, `k = "v"x`, `j = "{1} and {2}"`, `k = "a#b"`,
	`k = "q\"q"`, `k = "a\tb"`, `k = "\u00e9"`, `k = "\\"`, `k = 'lit'`, "k = \"tab\there\"", `k = "é"`, `é = "x"`, `1 = "x"`, `k = ""`, `k.x = "v"`,
	"k = \"\x01\"", `k = "unterminated`, `k = "a" "b"`, `k =`, `= "v"`, `"k" = "v"`, `k = 1`, `k = "v" = "w"`,
	"  k = \"v\"  ", "\tj = \"v\"", "# comment", "# \x01", "#", "", "  ", "\ufeffk = \"v\"", "k = \"\xff\"",
	"k = \"v\"\r", "k = \"\x7f\"",
}

// TestFastCatalogTreeIsTOMLs puts random lines of catalogLines together,
// with LF, CR LF or a lone CR between them: whenever the fast reader reads
// a text, the TOML library reads the same tree from it.
func TestFastCatalogTreeIsTOMLs(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 3))
	ends := []string{"\n", "\n", "\n", "\r\n", "\r"}
	read := 0
	for range 20000 {
		var b strings.Builder
		for range 1 + rng.IntN(6) {
			b.WriteString(catalogLines[rng.IntN(len(catalogLines))])
			b.WriteString(ends[rng.IntN(len(ends))])
		}
		text := b.String()
		if rng.IntN(4) == 0 {
			text = strings.TrimRight(text, "\r\n")
		}
		if sameAsTOML(t, []byte(text)) {
			read++
		}
	}
	if read < 1000 {
		t.Fatalf("the fast reader read only %d texts of 20000: the test tells little", read)
	}
}

// FuzzFastCatalogTree: whatever the fast reader reads, the TOML library
// reads the same.
func FuzzFastCatalogTree(f *testing.F) {
	for _, l := range catalogLines {
		f.Add([]byte("[a]\n" + l + "\n"))
	}
	f.Fuzz(func(t *testing.T, src []byte) { sameAsTOML(t, src) })
}
