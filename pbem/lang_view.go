package pbem

import (
	"fmt"
	"io"
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

// WriteTextIn is WriteText with the heading and the winners line in
// language l (English when empty): "Palazzo pz-4bb06f — coup 3, à Bob de
// jouer". The board itself is the game's and stays as the game wrote it.
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
		viewHeading{Title: title, ID: v.ID, Next: v.Ply + 1, Decisions: v.Ply, ToAct: v.ToAct, Over: v.Over})
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
	if err := RenderDoc(w, v.Doc, f); err != nil {
		return err
	}
	if winners != "" {
		_, err = fmt.Fprintf(w, "\n%s\n", wrapText("", "  ", winners))
	}
	return err
}
