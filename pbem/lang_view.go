package pbem

import (
	"fmt"
	"io"
	"text/template"

	"github.com/pbem-games/pbem/engine"
)

// viewHeading is what the "view-heading" template words: the line above
// a board.
type viewHeading struct {
	Title, ID string
	Next      int // the number the next decision will get
	Decisions int // decisions made
	ToAct     []string
	Over      bool
}

// WriteTextIn is WriteText in language l (English when empty): the
// heading ("Palazzo pz-4bb06f — coup 3, à Bob de jouer"), the board laid
// out in l (View.Doc, or the Doc given for a view built by hand), and the
// result of a finished game ("result-lines"), printed once, below it.
func (v *ViewResult) WriteTextIn(w io.Writer, title string, f Format, l Lang) error {
	l, err := ParseLang(string(l))
	if err != nil {
		return err
	}
	t, err := PartsOf(l)
	if err != nil {
		return err
	}
	heading, err := ExecuteString(t, "view-heading",
		viewHeading{Title: title, ID: v.ID, Next: v.NextPly, Decisions: v.Decisions, ToAct: v.ToAct, Over: v.Over})
	if err != nil {
		return err
	}
	res := v.Result
	if v.resultIn != nil && res != nil {
		res = v.resultIn(l)
	}
	result, err := ResultLines(t, res)
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintf(w, "%s\n\n", heading); err != nil {
		return err
	}
	doc := v.Doc
	if v.View != nil {
		doc = v.View.Doc(string(l))
	}
	if err := RenderDoc(w, doc, f); err != nil {
		return err
	}
	return writeResultBlock(w, t, result, f)
}

// writeResultBlock writes the result lines of a finished game below its
// board, as one more section of it (titled by "result-title" of t), in
// format f; nothing while playing.
func writeResultBlock(w io.Writer, t *template.Template, lines []string, f Format) error {
	if len(lines) == 0 {
		return nil
	}
	title, err := ExecuteString(t, "result-title", nil)
	if err != nil {
		return err
	}
	var d engine.Doc
	sec := d.Add(title, false)
	for _, l := range lines {
		engine.WrapText(sec, l, "  ")
	}
	if _, err := io.WriteString(w, "\n"); err != nil {
		return err
	}
	return RenderDoc(w, d, f)
}
