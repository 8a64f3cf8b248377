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

// BoardFits passes a narrow ASCII board and fails a wide one or one that
// is not ASCII.
func TestBoardFits(t *testing.T) {
	ok := []lineView{{line: "a short line"}}
	assert.Empty(t, failures(t, func(tb testing.TB) { BoardFits(tb, ok, engine.English) }))
	wide := []lineView{{line: strings.Repeat("x", engine.BoardWidth+1)}}
	assert.NotEmpty(t, failures(t, func(tb testing.TB) { BoardFits(tb, wide, engine.English) }))
	accented := []lineView{{line: "café"}}
	assert.Contains(t, failures(t, func(tb testing.TB) { BoardFits(tb, accented, engine.English) }), "not ASCII")
}
