package report

import (
	"fmt"
	"os"
	"path/filepath"
	"testing"
)

// Chromium on Linux asks fontconfig for the fonts it may use and for how to
// draw text: hinting, anti-aliasing, subpixel order. Both differ from one
// machine to the next (a package like fonts-dejavu-core, a distribution's
// /etc/fonts/conf.d, a user's ~/.config/fontconfig), and both change the
// pixels of a page even in a font the page embeds: with full hinting
// instead of Debian's slight, glyphs land on whole pixels and 1.6 % of the
// board's pixels move. The browser test therefore gives Chromium a
// fontconfig of its own: no font at all (the board's texts must come
// from the Go fonts the page embeds, or not show) and Debian's rendering
// settings, pinned.

// browserFontConfig is that configuration; %s is its cache directory.
const browserFontConfig = `<?xml version="1.0"?>
<!DOCTYPE fontconfig SYSTEM "urn:fontconfig:fonts.dtd">
<fontconfig>
  <cachedir>%s</cachedir>
  <match target="pattern">
    <edit name="antialias" mode="assign"><bool>true</bool></edit>
    <edit name="hinting" mode="assign"><bool>true</bool></edit>
    <edit name="hintstyle" mode="assign"><const>hintslight</const></edit>
    <edit name="rgba" mode="assign"><const>none</const></edit>
    <edit name="lcdfilter" mode="assign"><const>lcddefault</const></edit>
  </match>
</fontconfig>
`

// writeBrowserFontConfig writes browserFontConfig into a temporary
// directory and returns the FONTCONFIG_FILE setting that points to it.
func writeBrowserFontConfig(t *testing.T) string {
	t.Helper()
	dir := t.TempDir()
	path := filepath.Join(dir, "fonts.conf")
	conf := fmt.Sprintf(browserFontConfig, filepath.Join(dir, "cache"))
	if err := os.WriteFile(path, []byte(conf), 0o644); err != nil {
		t.Fatal(err)
	}
	return "FONTCONFIG_FILE=" + path
}
