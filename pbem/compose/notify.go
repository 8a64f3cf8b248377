package compose

import (
	"path/filepath"
	"regexp"
	"slices"
	"time"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// This file holds the turn mails of a replayed game: who gets one, and
// what each tells its reader, from what that reader may see.

// MailData returns what the turn mail to seat s tells, in s's language
// (the lang of its [[players]] entry): built from s's view and the events
// s may see only, so nothing hidden from s can leak.
func MailDataOf(r *pbem.Replay, s engine.Seat, from pbem.MailPlayer, date time.Time) MailData {
	return mailDataIn(r, pbem.Lang(r.File.Header.Players[s].Lang), s, from, date, false)
}

// mailDataIn is MailData in language lang (English when empty); a
// textOnly one draws no picture (MailData.TextOnly).
func mailDataIn(r *pbem.Replay, lang pbem.Lang, s engine.Seat, from pbem.MailPlayer, date time.Time, textOnly bool) MailData {
	f := r.File
	players := make([]pbem.MailPlayer, len(f.Header.Players))
	for i, p := range f.Header.Players {
		players[i] = pbem.MailPlayer{Name: p.Name, Email: p.Email}
	}
	yourTurn := slices.Contains(r.State.ToAct(), s)
	d := MailData{
		GameID: f.Header.ID, GameTitle: f.Game.Info().TitleIn(string(pbem.MailLang(lang))), File: filepath.Base(f.Path), Ply: r.NextPly(),
		To: players[s], From: from, Players: players, ToAct: r.ToAct(), YourTurn: yourTurn,
		Since: WithoutMailMarks(r.SinceIn(s, pbem.MailLang(lang))), View: r.State.View(s).Doc(string(pbem.MailLang(lang))),
		Over: r.Over(), Result: r.LocalResultLines(lang), Date: date, Lang: string(lang),
		Thread: r.ThreadPlies(s), UndoneAt: r.UndoneAt(), Hints: f.Header.Hints, TextOnly: textOnly,
	}
	if p, ok := r.State.View(s).(engine.Picturer); ok && !textOnly {
		d.Picture = p.Picture(string(pbem.MailLang(lang)))
		AddResult(d.Picture, r, pbem.MailLang(lang))
	}
	if d.Over {
		d.BGGPlay = bggPlayFor(r, lang, s)
	}
	if yourTurn {
		d.Deadline, d.Due = dueFor(r, s)
		d.Moves = r.MoveLines(s, lang)
		if len(d.ToAct) > 1 {
			d.As = players[s].Name
		}
	}
	return d
}

// mailMarkRE finds the mark the inbox writes on the first move line of a
// mail ({mail 3f2a9c1b7d5e}, or {mail 3f2a9c1b7d5e: the player's comment}:
// inbox_mark.go), which means nothing to a player. In a sealed game the
// mark follows the outcome the host writes first ({= s4 c2; mail
// 3f2a9c1b7d5e}: pbem/annotation.go), which stays: its group 1.
var mailMarkRE = regexp.MustCompile(`(?: ?\{|(\{=[^;{}]*); )` + MailCommentPrefix + `[0-9a-f]{12}(\}|: ?)`)

// WithoutMailMarks returns the entries of "since your last move" with the
// inbox's marks taken out of their lines: a comment the player typed
// after a mark stays, and so does a sealed game's outcome before it.
func WithoutMailMarks(entries []pbem.SinceEntry) []pbem.SinceEntry {
	for i, e := range entries {
		entries[i].Line = mailMarkRE.ReplaceAllStringFunc(e.Line, withoutMailMark)
	}
	return entries
}

// withoutMailMark is what stays of mark, a match of mailMarkRE: the
// outcome before it, and the opening of the player's comment after it.
func withoutMailMark(mark string) string {
	m := mailMarkRE.FindStringSubmatch(mark)
	outcome, closed := m[1], m[2] == "}"
	switch {
	case outcome != "" && closed:
		return outcome + "}"
	case outcome != "":
		return outcome + "; "
	case closed:
		return ""
	}
	return " {"
}

// Recipients returns the seats a mail goes to: the player named to, or
// everyone to act (everyone once the game is over).
func Recipients(r *pbem.Replay, to string) ([]engine.Seat, error) {
	if to != "" {
		s, err := r.File.SeatOf(to)
		return []engine.Seat{s}, err
	}
	var seats []engine.Seat
	if r.Over() {
		for i := range r.File.Header.Players {
			seats = append(seats, engine.Seat(i))
		}
	} else {
		seats = r.State.ToAct()
	}
	return slices.DeleteFunc(slices.Clone(seats), r.File.Bot), nil // bots get no mail (bot.go)
}

// Mails composes the turn mails for the player named to, or for everyone
// to act (everyone once the game is over), each in its reader's language.
func Mails(r *pbem.Replay, to string, from pbem.MailPlayer, date time.Time) ([]Mail, error) {
	return MailsIn(r, "", to, from, date)
}

// MailsIn is Mails with every mail in language lang; an empty lang keeps
// each reader's own.
func MailsIn(r *pbem.Replay, lang pbem.Lang, to string, from pbem.MailPlayer, date time.Time) ([]Mail, error) {
	return mailsIn(r, lang, to, from, date, false)
}

// MailsTextIn is MailsIn for the plain text alone (pbem mail's text and
// JSON output): no HTML part and no picture, which took a Princes mail a
// third of its time to draw for nothing.
func MailsTextIn(r *pbem.Replay, lang pbem.Lang, to string, from pbem.MailPlayer, date time.Time) ([]Mail, error) {
	return mailsIn(r, lang, to, from, date, true)
}

// mailsIn is MailsIn, text alone when textOnly.
func mailsIn(r *pbem.Replay, lang pbem.Lang, to string, from pbem.MailPlayer, date time.Time, textOnly bool) ([]Mail, error) {
	seats, err := Recipients(r, to)
	if err != nil {
		return nil, err
	}
	mails := make([]Mail, 0, len(seats))
	for _, s := range seats {
		readerLang := lang
		if readerLang == "" {
			readerLang = pbem.Lang(r.File.Header.Players[s].Lang)
		}
		m, err := ComposeMail(mailDataIn(r, readerLang, s, from, date, textOnly))
		if err != nil {
			return nil, err
		}
		mails = append(mails, m)
	}
	return mails, nil
}

// MailCommentPrefix starts the comment that names the mail of a move.
const MailCommentPrefix = "mail "
