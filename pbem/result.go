package pbem

import (
	"strings"
	"text/template"

	"github.com/pbem-games/pbem/engine"
)

// This file holds a finished game's result as output shows it: worded
// once, in the reader's language, from the game's messages
// (engine.Result), and printed once, by the "result-lines" template.

// FinalResult returns the result worded in language l (a language already
// checked; English when empty), or nil while playing. --json prints it as
// it is: {"scores", "winners", "detail", "tie_break"}.
func (r *Replay) FinalResult(l Lang) *engine.ResultText {
	res, over := r.State.Result()
	if !over && !r.endedByResignations() {
		return nil
	}
	if !over {
		return r.resignedResult(l)
	}
	names := make([]string, len(res.Scores))
	for i := range names {
		names[i] = r.File.Name(engine.Seat(i))
	}
	return r.File.Game.Info().Messages.WordResult(string(l), r.withoutResigned(res), names)
}

// resultData is a final result as the "result-lines" template words it:
// each player's line of detail, or their score when the game gives none,
// then the tie-break, then the winners.
type resultData struct {
	Scores  []scoreLine
	Detail  []string
	Winners []string
}

type scoreLine struct {
	Name  string
	Score int
}

// ResultLinesIn is the final result in language l (English when empty),
// one line each, as text output prints it; empty while playing.
func (r *Replay) ResultLinesIn(l Lang) ([]string, error) {
	l, err := ParseLang(string(l))
	if err != nil {
		return nil, err
	}
	t, err := PartsOf(l)
	if err != nil {
		return nil, err
	}
	return ResultLines(t, r.FinalResult(l))
}

// ResultLines is ResultLinesIn in English.
func (r *Replay) ResultLines() []string {
	lines, _ := r.ResultLinesIn(English) // English templates: a failure is a bug the tests catch
	return lines
}

// ResultLines runs the "result-lines" template of t on res (none for nil).
func ResultLines(t *template.Template, res *engine.ResultText) ([]string, error) {
	if res == nil {
		return nil, nil
	}
	d := resultData{Detail: res.Lines(), Winners: res.Winners}
	if len(res.Detail) == 0 {
		for _, name := range res.Names {
			d.Scores = append(d.Scores, scoreLine{Name: name, Score: res.Scores[name]})
		}
	}
	text, err := ExecuteString(t, "result-lines", d)
	if err != nil {
		return nil, err
	}
	return strings.Split(strings.TrimSuffix(text, "\n"), "\n"), nil
}

// englishResultLines is resultLines in English, for the outputs that are
// English only (move, the English board).
func englishResultLines(res *engine.ResultText) ([]string, error) {
	t, err := PartsOf(English)
	if err != nil {
		return nil, err
	}
	return ResultLines(t, res)
}

// LocalResultLines is ResultLinesIn(l) for a mail, which cannot fail for
// want of a result line: should l's template fail (a bug the tests
// catch), the English lines of ResultLines are used.
func (r *Replay) LocalResultLines(l Lang) []string {
	lines, err := r.ResultLinesIn(l)
	if err != nil {
		return r.ResultLines()
	}
	return lines
}

// ExecuteString runs the template name of t on data and returns its output.
func ExecuteString(t *template.Template, name string, data any) (string, error) {
	var b strings.Builder
	err := t.ExecuteTemplate(&b, name, data)
	return b.String(), err
}
