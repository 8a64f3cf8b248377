package report

import (
	"bufio"
	"bytes"
	"encoding/base64"
	"fmt"
	"io"
	"strconv"
	"strings"
	"unicode/utf8"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// This file writes the replay page without html/template: a command
// writes one page, so the template's parsing and the escaper's first pass
// over the page's script, the reflection of each call, the font faces
// made as a 365 KB string and copied twice, and an output buffer grown by
// doubling to about 1 MB were most of a short game's page. The page's
// text is still export_html.tmpl, read here as plain text with holes
// (replayPageParts); each hole is filled as html/template filled it, and
// TestReplayPageWriterIsTheTemplate compares both on awkward titles and
// names, TestReplayPagesArePinned the pages of the examples.

// pageWriter is what the page is written to: a bytes.Buffer grown once
// to the page's size, or a bufio.Writer over any other writer.
type pageWriter interface {
	io.Writer
	io.StringWriter
	io.ByteWriter
}

// pagePart is a piece of the page's text followed by one action of the
// template ("" after the last piece), as written between {{ and }}.
type pagePart struct {
	text, action string
}

// replayPageParts is export_html.tmpl cut at its actions.
var replayPageParts = splitPage(replayPageSource)

// splitPage cuts a page's text at its actions. Only the actions
// writePage knows may appear: any other is a mistake in the template,
// found when the program starts.
func splitPage(src string) []pagePart {
	var parts []pagePart
	for {
		text, rest, ok := strings.Cut(src, "{{")
		if !ok {
			return append(parts, pagePart{text: src})
		}
		action, after, ok := strings.Cut(rest, "}}")
		if isTemplateComment(action) {
			action = ""
		}
		if !ok || (action != "" && !knownPageActions[action]) {
			panic(fmt.Sprintf("export_html.tmpl: action {{%s}} not written by writePage", action))
		}
		parts = append(parts, pagePart{text: text, action: action})
		src = after
	}
}

// isTemplateComment tells whether action is a template's comment,
// {{/* … */}}, which writes nothing. The page's script keeps its
// comments in these: html/template drops JavaScript's own comments from
// what it writes, and the page's text must be written as it is.
func isTemplateComment(action string) bool {
	return strings.HasPrefix(action, "/*") && strings.HasSuffix(action, "*/")
}

// knownPageActions are the template's actions writePage fills in.
var knownPageActions = map[string]bool{
	".Lang": true, ".Title": true, "with .Viewer": true, ".": true, "end": true,
	"fontFaces": true, "logItems .Log": true, "positions .": true,
}

// writePage writes the page: its text, each action filled in as the
// template did. Values are escaped as html/template escapes a string in
// text, in <title> and in a quoted attribute (the same table:
// htmlEscape); the fonts, log items and positions are the trusted CSS,
// HTML and JS it wrote as they were. Only {{with .Viewer}} nests: inside
// it, {{.}} is the viewer, and nothing is written when there is none.
func (p *ReplayPage) writePage(w pageWriter) {
	dot, skip := "", false
	for _, part := range replayPageParts {
		if !skip {
			w.WriteString(part.text)
		}
		switch part.action {
		case "with .Viewer":
			dot, skip = p.Viewer, p.Viewer == ""
		case "end":
			skip = false
		case ".":
			if !skip {
				htmlEscape(w, dot)
			}
		case ".Lang":
			htmlEscape(w, string(p.Lang))
		case ".Title":
			htmlEscape(w, p.Title)
		case "fontFaces":
			writeFontFaces(w)
		case "logItems .Log":
			writeLogItems(w, p.Log)
		case "positions .":
			writePositionsJSON(w, p)
		}
	}
}

// writeFontFaces writes the @font-face rules replayFontFaces makes, the
// fonts encoded straight into w: a page is made once per command, so a
// string of them made once would still be made, and copied, each time.
func writeFontFaces(w pageWriter) {
	for _, f := range []struct {
		weight string
		ttf    []byte
	}{{"normal", goregular.TTF}, {"bold", gobold.TTF}} {
		w.WriteString(`@font-face { font-family: "` + replayFontFamily + `"; font-weight: ` + f.weight + `; src: url(data:font/ttf;base64,`)
		enc := base64.NewEncoder(base64.StdEncoding, w)
		enc.Write(f.ttf)
		enc.Close()
		w.WriteString(") format(\"truetype\"); }\n")
	}
}

// fontFacesSize is the length of what writeFontFaces writes.
func fontFacesSize() int {
	n := 0
	for _, ttf := range [][]byte{goregular.TTF, gobold.TTF} {
		n += 120 + base64.StdEncoding.EncodedLen(len(ttf))
	}
	return n
}

// writePositionsJSON writes packPositions(p) as json.Marshal writes it
// (its field order, omitempty, and strings escaped for HTML: jsonString).
func writePositionsJSON(w pageWriter, p *ReplayPage) {
	var tmp []byte
	w.WriteString(`{"lines":[`)
	for i, line := range p.lines.lines {
		if i > 0 {
			w.WriteByte(',')
		}
		tmp = appendJSONString(tmp[:0], line)
		w.Write(tmp)
	}
	w.WriteString(`],"positions":[`)
	for i, pos := range p.Positions {
		if i > 0 {
			w.WriteByte(',')
		}
		tmp = strconv.AppendInt(append(tmp[:0], `{"ply":`...), int64(pos.Ply), 10)
		tmp = appendJSONString(append(tmp, `,"caption":`...), pos.Caption)
		if len(pos.svg) > 0 {
			tmp = append(tmp, `,"svg":[`...)
			for k, c := range pos.svg {
				if k > 0 {
					tmp = append(tmp, ',')
				}
				tmp = strconv.AppendInt(tmp, int64(c), 10)
			}
			tmp = append(tmp, ']')
		}
		if pos.Text != "" {
			tmp = appendJSONString(append(tmp, `,"text":`...), pos.Text)
		}
		w.Write(append(tmp, '}'))
	}
	w.WriteString("]}")
}

// jsonSafe marks the ASCII bytes encoding/json writes as they are in a
// string, HTML escaping on: printable, but for " \ < > &.
var jsonSafe = func() (safe [utf8.RuneSelf]bool) {
	for b := ' '; b < utf8.RuneSelf; b++ {
		safe[b] = !strings.ContainsRune("\"\\<>&", b)
	}
	return safe
}()

// appendJSONString appends s as a JSON string, as encoding/json writes
// it with HTML escaping on (json.Marshal): \" \\ \b \f \n \r \t, other
// control bytes and < > & as \u00XX, U+2028 and U+2029 as \u2028 and
// \u2029, and each byte of invalid UTF-8 as \ufffd.
// TestAppendJSONStringIsMarshals compares them.
func appendJSONString(b []byte, s string) []byte {
	const hex = "0123456789abcdef"
	b = append(b, '"')
	start := 0
	for i := 0; i < len(s); {
		c := s[i]
		if c < utf8.RuneSelf {
			if jsonSafe[c] {
				i++
				continue
			}
			b = append(b, s[start:i]...)
			switch c {
			case '\\', '"':
				b = append(b, '\\', c)
			case '\b':
				b = append(b, '\\', 'b')
			case '\f':
				b = append(b, '\\', 'f')
			case '\n':
				b = append(b, '\\', 'n')
			case '\r':
				b = append(b, '\\', 'r')
			case '\t':
				b = append(b, '\\', 't')
			default:
				b = append(b, '\\', 'u', '0', '0', hex[c>>4], hex[c&0xf])
			}
			i++
			start = i
			continue
		}
		r, size := utf8.DecodeRuneInString(s[i:])
		switch {
		case r == utf8.RuneError && size == 1:
			b = append(append(b, s[start:i]...), `\ufffd`...)
		case r == '\u2028' || r == '\u2029':
			b = append(append(b, s[start:i]...), '\\', 'u', '2', '0', '2', hex[r&0xf])
		default:
			i += size
			continue
		}
		i += size
		start = i
	}
	return append(append(b, s[start:]...), '"')
}

// pageSize is about the length of p's page, a little more rather than
// less: the buffer it is written to is grown once to it (a page is
// 0.5–1 MB, and memory first touched costs a page fault a 4 KB).
func (p *ReplayPage) pageSize() int {
	n := len(replayPageSource) + fontFacesSize() + 2*(len(p.Title)+len(p.Viewer)) + 1024
	for _, line := range p.lines.lines {
		n += len(line) + len(line)/4 + 8 // an SVG line has a few < > & to escape
	}
	for _, pos := range p.Positions {
		n += 40 + 2*len(pos.Caption) + 8*len(pos.svg) + len(pos.Text) + len(pos.Text)/4
	}
	if p.Log != nil {
		for _, ply := range p.Log.Plies {
			n += 160 + 2*(len(ply.Name)+len(ply.Move)+len(ply.Comment))
			for _, e := range ply.Told {
				n += 40 + 2*len(e.Text)
			}
		}
	}
	return n
}

// WriteHTML writes the page.
func (p *ReplayPage) WriteHTML(w io.Writer) error {
	if b, ok := w.(*bytes.Buffer); ok {
		b.Grow(p.pageSize())
		p.writePage(b)
		return nil
	}
	b := bufio.NewWriterSize(w, 64<<10)
	p.writePage(b)
	return b.Flush()
}
