package princes

import (
	"github.com/pbem-games/pbem/picture"
)

// figures are the lines under player i's grid, no wider than w: money
// ("?" for another's, as on the text board), prestige, builders and
// jesters, freedoms, cards in hand (counted) and on the table, the round
// so far, and the prestige cards once revealed.
func (d *pfDrawer) figures(i int, w float64) []string {
	p, c := d.v.Players[i], d.c
	florins := "?"
	if p.Florins != nil {
		florins = itoa(*p.Florins)
	}
	lines := []string{c.Text("board.florins", florins) + " · " + c.Text("board.prestige", itoa(p.Prestige)),
		c.Text("board.builders-jesters", itoa(p.Builders), itoa(p.Jesters))}
	add := func(s string) { lines = append(lines, wrapWords(s, w, pfSmall)...) }
	add(c.Text("board.freedoms", idWords(c, p.Freedoms, idWord)))
	add(c.Text("board.in-hand", itoa(p.Professions), itoa(p.Recruiting), itoa(p.BonusCards), itoa(p.PrestigeCards)))
	add(c.Text("board.table", idWords(c, p.Table, tableWord)))
	switch {
	case p.Bought != "":
		add(c.Text("board.bought", c.Text("item."+p.Bought)))
	case p.Declined:
		add(c.Text("board.declined"))
	}
	if p.BestWork > 0 {
		add(c.Text("board.best-work", itoa(p.BestWork)))
	}
	if p.Revealed != nil {
		add(c.Text("board.revealed", listOrNone(c, p.Revealed)))
	}
	return lines
}

// hand draws the viewer's own cards, each with what it counts: those
// dealt or looked at to keep, the professions, bonus and prestige cards.
func (d *pfDrawer) hand() {
	h := d.v.Hand
	if h.Dealt != nil {
		d.cards(d.c.Text("board.dealt-title"), pickProfession, h.Dealt, "")
	}
	if h.Looking != nil {
		kind, _ := cardKind(h.Looking[0])
		d.cards(d.c.Text("board.looking-title"), kind, h.Looking, "")
	}
	d.cards(d.c.Text("board.hand-title"), pickProfession, h.Professions, d.c.Text("board.recruiting-held", itoa(h.Recruiting)))
	d.cards(d.c.Text("board.bonus-title"), pickBonus, h.Bonus, "")
	d.cards(d.c.Text("board.prestige-title"), pickPrestige, h.Prestige, "")
}

// cards draws a titled box of cards of one kind, one line each (its
// word, then what it counts), and a closing line if any. In another
// language than English a card's word may differ from the id a player
// types: the word goes first, the id in grey under it ("poète", "poet").
func (d *pfDrawer) cards(title string, kind int8, ids []string, last string) {
	const idW = 130.0
	var rows, heads [][]string
	for _, id := range ids {
		_, n := cardKind(id)
		rows = append(rows, wrapWords(describeCard(d.c, kind, n), pfWidth-idW-24, pfLabel))
		head := []string{id}
		if w := idWord(d.c, id); w != id {
			head = append(wrapWords(w, idW-6, pfCardID), id)
		}
		heads = append(heads, head)
	}
	if len(ids) == 0 {
		rows = append(rows, []string{d.c.Text("board.none")})
	}
	if last != "" {
		rows = append(rows, []string{last})
	}
	lines := 0
	for k, r := range rows {
		lines += rowLines(k, r, heads)
	}
	h := 36 + float64(lines)*19
	d.g.RoundRect(pfMargin, d.y, pfWidth, h, 8, picture.Style{Fill: picture.Solid(picture.White), Stroke: picture.PlayerColor(int(d.v.Seat)), StrokeWidth: 2})
	d.g.Text(pfMargin+12, d.y+22, title, pfHead)
	y := d.y + 44
	for k, r := range rows {
		x := pfMargin + 12 + idW
		if k >= len(ids) {
			x = pfMargin + 12
		} else {
			for i, line := range heads[k] {
				st := pfCardID
				if i > 0 && i == len(heads[k])-1 {
					st = pfCardWord
				}
				d.g.Text(pfMargin+12, y+float64(i)*19, line, st)
			}
		}
		for i, line := range r {
			d.g.Text(x, y+float64(i)*19, line, pfLabel)
		}
		y += float64(rowLines(k, r, heads)) * 19
	}
	d.y += h + 10
}

// The styles of a card's word and, under it when they differ, of the id
// a player types.
var (
	pfCardID   = picture.TextStyle{Size: 14, Bold: true, Color: picture.Ink}
	pfCardWord = picture.TextStyle{Size: 11, Color: picture.Grey}
)

// rowLines is how many lines row k of a box of cards takes: its text's,
// or its card's word and id's when more.
func rowLines(k int, row []string, heads [][]string) int {
	if k < len(heads) {
		return max(len(row), len(heads[k]))
	}
	return len(row)
}
