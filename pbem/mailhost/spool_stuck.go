package mailhost

// A message on which runs stopped twice is set aside (Archive.Attempt): it
// is not applied again, since applying it may be what stops the runs. But
// if its moves were recorded before (the mail's mark is in the game's
// record, inbox_mark.go), the game has moved on and the next players must
// still be told: the mails that follow are queued as for any applied
// message. Only the risky part, reading and applying the moves, is set
// aside; the message is still flagged for the host.

// stuckFinishedNote is the note of a set-aside message whose moves were
// recorded and whose next mails were queued.
const stuckFinishedNote = "earlier runs stopped on it after its moves were recorded; the next mails are sent, and the message is flagged for the host"

// finishStuck queues the next mails of the set-aside message msg if an
// earlier run recorded its moves, from the player whose token it carries.
// Otherwise it leaves res as it is.
func (in *Inbox) finishStuck(games *gameIndex, msg received, res *InboxResult) error {
	if msg.identity == "" || msg.from == "" {
		return nil
	}
	id, paths := games.find(msg.games)
	if len(paths) > 0 {
		paths = games.resolve(id, paths)
	}
	if len(paths) != 1 {
		return nil
	}
	f, err := in.Host.Games.Load(paths[0])
	if err != nil {
		return nil // the host looks at the message anyway
	}
	tokens, err := GameTokens(f)
	if err != nil {
		return nil
	}
	seat, ok := seatWithToken(f, seatsOfAddress(f, msg.from), tokens, msg.tokens)
	if !ok {
		return nil
	}
	moves := recordedMoves(f, msg.identity)
	if len(moves) == 0 {
		return nil
	}
	res.Game, res.File, res.Player = f.Header.ID, f.Path, f.Name(seat)
	err = in.sendNext(f, moves, res)
	if err == nil {
		res.Note = stuckFinishedNote
	}
	return err
}

// answerStuck tells the sender of a message set aside before its moves
// were recorded that nothing of it was applied, so that a player whose
// mail stopped the host's runs (or whose runs were killed twice from
// outside) is not left waiting: they send their moves again, in a new
// mail. The sender was not checked, since reading the message further is
// what may stop the runs: see answerUnread.
func (in *Inbox) answerStuck(games *gameIndex, msg received, res *InboxResult) error {
	return in.answerUnread(games, msg, "stuck", res)
}
