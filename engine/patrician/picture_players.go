package patrician

import (
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/picture"
)

// players draws a box per player: token, name and score, the tiles won,
// then the line of details the text board gives (hand, pile and its top,
// floors, messengers, heads when the view shows them).
func (d *ptDrawer) players() {
	d.g.Text(ptMargin, d.y+16, d.c.Text("board.players"), ptTitle)
	d.y += 30
	for i, p := range d.v.Players {
		d.player(i, p)
	}
}

// scoreText is the player's score as the text board words it.
func (d *ptDrawer) scoreText(p PlayerView) string {
	switch {
	case d.v.Result != nil:
		return d.c.Text("board.score-final", itoa(p.Score))
	case len(d.v.Borders) > 0:
		return d.c.Text("board.score-messengers", itoa(p.Score), itoa(p.Score-p.Tokens), itoa(p.Tokens))
	}
	return d.c.Text("board.score", itoa(p.Score))
}

func (d *ptDrawer) player(i int, p PlayerView) {
	const width = engine.PictureWidth - 2*ptMargin
	details := wrapParts(d.v.playerDetail(d.c, p), ptLabel, width-60)
	h := 68 + 18*float64(len(details)-1)
	box := picture.Style{Fill: picture.Solid(picture.White), Stroke: picture.Grey, StrokeWidth: 1}
	if i == int(d.v.Seat) {
		box.Stroke, box.StrokeWidth = picture.PlayerColor(i), 3
	}
	d.g.RoundRect(ptMargin, d.y, width, h, 8, box)
	d.g.PlayerToken(ptMargin+22, d.y+22, 13, i, p.Name)
	d.g.Text(ptMargin+44, d.y+28, p.Name, ptHead)
	x := ptMargin + 54 + textWidth(p.Name, ptHead)
	score := strings.TrimSpace(d.scoreText(p))
	d.g.Text(x, d.y+28, score, ptLabel)
	d.tileChips(x+textWidth(score, ptLabel)+16, d.y+12, p.Tiles)
	for k, line := range details {
		d.g.Text(ptMargin+44, d.y+52+18*float64(k), line, ptLabel)
	}
	d.y += h + 8
}

// tileChips draws the tiles a player took ("bo9") as small tiles after
// the board's "tiles" label, or "none".
func (d *ptDrawer) tileChips(x, y float64, tiles []string) {
	head := prefix(d.c, "board.tiles", 1)
	d.g.Text(x, y+16, head, ptLabel)
	x += textWidth(head, ptLabel) + 8
	if len(tiles) == 0 {
		d.g.Text(x, y+16, d.c.Text("board.none"), ptLabel)
		return
	}
	for _, t := range tiles {
		if x+40 > engine.PictureWidth-ptMargin-4 {
			break // never past the box; at most 20 tiles exist, 12 fit after a long name
		}
		d.g.RoundRect(x, y, 38, 22, 3, picture.Style{Fill: picture.Solid(tileFill), Stroke: picture.Ink, StrokeWidth: 1})
		d.g.Text(x+19, y+16, t, picture.TextStyle{Size: 12, Bold: true, Color: picture.Ink, Anchor: picture.Middle})
		x += 42
	}
}

// hand draws the viewer's cards, each with what it does in words.
func (d *ptDrawer) hand() {
	d.y += 6
	d.g.Text(ptMargin, d.y+16, d.c.Text("board.hand-title"), ptTitle)
	d.y += 28
	if len(d.v.Hand) == 0 {
		d.g.Text(ptMargin, d.y+16, d.c.Text("board.empty"), ptLabel)
		d.y += 28
		return
	}
	const w, perRow = 244.0, 3
	for k, id := range d.v.Hand {
		card, ok := ParseCard(id)
		x, y := ptMargin+float64(k%perRow)*(w+14), d.y+float64(k/perRow)*62
		drawCard(d.g, x, y, 64, 52, card, ok)
		for n, line := range wrapWords(describeIn(d.c, card), ptSmall, w-74) {
			if n < 3 {
				d.g.Text(x+72, y+15+16*float64(n), line, ptSmall)
			}
		}
	}
	d.y += float64((len(d.v.Hand)+perRow-1)/perRow)*62 + 4
}

// pile draws the viewer's pile, bottom first, as small cards with their
// labels.
func (d *ptDrawer) pile() {
	d.g.Text(ptMargin, d.y+16, d.c.Text("board.pile-title"), ptTitle)
	d.y += 28
	if len(d.v.Pile) == 0 {
		d.g.Text(ptMargin, d.y+16, d.c.Text("board.empty"), ptLabel)
		d.y += 24
		return
	}
	const w, perRow = 70.0, 10
	for k, id := range d.v.Pile {
		card, _ := ParseCard(id)
		x, y := ptMargin+float64(k%perRow)*(w+6), d.y+float64(k/perRow)*30
		d.g.RoundRect(x, y, w, 24, 3, picture.Style{Fill: picture.Solid(cardFill), Stroke: picture.Ink, StrokeWidth: 1})
		d.g.Text(x+w/2, y+17, card.Label(), picture.TextStyle{Size: 12, Bold: true, Color: picture.Ink, Anchor: picture.Middle})
	}
	d.y += float64((len(d.v.Pile)+perRow-1)/perRow) * 30
}

// wrapParts joins parts with ", " into lines of at most width pixels in
// style st, cutting only between parts ("heads p1 1, p2 0" stays whole).
func wrapParts(parts []string, st picture.TextStyle, width float64) []string {
	return picture.WrapParts(parts, ", ", width, st)
}
