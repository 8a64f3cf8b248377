package patrician

import (
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/picture"
)

// This file draws a Patrician view as a picture (engine.Picturer): a map
// of the cities in play, placed by the layout file (ours, not the
// board's), with the borders between neighbours and their messengers,
// each city's two towers as stacked floors of their owners, its face-up
// card and its tiles; then the deck, every player's summary and the
// viewer's hand and pile. Labels are the text board's, from the catalogue.

// Picture draws the view with labels in lang (engine.Picturer).
func (v *View) Picture(lang string) *picture.Picture {
	// Pictures are not bound to ASCII: the words keep their accents.
	c := loadCatalogues().Text(lang)
	p := engine.NewPicture(c.Text("board.title"))
	d := &ptDrawer{v: v, c: c, g: &p.Group}
	d.header()
	d.cityMap()
	d.players()
	if v.Seat >= 0 && int(v.Seat) < len(v.Players) {
		d.hand()
		d.pile()
	}
	p.Height = d.y + ptMargin
	return p
}

// The picture's measures, in pixels. A city's box holds two towers of up
// to maxFloors-1 floors each, its card and its two tiles.
const (
	ptMargin = 20.0
	ptCellW  = 190.0 // a column of the map
	ptCellH  = 176.0 // a row of the map
	ptBoxW   = 164.0
	ptBoxH   = 146.0
	ptFloorH = 12.0
	ptFloorW = 32.0
)

var (
	ptLabel = picture.TextStyle{Size: 14, Color: picture.Ink}
	ptHead  = picture.TextStyle{Size: 16, Color: picture.Ink, Bold: true}
	ptTitle = picture.TextStyle{Size: 20, Color: picture.Ink, Bold: true}
	ptSmall = picture.TextStyle{Size: 12, Color: picture.Ink}
)

// ptDrawer draws a view from the top down; y is where the next part goes.
type ptDrawer struct {
	v *View
	c *engine.Catalog
	g *picture.Group
	y float64
}

// textWidth is picture.TextWidth, named here for brevity.
var textWidth = picture.TextWidth

func (d *ptDrawer) header() {
	d.g.Text(ptMargin, 34, d.c.Text("board.title"), picture.TextStyle{Size: 26, Bold: true, Color: picture.Ink})
	status, right := d.c.Text("board.over"), float64(engine.PictureWidth-ptMargin)
	if len(d.v.ToAct) > 0 {
		seat := int(d.v.ToAct[0])
		status = strings.TrimRight(d.c.Text("board.to-play", d.v.Players[seat].Name), " :")
		// The token stands at the right edge and the words end before it, so
		// that a reader's font, wider or narrower than ours, never overlaps them.
		d.g.PlayerToken(engine.PictureWidth-ptMargin-11, 28, 11, seat, d.v.Players[seat].Name)
		right -= 28
	}
	d.g.Text(right, 34, status, picture.TextStyle{Size: 16, Bold: true, Color: picture.Ink, Anchor: picture.End})
	d.y = 50
	if len(d.v.ToAct) > 0 {
		for _, line := range wrapWords(d.v.AwaitingIn(d.c), ptSmall, engine.PictureWidth-2*ptMargin) {
			d.y += 16
			d.g.Text(engine.PictureWidth-ptMargin, d.y, line, picture.TextStyle{Size: 12, Color: picture.Ink, Anchor: picture.End})
		}
	}
	d.y += 12
}

// prefix returns the words of a catalogue message before its first
// argument, without the colon: "Played this turn: {1} ({2})" gives
// "Played this turn". The picture draws the value itself.
func prefix(c *engine.Catalog, key string, nargs int) string {
	args := make([]string, nargs)
	for i := range args {
		args[i] = "\x00"
	}
	before, _, _ := strings.Cut(c.Text(key, args...), "\x00")
	return strings.TrimRight(strings.TrimSpace(before), " :")
}

// wrapWords cuts s into lines of at most width pixels in style st
// (picture.WrapWords, with the arguments in this package's order).
func wrapWords(s string, st picture.TextStyle, width float64) []string {
	return picture.WrapWords(s, width, st)
}
