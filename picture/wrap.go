package picture

import "strings"

// WrapWords breaks s between words into lines no wider than width pixels
// in style st, as TextWidth measures them; a word wider than width has a
// line of its own. An empty s has no line.
func WrapWords(s string, width float64, st TextStyle) []string {
	return WrapParts(strings.Fields(s), " ", width, st)
}

// WrapParts joins parts with sep into lines no wider than width pixels in
// style st, cutting only between parts, so that a part ("heads p1 1, p2
// 0") is never split; a cut line keeps sep's mark without its blanks
// (a list joined with ", " ends its cut lines with ",").
func WrapParts(parts []string, sep string, width float64, st TextStyle) []string {
	var lines []string
	line := ""
	for _, part := range parts {
		next := part
		if line != "" {
			next = line + sep + part
		}
		if line != "" && TextWidth(next, st) > width {
			lines = append(lines, line+strings.TrimSpace(sep))
			next = part
		}
		line = next
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// TextLines writes lines one under the other from (x, y), at the line
// height of st, and returns the y below the last.
func (g *Group) TextLines(x, y float64, lines []string, st TextStyle) float64 {
	for _, l := range lines {
		g.Text(x, y, l, st)
		y += st.Size * LineHeight
	}
	return y
}

// LineHeight is the height of a line of text as a multiple of its size.
const LineHeight = 1.35
