package pbem

import (
	"slices"

	"github.com/pbem-games/pbem/notation"
)

// MailsResult tells what SetMails did.
type MailsResult struct {
	Path   string `json:"file"`
	Player string `json:"player"`
	// Mails is the choice now in force: turns, digest or both.
	Mails string `json:"mails"`
	// Changed is false when the player had already chosen it: the file
	// was left as it was.
	Changed bool `json:"changed"`
}

// SetMails records mails (one of MailsChoices) as what the player named
// player is mailed in the game at path, by editing their mails key in
// place, as SetZone does; "turns", the default, removes the key. The
// record is not touched: it is how the host mails a player, not an event
// of the game.
func (c Games) SetMails(path, player, mails string) (*MailsResult, error) {
	if !slices.Contains(MailsChoices, mails) {
		return nil, Usagef("%s: expected turns, digest or both", notation.Quote(mails))
	}
	key := mails
	if key == MailsTurns {
		key = "" // the default is not written
	}
	name, changed, err := c.updatePlayer(path, player, func(p *Player) bool {
		old := p.Mails
		p.Mails = key
		return old != key
	})
	if err != nil {
		return nil, err
	}
	return &MailsResult{Path: path, Player: name, Mails: mails, Changed: changed}, nil
}
