package compose

import (
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// This file holds the play of a finished game as BoardGameGeek's "Log
// play" form asks for it (issue 26): the date, the players with their
// scores and who won, and a link to the game's page. BoardGameGeek has
// no API to write plays, so pbem makes no network call: the block is
// printed (`pbem export --format bgg-play`) and added to the game-over
// mail, for a player to copy into the form.

// bggSite is where the games' BoardGameGeek paths (bggPath) lead.
const bggSite = "https://boardgamegeek.com"

// dateLayout is how a play's date is printed: the form BoardGameGeek's
// form takes.
const dateLayout = "2006-01-02"

// BGGPlay is a finished game as BoardGameGeek logs a play.
type BGGPlay struct {
	Game  string `json:"game"`  // the game's pbem id: "palazzo"
	ID    string `json:"id"`    // the game file's id: "pz-7f3a2c"
	Title string `json:"title"` // the game's title, in the language asked
	// URL is the game's page on BoardGameGeek, or, for a game whose page
	// number no source confirmed, BoardGameGeek's search for its title.
	URL string `json:"url"`
	// Date is the day the game ended (its last recorded line), and
	// Started the day it was created, as YYYY-MM-DD in the zone asked.
	Date    string      `json:"date"`
	Started string      `json:"started"`
	Players []BGGPlayer `json:"players"`
	// Winners are the names of the winners, in seat order.
	Winners   []string `json:"winners"`
	Decisions int      `json:"decisions"`
	// Text is the block worded for people, in the language asked.
	Text string `json:"text"`
}

// BGGPlayer is one player of a play: BoardGameGeek's name, score and win
// columns.
type BGGPlayer struct {
	Name  string `json:"name"`
	Score int    `json:"score"`
	Win   bool   `json:"win"`
}

// ErrNotOver refuses the play of a game still being played: BoardGameGeek
// logs finished plays. It is a usage error (exit 2).
var ErrNotOver = pbem.Usagef("the game is not over: BoardGameGeek logs finished plays")

// BGGPlayOf returns the play of the finished game r, worded in lang, its
// dates in the zone loc (UTC for nil). A game not over gives an error
// that wraps ErrNotOver and says who is to act.
func BGGPlayOf(r *pbem.Replay, lang pbem.Lang, loc *time.Location) (*BGGPlay, error) {
	if !r.Over() {
		return nil, fmt.Errorf("%w (ply %d, %s to act)", ErrNotOver, r.NextPly(), pbem.AndList(r.ToAct()))
	}
	if loc == nil {
		loc = time.UTC
	}
	lang = pbem.MailLang(lang)
	info, h := r.File.Game.Info(), r.File.Header
	p := &BGGPlay{Game: info.ID, ID: h.ID, Title: info.TitleIn(string(lang)), URL: bggSite + bggPath(info.ID, info.Title),
		Date: endedAt(r).In(loc).Format(dateLayout), Started: h.Created.In(loc).Format(dateLayout),
		Decisions: len(r.Plies), Winners: []string{}}
	res := r.FinalResult(lang)
	if res == nil { // Over and FinalResult agree: a bug if not
		return nil, fmt.Errorf("pbem: internal error: game %s is over without a result", h.ID)
	}
	for _, name := range r.File.Names() {
		win := slices.Contains(res.Winners, name)
		p.Players = append(p.Players, BGGPlayer{Name: name, Score: res.Scores[name], Win: win})
		if win {
			p.Winners = append(p.Winners, name)
		}
	}
	text, err := bggPlayText(p, lang)
	p.Text = text
	return p, err
}

// endedAt is when the game ended: the latest time recorded on its lines,
// decisions and meta-lines (a resignation can end it), or its creation.
func endedAt(r *pbem.Replay) time.Time {
	t := r.TimeAfter(len(r.Plies))
	for _, m := range r.Meta.Lines {
		if m.Time.After(t) {
			t = m.Time
		}
	}
	return t
}

// bggPlayData is what the "bgg-play" template words: the play, and its
// players' lines aligned by display width.
type bggPlayData struct {
	*BGGPlay
	Rows []string
}

// bggPlayText words p with the "bgg-play" template of lang.
func bggPlayText(p *BGGPlay, lang pbem.Lang) (string, error) {
	t, err := pbem.TemplatesOf(lang)
	if err != nil {
		return "", err
	}
	win, err := pbem.ExecuteString(t, "bgg-play-win", nil)
	if err != nil {
		return "", err
	}
	var b strings.Builder
	tw := pbem.NewTable(&b, 0, 0, 2, ' ', 0)
	for _, pl := range p.Players {
		mark := ""
		if pl.Win {
			mark = win
		}
		fmt.Fprintf(tw, "%s\t%d\t%s\n", pbem.CleanText(pl.Name), pl.Score, mark)
	}
	if err := tw.Flush(); err != nil {
		return "", err
	}
	var rows []string
	for _, row := range strings.Split(strings.TrimRight(b.String(), "\n"), "\n") {
		rows = append(rows, strings.TrimRight(row, " "))
	}
	return pbem.ExecuteString(t, "bgg-play", bggPlayData{BGGPlay: p, Rows: rows})
}

// bggPlayFor is the play block of the game-over mail to the player of
// seat s: in their language, its dates in their zone. A failure leaves
// the block out rather than the mail unsent: the result is above it.
func bggPlayFor(r *pbem.Replay, lang pbem.Lang, s engine.Seat) string {
	p, err := BGGPlayOf(r, lang, r.File.ZoneOf(s))
	if err != nil {
		return ""
	}
	return p.Text
}
