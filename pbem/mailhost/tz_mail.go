package mailhost

import (
	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// This file holds the meta-command "!tz Europe/Paris" of a player's
// mail: it sets their own time zone in the game (the tz key of their
// seat, edited in place), in which the host's mails then print times,
// and answers them alone with the zone and what a time now looks like.
// Nobody else is told: a zone is how one reads, not a move of the game.

// TZVerb is the meta-command that sets the writer's time zone.
const TZVerb = "tz"

// tzText is what a !tz answer words.
type tzText struct {
	Zone    string // the zone as asked ("Europe/Paris"), or as recorded
	Example string // the mail's own time in that zone ("2026-11-29 09:32 CET")
	UTC     bool   // the zone is UTC: the player's tz key is gone
}

// mailTZ carries out "!tz ZONE": a zone that is not one is refused in
// the reader's language, with the form expected.
func (in *Inbox) mailTZ(f *pbem.File, seat engine.Seat, token string, msg received, cmd MailMeta, res *InboxResult) error {
	d := tzText{Zone: cmd.Rest}
	if _, err := pbem.ParseZone(cmd.Rest); err != nil || len(cmd.Rest) > 64 {
		d.Zone = tzClip(cmd.Rest, 64) // the answer quotes the player, never at any length
		a, err := refusalTo(f, seat, token, msg, "tz-refused", answerText{TZ: d})
		if err != nil {
			return err
		}
		res.Outcome = OutcomeRefused
		return in.send(a, res)
	}
	z, err := in.Host.Games.SetZone(f.Path, f.Name(seat), cmd.Rest)
	if err != nil {
		return in.seatRefusal(f, seat, token, msg, err, res)
	}
	loc, _ := pbem.LoadZone(z.TZ) // SetZone checked it
	d = tzText{Zone: loc.String(), Example: pbem.StampIn(in.Host.Now(), loc), UTC: z.TZ == ""}
	a, err := refusalTo(f, seat, token, msg, "tz", answerText{TZ: d})
	if err != nil {
		return err
	}
	res.Outcome = OutcomeApplied
	return in.send(a, res)
}

// tzClip returns s cut to at most n bytes, on a rune boundary, with "…"
// when it was cut.
func tzClip(s string, n int) string {
	if len(s) <= n {
		return s
	}
	for n > 0 && s[n]&0xC0 == 0x80 {
		n--
	}
	return s[:n] + "…"
}
