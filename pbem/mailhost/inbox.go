package mailhost

import (
	"cmp"
	"errors"
	"fmt"
	"strings"
	"time"

	"github.com/pbem-games/pbem/pbem"
)

// Inbox applies the moves players send by mail to the games of one
// folder, and sends the mails that follow through its Host.
type Inbox struct {
	Host *Host
	// GamesDir holds the game files (*.pbem) whose mail this inbox reads.
	GamesDir string
	Archive  Archive
	// DropStrangers leaves mail from addresses of no player unanswered.
	DropStrangers bool
	// LockWait is how long to wait for a game file another pbem holds
	// locked before leaving the message for the next run (0: 5 seconds,
	// negative: no wait).
	LockWait time.Duration
	// ArchiveWait is how long Process waits for another inbox to release
	// the archive (0: one minute). The messages stay stored meanwhile.
	ArchiveWait time.Duration
	// Limits bound the messages the inbox parses (zero values: defaults).
	Limits MessageLimits
	// Warnings holds, after Process, the problems that stopped no
	// message: game files of the folder that do not load.
	Warnings []error
}

// Outcomes of a message, as InboxResult.Outcome and the archive's list
// of processed messages name them.
const (
	OutcomeApplied     = "applied"      // the moves were recorded; the next mails sent
	OutcomeRefused     = "refused"      // an illegal or unreadable move, or none: the sender was told why
	OutcomeStale       = "stale"        // the reply answers an older decision: the sender was told
	OutcomeDuplicate   = "duplicate"    // the same message was processed before
	OutcomeStranger    = "stranger"     // not from a player of the game
	OutcomeBadToken    = "bad-token"    // from a player's address without that player's token
	OutcomeUnknownGame = "unknown-game" // names no game of the folder
	OutcomeAutomatic   = "automatic"    // sent by a program (bounce, vacation reply): never answered
	OutcomeUnreadable  = "unreadable"   // not a mail message
	OutcomePending     = "pending"      // the game file was locked: the next run retries
	OutcomeAmbiguous   = "ambiguous"    // several files hold the game's id: the next run retries
	OutcomeOversized   = "oversized"    // beyond the size or MIME limits: not parsed, set aside
	OutcomeStuck       = "stuck"        // earlier runs stopped while on it: set aside for the host
	OutcomeError       = "error"        // something failed; the host should look
)

// InboxResult tells what the inbox did with one message.
type InboxResult struct {
	Key       string   `json:"key"` // in the archive
	MessageID string   `json:"message_id,omitempty"`
	From      string   `json:"from,omitempty"`
	Game      string   `json:"game,omitempty"`
	File      string   `json:"file,omitempty"`
	Player    string   `json:"player,omitempty"`
	Outcome   string   `json:"outcome"`
	Moves     []string `json:"moves,omitempty"` // canonical, when applied
	Meta      []string `json:"meta,omitempty"`  // meta-commands found (not applied)
	Answered  bool     `json:"answered"`        // the sender got an answer
	Mailed    []string `json:"mailed,omitempty"`
	Note      string   `json:"note,omitempty"`
	// commandsDone tells that the mail's meta-commands were carried out,
	// so that an answer refusing its moves does not say nothing was done.
	commandsDone bool
}

// String describes r on one line.
func (r InboxResult) String() string {
	var b strings.Builder
	fmt.Fprintf(&b, "%s: %s", cmp.Or(r.MessageID, r.Key), r.Outcome)
	if r.Game != "" {
		fmt.Fprintf(&b, " game %s", r.Game)
	}
	if r.Player != "" {
		fmt.Fprintf(&b, " from %s", r.Player)
	} else if r.From != "" {
		fmt.Fprintf(&b, " from %s", r.From)
	}
	if len(r.Moves) > 0 {
		fmt.Fprintf(&b, ": %s", strings.Join(r.Moves, "; "))
	}
	if len(r.Mailed) > 0 {
		fmt.Fprintf(&b, "; mailed %s", strings.Join(r.Mailed, ", "))
	}
	if r.Answered {
		b.WriteString("; answered")
	}
	if r.Note != "" {
		fmt.Fprintf(&b, " (%s)", r.Note)
	}
	// The line goes to the host's terminal or log: nothing a mail held may
	// break it or send escape sequences.
	return escapeControl(b.String())
}

// Store archives one incoming message; call Process afterwards.
func (in *Inbox) Store(raw []byte) (string, error) { return in.Archive.Store(raw) }

// Process handles every pending message of the archive, oldest first,
// under the archive's lock. A message stays pending only if its game
// stayed locked; the others are marked done (flagged when something went
// wrong) and their errors are joined into the returned one. The mails
// it composes are queued in the archive's spool under the lock, and sent
// once the lock is released (spool.go), with those earlier runs left.
func (in *Inbox) Process() ([]InboxResult, error) {
	results, err := in.processLocked()
	if errors.Is(err, pbem.ErrLocked) && results == nil {
		return nil, err // another inbox works on the archive: it sends the spool
	}
	_, derr := in.Deliver()
	in.Host.Notify.Flush(in.Host.Games) // the notifications of the mails sent, out of the lock (notify_send.go)
	return results, errors.Join(err, derr)
}

// Deliver sends the mails queued in the archive's spool through the
// host's outbox, and returns how many went.
func (in *Inbox) Deliver() (int, error) {
	if _, ok := in.Host.Outbox.(rawSender); !ok {
		return 0, nil // the outbox sent them itself (processLocked)
	}
	return in.Archive.Spool().Deliver(in.Host.Outbox)
}

// processLocked is Process but for the delivery of the spool.
func (in *Inbox) processLocked() ([]InboxResult, error) {
	unlock, err := in.Archive.LockWithin(in.ArchiveWait)
	if err != nil {
		return nil, err
	}
	defer unlock()
	defer in.spoolMail()()
	keys, err := in.Archive.Pending()
	if err != nil {
		return nil, err
	}
	games, warnings := in.index()
	in.Warnings = warnings
	var results []InboxResult
	var errs []error
	for _, key := range keys {
		res, err := in.processOne(games, key)
		results = append(results, res)
		if err != nil {
			errs = append(errs, fmt.Errorf("message %s: %w", key, err))
		}
	}
	if err := in.saveIndex(games); err != nil {
		in.Warnings = append(in.Warnings, err)
	}
	return results, errors.Join(errs...)
}

// spoolMail makes the inbox's host queue its mails in the archive's spool
// instead of sending them, and returns what puts its outbox back. An
// outbox that cannot send queued mail (none of this package's) is used
// as it is.
func (in *Inbox) spoolMail() func() {
	host := in.Host
	if _, ok := host.Outbox.(rawSender); !ok {
		return func() {}
	}
	spooled := *host
	spooled.Outbox = in.Archive.Spool()
	in.Host = &spooled
	return func() { in.Host = host }
}

// processOne handles the pending message key and records the outcome.
func (in *Inbox) processOne(games *gameIndex, key string) (InboxResult, error) {
	res := InboxResult{Key: key}
	raw, err := in.Archive.Read(key)
	if err != nil {
		return res, err
	}
	msg, perr := in.parse(raw)
	res.MessageID, res.From = msg.messageID, msg.from
	id := messageIdentity(msg.messageID, raw)
	msg.identity = id
	switch n, serr := in.Archive.attempt(key); {
	case serr != nil:
		return res, serr
	case n >= maxAttempts:
		res.Outcome, res.Note = OutcomeStuck, "earlier runs stopped while handling it; the host should look"
		if n < maxAttempts+maxFinishAttempts { // unless finishing it stopped the runs too
			err = in.finishStuck(games, msg, &res)
		}
		if err == nil && res.Note != stuckFinishedNote && n < maxAttempts+maxFinishAttempts {
			err = in.answerStuck(games, msg, &res)
		}
	case perr != nil && errors.Is(perr, errOversized):
		err = in.refuseOversized(games, msg, strings.TrimPrefix(perr.Error(), errOversized.Error()+": "), &res)
	default:
		err = in.handle(games, id, msg, perr, &res)
	}
	crashPoint("handled")
	if serr := in.Archive.Settle(key); serr != nil {
		return res, errors.Join(err, serr)
	}
	if res.Outcome == OutcomePending || res.Outcome == OutcomeAmbiguous {
		return res, err
	}
	if err != nil && res.Outcome == "" {
		res.Outcome = OutcomeError
	}
	if rerr := in.Archive.Record(id, res.Outcome, res.Game, key); rerr != nil {
		return res, errors.Join(err, rerr)
	}
	crashPoint("recorded")
	flag := err != nil || res.Outcome == OutcomeError || res.Outcome == OutcomeStuck || res.Outcome == OutcomeOversized ||
		res.Note == stuckFinishedNote
	return res, errors.Join(err, in.Archive.Done(key, flag))
}

// errOversized marks a message beyond the inbox's limits.
var errOversized = errors.New("beyond the inbox's limits")

// parse reads raw, unless it is beyond the limits: then only its header
// is read, and the error (wrapping errOversized) says why.
func (in *Inbox) parse(raw []byte) (received, error) {
	if why := in.Limits.check(raw); why != "" {
		return headersOf(raw), fmt.Errorf("%w: %s", errOversized, why)
	}
	env, err := in.Limits.readEnvelope(raw)
	if err != nil {
		return received{}, err
	}
	return readReceived(env), nil
}

// handle decides what to do with msg and does it, filling res.
func (in *Inbox) handle(games *gameIndex, id string, msg received, perr error, res *InboxResult) error {
	if perr != nil {
		res.Outcome, res.Note = OutcomeUnreadable, perr.Error()
		return nil
	}
	outcome, seen, err := in.Archive.Processed(id)
	if err != nil {
		return err
	}
	if seen {
		res.Outcome, res.Note = OutcomeDuplicate, "first handled: "+outcome
		return nil
	}
	if msg.auto || msg.from == "" {
		res.Outcome = OutcomeAutomatic
		return nil
	}
	id, paths := games.find(msg.games)
	if len(paths) > 0 {
		paths = games.resolve(id, paths)
	}
	if len(paths) == 0 {
		return in.refuseUnknownGame(games, msg, res)
	}
	if len(paths) > 1 {
		// Which copy is the game? Applying to either, or drawing tokens
		// for it, would be a guess: the host must say, by removing one.
		res.Outcome, res.Game = OutcomeAmbiguous, id
		res.Note = ambiguousError(id, paths).Error()
		return nil
	}
	res.File = paths[0]
	return in.handleGame(paths[0], msg, res)
}

// firstOr returns the first of list, or def.
func firstOr(list []string, def string) string {
	if len(list) > 0 {
		return list[0]
	}
	return def
}
