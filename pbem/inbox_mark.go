package pbem

import (
	"strings"
)

// A run of the inbox can stop (killed, the machine down) after it wrote a
// mail's moves to the game file but before it listed the mail as
// processed. The next run then meets the mail again, and its moves would
// be refused as out of date while no turn mail went out: the game would
// stall. So the first move line a mail makes carries a comment naming the
// mail ({mail 3f2a9c1b7d5e}: a hash of its Message-ID, which says nothing
// of the sender), and a mail whose name is already in the record is
// finished, not applied again: the next mails are sent.

// mailCommentPrefix starts the comment that names the mail of a move.
const mailCommentPrefix = "mail "

// MailComment returns the comment that names, on a move line, the mail
// with identity id (see messageIdentity).
func MailComment(id string) string { return mailCommentPrefix + id[:min(len(id), 12)] }

// recordedMoves returns the moves of f's record that the mail with
// identity id made, if any: those of the line naming it and the lines of
// the same player that follow it.
func recordedMoves(f *File, id string) []string {
	want := MailComment(id)
	var moves []string
	name := ""
	for _, e := range f.Record.Moves() {
		switch {
		case e.HasComment && strings.TrimSpace(e.Comment) == want:
			name, moves = e.Name, []string{e.Text}
		case name != "" && strings.EqualFold(e.Name, name) && !e.HasComment:
			moves = append(moves, e.Text)
		default:
			name = ""
		}
	}
	return moves
}
