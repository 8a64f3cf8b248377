package commands

import (
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/compose"
)

// newCommand starts a game: it writes the game file (and the key of a
// sealed game), then shows the board and the first mail.
func (e *env) newCommand() *cli.Command {
	return &cli.Command{
		Name:      "new",
		Usage:     "start a game: write its file, show the board and the first mail",
		ArgsUsage: "GAME PLAYER...",
		Flags: []cli.Flag{
			&cli.StringFlag{Name: "out", Usage: "write the game to `FILE` (default: GAME-ID.pbem)"},
			&cli.BoolFlag{Name: "sealed", Usage: "keep the seed in FILE.key, out of the game file"},
			&cli.BoolFlag{Name: "await-seeds", Usage: "with --sealed: deal only once the players gave their seeds (pbem seed, !seed by mail)"},
			&cli.StringFlag{Name: "seed-wait", Usage: "with --await-seeds: deal without the missing seeds after `D`, as 72h or 3d"},
			&cli.StringSliceFlag{Name: "entropy", Usage: "with --sealed: a seed a player gives at creation, `NAME=HEX` (repeatable)"},
			&cli.StringFlag{Name: "seed", Usage: "the seed: 64 hex digits, or any `TEXT` to hash into one (default: drawn at random)"},
			&cli.StringSliceFlag{Name: "email", Usage: "a player's address, `NAME=ADDR` (repeatable)"},
			botFlag(),
			&cli.StringSliceFlag{Name: "lang", Usage: "a player's language for mails, `NAME=LANG` (en or fr; repeatable)"},
			&cli.StringSliceFlag{Name: "tz", Usage: "a player's time zone for mails, `NAME=ZONE` as Ann=Europe/Paris (repeatable; default UTC)"},
			&cli.StringSliceFlag{Name: "variant", Usage: "a variant `V` of the rules (repeatable)"},
			&cli.StringSliceFlag{Name: "tag", Usage: "a tag of the game, `KEY=VALUE`, as event=Club night (repeatable, kept in order)"},
			&cli.StringSliceFlag{Name: "option", Usage: "a setting of the game, `NAME=VALUE` (repeatable; pbem games lists them)"},
			&cli.StringFlag{Name: "data", Usage: "play on the data `FILE` instead of the game's own (its path and hash go in the game file)"},
			&cli.BoolFlag{Name: "hints", Usage: "let the players ask the host for the engine's top moves by mail (!hint)"},
			&cli.StringFlag{Name: "deadline", Usage: "the time a player may take over a decision, `D` as 72h or 3d (pbem remind mails at half and at all of it)"},
			jsonFlag(),
		},
		Description: "Examples: pbem new palazzo Ann Bob Cid --seed 7\n" +
			"          pbem new leonardo Ann Bob Cid --option rounds=8 --data board.toml\n" +
			"          pbem new palazzo Ann Bob --email Ann=ann@example.org --email Bob=bob@example.org",
		Action: e.newAction,
	}
}

// newJSON is what `new --json` prints: the files written and where the
// new game stands.
type newJSON struct {
	File    string `json:"file"`
	KeyFile string `json:"key_file,omitempty"`
	*pbem.Status
}

func (e *env) newAction(c *cli.Context) error {
	a, err := nargs(c, 2, -1)
	if err != nil {
		return err
	}
	emails, err := parsePairs(c, "email", "NAME=ADDR", a[1:])
	if err != nil {
		return err
	}
	langs, err := parsePairs(c, "lang", "NAME=LANG", a[1:])
	if err != nil {
		return err
	}
	zones, err := parsePairs(c, "tz", "NAME=ZONE", a[1:])
	if err != nil {
		return err
	}
	settings, err := parseSettings(c)
	if err != nil {
		return err
	}
	bots, err := parseBots(c, a[1:])
	if err != nil {
		return err
	}
	entropy, err := parsePairs(c, "entropy", "NAME=HEX", a[1:])
	if err != nil {
		return err
	}
	req := pbem.NewGame{Bots: bots, Game: a[0], Players: a[1:], Emails: emails, Langs: langs, Zones: zones, Variants: c.StringSlice("variant"), Deadline: c.String("deadline"), Hints: c.Bool("hints"), Tags: c.StringSlice("tag"),
		Settings: settings, Data: c.String("data"), Sealed: c.Bool("sealed"), Seed: c.String("seed"), Out: c.String("out"), Now: e.now(),
		AwaitSeeds: c.Bool("await-seeds"), SeedWait: c.String("seed-wait"), Entropy: entropy}
	if req.AwaitSeeds {
		return e.newAwaiting(c, req) // cmd_seed.go
	}
	r, err := e.games.Create(req)
	if err != nil {
		return err
	}
	if r.File.Sealed() {
		fmt.Fprintf(e.stderr, "pbem: the seed is in %s: keep it, and keep it from the players\n", r.File.KeyPath)
	}
	if c.Bool("json") {
		return e.printJSON(newJSON{File: r.File.Path, KeyFile: keyFile(r.File), Status: r.Status()})
	}
	return e.printNewGame(c, r)
}

// printNewGame prints the new game's path, its public board and the mail
// for the player(s) to act.
func (e *env) printNewGame(c *cli.Context, r *pbem.Replay) error {
	fmt.Fprintf(e.stdout, "%s\n\n", r.File.Path)
	if err := r.ViewOf(engine.Observer).WriteText(e.stdout, r.File.Game.Info().Title, e.colour(c)); err != nil {
		return err
	}
	mails, err := compose.Mails(r, "", compose.DefaultSender, e.now())
	if err != nil {
		return err
	}
	return compose.WriteMails(e.stdout, mails, compose.MailText)
}

// keyFile returns the path of a sealed game's key file, or "".
func keyFile(f *pbem.File) string {
	if !f.Sealed() {
		return ""
	}
	return f.KeyPath
}

// parsePairs reads the NAME=VALUE values of a repeatable flag (--email,
// --lang), in the given form for the error message. A name may hold '='
// itself ("A=B=a@example.org"): the pair splits after the longest of
// players that begins it, else at its first '='.
func parsePairs(c *cli.Context, flag, form string, players []string) (map[string]string, error) {
	pairs := map[string]string{}
	for _, v := range c.StringSlice(flag) {
		name, value, ok := splitPair(v, players)
		if !ok || name == "" || value == "" {
			return nil, usagef(c, "--%s %q: expected %s", flag, v, form)
		}
		pairs[name] = value
	}
	return pairs, nil
}

// splitPair splits v at the '=' after the longest player name that
// begins it (ignoring case, as names are matched), else at its first '='.
func splitPair(v string, players []string) (name, value string, ok bool) {
	best := -1
	for _, p := range players {
		if len(p) > best && len(v) > len(p) && v[len(p)] == '=' && strings.EqualFold(v[:len(p)], p) {
			best = len(p)
		}
	}
	if best < 0 {
		return strings.Cut(v, "=")
	}
	return v[:best], v[best+1:], true
}

// parseSettings reads the NAME=VALUE values of --option. A name given
// twice is refused: which value was meant?
func parseSettings(c *cli.Context) (map[string]string, error) {
	settings := map[string]string{}
	for _, v := range c.StringSlice("option") {
		name, value, ok := strings.Cut(v, "=")
		if !ok || name == "" || value == "" {
			return nil, usagef(c, "--option %q: expected NAME=VALUE", v)
		}
		if _, dup := settings[name]; dup {
			return nil, usagef(c, "--option %s is given twice", name)
		}
		settings[name] = value
	}
	return settings, nil
}
