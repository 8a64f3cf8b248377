package report

import (
	"html/template"
	"io"
	"strconv"
	"strings"

	"github.com/pbem-games/pbem/pbem"
)

// replayLogItems writes the items of the replay page's log (the <li> of
// each position, each after a newline), as html/template wrote them from
// the range over plies that testdata/replay_log.tmpl keeps for the tests:
// through the template, its reflection over hundreds of plies and their
// events was a quarter of the page's time. Every value is escaped as
// html/template's HTML escaper does (htmlEscape).
// TestReplayLogItemsAreTheTemplates compares them.
func replayLogItems(log *pbem.LogResult) template.HTML {
	var b strings.Builder
	writeLogItems(&b, log)
	return template.HTML(b.String())
}

// writeLogItems writes replayLogItems(log) to b.
func writeLogItems(b pageWriter, log *pbem.LogResult) {
	for i, p := range log.Plies {
		b.WriteString("\n<li class=\"ply\" data-ply=\"")
		b.WriteString(strconv.Itoa(i))
		b.WriteString("\">")
		if i == 0 {
			b.WriteString("setup")
		} else {
			b.WriteString("<b>")
			b.WriteString(strconv.Itoa(p.N))
			b.WriteString("</b> ")
			writeLogMove(b, p)
			if p.Glyph != "" {
				b.WriteString(" <span class=\"glyph\">")
				htmlEscape(b, p.Glyph)
				b.WriteString("</span>")
			}
		}
		if i != 0 {
			writeLogComment(b, p.Comment)
		}
		for _, e := range p.Told {
			b.WriteString("<div class=\"event\">")
			htmlEscape(b, e.Text)
			b.WriteString("</div>")
		}
		for _, v := range p.Variations {
			b.WriteString("<div class=\"variation\">(")
			for _, q := range v {
				b.WriteString(strconv.Itoa(q.N))
				b.WriteByte(' ')
				writeLogMove(b, q)
				writeLogComment(b, q.Comment)
				b.WriteString("; ")
			}
			b.WriteString(")</div>")
		}
		for _, c := range log.Comments {
			if c.After == i {
				b.WriteString("<div class=\"comment\">")
				htmlEscape(b, c.Text)
				b.WriteString("</div>")
			}
		}
		b.WriteString("</li>")
	}
}

// writeLogMove writes "name: move" of a decision.
func writeLogMove(b pageWriter, p pbem.Ply) {
	htmlEscape(b, p.Name)
	b.WriteString(": ")
	htmlEscape(b, p.Move)
}

// writeLogComment writes a decision's comment, if it has one.
func writeLogComment(b pageWriter, c string) {
	if c == "" {
		return
	}
	b.WriteString(" <span class=\"comment\">")
	htmlEscape(b, c)
	b.WriteString("</span>")
}

// htmlEscape writes s as html/template's HTML escaper writes a string in
// text or a quoted attribute: its replacement table, nothing else (every
// byte it replaces is ASCII, so bytes can be read one at a time, and
// invalid UTF-8 stays as it is, as there).
func htmlEscape(b io.StringWriter, s string) {
	start := 0
	for i := 0; i < len(s); i++ {
		var r string
		switch s[i] {
		case 0:
			r = "\uFFFD"
		case '"':
			r = "&#34;"
		case '&':
			r = "&amp;"
		case '\'':
			r = "&#39;"
		case '+':
			r = "&#43;"
		case '<':
			r = "&lt;"
		case '>':
			r = "&gt;"
		default:
			continue
		}
		b.WriteString(s[start:i])
		b.WriteString(r)
		start = i + 1
	}
	b.WriteString(s[start:])
}
