package notation

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

const canonicalFile = `+++
format = "pbem/1"
game = "palazzo"
+++
{opening}
1 Ann: money
2 Ann: take r5 s3 {greedy}

3 Bob Smith: take c2
`

func TestSplitFrontMatter(t *testing.T) {
	front, body, line, err := SplitFrontMatter(canonicalFile)
	require.NoError(t, err)
	assert.Equal(t, "format = \"pbem/1\"\ngame = \"palazzo\"\n", front)
	assert.Equal(t, 5, line, "the record starts on the line after the closing fence")
	assert.Equal(t, "{opening}\n", body[:10])
}

func TestSplitFrontMatterCRLF(t *testing.T) {
	front, body, line, err := SplitFrontMatter("+++\r\ngame = \"x\"\r\n+++\r\n1 Ann: money\r\n")
	require.NoError(t, err)
	assert.Equal(t, "game = \"x\"\n", front)
	assert.Equal(t, 4, line)
	rec, err := ParseRecord(body, line)
	require.NoError(t, err)
	assert.Equal(t, "money", rec.Moves()[0].Text)
}

func TestSplitFrontMatterErrors(t *testing.T) {
	for name, src := range map[string]string{
		"empty":      "",
		"no fence":   "game = \"x\"\n+++\n",
		"not closed": "+++\ngame = \"x\"\n1 Ann: money\n",
	} {
		t.Run(name, func(t *testing.T) {
			_, _, _, err := SplitFrontMatter(src)
			var nerr *Error
			require.ErrorAs(t, err, &nerr)
			assert.Equal(t, Pos{Line: 1, Col: 1}, nerr.Pos)
		})
	}
}

func TestFormatCanonicalIsIdentity(t *testing.T) {
	_, body, line, err := SplitFrontMatter(canonicalFile)
	require.NoError(t, err)
	rec, err := ParseRecord(body, line)
	require.NoError(t, err)
	assert.Equal(t, body, rec.Format())
}

func TestParseRecordEntries(t *testing.T) {
	rec, err := ParseRecord("{c}\n1  Ann :  take r5  s3   { nice }  \n\n2 Bob Smith: pass\n", 7)
	require.NoError(t, err)
	require.Len(t, rec.Entries, 4)
	assert.Equal(t, Entry{Kind: Comment, Comment: "c", HasComment: true, Source: "{c}"}, rec.Entries[0])
	take := rec.Entries[1]
	assert.Equal(t, Move, take.Kind)
	assert.Equal(t, 1, take.Ply)
	assert.Equal(t, "Ann", take.Name)
	assert.Equal(t, "take r5  s3", take.Text, "spaces inside the move are the game's business")
	assert.Equal(t, " nice ", take.Comment)
	// "1  Ann :  " is 10 columns, so the move text starts in column 11 of line 8.
	assert.Equal(t, Pos{Line: 8, Col: 11}, take.Pos)
	assert.Equal(t, Blank, rec.Entries[2].Kind)
	assert.Equal(t, "Bob Smith", rec.Entries[3].Name)
	assert.Len(t, rec.Moves(), 2)
	assert.Equal(t, "{c}\n1 Ann: take r5  s3 { nice }\n\n2 Bob Smith: pass\n", rec.Format())
}

func TestEntryPosShiftsMoveErrors(t *testing.T) {
	rec, err := ParseRecord("1 Ann: buy 3x2\n", 5)
	require.NoError(t, err)
	e := rec.Moves()[0]
	// A game reports the bad tile at column 5 of its move text "buy 3x2".
	at := Pos{Line: 1, Col: 5}.Shift(e.Pos)
	assert.Equal(t, Pos{Line: 5, Col: 12}, at)
	assert.Equal(t, "3x2", string([]rune(e.Source)[at.Col-1:]))
}

func TestParseRecordErrors(t *testing.T) {
	tests := []struct {
		name, src string
		pos       Pos
		msg       string
	}{
		{"wrong number", "1 Ann: money\n3 Bob: take r5\n", Pos{2, 1}, "decision 2 is numbered 3"},
		{"starts at two", "2 Ann: money\n", Pos{1, 1}, "decision 1 is numbered 2"},
		{"no number", "Ann: money\n", Pos{1, 1}, `expected a decision number, found "Ann:"`},
		{"no space", "1Ann: money\n", Pos{1, 2}, "expected a space after the decision number"},
		{"no colon", "1 Ann money\n", Pos{1, 12}, `expected ":" after the player's name`},
		{"brace before colon", "1 Ann {x}: money\n", Pos{1, 7}, `expected ":" after the player's name`},
		{"no name", "1 : money\n", Pos{1, 3}, `expected the player's name before ":"`},
		{"no move", "1 Ann:   {hm}\n", Pos{1, 10}, `expected a move after "Ann:"`},
		{"unclosed comment", "1 Ann: money {oops\n", Pos{1, 14}, `comment not closed by "}" on its line`},
		{"unclosed alone", "  {oops\n", Pos{1, 3}, `comment not closed by "}" on its line`},
		{"nested brace", "{a {b}\n", Pos{1, 4}, `"{" inside a comment`},
		{"text after comment", "1 Ann: money {x} pass\n", Pos{1, 18}, `unexpected "pass" after the comment`},
		{"stray close", "1 Ann: mo}ney\n", Pos{1, 10}, `"}" without a comment to close`},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			_, err := ParseRecord(tt.src, 1)
			var nerr *Error
			require.ErrorAs(t, err, &nerr)
			assert.Equal(t, tt.pos, nerr.Pos)
			assert.Equal(t, tt.msg, nerr.Msg)
			assert.NotEmpty(t, nerr.Source, "the display needs the offending line")
		})
	}
}

func FuzzRecord(f *testing.F) {
	f.Add("1 Ann: money\n2 Ann: take r5 s3 {x}\n")
	f.Add("{c}\n\n1 Bob Smith: pass\r\n")
	f.Add("1 Ann: a {")
	f.Fuzz(func(t *testing.T, src string) {
		rec, err := ParseRecord(src, 1)
		if err != nil {
			return
		}
		again, err := ParseRecord(rec.Format(), 1)
		if err != nil {
			t.Fatalf("formatted record does not parse: %v\n%s", err, rec.Format())
		}
		if again.Format() != rec.Format() {
			t.Fatalf("format is not stable:\n%q\n%q", rec.Format(), again.Format())
		}
	})
}
