package report

import (
	"bytes"
	_ "embed"
	"fmt"
	"slices"
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
// (0: the setup), with its board as SVG (ReplayPage.SVG) or, for a game
// without pictures, as text.
type ReplayPosition struct {
	Ply     int
	Caption string
	Text    string
	svg     []int // the picture as codes into the page's lines (svgLines)
}

// ReplayPage is what the replay page shows: the positions in order and
// the log of the seat it is made for.
type ReplayPage struct {
	Title     string
	Viewer    string // "" for the public
	Lang      pbem.Lang
	Positions []ReplayPosition
	Log       *pbem.LogResult
	lines     svgLines // every distinct line of the positions' pictures
}

// SVG returns the picture of position i, "" for a game without pictures.
func (p *ReplayPage) SVG(i int) string {
	return p.lines.unpack(p.Positions[i].svg)
}

// ReplayPage replays f and collects, after every decision, the board seat
// s may see (engine.Observer: the public), with labels in lang.
func ReplayPageOf(f *pbem.File, s engine.Seat, lang pbem.Lang) (*ReplayPage, error) {
	lang = pbem.MailLang(lang)
	page := &ReplayPage{Title: f.Game.Info().TitleIn(string(lang)) + " " + f.Header.ID, Lang: lang}
	if s != engine.Observer {
		page.Viewer = f.Name(s)
	}
	page.lines = newSVGLines()
	var svg []byte // each picture in turn: only their lines are kept
	r, err := f.Step(0, len(f.Record.Moves()), func(r *pbem.Replay) error {
		pos, err := replayPosition(r, s, lang, &page.lines, &svg)
		page.Positions = append(page.Positions, pos)
		return err
	})
	if err != nil {
		return nil, err
	}
	page.Log = r.LocalLog(s, lang)
	return page, nil
}

// replayPosition draws the position r stands at for seat s. Its SVG is
// written into buf and kept as codes into lines: a finished Princes
// game's 252 pictures are 11 MB, which the page never needs whole.
func replayPosition(r *pbem.Replay, s engine.Seat, lang pbem.Lang, lines *svgLines, buf *[]byte) (ReplayPosition, error) {
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
		p := pic.Picture(string(lang))
		compose.AddResult(p, r, lang)
		*buf = p.AppendSVG((*buf)[:0])
		pos.svg = lines.pack(*buf)
		return pos, nil
	}
	pos.Text = pbem.RenderPlain(v.Doc(string(lang)))
	return pos, nil
}

// replayPageSource is the page, written by writePage.
//
//go:embed export_html.tmpl
var replayPageSource string

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

// packPositions returns the page's positions as the page holds them.
func packPositions(page *ReplayPage) packedPositions {
	packed := packedPositions{Lines: page.lines.lines, Positions: make([]packedPosition, len(page.Positions))}
	for i, p := range page.Positions {
		packed.Positions[i] = packedPosition{Ply: p.Ply, Caption: p.Caption, SVG: p.svg, Text: p.Text}
	}
	return packed
}

// svgLines are the distinct lines of a page's pictures, each once, in the
// order they first came (see packedPositions).
type svgLines struct {
	lines []string
	index map[string]int
	codes []int // the codes of the picture being packed, grown once for all
}

func newSVGLines() svgLines {
	return svgLines{lines: []string{}, index: map[string]int{}}
}

// pack returns the codes of picture svg, adding its new lines (copied:
// svg is a buffer used again).
func (l *svgLines) pack(svg []byte) []int {
	codes := l.codes[:0]
	last := -2 // no line yet: nothing to follow on
	for rest, more := svg, true; more; {
		var line []byte
		line, rest, more = bytes.Cut(rest, []byte("\n")) // as strings.Split, without its slice
		// Mostly the line after the one before, as in the picture before:
		// the lines are distinct, so a line equal to it is that one, and
		// needs no hashing.
		n, ok := last+1, last+1 < len(l.lines) && last >= 0 && l.lines[last+1] == string(line)
		if !ok {
			n, ok = l.index[string(line)]
		}
		if !ok {
			n = len(l.lines)
			s := string(line)
			l.index[s] = n
			l.lines = append(l.lines, s)
		}
		codes = appendCode(codes, last, n)
		last = n
	}
	l.codes = codes
	return slices.Clone(codes) // exactly its length: a page keeps hundreds
}

// unpack returns the picture of codes, as the page's picture() does.
func (l *svgLines) unpack(codes []int) string {
	var b strings.Builder
	last, first := 0, true
	add := func(n int) {
		if !first {
			b.WriteByte('\n')
		}
		first = false
		b.WriteString(l.lines[n])
	}
	for _, c := range codes {
		if c < 0 {
			for range -c {
				last++
				add(last)
			}
			continue
		}
		add(c)
		last = c
	}
	return b.String()
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
