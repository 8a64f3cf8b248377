package commands

import (
	"errors"
	"fmt"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem/mailhost"
)

// inboxCommand reads the players' replies and plays them.
func (e *env) inboxCommand() *cli.Command {
	return &cli.Command{
		Name:  "inbox",
		Usage: "read players' replies (a message on stdin, --maildir or --mbox), apply their moves, send the next mails",
		Flags: append(hostFlags(),
			&cli.StringFlag{Name: "games", Usage: "the folder of the game files `DIR` (default: games = in the config)"},
			&cli.StringFlag{Name: "maildir", Usage: "read the unseen messages of the Maildir `DIR` (and mark them seen)"},
			&cli.StringFlag{Name: "mbox", Usage: "read every message of the mbox `FILE`"},
			&cli.StringFlag{Name: "imap", Usage: "read the unseen messages of the IMAP mailbox `URL` (imaps://user@host/INBOX; \"config\": [imap] url) and flag them seen"},
			&cli.BoolFlag{Name: "idle", Usage: "with --imap: keep the connection open and wait for new mail (IMAP IDLE)"},
			&cli.BoolFlag{Name: "pending", Usage: "read no new message: process those the archive holds pending and send the queued mails"},
			jsonFlag(),
		),
		Description: "Every message is first stored in the archive Maildir (DIR/archive), then\n" +
			"checked: it must come from a player's address with that player's reply\n" +
			"token. The moves above the reply marker are applied under the game's lock,\n" +
			"all or nothing, and the next turn mails are sent; a refused mail is answered\n" +
			"with the reason. A message seen before (same Message-ID) changes nothing.\n" +
			"The mails are queued in the archive, and sent once it is released.\n" +
			"See docs/hosting.md.\n\n" +
			"Reading one message on stdin (a mail server's pipe), it exits 0 once the\n" +
			"message is stored, 75 if it could not be, 78 for a wrong config.\n\n" +
			"Examples: pbem inbox --games ~/games < message.eml\n" +
			"          pbem inbox --games ~/games --maildir ~/Maildir/.pbem\n" +
			"          pbem inbox --games ~/games --imap imaps://host@imap.example.org/INBOX --idle\n" +
			"          pbem inbox --games ~/games --pending     (from cron: finish what is left)",
		Action: e.inboxAction,
	}
}

func (e *env) inboxAction(c *cli.Context) error {
	if _, err := nargs(c, 0, 0); err != nil {
		return err
	}
	pipe := !c.IsSet("maildir") && !c.IsSet("mbox") && !c.IsSet("imap") && !c.Bool("pending")
	in, err := e.inbox(c)
	if err != nil && pipe {
		return sysexit(exConfig, err)
	}
	if err != nil {
		return err
	}
	if pipe {
		return e.inboxPipe(c, in)
	}
	if c.IsSet("imap") {
		return e.inboxIMAP(c, in)
	}
	if !c.Bool("pending") {
		if err := e.storeInput(c, in); err != nil {
			return err
		}
	}
	results, err := in.Process()
	if rerr := e.reportInbox(c, in, results); rerr != nil {
		return rerr
	}
	return err
}

// Exit codes of `pbem inbox` reading one message on stdin, as a mail
// server's pipe (Postfix, sendmail) reads them: sysexits.h. Any other
// code is a permanent failure to Postfix, which bounces the message.
const (
	exTempFail = 75 // EX_TEMPFAIL: the message was not stored; deliver it again later
	exConfig   = 78 // EX_CONFIG: the config or the command line is wrong
)

// inboxPipe stores the message on stdin, then processes the archive. Once
// the message is stored it exits 0 whatever came of it (refused, pending,
// a mail server down: the host reads why on stderr, and the next run or
// `pbem inbox --pending` finishes the job); 75 if it could not be stored.
func (e *env) inboxPipe(c *cli.Context, in *mailhost.Inbox) error {
	raw, err := e.readMessage(c, in.Limits)
	var usage *usageError
	if err != nil && !errors.As(err, &usage) {
		// Stdin broke off: nothing was stored, so the mail server must
		// deliver the message again rather than bounce it.
		return sysexit(exTempFail, err)
	}
	if err != nil {
		return err
	}
	if _, err := in.Store(raw); err != nil {
		return sysexit(exTempFail, err)
	}
	results, err := in.Process()
	if rerr := e.reportInbox(c, in, results); rerr != nil {
		err = errors.Join(err, rerr)
	}
	if err != nil {
		fmt.Fprintf(e.stderr, "pbem: warning: the message is stored in the archive, but: %v\n", err)
	}
	return nil
}

// reportInbox prints the warnings, then what became of each message.
func (e *env) reportInbox(c *cli.Context, in *mailhost.Inbox, results []mailhost.InboxResult) error {
	for _, w := range in.Warnings {
		fmt.Fprintf(e.stderr, "pbem: warning: %v\n", w)
	}
	if c.Bool("json") {
		return e.printJSON(struct {
			Messages []mailhost.InboxResult `json:"messages"`
		}{results})
	}
	for _, r := range results {
		fmt.Fprintln(e.stdout, r)
	}
	return nil
}

// sysexitError is an error that exits with its own code (sysexits.h).
type sysexitError struct {
	code int
	err  error
}

func (e *sysexitError) Error() string { return e.err.Error() }
func (e *sysexitError) Unwrap() error { return e.err }

// ExitCode is the code the command exits with.
func (e *sysexitError) ExitCode() int { return e.code }

// sysexit wraps err to exit with code.
func sysexit(code int, err error) error { return &sysexitError{code: code, err: err} }

// inbox builds the inbox the flags and the config describe.
func (e *env) inbox(c *cli.Context) (*mailhost.Inbox, error) {
	if n := btoi(c.IsSet("maildir")) + btoi(c.IsSet("mbox")) + btoi(c.IsSet("imap")) + btoi(c.Bool("pending")); n > 1 {
		return nil, usagef(c, "read --maildir, --mbox, --imap or --pending, only one")
	}
	if c.Bool("idle") && !c.IsSet("imap") {
		return nil, usagef(c, "--idle waits on an IMAP mailbox: give --imap URL")
	}
	cfg, err := e.loadConfig(c)
	if err != nil {
		return nil, err
	}
	games := c.String("games")
	if games == "" {
		games = cfg.Games
	}
	if games == "" {
		return nil, usagef(c, "no games folder: use --games DIR or set games = in the config")
	}
	if info, err := os.Stat(games); err != nil || !info.IsDir() {
		return nil, usagef(c, "games folder %s is not a directory", games)
	}
	host, err := e.host(c, cfg)
	if err != nil {
		return nil, err
	}
	wait, _ := cfg.Wait() // checked when the config was loaded
	return &mailhost.Inbox{Host: host, GamesDir: games, Archive: mailhost.Archive{Dir: cfg.ArchiveDir(games)},
		DropStrangers: cfg.DropStrangers(), Limits: cfg.Limits(), ArchiveWait: wait}, nil
}

// btoi is 1 for true, 0 for false.
func btoi(b bool) int {
	if b {
		return 1
	}
	return 0
}

// storeInput archives the messages of --maildir, --mbox, or stdin.
func (e *env) storeInput(c *cli.Context, in *mailhost.Inbox) error {
	switch {
	case c.IsSet("maildir"):
		_, err := in.StoreMaildir(c.String("maildir"))
		return err
	case c.IsSet("mbox"):
		f, err := os.Open(c.String("mbox"))
		if err != nil {
			return usagef(c, "--mbox: %v", err)
		}
		defer f.Close()
		_, err = in.StoreMbox(f)
		return err
	}
	raw, err := e.readMessage(c, in.Limits)
	if err != nil {
		return err
	}
	_, err = in.Store(raw)
	return err
}

// readMessage reads the message on stdin, at most limit bytes and one more:
// a longer message is stored cut there, and the inbox sets it aside as
// oversized without reading it.
func (e *env) readMessage(c *cli.Context, limits mailhost.MessageLimits) ([]byte, error) {
	if f, ok := e.stdin.(*os.File); ok && isTerminal(f) {
		return nil, usagef(c, "give a message on stdin, or --maildir DIR, --mbox FILE or --pending")
	}
	raw, err := limits.ReadMessage(e.stdin)
	if err != nil {
		return nil, err
	}
	if len(raw) == 0 {
		return nil, usagef(c, "no message on stdin")
	}
	return raw, nil
}
