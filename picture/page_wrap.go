package picture

import (
	"strings"

	"golang.org/x/image/font"
	"golang.org/x/image/math/fixed"
)

// WrapWords measures each longer line it tries: a text of n words costs
// n measures of lines up to the whole text, each a new string looked up
// in the remembered widths and, that missing, measured glyph by glyph.
// The width of a line is the sum of its glyphs' advances and of the kerns
// between them (font.MeasureString), so the width of a line and a word is
// the line's, the word's and the kerns where they join: QuickWrapWords
// adds them, in the same 26.6 fixed point, and finds the same lines.

// QuickWrapWords returns WrapWords(s, width, st), measured by adding the
// widths of words (above) when s is ASCII, which the PNG sets as it is;
// any other text is wrapped by WrapWords itself.
// TestQuickWrapWordsIsWrapWords compares them.
func QuickWrapWords(s string, width float64, st TextStyle) []string {
	if !isASCII(s) {
		return WrapWords(s, width, st)
	}
	return quickWrapParts(strings.Fields(s), " ", width, st)
}

// quickWrapParts is WrapParts(parts, sep, width, st) for ASCII parts and
// sep, widths added (above).
func quickWrapParts(parts []string, sep string, width float64, st TextStyle) []string {
	k := faceKey{st.Size, st.Bold}
	var face font.Face // made when a first kern is needed
	kern := func(a, b byte) fixed.Int26_6 {
		if face == nil {
			face = newFace(k.size, k.bold)
		}
		return face.Kern(rune(a), rune(b))
	}
	sepW := widthOf(k, sep)
	var lines []string
	line, lineW := "", fixed.Int26_6(0)
	for _, part := range parts {
		partW := widthOf(k, part)
		if line == "" {
			line, lineW = part, partW
			continue
		}
		// line+sep+part: line, then sep and part each with the kern
		// between it and the byte before.
		nextW, last := lineW, line[len(line)-1]
		if sep != "" {
			nextW += kern(last, sep[0]) + sepW
			last = sep[len(sep)-1]
		}
		if part != "" {
			nextW += kern(last, part[0]) + partW
		}
		if float64(nextW)/64 > width {
			lines = append(lines, line+strings.TrimSpace(sep))
			line, lineW = part, partW
			continue
		}
		line, lineW = line+sep+part, nextW
	}
	if line != "" {
		lines = append(lines, line)
	}
	return lines
}

// widthOf is TextWidth of ASCII s in face k, back in 26.6 fixed point:
// a width is a whole number of 64ths, which a float64 holds exactly.
func widthOf(k faceKey, s string) fixed.Int26_6 {
	return fixed.Int26_6(measure(k, s) * 64)
}
