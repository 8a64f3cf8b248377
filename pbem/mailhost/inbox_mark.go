package mailhost

import (
	"strings"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// A run of the inbox can stop (killed, the machine down) after it wrote a
// mail's moves to the game file but before it listed the mail as
// processed. The next run then meets the mail again, and its moves would
// be refused as out of date while no turn mail went out: the game would
// stall. So the first move line a mail makes carries a comment naming the
// mail ({mail 3f2a9c1b7d5e}: a hash of its Message-ID, which says nothing
// of the sender), and a mail whose name is already in the record is
// finished, not applied again: the next mails are sent. A comment the
// player typed with the move follows the mark ({mail 3f2a9c1b7d5e: goes
// for tiles}).

// MailComment returns the comment that names, on a move line, the mail
// with identity id (see messageIdentity).
func MailComment(id string) string { return compose.MailCommentPrefix + id[:min(len(id), 12)] }

// recordedMoves returns the moves of f's record that the mail with
// identity id made, if any: those of the line naming it and the lines of
// the same player that follow it.
func recordedMoves(f *pbem.File, id string) []string {
	want := MailComment(id)
	var moves []string
	name := ""
	for _, e := range f.Record.Moves() {
		comment := f.CommentText(e.Comment) // in a sealed game the mark follows the host's outcome: {= s4 c2; mail 3f2a9c1b7d5e}
		switch {
		case e.HasComment && namesMail(comment, want):
			name, moves = e.Name, []string{e.Text}
		case name != "" && strings.EqualFold(e.Name, name) && !isMailMark(comment):
			moves = append(moves, e.Text)
		default:
			name = ""
		}
	}
	return moves
}

// namesMail reports whether comment is the mark want, alone or followed
// by the player's own comment after ":".
func namesMail(comment, want string) bool {
	rest, ok := strings.CutPrefix(strings.TrimSpace(comment), want)
	return ok && (rest == "" || strings.HasPrefix(rest, ":"))
}

// isMailMark reports whether comment starts with the mark of some mail:
// the prefix and 12 hex digits, alone or before ":".
func isMailMark(comment string) bool {
	rest, ok := strings.CutPrefix(strings.TrimSpace(comment), compose.MailCommentPrefix)
	if !ok || len(rest) < 12 || strings.Trim(rest[:12], "0123456789abcdef") != "" {
		return false
	}
	return len(rest) == 12 || rest[12] == ':'
}
