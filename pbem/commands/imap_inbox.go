package commands

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem/mailhost"
)

// inboxIMAP reads the mailbox --imap names: one pass (from cron), or with
// --idle a pass each time the server reports new mail, until the
// connection breaks twice in a row.
func (e *env) inboxIMAP(c *cli.Context, in *mailhost.Inbox) error {
	cfg, err := e.imapConfig(c)
	if err != nil {
		return err
	}
	box, err := mailhost.DialIMAP(cfg)
	if err != nil {
		return err
	}
	defer func() { box.Close() }() // the box of the last connection
	fresh := false                 // the connection was just made again, and no wait has ended well since
	for {
		run, err := in.ProcessIMAP(box)
		if rerr := e.reportIMAP(c, in, run); rerr != nil {
			return rerr
		}
		if !c.Bool("idle") {
			return err
		}
		if err != nil {
			// The messages stored are safe in the archive: keep serving.
			fmt.Fprintf(e.stderr, "pbem: warning: %v\n", err)
		}
		if run.Left > 0 && run.Fetched > 0 {
			continue // more unseen mail than one pass takes
		}
		err = box.Wait()
		if err == nil {
			fresh = false
			continue
		}
		if fresh {
			// Failing again on a new connection (a server without
			// IDLE, say) is no passing trouble: stop rather than spin.
			return err
		}
		// Servers drop idle connections (a restart, a network change):
		// connect again once; failing that, stop, for the service
		// manager or cron to start us again.
		fmt.Fprintf(e.stderr, "pbem: warning: %v: connecting again\n", err)
		box.Close()
		again, err := mailhost.DialIMAP(cfg)
		if err != nil {
			return err
		}
		box, fresh = again, true
	}
}

// imapConfig is the [imap] table of the config with the URL of --imap
// ("config" keeps the config's own url).
func (e *env) imapConfig(c *cli.Context) (mailhost.IMAPConfig, error) {
	cfg, err := e.loadConfig(c)
	if err != nil {
		return cfg.IMAP, err
	}
	if u := c.String("imap"); u != "config" {
		cfg.IMAP.URL = u
	}
	if cfg.IMAP.URL == "" {
		return cfg.IMAP, usagef(c, "--imap config: no [imap] url in the config (or PBEM_IMAP_URL)")
	}
	return cfg.IMAP, nil
}

// reportIMAP prints what one pass over the mailbox did: the inbox's
// report, and how many unseen messages wait for the next pass.
func (e *env) reportIMAP(c *cli.Context, in *mailhost.Inbox, run mailhost.IMAPRun) error {
	if c.Bool("json") {
		for _, w := range in.Warnings {
			fmt.Fprintf(e.stderr, "pbem: warning: %v\n", w)
		}
		return e.printJSON(run)
	}
	if err := e.reportInbox(c, in, run.Results); err != nil {
		return err
	}
	if run.Left > 0 {
		fmt.Fprintf(e.stderr, "pbem: %d more unseen messages wait for the next pass (max_messages)\n", run.Left)
	}
	return nil
}
