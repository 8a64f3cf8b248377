package pbem

import (
	"bytes"

	"github.com/fatih/color"

	"github.com/pbem-games/pbem/engine"
)

// This file holds the ANSI form of a rendered view: the one output with
// colour codes, for a terminal only.

// ansiSection writes a section with its title and styled spans in colour.
func ansiSection(b *bytes.Buffer, sec *engine.Section) {
	if sec.Title != "" {
		b.WriteString(titleColor.Sprint(CleanText(sec.Title)))
		b.WriteByte('\n')
	}
	for _, l := range sec.Lines {
		for _, sp := range l {
			b.WriteString(styled(sp))
		}
		b.WriteByte('\n')
	}
}

// titleColor marks section titles in ANSI output.
var titleColor = forced(color.Bold, color.Underline)

// styleColors gives each engine style its colour in ANSI output. Plain has
// none so that unstyled text carries no codes at all.
var styleColors = map[engine.Style]*color.Color{
	engine.Strong: forced(color.Bold),
	engine.Dim:    forced(color.Faint),
	engine.Good:   forced(color.FgGreen),
	engine.Bad:    forced(color.FgRed),
	engine.Accent: forced(color.FgCyan),
}

// forced returns a colour that ignores fatih/color's own terminal detection:
// choosing FormatANSI is the caller's decision.
func forced(attrs ...color.Attribute) *color.Color {
	c := color.New(attrs...)
	c.EnableColor()
	return c
}

// styled returns a span's text wrapped in its style's colour codes.
func styled(sp engine.Span) string {
	text := CleanText(sp.Text)
	c, ok := styleColors[sp.Style]
	if !ok || text == "" {
		return text
	}
	return c.Sprint(text)
}
