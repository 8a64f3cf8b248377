package mailhost

import (
	"errors"
	"strings"
	"time"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// handleGame checks that msg comes from a player of the game at path,
// with that player's token, and applies the moves it holds.
func (in *Inbox) handleGame(path string, msg received, res *InboxResult) error {
	f, err := in.Host.Games.Load(path)
	if err != nil {
		return err
	}
	res.Game = f.Header.ID
	seats := seatsOfAddress(f, msg.from)
	if len(seats) == 0 {
		return in.handleNonPlayer(f, msg, res) // observers, !observe: observe_mail.go
	}
	tokens, err := GameTokens(f)
	if err != nil {
		return err
	}
	seat, ok := seatWithToken(f, seats, tokens, msg.tokens)
	if !ok {
		res.Outcome = OutcomeBadToken
		return in.answerBadToken(f, seats[0], msg, res)
	}
	res.Player = f.Name(seat)
	if moves := recordedMoves(f, msg.identity); len(moves) > 0 {
		return in.finish(f, moves, res)
	}
	reply, ignored := compose.ExtractReply(msg.text).WithoutProse(moveVerbs(f, seat))
	if waiting, err := in.handleAwaiting(f, seat, tokens.Of(res.Player), msg, reply, res); waiting || err != nil {
		return err // the game awaits its players' seeds: seed_mail.go
	}
	handled, err := in.handleMetas(f, seat, tokens.Of(res.Player), msg, reply, res)
	if err != nil {
		return err
	}
	res.commandsDone = handled
	if len(reply.Moves) == 0 && handled {
		return in.answerIgnoredAfterCommands(f, seat, tokens.Of(res.Player), msg, ignored, res)
	}
	if len(reply.Moves) == 0 {
		res.Outcome = OutcomeRefused
		return in.answerNoMoves(f, seat, tokens.Of(res.Player), msg, reply, res)
	}
	err = in.apply(f, seat, tokens.Of(res.Player), msg, reply, res)
	if err != nil || len(ignored) == 0 {
		return err
	}
	res.Note = strings.TrimPrefix(res.Note+"; ", "; ") + "ignored after the moves: " + quoteLines(ignored)
	if res.Outcome != OutcomeApplied {
		return nil
	}
	return in.answerIgnored(f, seat, tokens.Of(res.Player), msg, ignored, res)
}

// apply records the moves of reply as seat's decisions and sends the
// mails that follow, or tells the player why nothing was recorded.
func (in *Inbox) apply(f *pbem.File, seat engine.Seat, token string, msg received, reply compose.ReplyText, res *InboxResult) error {
	req := pbem.MoveRequest{Moves: reply.Moves, As: f.Name(seat), Ply: msg.ply, Comment: MailComment(msg.identity),
		Now: in.Host.Now}
	mres, err := in.Host.Games.Move(f.Path, req)
	// Another pbem holds the game's lock for a moment only: wait a little
	// before leaving the message for the next run.
	for deadline := time.Now().Add(in.lockWait()); errors.Is(err, pbem.ErrLocked) && time.Now().Before(deadline); {
		time.Sleep(lockRetryDelay)
		mres, err = in.Host.Games.Move(f.Path, req)
	}
	switch {
	case errors.Is(err, pbem.ErrLocked):
		res.Outcome, res.Note = OutcomePending, "the game file is locked; the next run retries"
		return nil
	case errors.Is(err, pbem.ErrStale):
		res.Outcome = OutcomeStale
		return in.answerStale(f, seat, token, msg, res)
	case err != nil && (pbem.IsMoveRefusal(err) || errors.Is(err, pbem.ErrUsage)): // ErrUsage: text too long (limits_text.go)
		res.Outcome = OutcomeRefused
		return in.answerRefusal(f, seat, token, msg, err, res)
	case err != nil:
		return err
	}
	crashPoint("moved")
	var moves []string
	for _, p := range mres.Plies {
		moves = append(moves, p.Move)
	}
	return in.sendNext(f, moves, res)
}

// finish completes the work on a mail whose moves an earlier run recorded
// but did not list as processed: it stopped before or while it sent the
// next mails, so they are sent (perhaps again: better twice than never).
func (in *Inbox) finish(f *pbem.File, moves []string, res *InboxResult) error {
	res.Note = "recorded by an earlier run that stopped; the next mails are sent again"
	return in.sendNext(f, moves, res)
}

// sendNext notes the moves applied and sends the turn mails that follow.
func (in *Inbox) sendNext(f *pbem.File, moves []string, res *InboxResult) error {
	res.Outcome, res.Moves = OutcomeApplied, moves
	mails, err := in.Host.Send(f.Path, "")
	for _, m := range mails {
		res.Mailed = append(res.Mailed, m.To.Name)
	}
	if err != nil {
		res.Mailed = nil
		res.Note = "the moves are recorded but the next mails were not sent: run pbem send " + f.Path
	}
	return err
}

// While a game file is locked, apply tries again every lockRetryDelay,
// for Inbox.LockWait or else defaultLockWait.
const (
	lockRetryDelay  = 100 * time.Millisecond
	defaultLockWait = 5 * time.Second
)

func (in *Inbox) lockWait() time.Duration {
	if in.LockWait == 0 {
		return defaultLockWait
	}
	return in.LockWait
}

// seatsOfAddress returns the seats whose player has the address addr
// (several when one person plays more than one seat).
func seatsOfAddress(f *pbem.File, addr string) []engine.Seat {
	var seats []engine.Seat
	for i, p := range f.Header.Players {
		if addr != "" && strings.EqualFold(p.Email, addr) {
			seats = append(seats, engine.Seat(i))
		}
	}
	return seats
}

// seatWithToken returns the seat among seats whose token is one of found.
func seatWithToken(f *pbem.File, seats []engine.Seat, tokens *Tokens, found []string) (engine.Seat, bool) {
	for _, s := range seats {
		for _, t := range found {
			if tokens.Check(f.Name(s), t) {
				return s, true
			}
		}
	}
	return engine.Observer, false
}
