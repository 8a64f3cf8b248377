package pbem

import (
	"strings"
	"text/template"

	"github.com/pbem-games/pbem/engine"
)

// resultData is a final result as the "result-lines" template words it.
type resultData struct {
	Scores  []scoreLine
	Winners []string
	Detail  []string // the game's own explanation (in the reader's language when the game has it)
}

type scoreLine struct {
	Name  string
	Score int
}

// ResultLinesIn describes the final result in language l (English when
// empty), one line each: every player's score, the winners, then the
// game's own detail (in l when the game translates it, else in English).
// Empty while playing. In English the lines are those of ResultLines.
func (r *Replay) ResultLinesIn(l Lang) ([]string, error) {
	l, err := ParseLang(string(l))
	if err != nil {
		return nil, err
	}
	t, err := templatesOf(l)
	if err != nil {
		return nil, err
	}
	return r.resultLines(t, l)
}

// localResultLines is ResultLinesIn(l) for a mail, which cannot fail for
// want of a result line: should l's template fail (a bug the tests
// catch), the English lines of ResultLines are used.
func (r *Replay) localResultLines(l Lang) []string {
	lines, err := r.ResultLinesIn(l)
	if err != nil {
		return r.ResultLines()
	}
	return lines
}

// resultLines runs the "result-lines" template of t on the result, with
// the game's detail in language l when the game translates it.
func (r *Replay) resultLines(t *template.Template, l Lang) ([]string, error) {
	res, over := engine.ResultIn(r.State, string(l))
	if !over {
		return nil, nil
	}
	d := resultData{Detail: res.Detail}
	for i, score := range res.Scores {
		d.Scores = append(d.Scores, scoreLine{Name: r.File.Name(engine.Seat(i)), Score: score})
	}
	for _, w := range res.Winners {
		d.Winners = append(d.Winners, r.File.Name(w))
	}
	text, err := executeString(t, "result-lines", d)
	if err != nil {
		return nil, err
	}
	return strings.Split(strings.TrimSuffix(text, "\n"), "\n"), nil
}

// executeString runs the template name of t on data and returns its output.
func executeString(t *template.Template, name string, data any) (string, error) {
	var b strings.Builder
	err := t.ExecuteTemplate(&b, name, data)
	return b.String(), err
}
