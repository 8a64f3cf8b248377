package compose

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/pbem-games/pbem/pbem"
)

// texts returns the texts of inputs and their line numbers.
func texts(inputs []pbem.MoveInput) (lines []int, out []string) {
	for _, in := range inputs {
		lines = append(lines, in.Line)
		out = append(out, in.Text)
	}
	return lines, out
}

func TestExtractReply(t *testing.T) {
	tests := []struct {
		name  string
		text  string
		lines []int
		moves []string
		meta  []string
	}{{
		name: "top posting quotes the marker below the answer",
		text: "take s4 c2\r\n\r\nOn Sat, 21 Nov 2026, Host <host@example.org> wrote:\r\n> " + pbem.ReplyMarker +
			"\r\n>\r\n> Ann, it is your move (ply 2).\r\n>   take s4 c2\r\n",
		lines: []int{1}, moves: []string{"take s4 c2"},
	}, {
		name:  "signature and phone footer end the answer",
		text:  "  money  \n\nbuild 3m2 new\n-- \nAnn\nmoney\n\n> " + pbem.ReplyMarker + "\n",
		lines: []int{1, 3}, moves: []string{"money", "build 3m2 new"},
	}, {
		name:  "a phone footer ends the answer",
		text:  "draw\nSent from my phone\n" + pbem.ReplyMarker,
		lines: []int{1}, moves: []string{"draw"},
	}, {
		name:  "a wrapped attribution is skipped whole",
		text:  "pass\n\nOn Sat, Nov 21, 2026 at 11:55 PM Palazzo host <\nhost+pz-1.abcdefghijkl@example.org> wrote:\n> " + pbem.ReplyMarker,
		lines: []int{1}, moves: []string{"pass"},
	}, {
		name:  "bottom posting answers below the quoted marker",
		text:  "Ann wrote:\n> " + pbem.ReplyMarker + "\n> It is your move.\n>   take s4 c2\n\ntake s4 c2\n\n> How to reply:\n",
		lines: []int{6}, moves: []string{"take s4 c2"},
	}, {
		name:  "an unquoted mail below the marker is not the answer",
		text:  "money\n" + pbem.ReplyMarker + "\nIt is your move.\n  take s4 c2\n",
		lines: []int{1}, moves: []string{"money"},
	}, {
		name:  "without a marker, quotes are still ignored",
		text:  "money\n> take s4 c2\n----- Original Message -----\nFrom: host\ntake r5\n",
		lines: []int{1}, moves: []string{"money"},
	}, {
		name:  "meta-commands are kept apart from moves",
		text:  "!chat good luck\nmoney\n!resign\n",
		lines: []int{2}, moves: []string{"money"}, meta: []string{"!chat good luck", "!resign"},
	}, {
		name:  "non-breaking spaces from HTML become spaces",
		text:  "take\u00a0s4\u00a0c2\u200b\n",
		lines: []int{1}, moves: []string{"take s4 c2"},
	}, {
		name: "an empty answer has nothing",
		text: "\n\n> " + pbem.ReplyMarker + "\n> money\n",
	}}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			r := ExtractReply(tt.text)
			lines, moves := texts(r.Moves)
			assert.Equal(t, tt.moves, moves)
			assert.Equal(t, tt.lines, lines, "line numbers in the mail")
			_, meta := texts(r.Meta)
			assert.Equal(t, tt.meta, meta)
			for _, m := range r.Moves {
				assert.Equal(t, MailOrigin, m.Origin)
			}
		})
	}
}

func TestExtractReplyFindsTheFrenchMarker(t *testing.T) {
	r := ExtractReply("pioche\n\nLe dim. 22 nov. 2026, l'hôte a écrit :\n> " + pbem.ReplyMarkerFor(pbem.French) + "\n> money\n")
	_, moves := texts(r.Moves)
	assert.Equal(t, []string{"pioche"}, moves, "the answer ends at the marker of any language")
}
