package mailhost

import (
	"bytes"
	"cmp"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"net/url"
	"os"
	"os/exec"
	"slices"
	"strings"
	"time"

	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// This file sends the turn notification (notify.go) by the host's two
// channels: the command of its config (notify_cmd) and the web address of
// the game (notify = "https://…"). Each sends once a turn: the game's
// ledger of sent mails (ids_ledger.go) records it under a reader no
// player's name can be. A failure is logged, retried by the next run that
// sends the game's mails, and never stops the game.

// DefaultNotifyTimeout bounds each notification: a command run or a post.
const DefaultNotifyTimeout = 10 * time.Second

// Bounds of what a channel answers: kept for the log, cut after.
const (
	maxNotifyOutput = 2048     // bytes of notify_cmd's output kept
	maxNotifyAnswer = 512      // bytes of a web server's answer kept
	maxNotifyDrain  = 64 << 10 // bytes of an answer read at most
	maxNotifyHops   = 3        // redirects to the same host followed
)

// Notifier sends the turn notifications of the games a host sends mail
// about. A nil Notifier sends none.
type Notifier struct {
	// Cmd is run by sh -c for every turn of every game, the notification
	// in its environment (Notification.Env); "" for none.
	Cmd string
	// Timeout bounds each command run and each post (0: DefaultNotifyTimeout).
	Timeout time.Duration
	// Log gets one line for each notification that failed; nil discards.
	Log io.Writer
	// Environ is the environment the command inherits (nil: the
	// process's own), without the host's SMTP password.
	Environ []string
	// Client posts to the games' addresses (nil: one that follows
	// redirects to the same host only).
	Client *http.Client
	// queued are the game files whose notification waits for Flush.
	queued []string
}

// The channels of a notification, as the ledger and NotifyReport name
// them. "!" is in no idPart of a name: no player's thread has these.
const (
	notifyCmdReader = "!notify-cmd"
	notifyURLReader = "!notify-url"
)

// Outcomes of a channel in a NotifyReport.
const (
	NotifySent    = "sent"         // sent now
	NotifyAlready = "already sent" // sent by an earlier run: not again
	NotifyShown   = "shown"        // --dry-run: shown, not sent
	NotifyFailed  = "failed"       // see the report's errors
)

// NotifyReport tells what became of the notification of one turn.
type NotifyReport struct {
	Notification Notification `json:"notification"`
	// Cmd is the outcome of notify_cmd, "" when the host has none.
	Cmd string `json:"cmd,omitempty"`
	// Webhook is the outcome of the game's notify address, "" when it
	// has none; Address is that address without its path (which holds a
	// webhook's secret) and Format its notify_format.
	Webhook string `json:"webhook,omitempty"`
	Address string `json:"address,omitempty"`
	Format  string `json:"format,omitempty"`
	// Body is what a --dry-run would post to the address.
	Body string `json:"body,omitempty"`
	// Errors are the failures, one line each.
	Errors []string `json:"errors,omitempty"`
}

// NotifyOptions change what Notifier.Notify does.
type NotifyOptions struct {
	Again  bool // send even what the ledger says was sent
	DryRun bool // send nothing, record nothing
}

// Notify sends the notification of the turn the game f is at, by every
// channel that has not sent it yet. Failures are logged and returned,
// joined, with the report.
func (n *Notifier) Notify(f *pbem.File, opts NotifyOptions) (NotifyReport, error) {
	l, err := gameLedger(f)
	if err != nil {
		return NotifyReport{}, err
	}
	return n.notify(f, l, opts)
}

// afterMails sends the notification of f's turn once its turn mails went
// through outbox, recording it in their ledger l. It returns nothing: a
// failure is logged and the next run tries again, the mails having gone.
// Mails queued in the inbox's spool go once the inbox releases the
// archive: their notification waits for Flush, so that a slow service
// never holds the archive and the games of other players.
func (n *Notifier) afterMails(f *pbem.File, l *ledger, outbox Outbox) {
	if n == nil || l == nil || (n.Cmd == "" && f.Header.Notify == "") {
		return
	}
	if _, queued := outbox.(Spool); queued {
		if !slices.Contains(n.queued, f.Path) {
			n.queued = append(n.queued, f.Path)
		}
		return
	}
	n.logged(f.Header.ID, n.notifyLedger(f, l))
}

// Flush sends the notifications afterMails left for later, loading each
// game again (games reads them): the inbox calls it once it has released
// the archive and sent the spool. A failure is logged.
func (n *Notifier) Flush(games pbem.Games) {
	if n == nil {
		return
	}
	paths := n.queued
	n.queued = nil
	for _, path := range paths {
		f, err := games.Load(path)
		if err != nil {
			n.logged(path, err)
			continue
		}
		l, err := gameLedger(f)
		if err == nil {
			err = n.notifyLedger(f, l)
		}
		n.logged(f.Header.ID, err)
	}
}

// notifyLedger is notify with the ledger l, for its error alone.
func (n *Notifier) notifyLedger(f *pbem.File, l *ledger) error {
	_, err := n.notify(f, l, NotifyOptions{})
	return err
}

// logged logs err about what, unless notify logged it already.
func (n *Notifier) logged(what string, err error) {
	if err != nil && n.Log != nil && !errors.Is(err, errNotifyLogged) {
		fmt.Fprintf(n.Log, "pbem: notify %s: %v\n", what, err)
	}
}

// errNotifyLogged is the error of a notification that failed, whose
// failures notify has written to the log already.
var errNotifyLogged = errors.New("notification failed")

// notify is Notify with the ledger l (nil: nothing is recorded).
func (n *Notifier) notify(f *pbem.File, l *ledger, opts NotifyOptions) (NotifyReport, error) {
	r, err := f.Replay(-1)
	if err != nil {
		return NotifyReport{}, err
	}
	no, err := NotificationOf(r)
	if err != nil {
		return NotifyReport{}, err
	}
	rep := NotifyReport{Notification: no}
	if n.Cmd != "" {
		rep.Cmd = n.send(&rep, l, notifyCmdReader, opts, func() error { return n.run(no) })
	}
	if f.Header.Notify != "" {
		rep.Address, rep.Format = redactURL(f.Header.Notify), cmp.Or(f.Header.NotifyFormat, pbem.NotifyJSON)
		if opts.DryRun {
			body, err := no.Body(rep.Format)
			if err != nil {
				return rep, err
			}
			rep.Body = string(body)
		}
		rep.Webhook = n.send(&rep, l, notifyURLReader, opts, func() error { return n.post(f.Header.Notify, rep.Format, no) })
	}
	if l != nil && !opts.DryRun {
		if err := l.save(); err != nil {
			return rep, err
		}
	}
	if len(rep.Errors) > 0 {
		return rep, fmt.Errorf("%w: %s", errNotifyLogged, strings.Join(rep.Errors, "; "))
	}
	return rep, nil
}

// send sends by one channel (reader, in the ledger l) with do, unless
// the ledger says it was sent; it returns the outcome, noting a failure
// in rep and the log.
func (n *Notifier) send(rep *NotifyReport, l *ledger, reader string, opts NotifyOptions, do func() error) string {
	no := rep.Notification
	switch {
	case opts.DryRun:
		return NotifyShown
	case !opts.Again && l != nil && l.mailed(reader, no.turn):
		return NotifyAlready
	}
	if err := do(); err != nil {
		line := fmt.Sprintf("%s, %s: %s", no.ID, strings.TrimPrefix(reader, "!"), escapeControl(err.Error()))
		rep.Errors = append(rep.Errors, line)
		if n.Log != nil {
			fmt.Fprintf(n.Log, "pbem: notify %s\n", line)
		}
		return NotifyFailed
	}
	if l != nil {
		l.add(sentEntry{reader: reader, point: no.turn, id: notifyMessageID(no, reader)})
	}
	return NotifySent
}

// notifyMessageID is the ledger's id of a notification sent by the
// channel reader: it starts with the game's id part, as every id of the
// ledger must (readLedger), and names no one.
func notifyMessageID(no Notification, reader string) string {
	return "<" + compose.IdPart(no.Game) + "." + no.turn + "." + strings.TrimPrefix(reader, "!") + "@" + compose.MailDomain + ">"
}

// timeout is the bound of one command run or post.
func (n *Notifier) timeout() time.Duration {
	if n.Timeout > 0 {
		return n.Timeout
	}
	return DefaultNotifyTimeout
}

// run runs the host's command with the notification no in its
// environment, for at most the timeout, its output kept for the log.
func (n *Notifier) run(no Notification) error {
	ctx, cancel := context.WithTimeout(context.Background(), n.timeout())
	defer cancel()
	cmd := exec.CommandContext(ctx, "sh", "-c", n.Cmd)
	cmd.Env = append(n.environ(), no.Env()...)
	out := &cappedBuffer{limit: maxNotifyOutput}
	cmd.Stdout, cmd.Stderr = out, out
	// A child the command left running keeps the output open: Wait
	// gives up on it a second after the command is stopped.
	cmd.WaitDelay = time.Second
	killGroupOnCancel(cmd) // notify_proc_*.go
	err := cmd.Run()
	switch {
	case ctx.Err() != nil:
		return fmt.Errorf("notify_cmd ran longer than %s and was stopped%s", n.timeout(), out.suffix())
	case err != nil:
		return fmt.Errorf("notify_cmd: %v%s", err, out.suffix())
	}
	return nil
}

// environ returns the environment the command inherits: the host's own
// but its mail passwords (SMTP and IMAP), which a notification has no use
// for.
func (n *Notifier) environ() []string {
	env := n.Environ
	if env == nil {
		env = os.Environ()
	}
	out := make([]string, 0, len(env))
	for _, kv := range env {
		if !strings.HasPrefix(kv, "PBEM_SMTP_PASSWORD") && !strings.HasPrefix(kv, "PBEM_IMAP_PASSWORD") {
			out = append(out, kv)
		}
	}
	return out
}

// post posts the notification no to address in format, for at most the
// timeout; an answer other than 2xx is a failure.
func (n *Notifier) post(address, format string, no Notification) error {
	body, err := no.Body(format)
	if err != nil {
		return err
	}
	ctx, cancel := context.WithTimeout(context.Background(), n.timeout())
	defer cancel()
	req, err := http.NewRequestWithContext(ctx, http.MethodPost, address, bytes.NewReader(body))
	if err != nil {
		return fmt.Errorf("%s: %v", redactURL(address), redactErr(err))
	}
	req.Header.Set("Content-Type", "application/json")
	req.Header.Set("User-Agent", "pbem")
	req.Header.Set("Idempotency-Key", no.ID)
	resp, err := n.client().Do(req)
	if err != nil {
		return fmt.Errorf("POST %s: %v", redactURL(address), redactErr(err))
	}
	defer resp.Body.Close()
	answer := &cappedBuffer{limit: maxNotifyAnswer}
	_, _ = io.Copy(answer, io.LimitReader(resp.Body, maxNotifyDrain))
	if resp.StatusCode/100 != 2 {
		return fmt.Errorf("POST %s: %s%s", redactURL(address), resp.Status, answer.suffix())
	}
	return nil
}

// client returns the HTTP client of the posts.
func (n *Notifier) client() *http.Client {
	if n.Client != nil {
		return n.Client
	}
	return &http.Client{CheckRedirect: sameHostRedirect}
}

// sameHostRedirect follows a redirect only to the same host by the same
// scheme or https, a few times: the message (and the address's secret)
// never goes to a host the game does not name.
func sameHostRedirect(req *http.Request, via []*http.Request) error {
	first := via[0].URL
	switch {
	case len(via) > maxNotifyHops:
		return errors.New("too many redirects")
	case !strings.EqualFold(req.URL.Host, first.Host):
		return fmt.Errorf("redirected to another host, %s: not followed", req.URL.Host)
	case req.URL.Scheme != first.Scheme && req.URL.Scheme != "https":
		return fmt.Errorf("redirected to %s: not followed", req.URL.Scheme)
	}
	return nil
}

// redactURL returns address without its path, query and user: a
// webhook's address carries its secret there, and logs are read by
// others than the host.
func redactURL(address string) string {
	u, err := url.Parse(address)
	if err != nil || u.Host == "" {
		return "the notify address"
	}
	s := u.Scheme + "://" + u.Host + "/"
	if u.Path != "" && u.Path != "/" || u.RawQuery != "" {
		s += "…"
	}
	return s
}

// redactErr returns err without the full address net/http puts in its
// errors (see redactURL).
func redactErr(err error) error {
	var ue *url.Error
	if errors.As(err, &ue) {
		return ue.Err
	}
	return err
}

// cappedBuffer keeps the first limit bytes written to it and counts the
// rest: a command or a server that writes without end costs no memory.
type cappedBuffer struct {
	limit   int
	b       bytes.Buffer
	dropped int64
}

// Write keeps what fits and never fails, so the writer is never blocked.
func (c *cappedBuffer) Write(p []byte) (int, error) {
	room := c.limit - c.b.Len()
	if room > len(p) {
		room = len(p)
	}
	if room > 0 {
		c.b.Write(p[:room])
	}
	c.dropped += int64(len(p) - max(room, 0))
	return len(p), nil
}

// suffix returns ": <what was kept, on one line>" for an error, "" when
// nothing was written.
func (c *cappedBuffer) suffix() string {
	s := strings.TrimSpace(strings.ToValidUTF8(c.b.String(), "?"))
	if s == "" {
		return ""
	}
	s = escapeControl(s)
	if c.dropped > 0 {
		s += fmt.Sprintf(" … (%d bytes more)", c.dropped)
	}
	return ": " + s
}
