package report

import (
	_ "embed"
	"encoding/json"
	"fmt"
	"html/template"
	"io"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// This file holds `pbem export --format html`: one self-contained page
// (inline CSS, JS and SVG, nothing fetched) to step through a game with
// the arrow keys, showing each position's board as its reader may see it
// (a picture where the game draws one, the text board elsewhere) and the
// log with comments and variations.

// ReplayPosition is one position of the replay page: after Ply decisions
// (0: the setup), with its board as SVG or, for a game without pictures,
// as text.
type ReplayPosition struct {
	Ply     int    `json:"ply"`
	Caption string `json:"caption"`
	SVG     string `json:"svg,omitempty"`
	Text    string `json:"text,omitempty"`
}

// ReplayPage is what the replay page shows: the positions in order and
// the log of the seat it is made for.
type ReplayPage struct {
	Title     string
	Viewer    string // "" for the public
	Lang      pbem.Lang
	Positions []ReplayPosition
	Log       *pbem.LogResult
}

// ReplayPage replays f and collects, after every decision, the board seat
// s may see (engine.Observer: the public), with labels in lang.
func ReplayPageOf(f *pbem.File, s engine.Seat, lang pbem.Lang) (*ReplayPage, error) {
	lang = pbem.MailLang(lang)
	page := &ReplayPage{Title: f.Game.Info().TitleIn(string(lang)) + " " + f.Header.ID, Lang: lang}
	if s != engine.Observer {
		page.Viewer = f.Name(s)
	}
	last := 0 // the size of the last picture: the next is about as large
	r, err := f.Step(0, len(f.Record.Moves()), func(r *pbem.Replay) error {
		pos, err := replayPosition(r, s, lang, last)
		page.Positions = append(page.Positions, pos)
		last = len(pos.SVG)
		return err
	})
	if err != nil {
		return nil, err
	}
	page.Log = r.LocalLog(s, lang)
	return page, nil
}

// replayPosition draws the position r stands at for seat s. Its SVG is
// written into a buffer of size bytes to start with (not grown from
// nothing for each of hundreds of pictures of some 40 KB).
func replayPosition(r *pbem.Replay, s engine.Seat, lang pbem.Lang, size int) (ReplayPosition, error) {
	n := len(r.Plies)
	pos := ReplayPosition{Ply: n, Caption: "setup"}
	if n > 0 {
		p := r.Plies[n-1]
		pos.Caption = fmt.Sprintf("%d %s: %s", p.N, p.Name, p.Move)
		if p.Seat != s && r.Secret(n-1) {
			pos.Caption = fmt.Sprintf("%d %s: %s", p.N, p.Name, pbem.VerbOf(p.Move))
		}
	}
	v := r.State.View(s)
	if pic, ok := v.(engine.Picturer); ok {
		var b strings.Builder // its String is not a copy
		b.Grow(size + size/8)
		p := pic.Picture(string(lang))
		compose.AddResult(p, r, lang)
		if err := p.WriteSVG(&b); err != nil {
			return pos, err
		}
		pos.SVG = b.String()
		return pos, nil
	}
	pos.Text = pbem.RenderPlain(v.Doc(string(lang)))
	return pos, nil
}

//go:embed export_html.tmpl
var replayPageSource string

// replayPageTemplate is the page; the positions go in as JSON (see
// packPositions), which json.Marshal escapes for a <script> element (no
// "</script>" inside).
var replayPageTemplate = template.Must(template.New("replay").Funcs(template.FuncMap{
	"positions": func(p []ReplayPosition) (template.JS, error) {
		b, err := json.Marshal(packPositions(p))
		return template.JS(b), err
	},
	"inc":       func(i int) int { return i + 1 },
	"fontFaces": replayFontFaces,
}).Parse(replayPageSource))

// WriteHTML writes the page.
func (p *ReplayPage) WriteHTML(w io.Writer) error {
	return replayPageTemplate.Execute(w, p)
}

// packedPositions are the positions of a replay page as the page holds
// them. The pictures of a game's positions differ in a few lines each: a
// finished Princes game's 252 pictures are 11 MB, and only 107 KB of
// distinct lines. So each distinct line of every picture is written once,
// in Lines, and a position's picture is a list of codes: n ≥ 0 is line n,
// and -k the k lines after the one before (n+1, …, n+k), since a picture
// mostly repeats the lines of the one before in their order.
type packedPositions struct {
	Lines     []string         `json:"lines"`
	Positions []packedPosition `json:"positions"`
}

// packedPosition is a ReplayPosition with its picture as line codes.
type packedPosition struct {
	Ply     int    `json:"ply"`
	Caption string `json:"caption"`
	SVG     []int  `json:"svg,omitempty"`
	Text    string `json:"text,omitempty"`
}

// packPositions packs the positions' pictures (see packedPositions).
func packPositions(positions []ReplayPosition) packedPositions {
	packed := packedPositions{Lines: []string{}, Positions: make([]packedPosition, len(positions))}
	index := map[string]int{}
	for i, p := range positions {
		packed.Positions[i] = packedPosition{Ply: p.Ply, Caption: p.Caption, Text: p.Text}
		if p.SVG == "" {
			continue
		}
		var codes []int
		last := -2 // no line yet: nothing to follow on
		for rest, more := p.SVG, true; more; {
			var line string
			line, rest, more = strings.Cut(rest, "\n") // as strings.Split, without its slice
			n, ok := index[line]
			if !ok {
				n = len(packed.Lines)
				index[line] = n
				packed.Lines = append(packed.Lines, line)
			}
			codes = appendCode(codes, last, n)
			last = n
		}
		packed.Positions[i].SVG = codes
	}
	return packed
}

// appendCode adds line n to the codes of a picture whose previous line
// was last: one more in a run when n follows last, else n itself.
func appendCode(codes []int, last, n int) []int {
	if n != last+1 || len(codes) == 0 {
		return append(codes, n)
	}
	if k := len(codes) - 1; codes[k] < 0 {
		codes[k]--
		return codes
	}
	return append(codes, -1)
}
