package pbem

import (
	"io"
	"strings"
)

// previewText is what the templates of a preview word (preview.tmpl).
type previewText struct {
	// Ply is the number of the first decision previewed.
	Ply int
	// Example is the decision whose outcome is an example, 0 for none.
	Example int
	// Untried lists the decisions not previewed after it, as typed.
	Untried string
}

// WriteText writes the preview in English, its board as plain text
// (WriteTextIn).
func (p *PreviewResult) WriteText(w io.Writer) error {
	return p.WriteTextIn(w, English, FormatPlain)
}

// WriteTextIn writes the preview in language l: what it is, each
// decision with the events its player would read, the notes, whether it
// shows what the move does or an example, then the player's view
// afterwards under its heading, the board in format f.
func (p *PreviewResult) WriteTextIn(w io.Writer, l Lang, f Format) error {
	t, err := TemplatesOf(l)
	if err != nil {
		return err
	}
	d := previewText{Ply: p.Ply, Example: p.ExampleFrom, Untried: strings.Join(p.Untried, "; ")}
	outcome := "preview-exact"
	if p.ExampleFrom > 0 {
		outcome = "preview-example"
	}
	texts := map[string]string{}
	for _, name := range []string{"preview-head", outcome, "preview-view"} {
		if texts[name], err = ExecuteString(t, name, d); err != nil {
			return err
		}
	}
	var b strings.Builder
	b.WriteString(WrapText("", "", texts["preview-head"]) + "\n")
	p.writePlies(&b, l)
	b.WriteString(WrapText("", "", texts[outcome]) + "\n\n")
	b.WriteString(WrapText("", "", texts["preview-view"]) + "\n\n")
	if _, err := io.WriteString(w, b.String()); err != nil {
		return err
	}
	title := p.world.File.Game.Info().TitleIn(string(l))
	return p.world.ViewOf(p.seat).WriteTextIn(w, title, f, l)
}

// writePlies writes the decisions previewed, each with the events its
// player would read in language l, then the notes.
func (p *PreviewResult) writePlies(b *strings.Builder, l Lang) {
	for _, ply := range p.Plies {
		b.WriteString(ply.Line() + "\n")
		for _, e := range p.world.tell(ply.Events, l) {
			b.WriteString(WrapText("    ", "      ", e.Text) + "\n")
		}
	}
	for _, n := range p.Notes {
		b.WriteString("note: " + n + "\n")
	}
	b.WriteString("\n")
}
