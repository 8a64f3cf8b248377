package pbem

import (
	"bytes"
	"fmt"
	"io"
	"strings"
	"unicode"

	"github.com/fatih/color"

	"github.com/pbem-games/pbem/engine"
)

// Format names an output format for a rendered view.
type Format string

// The output formats. Only FormatANSI ever carries escape codes; the others
// are safe for files, mails and forum posts.
const (
	FormatPlain    Format = "plain"
	FormatANSI     Format = "ansi"
	FormatMarkdown Format = "markdown"
	FormatBBCode   Format = "bbcode"
)

// formatAliases maps what a user may type to a Format; the short forms are
// the ones people reach for on a command line.
var formatAliases = map[string]Format{
	"plain": FormatPlain, "text": FormatPlain, "txt": FormatPlain,
	"ansi": FormatANSI, "color": FormatANSI, "colour": FormatANSI,
	"markdown": FormatMarkdown, "md": FormatMarkdown,
	"bbcode": FormatBBCode, "bb": FormatBBCode,
}

// ParseFormat reads a format name, ignoring case and surrounding blanks. It
// accepts the four names and a few short aliases ("text", "md", "bb"); the
// error for anything else lists the four names.
func ParseFormat(s string) (Format, error) {
	if f, ok := formatAliases[strings.ToLower(strings.TrimSpace(s))]; ok {
		return f, nil
	}
	return "", fmt.Errorf("unknown format %q: expected one of plain, ansi, markdown, bbcode", s)
}

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

// renderPlain returns d as plain text, for mail bodies.
func renderPlain(d engine.Doc) string {
	var b strings.Builder
	_ = RenderDoc(&b, d, FormatPlain) // a strings.Builder never fails
	return b.String()
}

// sectionRenderer writes one section, ending with a newline.
type sectionRenderer func(b *bytes.Buffer, sec *engine.Section)

func plainSection(b *bytes.Buffer, sec *engine.Section) {
	if sec.Title != "" {
		b.WriteString(clean(sec.Title))
		b.WriteByte('\n')
	}
	for _, l := range sec.Lines {
		b.WriteString(clean(l.Text()))
		b.WriteByte('\n')
	}
}

func ansiSection(b *bytes.Buffer, sec *engine.Section) {
	if sec.Title != "" {
		b.WriteString(titleColor.Sprint(clean(sec.Title)))
		b.WriteByte('\n')
	}
	for _, l := range sec.Lines {
		for _, sp := range l {
			b.WriteString(styled(sp))
		}
		b.WriteByte('\n')
	}
}

func markdownSection(b *bytes.Buffer, sec *engine.Section) {
	if sec.Title != "" {
		b.WriteString("**" + markdownEscaper.Replace(clean(sec.Title)) + "**\n")
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
		b.WriteString("[b]" + clean(sec.Title) + "[/b]\n")
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

// plainLines returns the section's lines without styles or control characters.
func plainLines(sec *engine.Section) []string {
	out := make([]string, len(sec.Lines))
	for i, l := range sec.Lines {
		out[i] = clean(l.Text())
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

// markdownEscaper escapes what would end or change the bold title.
var markdownEscaper = strings.NewReplacer(
	`\`, `\\`, "*", `\*`, "_", `\_`, "`", "\\`", "[", `\[`, "]", `\]`, "<", `\<`)

// clean replaces control characters (ESC, newlines, C1 controls) with '?'
// but keeps tabs, which some boards use for alignment.
func clean(s string) string {
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
	text := clean(sp.Text)
	c, ok := styleColors[sp.Style]
	if !ok || text == "" {
		return text
	}
	return c.Sprint(text)
}
