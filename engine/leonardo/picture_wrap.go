package leonardo

import (
	"strings"

	"github.com/pbem-games/pbem/picture"
)

// fitLines is wrapLines, remembered: a replay page wraps the same names
// and figures in each of its pictures.
func fitLines(s string, w float64, st picture.TextStyle) []string {
	return fitMemo.Lines(s, w, st)
}

var fitMemo = picture.NewLinesMemo(wrapLines)

// wrapLines breaks s into lines no wider than w in style st: between
// words, and inside the name of an alliance ("Ann+Bob+Cid", which a
// great alliance of long names makes wider than any box) after one of
// its "+", as the text board does. A part still too wide (one name wider
// than the box) is clipped. So no text runs out of its box.
func wrapLines(s string, w float64, st picture.TextStyle) []string {
	var lines []string
	line := ""
	for _, word := range strings.Fields(s) {
		for i, part := range strings.SplitAfter(word, "+") {
			if part == "" {
				continue
			}
			next := part
			if line != "" {
				sep := " " // between words; the parts of a name are glued
				if i > 0 {
					sep = ""
				}
				next = line + sep + part
			}
			if line != "" && picture.TextWidth(next, st) > w {
				lines = append(lines, line)
				next = part
			}
			line = next
		}
	}
	if line != "" {
		lines = append(lines, line)
	}
	for i, l := range lines {
		lines[i] = clipTo(l, w, st)
	}
	return lines
}
