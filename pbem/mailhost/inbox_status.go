package mailhost

import (
	"strings"
	"time"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// This file holds the meta-command "!status" of a player's mail: it
// answers with the list of their games in the inbox's folder (found by
// their address), where it is their turn, since when, and the deadline,
// as `pbem status --for ADDR` shows them.

// mailStatus carries out "!status".
func (in *Inbox) mailStatus(f *pbem.File, seat engine.Seat, token string, msg received, _ MailMeta, res *InboxResult) error {
	addr := f.Header.Players[seat].Email
	scanned, err := in.Host.Games.Waits([]string{in.GamesDir})
	if err != nil {
		return err
	}
	var waits []pbem.GameWait
	for _, s := range scanned {
		if s.Err == nil {
			waits = append(waits, s.Value)
		}
	}
	lang, zone := readerLang(f, seat), f.ZoneOf(seat)
	var lines []string
	for _, w := range pbem.WaitFor(waits, addr) {
		line, err := statusLine(lang, zone, w)
		if err != nil {
			return err
		}
		lines = append(lines, line)
	}
	a, err := refusalTo(f, seat, token, msg, "status", answerText{})
	if err != nil {
		return err
	}
	a.body = append(a.body, strings.Join(lines, "\n"))
	res.Outcome = OutcomeApplied
	return in.send(a, res)
}

// statusText is one game of a status answer.
type statusText struct {
	ID       string // the game id
	Over     bool
	YourTurn bool   // the reader is among the players awaited
	Waiting  string // whom it waits for, since when and until when
}

// statusLine words where game w stands for the reader, in lang, with
// its times in the reader's zone (their tz in the game they wrote about:
// the one whose key the host knows them by).
func statusLine(lang pbem.Lang, zone *time.Location, w pbem.GameWait) (string, error) {
	d := statusText{ID: w.ID, Over: w.Over, YourTurn: w.YourTurn}
	var who []string
	for _, s := range w.Waiting {
		t := s.Player + " " + pbem.StampIn(s.Since, zone)
		if !s.Due.IsZero() {
			t += " → " + pbem.StampIn(s.Due, zone)
		}
		who = append(who, t)
	}
	d.Waiting = strings.Join(who, "; ")
	text, err := say(lang, "answer-status-game", answerText{Status: d})
	return "- " + text, err // the file's path is the host's business
}
