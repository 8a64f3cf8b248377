package notation

import (
	"testing"

	"github.com/stretchr/testify/assert"
)

func TestWords(t *testing.T) {
	at := func(text, raw string, line, col int) Word {
		return Word{Text: text, Raw: raw, Pos: Pos{Line: line, Col: col}}
	}
	tests := []struct {
		name string
		line int
		text string
		want []Word
	}{
		{
			name: "columns and case",
			line: 1,
			text: "Take R5 s3",
			want: []Word{at("take", "Take", 1, 1), at("r5", "R5", 1, 6), at("s3", "s3", 1, 9)},
		},
		{
			name: "commas separate",
			line: 1,
			text: "bid r5,c2, s3",
			want: []Word{at("bid", "bid", 1, 1), at("r5", "r5", 1, 5), at("c2", "c2", 1, 8), at("s3", "s3", 1, 12)},
		},
		{
			name: "leading tab and trailing spaces",
			line: 7,
			text: "\t pass  ",
			want: []Word{at("pass", "pass", 7, 3)},
		},
		{
			// "é" is two bytes and one column; "É" lower-cases to "é".
			name: "unicode",
			line: 1,
			text: "é ÉTAGE x",
			want: []Word{at("é", "é", 1, 1), at("étage", "ÉTAGE", 1, 3), at("x", "x", 1, 9)},
		},
		{
			// A non-breaking space is a space too.
			name: "unicode space",
			line: 1,
			text: "pick\u00a03m2",
			want: []Word{at("pick", "pick", 1, 1), at("3m2", "3m2", 1, 6)},
		},
		{name: "empty", line: 1, text: "", want: nil},
		{name: "only separators", line: 1, text: " , \t", want: nil},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, tt.want, Words(tt.line, tt.text))
		})
	}
}

func TestEndPos(t *testing.T) {
	tests := []struct {
		text string
		want int
	}{
		{"", 1},
		{"pick", 5},
		{"pick  \t", 5},
		{"é ", 2},
	}
	for _, tt := range tests {
		t.Run(tt.text, func(t *testing.T) {
			assert.Equal(t, Pos{Line: 1, Col: tt.want}, EndPos(tt.text))
		})
	}
}

// TestSpelled: a text's words as Words splits them, joined by one space.
func TestSpelled(t *testing.T) {
	for in, want := range map[string]string{"Smith, J": "Smith J", "Ann": "Ann", " a ,, b\tc ": "a b c", "Zoë, K": "Zoë K", "": ""} {
		if got := Spelled(in); got != want {
			t.Errorf("Spelled(%q) = %q, want %q", in, got, want)
		}
	}
}
