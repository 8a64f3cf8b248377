package gamedata

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// wordsFile is a data file with a word table, as the games write them.
type wordsFile struct {
	Stacks []string `toml:"stacks"`
	Word   Words    `toml:"word"`
}

func TestWordsIn(t *testing.T) {
	w := Words{"fr": {"forest": "forêt", "jester": "saltimbanque"}}
	assert.Equal(t, "forêt", w.In("fr", "forest"))
	assert.Equal(t, "lake", w.In("fr", "lake"), "a word the table lacks stays English")
	assert.Equal(t, "forest", w.In("en", "forest"), "English is the ids")
	var none Words
	assert.Equal(t, "forest", none.In("fr", "forest"), "a data file without a table")
}

func TestWordsDecodedAndChecked(t *testing.T) {
	src := "stacks = [\"forest\", \"lake\"]\n\n[word.fr]\nforest = \"forêt\"\n\"lake\" = \"lac\"\n"
	var f wordsFile
	require.NoError(t, Decode("toy", []byte(src), &f, func() error { return f.Word.Check([]byte(src), f.Stacks) }))
	assert.Equal(t, "lac", f.Word.In("fr", "lake"))
}

func TestWordsRefused(t *testing.T) {
	for name, c := range map[string]struct{ src, want string }{
		"unknown id":    {"stacks = [\"forest\"]\n[word.fr]\nforest = \"forêt\"\n  forrest = \"forêt\"\n", "4:3: word.fr: unknown id \"forrest\""},
		"quoted id":     {"stacks = [\"forest\"]\n[word.fr]\n\"big lake\" = \"lac\"\n", "3:1: word.fr: unknown id \"big lake\""},
		"dotted id":     {"stacks = [\"forest\"]\n[word]\nfr.lake = \"lac\"\n", "3:1: word.fr: unknown id \"lake\""},
		"empty word":    {"stacks = [\"forest\"]\n[word.fr]\nforest = \" \"\n", "3:1: word.fr.forest: a word is 1 to 64"},
		"long word":     {"stacks = [\"forest\"]\n[word.fr]\nforest = \"" + strings.Repeat("é", 65) + "\"\n", "3:1: word.fr.forest: a word is 1 to 64"},
		"control":       {"stacks = [\"forest\"]\n[word.fr]\nforest = \"for\\nêt\"\n", "3:1: word.fr.forest: a word is on one line"},
		"bad language":  {"stacks = [\"forest\"]\n[word.FR]\nforest = \"forêt\"\n", "2:1: word table \"FR\""},
		"not a string":  {"stacks = [\"forest\"]\n[word.fr]\nforest = 3\n", "toml:"},
		"unknown table": {"stacks = [\"forest\"]\n[words.fr]\nforest = \"forêt\"\n", "2:1: unknown key words"},
	} {
		t.Run(name, func(t *testing.T) {
			var f wordsFile
			err := Decode("toy", []byte(c.src), &f, func() error { return f.Word.Check([]byte(c.src), f.Stacks) })
			require.Error(t, err)
			assert.Contains(t, err.Error(), c.want)
		})
	}
}

func TestLocate(t *testing.T) {
	src := []byte("a = 1\n[setup]\n  colour = \"red\"\n[[cards]]\nx = { no = 1, bogus = 2 }\n[word.fr]\n\"Jubilee in Rome\" = \"Jubilé\"\n")
	assert.Equal(t, "1:1", Locate(src, []string{"a"}))
	assert.Equal(t, "3:3", Locate(src, []string{"setup", "colour"}))
	assert.Equal(t, "2:1", Locate(src, []string{"setup"}))
	assert.Equal(t, "5:15", Locate(src, []string{"cards", "x", "bogus"}), "in an inline table, by its name")
	assert.Equal(t, "7:1", Locate(src, []string{"word", "fr", "Jubilee in Rome"}))
	assert.Equal(t, "-", Locate(src, []string{"nowhere"}))
}
