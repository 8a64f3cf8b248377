package engine

import (
	"strings"

	"github.com/clipperhouse/displaywidth"
)

// Layout helpers shared by the games' boards and by pbem's mails: the
// width rule of DESIGN.md counted in display columns, so that a name with
// accents ("Zoé", "Zoe" and a combining accent) or wide characters ("李雷",
// two columns each) lines up and wraps where it shows, not where its bytes
// or runes end. displaywidth measures by grapheme cluster (a letter and its
// combining marks are one column; an East Asian wide letter is two), with
// ambiguous-width letters as one column, as Western terminals and mail
// readers show them.

// BoardWidth is the widest line a board, a mail or a post may have.
const BoardWidth = 72

// Columns is the width of s as it shows in a fixed-width font: its
// display columns, not its bytes or runes.
func Columns(s string) int { return displaywidth.String(s) }

// Clip cuts s to at most n columns, never inside a letter and its marks or
// a wide letter; the cut text ends with tail, counted in the n.
func Clip(s string, n int, tail string) string {
	return displaywidth.TruncateString(s, n, tail)
}

// PadLeft pads s with spaces on the left to n columns, as fmt's %*s does
// for ASCII; a longer s is left whole.
func PadLeft(s string, n int) string {
	if w := Columns(s); w < n {
		return strings.Repeat(" ", n-w) + s
	}
	return s
}

// PadRight pads s with spaces to n columns; a longer s is left whole.
func PadRight(s string, n int) string {
	if w := Columns(s); w < n {
		return s + strings.Repeat(" ", n-w)
	}
	return s
}

// Wrap breaks text at spaces into lines of at most width columns; the
// first line starts with first, the others with rest. A word longer than
// a line keeps a line of its own rather than being cut. Text with no word
// gives no line.
func Wrap(first, rest, text string, width int) []string {
	var lines []string
	line, col := "", 0
	for _, w := range strings.Fields(text) {
		n := Columns(w)
		switch {
		case line == "":
			line, col = first+w, Columns(first)+n
		case col+1+n > width:
			lines = append(lines, line)
			line, col = rest+w, Columns(rest)+n
		default:
			line += " " + w
			col += 1 + n
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// WrapText adds text to sec as lines of at most BoardWidth columns,
// breaking at spaces. The first line keeps the spaces text starts with;
// the others start with indent.
func WrapText(sec *Section, text, indent string) {
	lead := text[:len(text)-len(strings.TrimLeft(text, " "))]
	for _, l := range Wrap(lead, indent, text, BoardWidth) {
		sec.Text(l)
	}
}

// WrapParts adds lead then parts joined by sep to sec, in lines of at
// most BoardWidth columns that break only between parts; a broken line
// ends with sep (its trailing spaces trimmed) and the next starts with
// indent.
func WrapParts(sec *Section, lead string, parts []string, sep, indent string) {
	line := lead
	// Room is kept for the separator a broken line ends with.
	tail := Columns(strings.TrimRight(sep, " "))
	for i, part := range parts {
		switch {
		case i == 0:
			line += part
		case Columns(line)+Columns(sep)+Columns(part)+tail > BoardWidth:
			sec.Text(strings.TrimRight(line+sep, " "))
			line = indent + part
		default:
			line += sep + part
		}
	}
	sec.Text(line)
}
