package leonardo

import (
	"math"
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
//
// An ASCII s has its lines' widths added up as they grow
// (picture.JoinedWidth, the same widths), not each longer line measured
// again; its lines' widths then tell which need clipping.
func wrapLines(s string, w float64, st picture.TextStyle) []string {
	quick := isASCII(s)
	var lines []string
	var widths []float64 // each line's width; +Inf: not known
	line, lineW := "", 0.0
	for _, word := range strings.Fields(s) {
		for i, part := range strings.SplitAfter(word, "+") {
			if part == "" {
				continue
			}
			next, nextW, partW := part, math.Inf(1), math.Inf(1)
			if quick {
				partW = picture.TextWidth(part, st)
				nextW = partW
			}
			if line != "" {
				sep := " " // between words; the parts of a name are glued
				if i > 0 {
					sep = ""
				}
				next = line + sep + part
				if quick { // line+sep (a prefix of next), then part
					withSep := next[:len(line)+len(sep)]
					nextW = picture.JoinedWidth(withSep, picture.JoinedWidth(line, lineW, sep, st), part, st)
				} else {
					nextW = picture.TextWidth(next, st)
				}
			}
			if line != "" && nextW > w {
				lines, widths = append(lines, line), append(widths, lineW)
				next, nextW = part, partW
			}
			line, lineW = next, nextW
		}
	}
	if line != "" {
		lines, widths = append(lines, line), append(widths, lineW)
	}
	for i, l := range lines {
		if widths[i] > w { // clipTo keeps a line that fits
			lines[i] = clipTo(l, w, st)
		}
	}
	return lines
}

// isASCII reports whether s is all ASCII.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
