package main

import (
	"fmt"
	"os"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
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
			jsonFlag(),
		),
		Description: "Every message is first stored in the archive Maildir (DIR/archive), then\n" +
			"checked: it must come from a player's address with that player's reply\n" +
			"token. The moves above the reply marker are applied under the game's lock,\n" +
			"all or nothing, and the next turn mails are sent; a refused mail is answered\n" +
			"with the reason. A message seen before (same Message-ID) changes nothing.\n" +
			"See docs/hosting.md.\n\n" +
			"Examples: pbem inbox --games ~/games < message.eml\n" +
			"          pbem inbox --games ~/games --maildir ~/Maildir/.pbem",
		Action: e.inboxAction,
	}
}

func (e *env) inboxAction(c *cli.Context) error {
	if _, err := nargs(c, 0, 0); err != nil {
		return err
	}
	in, err := e.inbox(c)
	if err != nil {
		return err
	}
	if err := e.storeInput(c, in); err != nil {
		return err
	}
	results, err := in.Process()
	for _, w := range in.Warnings {
		fmt.Fprintf(e.stderr, "pbem: warning: %v\n", w)
	}
	if c.Bool("json") {
		if jerr := e.printJSON(struct {
			Messages []pbem.InboxResult `json:"messages"`
		}{results}); jerr != nil {
			return jerr
		}
		return err
	}
	for _, r := range results {
		fmt.Fprintln(e.stdout, r)
	}
	return err
}

// inbox builds the inbox the flags and the config describe.
func (e *env) inbox(c *cli.Context) (*pbem.Inbox, error) {
	if c.IsSet("maildir") && c.IsSet("mbox") {
		return nil, usagef(c, "read --maildir or --mbox, not both")
	}
	cfg, err := loadConfig(c)
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
	return &pbem.Inbox{Host: host, GamesDir: games, Archive: pbem.Archive{Dir: cfg.ArchiveDir(games)},
		DropStrangers: cfg.DropStrangers(), Limits: cfg.Limits(), ArchiveWait: wait}, nil
}

// storeInput archives the messages of --maildir, --mbox, or stdin.
func (e *env) storeInput(c *cli.Context, in *pbem.Inbox) error {
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
	if f, ok := e.stdin.(*os.File); ok && isTerminal(f) {
		return usagef(c, "give a message on stdin, or --maildir DIR or --mbox FILE")
	}
	raw, err := in.Limits.ReadMessage(e.stdin)
	if err != nil {
		return err
	}
	if len(raw) == 0 {
		return usagef(c, "no message on stdin")
	}
	_, err = in.Store(raw)
	return err
}
