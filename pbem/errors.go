package pbem

import (
	"errors"
	"fmt"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// Error classes. Every error pbem returns for a reason the user can act on
// wraps one of these (or is a *MoveError), so the command line can map it
// to an exit code in one place. Anything else is an internal error.
var (
	// ErrUsage: the request itself is wrong (an unknown player name, a ply
	// out of range, a decision that needs --as).
	ErrUsage = errors.New("usage")
	// ErrGameFile: the game file is missing, unreadable, corrupt, of an
	// unknown game or rules version, or cannot be replayed for want of a key.
	ErrGameFile = errors.New("game file")
	// ErrConflict: the file changed under the request (a stale --ply), is
	// locked by another writer, or would be overwritten.
	ErrConflict = errors.New("conflict")
)

// Finer errors; each wraps one of the classes above.
var (
	ErrMissing     = wrapClass(ErrGameFile, "game file not found")
	ErrCorrupt     = wrapClass(ErrGameFile, "corrupt game file")
	ErrUnknownGame = wrapClass(ErrGameFile, "unknown game")
	ErrNeedKey     = wrapClass(ErrGameFile, "sealed game: the key is needed")
	ErrBadKey      = wrapClass(ErrGameFile, "the key does not match the commitment")
	ErrStale       = wrapClass(ErrConflict, "stale move")
	ErrLocked      = wrapClass(ErrConflict, "game file locked")
	ErrExists      = wrapClass(ErrConflict, "file already exists")
)

// classError is a sentinel that also matches its class with errors.Is.
type classError struct {
	class error
	msg   string
}

func wrapClass(class error, msg string) error { return &classError{class: class, msg: msg} }

func (e *classError) Error() string { return e.msg }
func (e *classError) Unwrap() error { return e.class }

// MoveError is a decision that was refused, from a command or from the
// record of a game file. Detail places it (file:line:col, the source line,
// the nearest legal moves) for display; Err is the cause: a
// *notation.Error for bad notation, or an error wrapping engine.ErrIllegal
// or engine.ErrNotYourTurn.
type MoveError struct {
	Detail *notation.Error
	Err    error
}

// Error returns the one-line form "file:line:col: message".
func (e *MoveError) Error() string { return e.Detail.Error() }

// Unwrap returns the cause.
func (e *MoveError) Unwrap() error { return e.Err }

// Display returns the error with the source line, a caret and the nearest
// legal moves, for people to read.
func (e *MoveError) Display() string { return e.Detail.Display() }

// DisplayIn is Display for a reader of lang: the common texts of a
// refusal translated (engine.RefusalsIn), English for a language without
// them. The moves it quotes stay as they were written.
func (e *MoveError) DisplayIn(lang string) string {
	r := engine.RefusalsIn(lang)
	if r == nil {
		return e.Display()
	}
	return e.Detail.DisplayIn(&notation.Wording{Expected: r.Expected, OneOf: r.OneOf, DidYouMean: r.DidYouMean, Translate: r.Translate})
}

// FileError is a problem in a game file with a position in it: bad TOML,
// a bad record line, an unknown player on a line. It wraps ErrCorrupt.
type FileError struct {
	Detail *notation.Error
}

// Error returns the one-line form "file:line:col: corrupt game file: message".
func (e *FileError) Error() string { return e.Detail.Error() }

// Unwrap makes a FileError match ErrCorrupt and ErrGameFile.
func (e *FileError) Unwrap() error { return ErrCorrupt }

// Display returns the error with its source line and a caret.
func (e *FileError) Display() string { return e.Detail.Display() }

// classed puts err in a class without adding the class's name to the
// message: "Palazzo is for 2 to 4 players", not "usage: Palazzo is …".
type classed struct{ class, err error }

func (e *classed) Error() string   { return e.err.Error() }
func (e *classed) Unwrap() []error { return []error{e.class, e.err} }

// Usagef returns an error of class ErrUsage.
func Usagef(format string, args ...any) error {
	return &classed{class: ErrUsage, err: fmt.Errorf(format, args...)}
}

// AsUsage puts err in class ErrUsage, keeping what it wraps.
func AsUsage(err error) error { return &classed{class: ErrUsage, err: err} }

// IsMoveRefusal reports whether err rejects a decision: bad notation, an
// illegal move, or a move out of turn.
func IsMoveRefusal(err error) bool {
	var nerr *notation.Error
	var merr *MoveError
	return errors.As(err, &merr) || errors.As(err, &nerr) ||
		errors.Is(err, engine.ErrIllegal) || errors.Is(err, engine.ErrNotYourTurn)
}
