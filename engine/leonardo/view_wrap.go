package leonardo

import (
	"strings"

	"github.com/pbem-games/pbem/engine"
)

// An alliance is named by its members joined with "+": four players of 16
// characters make a name of 67 columns, too long to follow a label on a
// 72-column line. The board's wrapping therefore may also break a name
// after a "+", where engine.WrapText would leave it whole and too wide.

// wrapNames adds text to sec as engine.WrapText does, breaking a line
// still too wide after a "+". Widths are display columns (engine.Columns):
// names may hold accents and wide letters.
func wrapNames(sec *engine.Section, text, indent string) {
	lead := text[:len(text)-len(strings.TrimLeft(text, " "))]
	for _, l := range engine.Wrap(lead, indent, text, engine.BoardWidth) {
		for engine.Columns(l) > engine.BoardWidth {
			fit := engine.Clip(l, engine.BoardWidth, "") // the bytes that fit the line
			cut := strings.LastIndexByte(fit, '+')
			if cut < len(indent) {
				break // nowhere to break: a single name cannot be this long
			}
			sec.Text(l[:cut+1])
			l = indent + l[cut+1:]
		}
		sec.Text(l)
	}
}

// wrapParts adds lead then parts to sec as engine.WrapParts does, which
// breaks only between parts; when a part does not fit a line, it words
// the whole list as running text instead (wrapNames).
func wrapParts(sec *engine.Section, lead string, parts []string, sep, indent string) {
	tail := engine.Columns(strings.TrimRight(sep, " "))
	fits := len(parts) == 0 || engine.Columns(lead)+engine.Columns(parts[0])+tail <= engine.BoardWidth
	for _, p := range parts {
		fits = fits && engine.Columns(indent)+engine.Columns(p)+tail <= engine.BoardWidth
	}
	if fits {
		engine.WrapParts(sec, lead, parts, sep, indent)
		return
	}
	wrapNames(sec, lead+strings.Join(parts, sep), indent)
}
