package mailhost

import (
	"slices"
	"strings"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// This file holds the meta-command "!mails digest" of a player's mail:
// the writer chooses what the host mails them in the game (turns,
// digest or both: the mails key of their seat, edited in place, as !tz
// does), and is answered alone. Nobody else is told: it is how one is
// mailed, not a move of the game.

// MailsVerb is the meta-command that sets the writer's mails.
const MailsVerb = "mails"

// mailMails carries out "!mails CHOICE": a word that is not a choice is
// refused in the reader's language, with the choices; the answer quotes
// the choice made, never the player's text at any length.
func (in *Inbox) mailMails(f *pbem.File, seat engine.Seat, token string, msg received, cmd MailMeta, res *InboxResult) error {
	choice := strings.ToLower(strings.TrimSpace(cmd.Rest))
	if !slices.Contains(pbem.MailsChoices, choice) {
		a, err := refusalTo(f, seat, token, msg, "mails-refused", answerText{Meta: tzClip(cmd.Rest, 32)})
		if err != nil {
			return err
		}
		res.Outcome = OutcomeRefused
		return in.send(a, res)
	}
	if _, err := in.Host.Games.SetMails(f.Path, f.Name(seat), choice); err != nil {
		return in.seatRefusal(f, seat, token, msg, err, res)
	}
	a, err := refusalTo(f, seat, token, msg, "mails", answerText{Meta: choice})
	if err != nil {
		return err
	}
	res.Outcome = OutcomeApplied
	return in.send(a, res)
}
