package compose

import (
	"strings"

	"github.com/pbem-games/pbem/pbem"
)

// markup writes the prose of a post (headline, sentences) for one format.
// The templates call its methods, so they hold words and layout only.
// Game data in prose (player names) is escaped: a name cannot turn a post
// bold, start a list or open a BBCode tag.
type markup struct{ format pbem.Format }

// Bold returns text escaped and in bold.
func (m markup) Bold(text string) string {
	text = m.escape(pbem.CleanText(text))
	switch m.format {
	case pbem.FormatMarkdown:
		return "**" + text + "**"
	case pbem.FormatBBCode, pbem.FormatBGG:
		return "[b]" + text + "[/b]"
	}
	return text
}

// GameLink returns, on BoardGameGeek, a line linking the game's page
// there (bggPath); "" in every other format, whose forums have no such
// tag.
func (m markup) GameLink(bggPath, title string) string {
	if m.format != pbem.FormatBGG || bggPath == "" {
		return ""
	}
	return "[geekurl=" + bggPath + "]" + m.escape(pbem.CleanText(title)) + "[/geekurl]"
}

// Para returns text escaped and reflowed to 72 columns.
func (m markup) Para(text string) string {
	lines := strings.Split(pbem.WrapText("", "", m.escape(pbem.CleanText(text))), "\n")
	if m.format == pbem.FormatMarkdown {
		for i, l := range lines {
			lines[i] = markdownLineStart(l)
		}
	}
	return strings.Join(lines, "\n")
}

// escape makes text literal in the format. BBCode has no escape: a zero
// width space after each '[' stops forums from reading a tag there while
// readers see the same text.
func (m markup) escape(text string) string {
	switch m.format {
	case pbem.FormatMarkdown:
		return pbem.MarkdownEscaper.Replace(text)
	case pbem.FormatBBCode:
		return strings.ReplaceAll(text, "[", "[\u200b")
	case pbem.FormatBGG:
		return pbem.BGGEscape(text)
	}
	return text
}

// markdownLineStart escapes what would make a wrapped line a heading, a
// list item, a quote or a rule: "# x", "- x", "+ x", "> x", "= x", and
// "14. x" or "14) x".
func markdownLineStart(line string) string {
	if line != "" && strings.ContainsRune("#-+>=", rune(line[0])) {
		return `\` + line
	}
	digits := len(line) - len(strings.TrimLeft(line, "0123456789"))
	if digits > 0 && digits < len(line) && strings.ContainsRune(".)", rune(line[digits])) {
		return line[:digits] + `\` + line[digits:]
	}
	return line
}
