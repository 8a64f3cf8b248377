package mailhost

import (
	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// This file holds the meta-command "!mails digest" of a player's mail: it
// sets what they are mailed when a decision is theirs (the mails key of
// their seat, edited in place: "turns", "digest" or "both"), and answers
// them alone. Nobody else is told: it is how one reads, not a move.

// MailsVerb is the meta-command that sets what the writer is mailed.
const MailsVerb = "mails"

// mailMails carries out "!mails MODE": a mode that is not one is refused
// in the reader's language, with the three forms.
func (in *Inbox) mailMails(f *pbem.File, seat engine.Seat, token string, msg received, cmd MailMeta, res *InboxResult) error {
	kind, mode := "mails", ""
	if _, err := pbem.ParseMails(cmd.Rest); err != nil {
		kind, mode = "mails-refused", tzClip(cmd.Rest, 64) // the answer quotes the player, never at any length
		res.Outcome = OutcomeRefused
	} else {
		z, err := in.Host.Games.SetMails(f.Path, f.Name(seat), cmd.Rest)
		if err != nil {
			return in.seatRefusal(f, seat, token, msg, err, res)
		}
		mode = z.Mails
		res.Outcome = OutcomeApplied
	}
	a, err := refusalTo(f, seat, token, msg, kind, answerText{Meta: mode})
	if err != nil {
		return err
	}
	return in.send(a, res)
}
