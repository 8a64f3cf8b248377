package enginetest

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/pbem-games/pbem/engine"
)

// lineView is a view whose board is one line. BoardFits reads only Doc:
// the embedded nil View stands in for Viewer, which it never calls.
type lineView struct {
	engine.View
	line string
}

func (v lineView) Doc(string) engine.Doc {
	var d engine.Doc
	d.Add("Board", false).Text(v.line)
	return d
}

// BoardFits passes a narrow board, accents and wide letters included, and
// fails one wider than the board in display columns or one that is not
// printable.
func TestBoardFits(t *testing.T) {
	ok := []lineView{{line: "a short line"}}
	assert.Empty(t, failures(t, func(tb testing.TB) { BoardFits(tb, ok, engine.English) }))
	wide := []lineView{{line: strings.Repeat("x", engine.BoardWidth+1)}}
	assert.NotEmpty(t, failures(t, func(tb testing.TB) { BoardFits(tb, wide, engine.English) }))
	accented := []lineView{{line: "café " + strings.Repeat("李", 33)}}
	assert.Empty(t, failures(t, func(tb testing.TB) { BoardFits(tb, accented, engine.English) }))
	wideCJK := []lineView{{line: strings.Repeat("李", engine.BoardWidth/2) + "x"}}
	assert.NotEmpty(t, failures(t, func(tb testing.TB) { BoardFits(tb, wideCJK, engine.English) }))
	control := []lineView{{line: "a\x1b[31mb"}}
	assert.Contains(t, failures(t, func(tb testing.TB) { BoardFits(tb, control, engine.English) }), "not printable")
}
