package compose

import (
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/picture"
)

// The result panel's layout, in pixels.
const (
	resultMargin = 20.0
	resultPad    = 16.0
	resultLineH  = 21.0
	resultTitleH = 34.0
)

var (
	resultTitle = picture.TextStyle{Size: 20, Bold: true, Color: picture.Ink}
	resultLine  = picture.TextStyle{Size: 15, Color: picture.Ink}
	resultWin   = picture.TextStyle{Size: 16, Bold: true, Color: picture.Ink}
)

// AddResult adds the final result of r, in lang, below p, a picture of
// its finished game: each player's score and detail, then the winners,
// each with their token. The games draw a finished board like any other;
// the result is pbem's to tell, as the text board's last section is, so
// every game's picture tells it the same way. A game still on is left as
// it is.
func AddResult(p *picture.Picture, r *pbem.Replay, lang pbem.Lang) {
	if !r.Over() {
		return
	}
	lines := r.LocalResultLines(lang)
	if len(lines) == 0 {
		return
	}
	title := "Final result"
	if t, err := pbem.PartsOf(pbem.MailLang(lang)); err == nil {
		if s, err := pbem.ExecuteString(t, "result-title", nil); err == nil {
			title = s
		}
	}
	width := p.Width - 2*resultMargin
	winners := winnerSeats(r)
	last := len(lines) - 1
	var rows []string
	for i, l := range lines {
		st := resultLine
		if i == last && len(winners) > 0 {
			st = resultWin
		}
		rows = append(rows, wrapPicture(l, st, width-2*resultPad-float64(len(winners))*26)...)
	}
	h := resultPad + resultTitleH + resultLineH*float64(len(rows)) + resultPad/2
	y := p.Height
	p.Height += h + resultMargin
	g := &p.Group
	g.RoundRect(resultMargin, y, width, h, 8, picture.Style{Fill: picture.Solid(picture.White), Stroke: picture.Ink, StrokeWidth: 2})
	g.Text(resultMargin+resultPad, y+resultPad+20, title, resultTitle)
	lineY := y + resultPad + resultTitleH
	winnerRows := len(wrapPicture(lines[last], resultWin, width-2*resultPad-float64(len(winners))*26))
	for i, row := range rows {
		st, x := resultLine, resultMargin+resultPad
		if len(winners) > 0 && i >= len(rows)-winnerRows {
			st = resultWin
			if i == len(rows)-winnerRows {
				for k, s := range winners {
					g.PlayerToken(x+10+26*float64(k), lineY+float64(i)*resultLineH+10, 10, int(s), r.File.Name(s))
				}
			}
			x += 26 * float64(len(winners))
		}
		g.Text(x, lineY+float64(i)*resultLineH+15, row, st)
	}
}

// winnerSeats are the seats of the winners of r's finished game.
func winnerSeats(r *pbem.Replay) []engine.Seat {
	res, ok := r.State.Result()
	if !ok {
		return nil
	}
	return res.Winners
}

// wrapPicture breaks text into rows no wider than width in style st, at
// spaces.
func wrapPicture(text string, st picture.TextStyle, width float64) []string {
	var rows []string
	row := ""
	for _, w := range strings.Fields(text) {
		next := strings.TrimSpace(row + " " + w)
		if row != "" && picture.TextWidth(next, st) > width {
			rows = append(rows, row)
			next = w
		}
		row = next
	}
	return append(rows, row)
}
