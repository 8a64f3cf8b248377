package engine

import (
	"errors"
	"fmt"
	"slices"
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

// Illegalf returns an error wrapping ErrIllegal whose message is formatted
// as fmt.Sprintf does: the refusal of a move that names no word of it.
func Illegalf(format string, args ...any) error {
	return fmt.Errorf("%w: %s", ErrIllegal, fmt.Sprintf(format, args...))
}

// CheckAwaited is CheckTurn for games where several seats may be awaited
// at once (simultaneous decisions): it refuses any decision once the game
// is over (ErrIllegal), and one by a seat not in toAct (ErrNotYourTurn,
// saying who must do what, as awaiting words it).
func CheckAwaited(over bool, toAct []Seat, s Seat, awaiting func() string) error {
	if over {
		return fmt.Errorf("%w: the game is over", ErrIllegal)
	}
	if !slices.Contains(toAct, s) {
		return fmt.Errorf("%w: %s", ErrNotYourTurn, awaiting())
	}
	return nil
}
