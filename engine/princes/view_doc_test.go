package princes

import (
	"os"
	"regexp"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine"
)

// viewTestNotationPage is the notation reference of the game.
const viewTestNotationPage = "../../docs/notation/princes.md"

// viewTestExample matches a row of the moves table: its example.
var viewTestExample = regexp.MustCompile("^\\| `[^|]*` \\| `([^`]*)` \\|")

// Every example of the notation page is a move in its canonical form.
func TestViewNotationExamples(t *testing.T) {
	raw, err := os.ReadFile(viewTestNotationPage)
	require.NoError(t, err)
	st := viewTestState(t, 3)
	n := 0
	for _, line := range strings.Split(string(raw), "\n") {
		m := viewTestExample.FindStringSubmatch(line)
		if m == nil {
			continue
		}
		n++
		mv, err := Game{}.ParseMove(st, 0, m[1])
		if assert.NoError(t, err, m[1]) {
			assert.Equal(t, m[1], Game{}.FormatMove(st, mv), "the example is canonical")
		}
	}
	assert.Equal(t, len(verbs)+2, n, "one example per verb, two for bid and pick")
}

// The drawings of the pieces on the notation page are those of the data
// file, corner marked.
func TestViewNotationShapes(t *testing.T) {
	raw, err := os.ReadFile(viewTestNotationPage)
	require.NoError(t, err)
	_, after, ok := strings.Cut(string(raw), "### The pieces at r0")
	require.True(t, ok)
	parts := strings.SplitN(after, "```", 3)
	require.Len(t, parts, 3)
	assert.Equal(t, viewTestDrawings(), strings.TrimPrefix(parts[1], "\n"))
}

// viewTestDrawings draws every building and landscape at r0, three to a
// row of columns 21 wide.
func viewTestDrawings() string {
	d := data()
	var blocks [][]string
	for _, b := range d.Buildings.Types {
		blocks = append(blocks, append([]string{b.ID + " (" + b.Size + ")"}, viewTestShape(b.shape)...))
	}
	for _, l := range d.Landscapes.Types {
		blocks = append(blocks, append([]string{l.ID}, viewTestShape(l.shape)...))
	}
	var b strings.Builder
	for first := 0; first < len(blocks); first += 3 {
		if first > 0 {
			b.WriteString("\n")
		}
		row := blocks[first:min(first+3, len(blocks))]
		height := 0
		for _, bl := range row {
			height = max(height, len(bl))
		}
		for l := range height {
			line := ""
			for _, bl := range row {
				cell := ""
				if l < len(bl) {
					cell = bl[l]
				}
				line += engine.PadRight(cell, 21)
			}
			b.WriteString(strings.TrimRight(line, " ") + "\n")
		}
	}
	return b.String()
}

// viewTestShape draws a shape: # its squares, @ or + the lower-left corner
// of its bounding box as it is or is not one of them.
func viewTestShape(s shape) []string {
	n := s.normalised()
	in := map[cell]bool{}
	for _, c := range n {
		in[c] = true
	}
	var out []string
	for r := range n.height() {
		var cells []string
		for c := range n.width() {
			mark := map[bool]string{true: "#", false: "."}[in[cell{r, c}]]
			if r == n.height()-1 && c == 0 {
				mark = map[bool]string{true: "@", false: "+"}[in[cell{r, c}]]
			}
			cells = append(cells, mark)
		}
		out = append(out, strings.Join(cells, " "))
	}
	return out
}
