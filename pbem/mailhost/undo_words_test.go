package mailhost

import (
	"testing"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/pbem"
)

// TestUndoAnswersAgreeWithTheirNumber: an undo of one decision is worded
// in the singular, in every answer and reminder and in both languages
// ("take back decision 4", not "decisions 4").
func TestUndoAnswersAgreeWithTheirNumber(t *testing.T) {
	one := answerText{Undo: undoText{By: "Ann", Span: "4", One: true, Waiting: "Bob", Player: "Bob"}, Marker: "--"}
	many := answerText{Undo: undoText{By: "Ann", Span: "2–4", Waiting: "Bob", Player: "Bob"}, Marker: "--"}
	kinds := []string{"undo-asked", "undo-waiting", "undo-taken-back", "undo-refused", "undo-taken-back-subject"}
	words := map[pbem.Lang][2][]string{
		pbem.English: {{"decision 4"}, {"decisions 2–4"}},
		pbem.French:  {{"décision 4"}, {"décisions 2–4"}},
	}
	for lang, want := range words {
		for _, kind := range kinds {
			got, err := say(lang, "answer-"+kind, one)
			require.NoError(t, err)
			if kind != "undo-taken-back-subject" {
				assert.Contains(t, got, want[0][0], "%s %s", lang, kind)
			}
			assert.NotContains(t, got, "decisions 4", "%s %s", lang, kind)
			assert.NotContains(t, got, "décisions 4", "%s %s", lang, kind)
			got, err = say(lang, "answer-"+kind, many)
			require.NoError(t, err)
			if kind != "undo-taken-back-subject" {
				assert.Contains(t, got, want[1][0], "%s %s", lang, kind)
			}
		}
		subject, err := say(lang, "answer-undo-taken-back-subject", one)
		require.NoError(t, err)
		assert.Contains(t, []string{"decision taken back", "décision reprise"}, subject)
		t1, err := pbem.TemplatesOf(lang)
		require.NoError(t, err)
		for _, d := range []remindText{{By: "Ann", Span: "4", One: true, Waiting: "Bob"}, {By: "Ann", Span: "2–4", Waiting: "Bob"}} {
			got, err := pbem.ExecuteString(t1, "remind-undo", d)
			require.NoError(t, err)
			assert.Contains(t, got, map[bool]string{true: "cision 4 ", false: "cisions 2–4 "}[d.One], "%s remind", lang)
		}
	}
}

// TestAnswersNeverBreakTheReplyMarker: every answer that quotes the reply
// marker keeps it on one line, in both languages, whatever the names
// around it make of the line breaks.
func TestAnswersNeverBreakTheReplyMarker(t *testing.T) {
	for _, lang := range []pbem.Lang{pbem.English, pbem.French} {
		marker := pbem.ReplyMarkerFor(lang)
		for _, by := range []string{"Ann", "Bartholomew", "Ann-Sophie-Marie"} {
			d := answerText{Undo: undoText{By: by, Span: "12–14", Waiting: "Bob, Cid"}}
			got, err := sayWrapped(lang, "answer-undo-asked", d)
			require.NoError(t, err)
			assert.Contains(t, got, marker, "%s, proposed by %s:\n%s", lang, by, got)
		}
		got, err := sayWrapped(lang, "answer-no-moves", answerText{})
		require.NoError(t, err)
		assert.Contains(t, got, marker, "%s:\n%s", lang, got)
	}
}
