package pbem

import (
	"fmt"
	"unicode"
	"unicode/utf8"

	"github.com/pbem-games/pbem/notation"
)

// What players write (a say, a comment typed with a move) enters the
// record and the mails to every other player, so it is bounded twice:
// each piece by MaxPlayerText, and all of it by TextRoom, the size past
// which the file takes no more text, only what the game needs to go on.
// A game file may not grow past MaxFileSize (pbem then cannot read it), so
// the room left above TextRoom must hold the rest of any game: decisions,
// with their times and mail marks, and the answers to an undo proposed
// before. A complete recorded game is far smaller than that reserve (the
// figures are in docs/hosting.md, "Limits on what players write").

// MaxPlayerText is the longest say or typed comment, in characters: a
// long paragraph.
const MaxPlayerText = 2000

// TextReserve is the part of MaxFileSize kept for decisions: text (says,
// comments, undo proposals) is refused once the file would grow past
// TextRoom.
const TextReserve = 256 << 10

// TextRoom is the size, in bytes, past which a game file takes no more
// player text.
const TextRoom = MaxFileSize - TextReserve

// checkPlayerText refuses text, what a player wrote as what ("a say"),
// when it is longer than MaxPlayerText.
func checkPlayerText(what, text string) error {
	if n := utf8.RuneCountInString(text); n > MaxPlayerText {
		return Usagef("%s of %d characters is too long: at most %d are recorded", what, n, MaxPlayerText)
	}
	return nil
}

// checkTextRoom refuses to write player text (what: "a say") that would
// make the game file data bytes long, past TextRoom.
func checkTextRoom(what string, data []byte) error {
	if len(data) > TextRoom {
		return Usagef("the game file is near its size limit (%d KiB): %s is no longer recorded; moves still are",
			MaxFileSize>>10, what)
	}
	return nil
}

// checkFileSize refuses data, the new content of a game file, when pbem
// could not read it back: every command ends here, so no accepted one
// leaves a game that refuses the next. Only decisions can get this far
// (text stops at TextRoom), and a whole game fits in the reserve.
func checkFileSize(data []byte) error {
	if len(data) > MaxFileSize {
		return fmt.Errorf("%w: the game file would grow to %d bytes, past the %d KiB a game file may hold",
			ErrGameFile, len(data), MaxFileSize>>10)
	}
	return nil
}

// typedComments returns the comments the player typed with the moves of
// req (the host's mark, req.Comment, is not theirs), refusing any too long.
func typedComments(req MoveRequest) (bool, error) {
	typed := false
	for _, in := range req.Moves {
		_, _, comment, _, err := notation.SplitMoveInput(in.Text)
		if err != nil {
			continue // the move's own check reports it, placed in its input
		}
		if err := checkPlayerText("a comment", comment); err != nil {
			return false, err
		}
		typed = typed || comment != ""
	}
	return typed, nil
}

// IsControl reports whether r is a character no text a player reads may
// carry as it is: a control or format character (a bidirectional
// override), a line or paragraph separator, or the replacement character
// a bad byte decodes to.
func IsControl(r rune) bool {
	return unicode.IsControl(r) || unicode.Is(unicode.Cf, r) || r == '\u2028' || r == '\u2029' ||
		r == unicode.ReplacementChar
}
