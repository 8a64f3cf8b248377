package compose

import (
	"html"
	"html/template"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// The HTML part of a turn mail carries the reader's board as text too,
// under the picture: the same words as the text part (spam filters score
// an HTML part that differs from its text, or that is mostly one image),
// readable where pictures are blocked, and coloured like the terminal
// board. Styles are inline: some mail clients drop a <style> sheet.

// htmlStyle is how a span style of a view (engine.Style) looks in HTML:
// a class, which the mail's style sheet recolours for a dark background,
// and the light colours inline, for clients that drop style sheets.
type htmlStyle struct{ class, inline string }

var htmlStyles = map[engine.Style]htmlStyle{
	engine.Strong: {"strong", "font-weight:bold"},
	engine.Dim:    {"dim", "color:#6b6b6b"},
	engine.Good:   {"good", "color:#1b7a1b"},
	engine.Bad:    {"bad", "color:#b3261e"},
	engine.Accent: {"accent", "color:#00639b;font-weight:bold"},
}

// boardHTML renders d as HTML: each section its title as a heading, then
// its lines in a <pre> that keeps the board's columns. Every text is
// escaped and cleaned of control characters, as in the text board.
func boardHTML(d engine.Doc) template.HTML {
	var b strings.Builder
	for _, sec := range d.Sections {
		if sec == nil {
			continue
		}
		b.WriteString(`<div style="margin:0 0 12px 0">`)
		if sec.Title != "" {
			b.WriteString(`<p class="section" style="margin:0;font-weight:bold">` + html.EscapeString(pbem.CleanText(sec.Title)) + "</p>\n")
		}
		if len(sec.Lines) > 0 {
			b.WriteString(`<pre class="board" style="margin:0;font-size:13px;line-height:1.35;font-family:Menlo,Consolas,'DejaVu Sans Mono',monospace">`)
			for _, l := range sec.Lines {
				writeLineHTML(&b, l)
				b.WriteByte('\n')
			}
			b.WriteString("</pre>")
		}
		b.WriteString("</div>\n")
	}
	return template.HTML(b.String()) // every text in it is escaped above
}

// writeLineHTML writes one line of a view, its styled spans in <span>s.
func writeLineHTML(b *strings.Builder, l engine.Line) {
	for _, sp := range l {
		text := html.EscapeString(pbem.CleanText(sp.Text))
		if style, ok := htmlStyles[sp.Style]; ok && strings.TrimSpace(sp.Text) != "" {
			b.WriteString(`<span class="` + style.class + `" style="` + style.inline + `">` + text + "</span>")
			continue
		}
		b.WriteString(text)
	}
}
