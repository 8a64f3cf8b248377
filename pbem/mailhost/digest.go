package mailhost

import (
	"errors"
	"fmt"
	"slices"
	"strings"
	"time"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// This file holds the daily digest, `pbem remind --digest --games DIR`,
// run by cron: each address whose players chose it (mails = "digest" or
// "both") gets at most one mail a day (a UTC day), in its language, that
// lists the games of DIR where it is to act and since when, as `status
// --for` shows them. Each digest is noted in the record (digest_record.go)
// before it is handed to the server, "sending", and after, "sent": a rerun
// the same day sends nothing twice, and a run killed between the two
// sends that digest again with the same Message-ID (so a reader's client
// shows it once) rather than lose it. An address with no game to act in
// gets nothing.

// Digest is one digest mail: to whom, in which language, and the games it
// lists.
type Digest struct {
	Email   string `json:"email"`
	Lang    string `json:"lang"`
	Subject string `json:"subject"`
	// Games are the games where the address is to act, oldest wait
	// first.
	Games []DigestGame `json:"games"`
}

// DigestGame is one game of a digest.
type DigestGame struct {
	File   string    `json:"file"`
	ID     string    `json:"id"`
	Game   string    `json:"game"`
	Player string    `json:"player"`
	Since  time.Time `json:"since"`
	// Due is when their deadline passes (away days counted), zero
	// without a deadline.
	Due time.Time `json:"due,omitzero"`
	// lang and title are the player's language and the game's title in
	// it; reply is where their moves go (the plus-address with their
	// token), "" without plus-addresses; loc is their zone (tz), in
	// which the digest prints Since and Due.
	lang, title, reply string
	loc                *time.Location
}

// digestGamesOf returns the entries of the replayed game for the digest:
// one for each player awaited who has an address and chose the digest,
// keyed by their address in lower case. A player inside their away days
// is left out: nobody is nagged then (as remind does).
func (h *Host) digestGamesOf(r *pbem.Replay) (map[string][]DigestGame, error) {
	f := r.File
	out := map[string][]DigestGame{}
	for _, sw := range r.Wait().Waiting {
		p := f.Header.Players[sw.Seat]
		addr := strings.ToLower(p.Email)
		if addr == "" || strings.ContainsAny(addr, "\t\r\n") || (p.Mails != pbem.MailsDigest && p.Mails != pbem.MailsBoth) {
			continue
		}
		if r.AwayAt(sw.Seat, h.Now()) {
			continue
		}
		lang := readerLang(f, sw.Seat)
		g := DigestGame{File: f.Path, ID: f.Header.ID, Game: f.Header.Game, Player: sw.Player, Since: sw.Since, Due: sw.Due,
			lang: string(lang), title: f.Game.Info().TitleIn(string(lang)), loc: f.ZoneOf(sw.Seat)}
		if h.Plus {
			tokens, err := GameTokens(f)
			if err != nil {
				return nil, err
			}
			g.reply = h.replyTo(f.Header.ID, tokens.Of(p.Name)).Email
		}
		out[addr] = append(out[addr], g)
	}
	return out, nil
}

// digests returns the digest of each address that has a game of files
// to act in, sorted by address; the games that do not load come back in
// failed.
func (h *Host) digests(files []string) ([]Digest, []error, error) {
	byAddr := map[string][]DigestGame{}
	var failed []error
	for _, path := range files {
		f, err := h.Games.Load(path)
		var r *pbem.Replay
		if err == nil {
			r, err = f.Replay(-1)
		}
		if errors.Is(err, pbem.ErrWaitingSeeds) {
			continue // not dealt yet: no decision to list (seed_mail.go)
		}
		var games map[string][]DigestGame
		if err == nil {
			games, err = h.digestGamesOf(r)
		}
		if err != nil {
			failed = append(failed, err)
			continue
		}
		for addr, gs := range games {
			byAddr[addr] = append(byAddr[addr], gs...)
		}
	}
	addrs := make([]string, 0, len(byAddr))
	for a := range byAddr {
		addrs = append(addrs, a)
	}
	slices.Sort(addrs)
	out := make([]Digest, 0, len(addrs))
	for _, a := range addrs {
		gs := byAddr[a]
		slices.SortStableFunc(gs, func(x, y DigestGame) int { return x.Since.Compare(y.Since) })
		d := Digest{Email: a, Lang: digestLang(gs), Games: gs}
		subject, err := digestSubject(d)
		if err != nil {
			return nil, failed, err
		}
		d.Subject = subject
		out = append(out, d)
	}
	return out, failed, nil
}

// digestLang is the language of an address: the one most of its player
// entries give, the first of them on a tie.
func digestLang(gs []DigestGame) string {
	count := map[string]int{}
	best := ""
	for _, g := range gs {
		count[g.lang]++
		if best == "" || count[g.lang] > count[best] {
			best = g.lang
		}
	}
	return best
}

// digestText is what the digest templates word.
type digestText struct {
	Count int
	Games []digestLine
}

// digestLine is a game of the digest, worded.
type digestLine struct {
	Title, ID, Player, Since, Due, Reply string
}

// digestTextOf words the games of d for its templates.
func digestTextOf(d Digest) digestText {
	t := digestText{Count: len(d.Games)}
	for _, g := range d.Games {
		l := digestLine{Title: g.title, ID: g.ID, Player: g.Player, Since: pbem.StampIn(g.Since, g.loc), Reply: g.reply}
		if !g.Due.IsZero() {
			l.Due = pbem.StampIn(g.Due, g.loc)
		}
		t.Games = append(t.Games, l)
	}
	return t
}

// digestSubject words the subject of d in its language.
func digestSubject(d Digest) (string, error) {
	t, err := pbem.TemplatesOf(pbem.MailLang(pbem.Lang(d.Lang)))
	if err != nil {
		return "", err
	}
	s, err := pbem.ExecuteString(t, "digest-subject", digestTextOf(d))
	return "[pbem] " + s, err
}

// digestMail composes the mail of d for day: from the host, to the
// address alone, its Message-ID made of the day and the address only, so
// that the same digest sent again after a crash is the same message.
func (h *Host) digestMail(d Digest, day string) (compose.Mail, error) {
	lang := pbem.MailLang(pbem.Lang(d.Lang))
	t, err := pbem.TemplatesOf(lang)
	if err != nil {
		return compose.Mail{}, err
	}
	text, err := pbem.ExecuteString(t, "digest", digestTextOf(d))
	if err != nil {
		return compose.Mail{}, err
	}
	return compose.Mail{From: h.From, To: pbem.MailPlayer{Name: d.Games[0].Player, Email: d.Email}, Subject: d.Subject,
		Body: text, Date: h.Now(), Lang: string(lang),
		MessageID: fmt.Sprintf("<digest.%s.%s@%s>", day, shortHash(d.Email), h.mailDomain())}, nil
}

// Digests sends today's digest (a UTC day) to each address that has a
// game of files to act in and was not sent one today, as the record of
// the folder dir notes; it returns the digests sent. A game that does not
// load comes back in failed; the others' digests go.
func (h *Host) Digests(dir string, files []string) (sent []Digest, failed []error, err error) {
	unlock, err := lockDigests(dir)
	if err != nil {
		return nil, nil, err
	}
	defer unlock()
	rec, err := readDigests(dir)
	if err != nil {
		return nil, nil, err
	}
	all, failed, err := h.digests(files)
	if err != nil {
		return nil, failed, err
	}
	day := h.Now().UTC().Format(digestDay)
	sent = []Digest{}
	for _, d := range all {
		if rec.state(day, d.Email) == digestSent {
			continue
		}
		m, err := h.digestMail(d, day)
		if err != nil {
			return sent, failed, err
		}
		if err := rec.note(day, d.Email, digestSending, m.MessageID); err != nil {
			return sent, failed, err
		}
		crashPoint("digest-sending")
		if err := h.Outbox.Send([]compose.Mail{m}); err != nil {
			return sent, failed, err
		}
		crashPoint("digest-sent")
		if err := rec.note(day, d.Email, digestSent, m.MessageID); err != nil {
			return sent, failed, err
		}
		sent = append(sent, d)
	}
	return sent, failed, nil
}

// DigestsDry tells which digests Digests would send now, and sends and
// records nothing.
func (h *Host) DigestsDry(dir string, files []string) ([]Digest, []error, error) {
	rec, err := readDigests(dir)
	if err != nil {
		return nil, nil, err
	}
	all, failed, err := h.digests(files)
	if err != nil {
		return nil, failed, err
	}
	day := h.Now().UTC().Format(digestDay)
	due := []Digest{}
	for _, d := range all {
		if rec.state(day, d.Email) != digestSent {
			due = append(due, d)
		}
	}
	return due, failed, nil
}
