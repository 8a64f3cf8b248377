package compose

import (
	"fmt"
	"strings"
	"text/template"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// PostRequest says how to write a forum post.
type PostRequest struct {
	Format pbem.Format // FormatPlain, FormatMarkdown or FormatBBCode; empty is BBCode
	Lang   pbem.Lang   // English when empty
	// Since is the first decision the post shows, with the events it
	// caused; 0 shows the setup's public events too. A negative value asks
	// for the default: one full round (see DefaultSince).
	Since int
	// NoReply leaves out the line that tells the players to reply in the
	// thread with their moves: an observer's mail holds the post, and an
	// observer's reply is never a move.
	NoReply bool
}

// postData is what the post templates see. Everything in it comes from
// the public view, the public events and the record, never from a seat's
// view, so a post cannot leak.
type postData struct {
	GameID    string
	GameTitle string
	BGG       string            // the path of the game's page on BoardGameGeek (bggPath)
	Players   []pbem.MailPlayer // names only: addresses stay out of public posts
	Ply       int               // the number the next decision will get
	Since     int               // the first decision shown
	Last      int               // the last decision shown (Since-1 when none)
	ToAct     []postActor
	Over      bool
	Moves     string // the moves block, rendered in the post's format ("" when none)
	Board     string // the public board, rendered in the post's format
	Result    string // the result block, rendered, when Over
	Tags      string // the file's tags, "event: Club night; round: 2" ("" when none)
	NoReply   bool   // PostRequest.NoReply
	M         markup
}

// postActor is a player to act and what they may do, as verbs of the
// game's notation. Sure verbs are open to them whatever the hidden
// information; Maybe verbs depend on it (on cards in their hand, say).
type postActor struct {
	Name        string
	Sure, Maybe []string
}

// PostResult is a forum post and what it was written from.
type PostResult struct {
	Format pbem.Format `json:"format"`
	Lang   pbem.Lang   `json:"lang"`
	Since  int         `json:"since"` // the first decision shown (0: the setup)
	// NextPly is the number the next decision will get.
	NextPly int    `json:"next_ply"`
	Text    string `json:"text"`
}

// Post writes a forum post of the game as it stands: a headline, the
// moves from req.Since on with their public events, the public board,
// whose turn it is and what they may do, and the result once the game is
// over. It is built from engine.Observer's view and public events only.
// It fails with ErrUsage for an ANSI or unknown format, an unknown
// language, or a Since past the next decision.
func Post(r *pbem.Replay, req PostRequest) (*PostResult, error) {
	req, err := checkPostRequest(r, req)
	if err != nil {
		return nil, err
	}
	data, t, err := postDataOf(r, req)
	if err != nil {
		return nil, err
	}
	var b strings.Builder
	if err := t.ExecuteTemplate(&b, "post", data); err != nil {
		return nil, fmt.Errorf("post: %w", err)
	}
	return &PostResult{Format: req.Format, Lang: req.Lang, Since: req.Since, NextPly: r.NextPly(), Text: b.String()}, nil
}

// checkPostRequest fills in the defaults of req and checks it.
func checkPostRequest(r *pbem.Replay, req PostRequest) (PostRequest, error) {
	if req.Format == "" {
		req.Format = pbem.FormatBBCode
	}
	switch req.Format {
	case pbem.FormatPlain, pbem.FormatMarkdown, pbem.FormatBBCode, pbem.FormatBGG:
	default:
		return req, pbem.Usagef("post format %q: expected bbcode, bgg, markdown or plain", req.Format)
	}
	lang, err := pbem.ParseLang(string(req.Lang))
	if err != nil {
		return req, err
	}
	req.Lang = lang
	if req.Since < 0 {
		req.Since = DefaultSince(r.Plies)
	}
	if req.Since > r.NextPly() {
		return req, pbem.Usagef("--since %d: the game has %d decisions", req.Since, len(r.Plies))
	}
	return req, nil
}

// DefaultSince returns the first decision a post shows by default: the
// one after the previous turn of whoever made the last decision, so that
// the post covers one full round, everyone's latest turn. A turn is a run
// of consecutive decisions by one player (buy, then build). When that
// player had no earlier turn the post starts at the setup (0), which is
// also the answer for a game without decisions.
func DefaultSince(plies []pbem.Ply) int {
	i := len(plies) - 1
	if i < 0 {
		return 0
	}
	last := plies[i].Seat
	for i >= 0 && plies[i].Seat == last {
		i-- // the latest turn
	}
	for i >= 0 && plies[i].Seat != last {
		i-- // the others' turns since the previous one
	}
	if i < 0 {
		return 0
	}
	return plies[i].N + 1
}

// postSection renders one titled block of a post in format f.
func postSection(f pbem.Format, title string, lines []string) string {
	var d engine.Doc
	sec := d.Add(title, false)
	for _, l := range lines {
		sec.Text(l)
	}
	var b strings.Builder
	_ = pbem.RenderDoc(&b, d, f) // a strings.Builder never fails; f was checked
	return b.String()
}

// postMoves returns the record lines of the decisions from since on, each
// followed by its indented public events in language lang, reflowed to
// fit 72 columns. From 0 on, the setup's public events come first, under
// the line setup ("Setup:") where a decision has its record line; when no
// decision follows, the block's title already says "Setup" and the events
// stand alone, unindented.
func postMoves(r *pbem.Replay, since int, lang pbem.Lang, setup string) []string {
	decisions := len(r.Plies) >= max(since, 1)
	var lines []string
	for _, p := range r.LocalPlies(engine.Observer, lang, since) {
		if p.N < since || (p.N == 0 && len(p.Events) == 0) {
			continue
		}
		indent := "    "
		switch {
		case p.N > 0:
			lines = append(lines, p.Line())
		case decisions:
			lines = append(lines, setup)
		default:
			indent = ""
		}
		for _, e := range p.Told {
			lines = append(lines, strings.Split(pbem.WrapText(indent, indent+"  ", e.Text), "\n")...)
		}
	}
	return lines
}

// postData gathers what the post templates need for the checked request
// req, and returns it with the templates of req's language.
func postDataOf(r *pbem.Replay, req PostRequest) (postData, *template.Template, error) {
	t, err := pbem.PostTemplatesOf(req.Lang)
	if err != nil {
		return postData{}, nil, err
	}
	d := postData{
		GameID: r.File.Header.ID, GameTitle: r.File.Game.Info().TitleIn(string(req.Lang)),
		BGG: bggPath(r.File.Game.Info().ID, r.File.Game.Info().Title), Ply: r.NextPly(), Tags: pbem.TagText(r.File.Header.Tags),
		Since: req.Since, Last: len(r.Plies), Over: r.Over(), NoReply: req.NoReply, M: markup{format: req.Format},
	}
	for _, name := range r.File.Names() {
		d.Players = append(d.Players, pbem.MailPlayer{Name: name})
	}
	for _, s := range r.State.ToAct() {
		d.ToAct = append(d.ToAct, publicActions(r, s))
	}
	var board strings.Builder
	_ = pbem.RenderDoc(&board, r.State.View(engine.Observer).Doc(string(req.Lang)), req.Format) // format checked
	d.Board = board.String()
	if err := postBlocks(r, t, req.Lang, &d); err != nil {
		return postData{}, nil, fmt.Errorf("post: %w", err)
	}
	return d, t, nil
}

// postBlocks renders the moves and result blocks of d in language lang,
// with titles from the templates t.
func postBlocks(r *pbem.Replay, t *template.Template, lang pbem.Lang, d *postData) error {
	setup, err := pbem.ExecuteString(t, "setup-line", nil)
	if err != nil {
		return err
	}
	if lines := postMoves(r, d.Since, lang, setup); len(lines) > 0 {
		title, err := pbem.ExecuteString(t, "post-moves-title", d)
		if err != nil {
			return err
		}
		d.Moves = postSection(d.M.format, title, lines)
	}
	if !d.Over {
		return nil
	}
	title, err := pbem.ExecuteString(t, "result-title", d)
	if err != nil {
		return err
	}
	lines, err := pbem.ResultLines(t, r.FinalResult(lang))
	d.Result = postSection(d.M.format, title, lines)
	return err
}

// ToActNames returns the names of the players to act.
func (d postData) ToActNames() []string {
	names := make([]string, len(d.ToAct))
	for i, a := range d.ToAct {
		names[i] = a.Name
	}
	return names
}
