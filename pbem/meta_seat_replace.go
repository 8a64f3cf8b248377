package pbem

import (
	"strings"
	"time"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// ReplaceRequest gives the seat of the player Old to a new player, New.
type ReplaceRequest struct {
	Old, New string
	// Email, when set, is the new player's address; otherwise the seat
	// keeps none (the old player's address is not theirs).
	Email string
	// Now, when set, is written as the line's time.
	Now time.Time
}

// Replace gives a seat to a new player: the front matter names them (and
// their address) instead of the old player, and the record gets the
// host's "!replace Old New" line; the lines before it keep the old name.
// It leaves the game's reply tokens alone: the mail host's ReplacePlayer
// replaces the seat and its token together.
func (c Games) Replace(path string, req ReplaceRequest) (*SeatResult, error) {
	req.New = NormalizeName(req.New) // written NFC, as at new
	if err := checkNewName(req.New); err != nil {
		return nil, err
	}
	if req.Email != "" {
		// The same rule as at new: a name here would be refused by send.
		if err := checkAddrSpec(req.Email); err != nil {
			return nil, Usagef("--email %s: %v", notation.Quote(req.Email), err)
		}
	}
	var res *SeatResult
	err := c.updateWithOrders(path, func(f *File, book *OrderBook) ([]byte, error) {
		if err := book.recoverFile(f); err != nil {
			return nil, err
		}
		seat, err := f.SeatOf(req.Old)
		if err != nil {
			return nil, err
		}
		if strings.ContainsAny(f.Name(seat), " \t") {
			return nil, Usagef("%s: a player whose name is several words cannot be replaced "+
				"(the replace line names each player by one word)", notation.Quote(f.Name(seat)))
		}
		if _, taken := f.RecordSeat(req.New); taken {
			return nil, Usagef("%s is a name the game already knows: the new player needs a name of their own",
				notation.Quote(req.New))
		}
		h := f.Header
		h.Players = append([]Player(nil), h.Players...)
		old := h.Players[seat].Name
		h.Players[seat] = Player{Name: req.New, Email: req.Email, Lang: h.Players[seat].Lang}
		src, err := f.withHeader(h) // the front matter's comments and layout stay
		if err != nil {
			return nil, err
		}
		e := MetaEntry("", ReplaceVerb+" "+old+" "+req.New, "", req.Now)
		src, r, err := c.AppendMeta(f, src, e)
		if err != nil {
			return nil, err
		}
		res, src, err = followSeatMeta(r, src, book, engine.Observer) // the old player's orders are dropped
		return src, err
	})
	if err != nil {
		return nil, err
	}
	return res, nil
}

// checkNewName checks a new player's name as `new` does, and that it is
// one word: the replace line names both players by a word each.
func checkNewName(name string) error {
	if err := ValidateName(name); err != nil {
		return Usagef("%v", err)
	}
	if strings.ContainsAny(name, " \t") || strings.HasPrefix(name, notation.TimeMark) {
		return Usagef("player name %s: a replacing player's name is one word, not starting with %s",
			notation.Quote(name), notation.Quote(notation.TimeMark))
	}
	return nil
}
