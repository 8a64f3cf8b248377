package pbem

import (
	"fmt"
	"io"

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
// heading and the winners line ("Palazzo pz-4bb06f — coup 3, à Bob de
// jouer"), and the board when the game lays its views out in l
// (engine.LocalizedView).
func (v *ViewResult) WriteTextIn(w io.Writer, title string, f Format, l Lang) error {
	l, err := ParseLang(string(l))
	if err != nil {
		return err
	}
	t, err := templatesOf(l)
	if err != nil {
		return err
	}
	heading, err := executeString(t, "view-heading",
		viewHeading{Title: title, ID: v.ID, Next: v.NextPly, Decisions: v.Decisions, ToAct: v.ToAct, Over: v.Over})
	if err != nil {
		return err
	}
	winners, err := executeString(t, "winners-line", v.Winners)
	if err != nil {
		return err
	}
	if _, err := fmt.Fprintf(w, "%s\n\n", heading); err != nil {
		return err
	}
	doc := v.Doc
	if v.View != nil {
		doc = engine.DocIn(v.View, string(l))
	}
	if err := RenderDoc(w, doc, f); err != nil {
		return err
	}
	if winners != "" {
		_, err = fmt.Fprintf(w, "\n%s\n", wrapText("", "  ", winners))
	}
	return err
}
