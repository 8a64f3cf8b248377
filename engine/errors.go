package engine

import (
	"errors"
	"fmt"
	"strings"
)

// IllegalError is a refusal of a well-formed move that names the words of
// the move it is about, so that a tool can point at the culprit ("you do
// not hold s3" points at "s3") rather than at the start of the move. It
// wraps ErrIllegal: errors.Is(err, ErrIllegal) holds for it.
type IllegalError struct {
	// Msg is the refusal in words a player understands, without the
	// "illegal move" prefix that Error adds.
	Msg string
	// At lists the words of the move the refusal is about, in the
	// canonical lower-case form of the notation ("s3", "1m2"), most
	// relevant first. It may be empty.
	At []string
}

// Error returns "illegal move: " followed by the message, as the errors
// that wrap ErrIllegal with fmt.Errorf("%w: …") read.
func (e *IllegalError) Error() string { return ErrIllegal.Error() + ": " + e.Msg }

// Unwrap returns ErrIllegal.
func (e *IllegalError) Unwrap() error { return ErrIllegal }

// IllegalAt returns an *IllegalError about the move words at, its message
// formatted as fmt.Sprintf does. The words are lower-cased here so a
// game may pass them as it prints them.
func IllegalAt(at []string, format string, args ...any) error {
	words := make([]string, len(at))
	for i, w := range at {
		words[i] = strings.ToLower(w)
	}
	return &IllegalError{Msg: fmt.Sprintf(format, args...), At: words}
}

// Culprit returns the move words an illegal-move error is about: the At
// of the first *IllegalError in err's chain, or nil when there is none.
func Culprit(err error) []string {
	var ie *IllegalError
	if errors.As(err, &ie) {
		return ie.At
	}
	return nil
}

// CheckTurn refuses a decision a one-actor game cannot take now: any once
// the game is over (ErrIllegal), or one by a seat other than actor
// (ErrNotYourTurn, saying who must do what). names are the players in
// seat order, and expecting words what actor must do; neither is read
// but for that refusal (once the game is over, actor may be no seat).
// Every game checks this first in Apply, before anything rules-specific.
func CheckTurn(over bool, s, actor Seat, names []string, expecting func() string) error {
	if over {
		return fmt.Errorf("%w: the game is over", ErrIllegal)
	}
	if s != actor {
		return fmt.Errorf("%w: %s must %s", ErrNotYourTurn, SeatName(names, actor), expecting())
	}
	return nil
}
