package princes

import (
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/picture"
)

// This file draws a Princes view as a picture (engine.Picturer): the
// round, the auction's stacks with who bought from each, the supply, then
// every principality as a 7 × 7 grid with its pieces in the owner's
// colour and pattern, the players' public figures (others' money "?", as
// the text board has it) and, in a private view, the viewer's cards.
// Labels are the board's, from the catalogue, with their accents.

// Picture draws the view with labels in lang (engine.Picturer).
func (v *View) Picture(lang string) *picture.Picture {
	c := loadCatalogues().Text(lang)
	p := engine.NewPicture(c.Text("board.title"))
	d := &pfDrawer{v: v, c: c, g: &p.Group}
	d.header()
	d.auction()
	d.principalities()
	if v.Hand != nil {
		d.hand()
		d.choices()
	}
	p.Height = d.y + pfMargin
	return p
}

// The picture's measures, in pixels.
const (
	pfMargin = 20.0
	pfCell   = 26.0 // a square of a principality
	pfWidth  = engine.PictureWidth - 2*pfMargin
)

var (
	pfLabel = picture.TextStyle{Size: 14, Color: picture.Ink}
	pfHead  = picture.TextStyle{Size: 16, Color: picture.Ink, Bold: true}
	pfTitle = picture.TextStyle{Size: 20, Color: picture.Ink, Bold: true}
	pfSmall = picture.TextStyle{Size: 12, Color: picture.Ink}
	pfBox   = picture.Style{Fill: picture.Solid(picture.White), Stroke: picture.Grey, StrokeWidth: 1}
)

// pfDrawer draws a view from the top down; y is where the next part goes.
type pfDrawer struct {
	v *View
	c *engine.Catalog
	g *picture.Group
	y float64
}

func (d *pfDrawer) header() {
	d.g.Text(pfMargin, 34, d.c.Text("board.title"), picture.TextStyle{Size: 26, Bold: true, Color: picture.Ink})
	d.y = 48
	if len(d.v.ToAct) == 0 {
		d.g.Text(pfMargin, d.y+18, d.c.Text("board.over"), pfHead)
		d.y += 26
	} else {
		s := int(d.v.ToAct[0])
		d.g.PlayerToken(pfMargin+11, d.y+12, 11, s, d.v.Players[s].Name)
		d.y = d.wrap(pfMargin+30, d.y+18, pfWidth-30, d.v.awaitingIn(d.c), pfHead)
	}
	d.g.Text(pfMargin, d.y+16, d.c.Text("board.round", itoa(d.v.Round), itoa(len(data().Rounds.MinimumWork)), itoa(d.v.MinimumWork)), pfLabel)
	d.g.Text(pfMargin, d.y+36, d.c.Text("board.decks", itoa(d.v.Decks.Professions), itoa(d.v.Decks.Bonus), itoa(d.v.Decks.Prestige)), pfLabel)
	d.y += 50
}

// wrap writes s from (x, y) in lines no wider than w, and returns the y
// below the last line.
func (d *pfDrawer) wrap(x, y, w float64, s string, st picture.TextStyle) float64 {
	return d.g.TextLines(x, y, wrapWords(s, w, st), st)
}

// wrapWords is picture.WrapWords (as QuickWrapWords finds its lines),
// remembered: a replay page wraps the same labels and figures in each of
// its pictures.
func wrapWords(s string, w float64, st picture.TextStyle) []string {
	return wrapMemo.Lines(s, w, st)
}

var wrapMemo = picture.NewLinesMemo(picture.QuickWrapWords)

// The top of a stack's box: its item in the reader's words, and the word
// the notation names it by, smaller, when that differs.
var (
	pfStackLabel = picture.TextStyle{Size: 12, Bold: true, Color: picture.Ink, Anchor: picture.Middle}
	pfStackWord  = picture.TextStyle{Size: 10, Color: picture.Grey, Anchor: picture.Middle}
)

// stackHead returns the lines on top of the box of stack, width wide:
// its item in the reader's words, wrapped to the box ("carte de" /
// "renommée" in French), then the word the notation names it by when
// that differs ("forêt", then "forest"), since that is what a player
// types to bid on it or to place it.
func (d *pfDrawer) stackHead(stack string, width float64) []string {
	label := d.c.Text("item." + stack)
	lines := wrapWords(label, width, pfStackLabel)
	if label != stack {
		lines = append(lines, stack)
	}
	return lines
}

// auction draws the stacks as boxes (item, how many left, the tokens of
// this round's buyers), the item on sale, and the supply left.
func (d *pfDrawer) auction() {
	d.g.Text(pfMargin, d.y+18, d.c.Text("board.auction"), pfTitle)
	d.y += 28
	n := float64(len(d.v.Stacks))
	w := (pfWidth + 6) / n
	heads := make([][]string, len(d.v.Stacks))
	extra := 0 // lines beyond one, in the fullest box
	for i, s := range d.v.Stacks {
		heads[i] = d.stackHead(s.Stack, w-14)
		extra = max(extra, len(heads[i])-1)
	}
	h := 66 + 12*float64(extra)
	for i, s := range d.v.Stacks {
		x := pfMargin + float64(i)*w
		box := pfBox
		if d.v.OnSale != nil && d.v.OnSale.Stack == s.Stack {
			box = picture.Style{Fill: picture.Solid(picture.White), Stroke: picture.Ink, StrokeWidth: 3}
		}
		d.g.RoundRect(x, d.y, w-6, h, 6, box)
		y := d.y + 17
		for k, line := range heads[i] {
			st := pfStackLabel
			if k == len(heads[i])-1 && line == s.Stack && len(heads[i]) > 1 {
				st = pfStackWord
			}
			d.g.Text(x+(w-6)/2, y, line, st)
			y += 12
		}
		// The counts stand on one line across the boxes.
		d.g.Text(x+(w-6)/2, d.y+17+12*float64(extra+1)+8, itoa(s.Left), picture.TextStyle{Size: 16, Color: picture.Ink, Anchor: picture.Middle})
		for k, seat := range s.soldTo {
			d.g.PlayerToken(x+14+float64(k)*22, d.y+h-13, 9, seat, d.v.Players[seat].Name)
		}
	}
	d.y += h + 8
	if sale := d.v.OnSale; sale != nil {
		d.y = d.wrap(pfMargin, d.y+16, pfWidth, d.c.Text("board.on-sale", d.c.Text("item."+sale.Stack), itoa(sale.Price), sale.High, sale.Opener), pfHead) - 4
	}
	parts := make([]string, len(d.v.Supply.Buildings))
	for i, b := range d.v.Supply.Buildings {
		parts[i] = buildingCodes[i] + " " + itoa(b.Left)
	}
	d.y = d.wrap(pfMargin, d.y+16, pfWidth, d.c.Text("board.buildings-left")+strings.Join(parts, ", "), pfLabel)
	parts = make([]string, len(d.v.Supply.Freedoms))
	for i, f := range d.v.Supply.Freedoms {
		parts[i] = typedWord(d.c, f.ID) + " " + itoa(f.Left)
	}
	d.y = d.wrap(pfMargin, d.y, pfWidth, d.c.Text("board.freedoms-left")+strings.Join(parts, ", "), pfLabel) + 8
}

// principalities draws the players' columns, three to a row.
func (d *pfDrawer) principalities() {
	d.g.Text(pfMargin, d.y+18, d.c.Text("board.principalities"), pfTitle)
	d.y += 30
	const perRow = 3
	colW := (pfWidth + 10) / perRow
	for first := 0; first < len(d.v.Players); first += perRow {
		tallest := 0.0
		for i := first; i < min(first+perRow, len(d.v.Players)); i++ {
			tallest = max(tallest, d.principality(pfMargin+float64(i-first)*colW, colW-10, i))
		}
		d.y += tallest + 10
	}
	d.legend()
}

// legend words the codes printed on the squares: the text board's
// legend without its last two entries (the empty square and the mark of
// who is to act, which the picture shows otherwise).
func (d *pfDrawer) legend() {
	words := legend(d.c)
	d.y = d.wrap(pfMargin, d.y+12, pfWidth, strings.Join(words[:len(words)-2], ", "), pfSmall) + 6
}
