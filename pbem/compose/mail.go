package compose

import (
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/picture"
)

// This file holds a turn mail: what it tells its reader (MailData), the
// composed Mail, and the templates that compose it. How a Mail is written
// out is in mail_out.go, its threading headers in mail_thread.go.

// DefaultSender is the From of mails whose MailData names no sender.
var DefaultSender = pbem.MailPlayer{Name: "pbem", Email: "pbem@localhost"}

// MailData is everything a turn mail tells its reader. The caller builds it
// from the reader's view only, so nothing in it may leak.
type MailData struct {
	GameID    string // "pz-7f3a2c"
	GameTitle string // "Palazzo"
	File      string // base name of the game file, used in the reply instructions
	Ply       int    // number the reader's next decision will get (what `move --ply` expects)
	// As is the reader's name when others decide at the same time: the
	// reply command must then say who moves (`move --as`).
	As       string
	To       pbem.MailPlayer   // the reader
	From     pbem.MailPlayer   // the host/sender (DefaultSender when empty)
	Players  []pbem.MailPlayer // everyone at the table, in seat order
	ToAct    []string          // names of the players to act
	YourTurn bool              // whether the reader is among them
	Since    []pbem.SinceEntry // the decisions since the reader's last one (or since the start), with the events the reader may see
	View     engine.Doc        // the reader's view (board sections, then the reader's private sections)
	Moves    []string          // canonical legal moves of the reader (empty when not their turn)
	Over     bool              // the game has ended
	Result   []string          // final result lines when Over
	Date     time.Time         // when the mail is sent; never read from the clock here
	Lang     string            // language of the mail: "en" (the default when empty) or "fr"
	ReplyTo  pbem.MailPlayer   // where replies should go, when not to From (optional)
	// Thread holds the plies of the reader's earlier turn mails that this
	// one follows: the reader's first (the root of their thread) and, when
	// another, the latest. Empty for the reader's first turn mail, which
	// is the root. Replay.MailData fills it (see threadPlies).
	Thread []int
	// UndoneAt holds the first decision each undo of the game took back,
	// in the order of the undos: the mails of a ply written again after
	// an undo get their own Message-IDs (see mailEpoch).
	UndoneAt []int
	// Picture is the reader's view drawn (board, then their private
	// part), or nil when the game draws none: the HTML part then shows
	// the text board.
	Picture *picture.Picture
	// Hints tells whether the host answers "!hint" in this game
	// (Header.Hints); every mail of a game in progress says which.
	Hints bool
	// TextOnly composes the plain text alone: no HTML part (Mail.HTML
	// empty) and no picture.
	TextOnly bool
	// BGGPlay is the play for BoardGameGeek's "Log play" form, worded
	// for the reader (bgg_play.go), when Over; "" otherwise.
	BGGPlay string
	// Deadline is the game's deadline as written ("72h") and Due when
	// the reader's passes, in their zone ("2026-12-02 09:32 CET"), when
	// it is their move in a game with a deadline; both "" otherwise.
	Deadline, Due string
}

// Mail is a composed turn mail, ready to show or send.
type Mail struct {
	From, To   pbem.MailPlayer
	Subject    string          // "[pbem pz-7f3a2c] Palazzo — your move (ply 14)"
	Body       string          // plain text, never ANSI
	MessageID  string          // "<pz-7f3a2c.14.ann@pbem.invalid>" (offline), set by Host.stamp for the host's
	InReplyTo  string          // the reader's previous mail; empty for their first
	References []string        // the reader's first mail, then the previous one
	Date       time.Time       // the Date header; zero means the time of writing
	GameID     string          // the X-PBEM-Game header
	Ply        int             // the X-PBEM-Ply header
	Lang       string          // the Content-Language header: "en" or "fr"
	ReplyTo    pbem.MailPlayer // the Reply-To header, when its Email is set
	// HTML is the HTML alternative of Body (mail_html.go), empty for a
	// text-only mail; Picture, when set, is the board it shows by cid:.
	HTML    string
	Picture *picture.Picture
	// AutoSubmitted is the Auto-Submitted header (RFC 3834):
	// "auto-generated" when empty (turn mails, reminders, notices),
	// AutoReplied for the answer to a player's own mail.
	AutoSubmitted string
}

// AutoReplied is the Auto-Submitted value of an answer to a mail.
const AutoReplied = "auto-replied"

// mailBody is what the body and subject templates see.
type mailBody struct {
	MailData
	Board  string // the reader's view as plain text
	Marker string // ReplyMarker
	Reply  bool   // the reader has a decision to send
}

// ComposeMail writes the turn mail for d.To from the templates of d.Lang
// (English when empty). It fails when d names no game, no reader or an
// unknown language, or when a template fails.
func ComposeMail(d MailData) (Mail, error) {
	if d.GameID == "" {
		return Mail{}, errors.New("compose mail: no game id")
	}
	if d.To.Name == "" {
		return Mail{}, errors.New("compose mail: no reader name")
	}
	lang, err := pbem.ParseLang(d.Lang)
	if err != nil {
		return Mail{}, fmt.Errorf("compose mail: %w", err)
	}
	if d.From == (pbem.MailPlayer{}) {
		d.From = DefaultSender
	}
	d.Lang = string(lang)
	data := mailBody{
		MailData: d,
		Board:    pbem.RenderPlain(d.View),
		Marker:   pbem.ReplyMarkerFor(lang),
		Reply:    d.YourTurn && !d.Over,
	}
	subject, body, err := executeMail(lang, data)
	if err != nil {
		return Mail{}, fmt.Errorf("compose mail: %w", err)
	}
	var html string
	if !d.TextOnly {
		if html, err = executeHTML(lang, data, subject, d.Picture != nil); err != nil {
			return Mail{}, fmt.Errorf("compose mail: %w", err)
		}
	}
	m := Mail{
		From:      d.From,
		To:        d.To,
		Subject:   subject,
		Body:      body,
		MessageID: turnMessageID(d.GameID, d.Ply, d.To.Name, mailEpoch(d.UndoneAt, d.Ply)),
		Date:      d.Date,
		GameID:    d.GameID,
		Ply:       d.Ply,
		Lang:      d.Lang,
		ReplyTo:   d.ReplyTo,
		HTML:      html,
		Picture:   d.Picture,
	}
	m.thread(d.Thread, func(ply int) string {
		return turnMessageID(d.GameID, ply, d.To.Name, mailEpoch(d.UndoneAt, ply))
	})
	return m, nil
}

// executeMail runs the subject and body templates of lang on data.
func executeMail(lang pbem.Lang, data mailBody) (subject, body string, err error) {
	t, err := pbem.TurnMailTemplatesOf(lang)
	if err != nil {
		return "", "", err
	}
	var s, b strings.Builder
	if err := t.ExecuteTemplate(&s, "subject", data); err != nil {
		return "", "", err
	}
	if err := t.ExecuteTemplate(&b, "body", data); err != nil {
		return "", "", err
	}
	return s.String(), b.String(), nil
}
