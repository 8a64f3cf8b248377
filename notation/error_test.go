package notation

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestPosString(t *testing.T) {
	assert.Equal(t, "3:14", Pos{Line: 3, Col: 14}.String())
	assert.Equal(t, "-", Pos{}.String())
	assert.False(t, Pos{Col: 4}.IsValid(), "a position without a line points nowhere")
	assert.True(t, Pos{Line: 1}.IsValid())
}

func TestPosShift(t *testing.T) {
	start := Pos{Line: 10, Col: 4}
	tests := []struct {
		name string
		p    Pos
		want Pos
	}{
		// Column 1 of the move is where the move starts.
		{"first column", Pos{Line: 1, Col: 1}, Pos{Line: 10, Col: 4}},
		{"same line", Pos{Line: 1, Col: 5}, Pos{Line: 10, Col: 8}},
		// Later lines of a multi-line text keep their own columns.
		{"later line", Pos{Line: 2, Col: 3}, Pos{Line: 11, Col: 3}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.p.Shift(start))
		})
	}
}

func TestErrorf(t *testing.T) {
	e := Errorf(Pos{Line: 1, Col: 6}, "unknown tile %q", "3x2")
	assert.Equal(t, Pos{Line: 1, Col: 6}, e.Pos)
	assert.Equal(t, `unknown tile "3x2"`, e.Msg)
	assert.Equal(t, `1:6: unknown tile "3x2"`, e.Error())
}

func TestErrorMessage(t *testing.T) {
	tests := []struct {
		name string
		err  *Error
		want string
	}{
		{
			name: "file and several expected",
			err: &Error{File: "game.pbem", Pos: Pos{Line: 3, Col: 7}, Msg: "unknown verb",
				Expected: []string{"money", "draw", "auction"}},
			want: "game.pbem:3:7: unknown verb; expected one of money, draw, auction",
		},
		{
			name: "one expected",
			err:  &Error{Pos: Pos{Line: 1, Col: 5}, Msg: "missing tile", Expected: []string{"a tile"}},
			want: "1:5: missing tile; expected a tile",
		},
		{
			name: "no position",
			err:  &Error{Msg: "empty move"},
			want: "-: empty move",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.err.Error())
		})
	}
}

func TestErrorDisplay(t *testing.T) {
	tests := []struct {
		name string
		err  *Error
		want string
	}{
		{
			// "3x2" starts at column 5: four spaces of indent, then four
			// spaces for "buy ".
			name: "caret and nearest",
			err: &Error{Pos: Pos{Line: 1, Col: 5}, Msg: "unknown tile",
				Source: "buy 3x2 pay r5", Nearest: []string{"buy 3m2 pay r5", "buy 3b2 pay r5"}},
			want: "1:5: unknown tile\n" +
				"    buy 3x2 pay r5\n" +
				"        ^\n" +
				"did you mean:\n" +
				"    buy 3m2 pay r5\n" +
				"    buy 3b2 pay r5\n",
		},
		{
			name: "caret at column 1",
			err:  &Error{Pos: Pos{Line: 1, Col: 1}, Msg: "unknown verb", Source: "biy"},
			want: "1:1: unknown verb\n    biy\n    ^\n",
		},
		{
			// The tab is column 1 and is kept so a terminal lines the
			// caret up with "x" whatever its tab width.
			name: "tab kept in the padding",
			err:  &Error{Pos: Pos{Line: 2, Col: 6}, Msg: "bad", Source: "\tbuy x"},
			want: "2:6: bad\n    \tbuy x\n    \t    ^\n",
		},
		{
			// Columns count runes, not bytes: "é" is one column.
			name: "unicode source",
			err:  &Error{Pos: Pos{Line: 1, Col: 3}, Msg: "bad", Source: "é x"},
			want: "1:3: bad\n    é x\n      ^\n",
		},
		{
			// Missing input is reported just past the end of the text.
			name: "caret past the end",
			err:  &Error{Pos: Pos{Line: 1, Col: 6}, Msg: "missing tile", Source: "pick"},
			want: "1:6: missing tile\n    pick\n         ^\n",
		},
		{
			name: "no source",
			err:  &Error{Pos: Pos{Line: 1, Col: 6}, Msg: "missing tile", Nearest: []string{"pick 3m2"}},
			want: "1:6: missing tile\ndid you mean:\n    pick 3m2\n",
		},
		{
			name: "no column",
			err:  &Error{Pos: Pos{Line: 4}, Msg: "bad line", Source: "xyz"},
			want: "4:0: bad line\n",
		},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, tt.err.Display())
		})
	}
}

// TestErrorShiftedDisplay checks the path a record reader takes: a word
// found in a move is re-based onto the file line, and the caret still
// points at the word in that line.
func TestErrorShiftedDisplay(t *testing.T) {
	line := "12 Ann: buy 3x2 pay r5"
	move := "buy 3x2 pay r5"
	bad := Words(1, move)[1]
	e := &Error{File: "g.pbem", Pos: bad.Pos.Shift(Pos{Line: 20, Col: 9}), Msg: "unknown tile", Source: line}
	assert.Equal(t, "g.pbem:20:13: unknown tile\n    "+line+"\n                ^\n", e.Display())
}
