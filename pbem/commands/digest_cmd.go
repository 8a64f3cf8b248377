package commands

import (
	"fmt"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem/mailhost"
)

// digestAction sends (or, with --dry-run, tells) today's daily digests
// of the games files of --games: remind --digest.
func (e *env) digestAction(c *cli.Context, host *mailhost.Host, files []string) error {
	dir, dry := c.String("games"), c.Bool("dry-run")
	digests := host.Digests
	if dry {
		digests = host.DigestsDry
	}
	sent, failed, err := digests(dir, files)
	if err != nil {
		return err
	}
	if err := e.printDigests(c, sent, dry); err != nil {
		return err
	}
	return e.reportFailed(c, failed, len(files))
}

// printDigests writes the digests sent (or, with --dry-run, due): one
// line each, or JSON.
func (e *env) printDigests(c *cli.Context, sent []mailhost.Digest, dry bool) error {
	if c.Bool("json") {
		return e.printJSON(struct {
			DryRun  bool              `json:"dry_run"`
			Digests []mailhost.Digest `json:"digests"`
		}{dry, sent})
	}
	verb := "mailed"
	if dry {
		verb = "would mail"
	}
	for _, d := range sent {
		fmt.Fprintf(e.stdout, "digest: %s %s (%s): %s\n", verb, d.Email, d.Lang, d.Subject)
		for _, g := range d.Games {
			fmt.Fprintf(e.stdout, "  %s %s as %s, since %s\n", g.File, g.ID, g.Player, g.Since.UTC().Format("2006-01-02 15:04 UTC"))
		}
	}
	return nil
}
