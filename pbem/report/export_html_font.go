package report

import (
	"encoding/base64"
	"fmt"
	"html/template"
	"strings"
	"sync"

	"golang.org/x/image/font/gofont/gobold"
	"golang.org/x/image/font/gofont/goregular"
)

// The boards' pictures are laid out with the metrics of the Go fonts (the
// PNG backend sets its text in them, picture.TextWidth measures with
// them). The replay page embeds the two it uses, regular and bold, as
// data: URLs, so its boards are drawn in the fonts they were measured in,
// the same on every machine, and the page still fetches nothing. They add
// about 400 KB to a page of 3.5 to 14 MB (docs/pictures.md).

// replayFontFamily is the name the page gives the embedded Go fonts.
const replayFontFamily = "Go"

var (
	replayFontOnce sync.Once
	replayFontCSS  template.CSS
)

// replayFontFaces returns the @font-face rules of the embedded Go fonts,
// made once: the base64 text of the two fonts is about 400 KB. The page
// itself has them from writeFontFaces, encoded straight into it; this is
// what html/template wrote, against which the tests check the page.
func replayFontFaces() template.CSS {
	replayFontOnce.Do(func() {
		var b strings.Builder
		for _, f := range []struct {
			weight string
			ttf    []byte
		}{{"normal", goregular.TTF}, {"bold", gobold.TTF}} {
			fmt.Fprintf(&b, "@font-face { font-family: %q; font-weight: %s; src: url(data:font/ttf;base64,%s) format(\"truetype\"); }\n",
				replayFontFamily, f.weight, base64.StdEncoding.EncodeToString(f.ttf))
		}
		// The page's own source, not a reader's: no HTML or CSS can come
		// from a game here.
		replayFontCSS = template.CSS(b.String())
	})
	return replayFontCSS
}
