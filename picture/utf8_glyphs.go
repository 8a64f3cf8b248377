package picture

import (
	"strings"
	"unicode"
	"unicode/utf8"

	"golang.org/x/image/font/sfnt"
	"golang.org/x/text/unicode/norm"
)

// The Go fonts cover Latin (accents included), Greek and Cyrillic, not
// CJK or most other scripts. A PNG sets a name or word as it is wherever
// the font has its letters; a letter it lacks is folded, alone, to one it
// has: its base letter without the accent (a letter and combining marks
// the font does not compose), else '?'. A PNG never shows an empty box
// (tofu) for a missing glyph. SVG keeps the text as it is: its reader's
// fonts draw it.

// drawable is s as the PNG backend sets it: NFC (so that "e" and a
// combining acute are the one glyph "é"), each letter the font lacks
// folded (see above).
func drawable(s string) string {
	if isASCII(s) {
		return s
	}
	s = norm.NFC.String(s)
	var buf sfnt.Buffer
	if !strings.ContainsFunc(s, func(r rune) bool { return !hasGlyph(&buf, r) }) {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		switch {
		case hasGlyph(&buf, r):
			b.WriteRune(r)
		case unicode.Is(unicode.Mn, r):
			// A mark the font cannot set on its letter is left out.
		default:
			b.WriteRune(foldGlyph(&buf, r))
		}
	}
	return b.String()
}

// foldGlyph is the base letter of r when the font has it, else '?'.
func foldGlyph(buf *sfnt.Buffer, r rune) rune {
	if d, _ := utf8.DecodeRuneInString(norm.NFD.String(string(r))); d != r && hasGlyph(buf, d) {
		return d
	}
	return '?'
}

// hasGlyph reports whether the Go fonts draw r (the regular and bold
// faces cover the same letters). Blanks and controls count as drawn.
func hasGlyph(buf *sfnt.Buffer, r rune) bool {
	if r < 0x80 || unicode.IsSpace(r) {
		return true
	}
	fontsOnce.Do(loadFonts)
	i, err := regular.GlyphIndex(buf, r)
	return err == nil && i != 0
}

// isASCII reports whether s is all ASCII, which the fonts all have.
func isASCII(s string) bool {
	for i := 0; i < len(s); i++ {
		if s[i] >= 0x80 {
			return false
		}
	}
	return true
}
