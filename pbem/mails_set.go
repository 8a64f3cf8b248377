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
	var res *MailsResult
	err := c.Update(path, func(f *File) ([]byte, error) {
		seat, err := f.SeatOf(player)
		if err != nil {
			return nil, err
		}
		h := f.Header
		res = &MailsResult{Path: path, Player: h.Players[seat].Name, Mails: mails}
		if h.Players[seat].Mails == key {
			return nil, nil
		}
		res.Changed = true
		h.Players = append([]Player(nil), h.Players...)
		h.Players[seat].Mails = key
		return f.withHeader(h) // the front matter's comments and layout stay
	})
	if err != nil {
		return nil, err
	}
	return res, nil
}
