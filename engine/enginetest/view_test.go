package enginetest

import (
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/pbem-games/pbem/engine"
)

// lineView is a view whose board is one line.
type lineView struct{ line string }

func (v lineView) Viewer() engine.Seat { return engine.Observer }
func (v lineView) Doc(string) engine.Doc {
	var d engine.Doc
	d.Add("Board", false).Text(v.line)
	return d
}

// BoardFits passes a narrow ASCII board and fails a wide one or one that
// is not ASCII.
func TestBoardFits(t *testing.T) {
	ok := []lineView{{"a short line"}}
	assert.Empty(t, failures(t, func(tb testing.TB) { BoardFits(tb, ok, engine.English) }))
	wide := []lineView{{strings.Repeat("x", engine.BoardWidth+1)}}
	assert.NotEmpty(t, failures(t, func(tb testing.TB) { BoardFits(tb, wide, engine.English) }))
	accented := []lineView{{"café"}}
	assert.Contains(t, failures(t, func(tb testing.TB) { BoardFits(tb, accented, engine.English) }), "not ASCII")
}
