package pbem

import (
	"golang.org/x/text/unicode/norm"

	"github.com/pbem-games/pbem/engine"
)

// parseNFC parses text again in Unicode NFC when it failed with err as
// typed: a move naming a player ("offer Zoë: 32 for 6") typed with a
// combining diaeresis, as some keyboards send it, reads as the name the
// file holds. The retry costs nothing on the usual path (a move that
// parses, or ASCII). It returns err unchanged when NFC does not help.
func (r *Replay) parseNFC(seat engine.Seat, text string, err error) (engine.Move, error) {
	if nameASCII(text) || norm.NFC.IsNormalString(text) {
		return nil, err
	}
	m, nfcErr := r.File.Game.ParseMove(r.State, seat, norm.NFC.String(text))
	if nfcErr != nil {
		return nil, err
	}
	return m, nil
}
