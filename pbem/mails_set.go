package pbem

import (
	"slices"
	"strings"

	"github.com/pbem-games/pbem/notation"
)

// MailsResult tells what SetMails did.
type MailsResult struct {
	Path   string `json:"file"`
	Player string `json:"player"`
	// Mails is what the player is now mailed: "turns", "digest" or
	// "both".
	Mails string `json:"mails"`
	// Changed is false when the player already had it: the file was
	// left as it was.
	Changed bool `json:"changed"`
}

// ParseMails reads what a player asks to be mailed: one of MailsChoices,
// case aside. MailsTurns, the default, is recorded as no key at all.
func ParseMails(text string) (string, error) {
	mode := strings.ToLower(strings.TrimSpace(text))
	if !slices.Contains(MailsChoices, mode) {
		return "", Usagef("%s: expected turns (a mail for every turn), digest (one daily list of your games) or both", notation.Quote(text))
	}
	return mode, nil
}

// SetMails records mode (ParseMails's forms) as what the player named
// player of the game at path is mailed, by editing their mails key in
// place, as SetZone does for a zone.
func (c Games) SetMails(path, player, mode string) (*MailsResult, error) {
	mails, err := ParseMails(mode)
	if err != nil {
		return nil, err
	}
	key := mails
	if key == MailsTurns {
		key = "" // the default: no key
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
