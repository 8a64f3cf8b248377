package pbem

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"unicode"

	"github.com/pbem-games/pbem/engine"
)

// RenderDoc writes d in format f. Sections come in order, each as its title
// and then its lines, separated by a blank line; private sections are
// rendered like the others since they only ever appear in their reader's
// own view. Plain text never contains escape codes. ANSI colours the styled
// spans whatever fatih/color decided about the terminal: the caller chose
// the format. Markdown and BBCode put the lines in code blocks so boards
// keep their columns. Control characters in the text are replaced by '?',
// so a view can never smuggle an escape sequence into any output.
func RenderDoc(w io.Writer, d engine.Doc, f Format) error {
	var r sectionRenderer
	switch f {
	case FormatPlain:
		r = plainSection
	case FormatANSI:
		r = ansiSection
	case FormatMarkdown:
		r = markdownSection
	case FormatBBCode:
		r = bbcodeSection
	case FormatBGG:
		r = bggSection
	default:
		return fmt.Errorf("render: unknown format %q", f)
	}
	var buf bytes.Buffer
	for i, sec := range d.Sections {
		if sec == nil {
			continue
		}
		if i > 0 && buf.Len() > 0 {
			buf.WriteByte('\n')
		}
		r(&buf, sec)
	}
	_, err := w.Write(buf.Bytes())
	return err
}

// RenderPlain returns d as plain text, for mail bodies.
func RenderPlain(d engine.Doc) string {
	var b strings.Builder
	_ = RenderDoc(&b, d, FormatPlain) // a strings.Builder never fails
	return b.String()
}

// sectionRenderer writes one section, ending with a newline.
type sectionRenderer func(b *bytes.Buffer, sec *engine.Section)

func plainSection(b *bytes.Buffer, sec *engine.Section) {
	if sec.Title != "" {
		b.WriteString(CleanText(sec.Title))
		b.WriteByte('\n')
	}
	for _, l := range sec.Lines {
		b.WriteString(CleanText(l.Text()))
		b.WriteByte('\n')
	}
}

func markdownSection(b *bytes.Buffer, sec *engine.Section) {
	if sec.Title != "" {
		b.WriteString("**" + MarkdownEscaper.Replace(CleanText(sec.Title)) + "**\n")
	}
	if len(sec.Lines) == 0 {
		return
	}
	if sec.Title != "" {
		b.WriteByte('\n') // without it some renderers glue the fence to the title
	}
	lines := plainLines(sec)
	fence := codeFence(lines)
	b.WriteString(fence + "\n")
	for _, l := range lines {
		b.WriteString(l + "\n")
	}
	b.WriteString(fence + "\n")
}

func bbcodeSection(b *bytes.Buffer, sec *engine.Section) {
	if sec.Title != "" {
		b.WriteString("[b]" + CleanText(sec.Title) + "[/b]\n")
	}
	if len(sec.Lines) == 0 {
		return
	}
	b.WriteString("[code]\n")
	for _, l := range plainLines(sec) {
		// A literal closing tag would end the block early; BBCode has no
		// escape, so break the tag with a space.
		b.WriteString(strings.ReplaceAll(l, "[/code]", "[/code ]") + "\n")
	}
	b.WriteString("[/code]\n")
}

// bggSection writes a section for BoardGameGeek: the title in bold, the
// lines in a fixed-width block, every text escaped (BGGEscape).
func bggSection(b *bytes.Buffer, sec *engine.Section) {
	if sec.Title != "" {
		b.WriteString("[b]" + BGGEscape(CleanText(sec.Title)) + "[/b]\n")
	}
	if len(sec.Lines) == 0 {
		return
	}
	b.WriteString("[c]")
	for i, l := range plainLines(sec) {
		if i > 0 {
			b.WriteByte('\n')
		}
		b.WriteString(BGGEscape(l))
	}
	b.WriteString("[/c]\n")
}

// zeroWidth is the zero-width space BGGEscape puts where BoardGameGeek
// would otherwise read markup: readers see the same text, and a board
// keeps its columns.
const zeroWidth = "\u200b"

// BGGEscape makes text literal on BoardGameGeek's forums, which read more
// than tags: a '[' opens a tag (as in BBCode); a '<' followed by anything
// but a space cuts the rest of the post ("<- architect" on a Palazzo
// board); and emoticon sequences — a ':' or ';' before a letter, digit
// or bracket (":D", ";)", ":whistle:"), "8)" and "8(" — turn into
// pictures. A zero-width space after the first character of each breaks
// them all.
func BGGEscape(text string) string {
	var b strings.Builder
	rs := []rune(text)
	for i, r := range rs {
		b.WriteRune(r)
		if i+1 >= len(rs) {
			continue
		}
		next := rs[i+1]
		switch {
		case r == '[', r == '<' && next != ' ':
			b.WriteString(zeroWidth)
		case (r == ':' || r == ';') && next != ' ' && next != '\n':
			b.WriteString(zeroWidth)
		case r == '8' && (next == ')' || next == '('):
			b.WriteString(zeroWidth)
		}
	}
	return b.String()
}

// plainLines returns the section's lines without styles or control characters.
func plainLines(sec *engine.Section) []string {
	out := make([]string, len(sec.Lines))
	for i, l := range sec.Lines {
		out[i] = CleanText(l.Text())
	}
	return out
}

// codeFence returns a backtick fence longer than any run of backticks in
// lines, so a board can never close its own code block.
func codeFence(lines []string) string {
	longest := 0
	for _, l := range lines {
		run := 0
		for _, c := range l {
			if c != '`' {
				run = 0
				continue
			}
			run++
			longest = max(longest, run)
		}
	}
	return strings.Repeat("`", max(3, longest+1))
}

// MarkdownEscaper escapes what would end or change the bold title.
var MarkdownEscaper = strings.NewReplacer(
	`\`, `\\`, "*", `\*`, "_", `\_`, "`", "\\`", "[", `\[`, "]", `\]`, "<", `\<`)

// CleanText replaces control characters (ESC, newlines, C1 controls) with '?'
// but keeps tabs, which some boards use for alignment.
func CleanText(s string) string {
	if !strings.ContainsFunc(s, isUnsafe) {
		return s
	}
	return strings.Map(func(r rune) rune {
		if isUnsafe(r) {
			return '?'
		}
		return r
	}, s)
}

func isUnsafe(r rune) bool { return r != '\t' && unicode.IsControl(r) }
