package picture

import (
	"strings"
	"sync"

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
			nextW += kernOf(k, last, sep[0]) + sepW
			last = sep[len(sep)-1]
		}
		if part != "" {
			nextW += kernOf(k, last, part[0]) + partW
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

// JoinedWidth returns TextWidth(a+b, st), given aw = TextWidth(a, st):
// for ASCII a and b, aw, b's width and the kern between them added
// (above); any other text measured whole.
func JoinedWidth(a string, aw float64, b string, st TextStyle) float64 {
	switch {
	case !isASCII(a) || !isASCII(b):
		return TextWidth(a+b, st)
	case a == "":
		return TextWidth(b, st)
	case b == "":
		return aw
	}
	k := faceKey{st.Size, st.Bold}
	return float64(fixed.Int26_6(aw*64)+kernOf(k, a[len(a)-1], b[0])+widthOf(k, b)) / 64
}

// widthOf is TextWidth of ASCII s in face k, back in 26.6 fixed point:
// a width is a whole number of 64ths, which a float64 holds exactly.
func widthOf(k faceKey, s string) fixed.Int26_6 {
	return fixed.Int26_6(measure(k, s) * 64)
}

// keptFaces are a face of each size and weight, to measure texts and
// look kerns up in (a face is a few kilobytes of buffers: one made for
// each text measured was 60 of a board's page faults). A face is not safe
// for concurrent use, hence the lock; what it measures does not depend on
// what it measured before (TestKeptFaceMeasuresAsANewOne).
var keptFaces = struct {
	sync.Mutex
	m map[faceKey]font.Face
}{m: map[faceKey]font.Face{}}

// keptFace returns the kept face of k, made if there is none; the caller
// holds keptFaces' lock.
func keptFace(k faceKey) font.Face {
	face, ok := keptFaces.m[k]
	if !ok {
		if len(keptFaces.m) >= 64 {
			keptFaces.m = map[faceKey]font.Face{}
		}
		face = newFace(k.size, k.bold)
		keptFaces.m[k] = face
	}
	return face
}

// kernOf is the kern between ASCII a and b in face k, as
// font.MeasureString adds it.
func kernOf(k faceKey, a, b byte) fixed.Int26_6 {
	keptFaces.Lock()
	defer keptFaces.Unlock()
	return keptFace(k).Kern(rune(a), rune(b))
}

// measureKept is the width of s in face k as font.MeasureString gives it,
// measured with the kept face.
func measureKept(k faceKey, s string) fixed.Int26_6 {
	keptFaces.Lock()
	defer keptFaces.Unlock()
	return font.MeasureString(keptFace(k), s)
}
