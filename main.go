// Command pbem plays board games by email: it creates game files, checks
// and records moves, shows boards and private views, and writes the mail
// for whoever must act next. See docs/cli.md.
package main

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"net/mail"
	"os"
	"path/filepath"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/mattn/go-isatty"
	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// version is set at build time with -ldflags "-X main.version=…".
var version = "dev"

// Exit codes, documented in docs/exit-codes.md. They are never renumbered.
const (
	exitOK       = 0
	exitInternal = 1 // a bug, an I/O failure
	exitUsage    = 2 // wrong command, flags or arguments
	exitMove     = 3 // illegal move or bad notation
	exitGameFile = 4 // game file missing, corrupt, of another game, sealed without key
	exitConflict = 5 // stale ply, file locked, file exists
)

func main() {
	os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr))
}

// run runs the command line in args and returns the exit code. Every
// error is printed here, once, on stderr.
func run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{games: games, stdin: stdin, stdout: stdout, stderr: stderr, tty: isTerminal(stdout), now: clock}
	return e.run(args)
}

// run runs the command line in args with e's games, streams and clock.
func (e *env) run(args []string) int {
	app := e.app()
	err := app.Run(flagsFirst(app, args))
	if err == nil {
		return exitOK
	}
	printError(e.stderr, err)
	return exitCode(err)
}

// exitCode maps an error to its exit code: the only place that does.
func exitCode(err error) int {
	var usage *usageError
	switch {
	case errors.Is(err, pbem.ErrConflict):
		return exitConflict
	case errors.Is(err, pbem.ErrUsage), errors.As(err, &usage):
		return exitUsage
	case errors.Is(err, pbem.ErrGameFile):
		return exitGameFile
	case pbem.IsMoveRefusal(err):
		return exitMove
	}
	return exitInternal
}

// printError writes err for people: positioned errors with their source
// line and caret, others on one line.
func printError(w io.Writer, err error) {
	var shown *shownError
	var display interface{ Display() string }
	var usage *usageError
	switch {
	case errors.As(err, &shown):
	case errors.As(err, &display):
		fmt.Fprint(w, display.Display())
	case errors.As(err, &usage):
		fmt.Fprintf(w, "pbem: %v\nRun 'pbem help %s' for usage.\n", usage.err, usage.command)
	default:
		fmt.Fprintf(w, "pbem: %v\n", err)
	}
}

// usageError is a command line the app could not make sense of.
type usageError struct {
	command string
	err     error
}

func (e *usageError) Error() string { return e.err.Error() }
func (e *usageError) Unwrap() error { return e.err }

// shownError is an error whose details were already printed; it only
// carries the exit code.
type shownError struct{ err error }

func (e *shownError) Error() string { return e.err.Error() }
func (e *shownError) Unwrap() error { return e.err }

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && (isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd()))
}

// clock returns the time written into new files and mails. Like other
// reproducible tools it honours SOURCE_DATE_EPOCH (seconds since 1970),
// which the tests use to get the same bytes on every run.
func clock() time.Time {
	if s := os.Getenv("SOURCE_DATE_EPOCH"); s != "" {
		if secs, err := strconv.ParseInt(s, 10, 64); err == nil {
			return time.Unix(secs, 0).UTC()
		}
	}
	return time.Now()
}

// env is what the commands share: the games, the streams and the clock.
type env struct {
	games          pbem.Catalog
	stdin          io.Reader
	stdout, stderr io.Writer
	tty            bool // stdout is a terminal
	now            func() time.Time
}

// app builds the command line.
func (e *env) app() *cli.App {
	app := &cli.App{
		Name:                      "pbem",
		Usage:                     "play board games by email",
		Version:                   version,
		Reader:                    e.stdin,
		Writer:                    e.stdout,
		ErrWriter:                 e.stderr,
		Suggest:                   true,
		DisableSliceFlagSeparator: true,
		ExitErrHandler:            func(*cli.Context, error) {}, // run prints and exits
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "no-color", Usage: "never colour the output (NO_COLOR is honoured too)"},
		},
		Commands: e.commands(),
		Action:   unknownCommand,
	}
	app.OnUsageError = onUsageError
	for _, c := range app.Commands {
		c.OnUsageError = onUsageError
	}
	return app
}

// onUsageError turns a flag the app could not parse into a usage error.
func onUsageError(c *cli.Context, err error, _ bool) error {
	return &usageError{command: c.Command.Name, err: err}
}

// unknownCommand runs when no command matched: help without arguments, a
// usage error (with a suggestion) otherwise.
func unknownCommand(c *cli.Context) error {
	if !c.Args().Present() {
		return cli.ShowAppHelp(c)
	}
	msg := fmt.Errorf("unknown command %q", c.Args().First())
	if s := cli.SuggestCommand(c.App.Commands, c.Args().First()); s != "" {
		msg = fmt.Errorf("%w. %s", msg, s)
	}
	return &usageError{err: msg}
}

// flagsFirst moves the flags written after a command's arguments before
// them ("pbem move game.pbem roll --ply 3"), since urfave/cli v2 stops
// reading flags at the first argument. Global flags go before the
// command. After "--" everything is an argument; a lone "-" (stdin) is
// an argument.
func flagsFirst(app *cli.App, args []string) []string {
	if len(args) < 2 {
		return args
	}
	i := 1
	for i < len(args) && isFlag(args[i]) {
		i++
	}
	if i == len(args) || app.Command(args[i]) == nil {
		return args
	}
	global, flags, positional := slices.Clone(args[:i]), []string{args[i]}, []string(nil)
	cmd := app.Command(args[i])
	for j := i + 1; j < len(args); j++ {
		a := args[j]
		if a == "--" {
			positional = append(positional, args[j:]...)
			break
		}
		switch {
		case !isFlag(a):
			positional = append(positional, a)
		case hasFlag(app.Flags, a):
			global = append(global, a)
		default:
			flags = append(flags, a)
			if takesValue(cmd.Flags, a) && j+1 < len(args) {
				j++
				flags = append(flags, args[j])
			}
		}
	}
	return append(append(global, flags...), positional...)
}

func isFlag(a string) bool { return len(a) > 1 && a[0] == '-' }

// flagName returns the name in "--name", "-name" or "--name=value".
func flagName(a string) string {
	name, _, _ := strings.Cut(strings.TrimLeft(a, "-"), "=")
	return name
}

func findFlag(flags []cli.Flag, a string) cli.Flag {
	name := flagName(a)
	for _, f := range flags {
		if slices.Contains(f.Names(), name) {
			return f
		}
	}
	return nil
}

func hasFlag(flags []cli.Flag, a string) bool { return findFlag(flags, a) != nil }

// takesValue reports whether flag a reads the next argument as its value.
func takesValue(flags []cli.Flag, a string) bool {
	f := findFlag(flags, a)
	if f == nil || strings.Contains(a, "=") {
		return false
	}
	_, isBool := f.(*cli.BoolFlag)
	return !isBool
}

// Flags shared by several commands; new values each time, since a flag
// keeps state once parsed.
func asFlag() cli.Flag   { return &cli.StringFlag{Name: "as", Usage: "the player `NAME`"} }
func jsonFlag() cli.Flag { return &cli.BoolFlag{Name: "json", Usage: "print JSON on stdout"} }
func atFlag() cli.Flag {
	return &cli.IntFlag{Name: "at", Usage: "show the game after `PLY` decisions (default: all)"}
}
func formatFlag() cli.Flag {
	return &cli.StringFlag{Name: "format", Usage: "`FORMAT`: plain, ansi, markdown or bbcode (default: ansi on a terminal, else plain)"}
}

func (e *env) commands() []*cli.Command {
	return []*cli.Command{
		{Name: "games", Usage: "list the games pbem plays", Flags: []cli.Flag{jsonFlag()}, Action: e.gamesCmd,
			Description: "Example: pbem games --json"},
		{Name: "new", Usage: "start a game: write its file, show the board and the first mail",
			ArgsUsage: "GAME PLAYER...", Action: e.newCmd, Flags: []cli.Flag{
				&cli.StringFlag{Name: "out", Usage: "write the game to `FILE` (default: GAME-ID.pbem)"},
				&cli.BoolFlag{Name: "sealed", Usage: "keep the seed in FILE.key, out of the game file"},
				&cli.StringFlag{Name: "seed", Usage: "the seed, 64 hex digits (default: drawn at random)"},
				&cli.StringSliceFlag{Name: "email", Usage: "a player's address, `NAME=ADDR` (repeatable)"},
				&cli.StringSliceFlag{Name: "variant", Usage: "a variant `V` of the rules (repeatable)"},
			},
			Description: "Example: pbem new palazzo Ann Bob --email Ann=ann@example.org"},
		{Name: "move", Usage: "make a move (or several consecutive decisions with -)",
			ArgsUsage: "FILE MOVE... | FILE -", Action: e.moveCmd, Flags: []cli.Flag{
				&cli.IntFlag{Name: "ply", Usage: "refuse the move unless it is decision `N` (from the mail)"},
				asFlag(), jsonFlag(),
			},
			Description: "Examples: pbem move --ply 14 game.pbem buy 3m2 pay r5 r4\n" +
				"          printf 'draw\\nbuild 3m2 new\\n' | pbem move game.pbem -"},
		{Name: "board", Usage: "show the public board", ArgsUsage: "FILE", Action: e.boardCmd,
			Flags: []cli.Flag{atFlag(), formatFlag(), jsonFlag()}, Description: "Example: pbem board --at 12 game.pbem"},
		{Name: "view", Usage: "show what one player sees (board and hand)", ArgsUsage: "FILE", Action: e.viewCmd,
			Flags: []cli.Flag{asFlag(), atFlag(), formatFlag(), jsonFlag()}, Description: "Example: pbem view --as Ann game.pbem"},
		{Name: "legal", Usage: "list the legal moves", ArgsUsage: "FILE", Action: e.legalCmd,
			Flags: []cli.Flag{asFlag(), jsonFlag()}, Description: "Example: pbem legal --json game.pbem"},
		{Name: "log", Usage: "show the history as a player (default: the public) sees it", ArgsUsage: "FILE",
			Action: e.logCmd, Flags: []cli.Flag{asFlag(), jsonFlag()}, Description: "Example: pbem log --as Bob game.pbem"},
		{Name: "mail", Usage: "write the turn mails (to the players to act, or --to NAME)", ArgsUsage: "FILE",
			Action: e.mailCmd, Flags: []cli.Flag{
				&cli.StringFlag{Name: "to", Usage: "the reader's `NAME`"},
				&cli.StringFlag{Name: "format", Value: pbem.MailText, Usage: "`FORMAT`: text or eml"},
				&cli.StringFlag{Name: "out", Usage: "write one file per mail into `DIR`"},
				&cli.StringFlag{Name: "from", Usage: "the sender, `ADDR` (\"Host <host@example.org>\")"},
			},
			Description: "Example: pbem mail --format eml --out outbox game.pbem"},
		{Name: "check", Usage: "validate game files and replay their moves", ArgsUsage: "FILE...",
			Action: e.checkCmd, Description: "Example: pbem check *.pbem"},
		{Name: "reveal", Usage: "write a sealed game's seed into its file", ArgsUsage: "FILE", Action: e.revealCmd,
			Flags: []cli.Flag{
				&cli.StringFlag{Name: "key", Usage: "the key file `KEYFILE` (default: FILE.key)"},
				&cli.BoolFlag{Name: "force", Usage: "reveal before the game is over"},
			},
			Description: "Example: pbem reveal game.pbem && pbem verify game.pbem"},
		{Name: "verify", Usage: "check the seed against the commitment and replay every move", ArgsUsage: "FILE",
			Action: e.verifyCmd, Description: "Example: pbem verify game.pbem"},
		{Name: "selfplay", Usage: "play random legal games and summarise them", ArgsUsage: "GAME",
			Action: e.selfplayCmd, Flags: []cli.Flag{
				&cli.IntFlag{Name: "players", Usage: "`N` players (default: the fewest the game allows)"},
				&cli.IntFlag{Name: "games", Value: 10, Usage: "play `N` games"},
				&cli.StringFlag{Name: "seed", Usage: "name the run `S`: the same seed plays the same games"},
				jsonFlag(),
			},
			Description: "Example: pbem selfplay palazzo --players 3 --games 100 --seed 1"},
	}
}

func (e *env) gamesCmd(c *cli.Context) error {
	if _, err := nargs(c, 0, 0); err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(e.games.Infos())
	}
	return pbem.WriteGames(e.stdout, e.games.Infos())
}

func (e *env) newCmd(c *cli.Context) error {
	a, err := nargs(c, 2, -1)
	if err != nil {
		return err
	}
	emails, err := parseEmails(c, c.StringSlice("email"))
	if err != nil {
		return err
	}
	r, err := e.games.Create(pbem.NewGame{Game: a[0], Players: a[1:], Emails: emails, Variants: c.StringSlice("variant"),
		Sealed: c.Bool("sealed"), Seed: c.String("seed"), Out: c.String("out"), Now: e.now()})
	if err != nil {
		return err
	}
	fmt.Fprintf(e.stdout, "%s\n\n", r.File.Path)
	if r.File.Sealed() {
		fmt.Fprintf(e.stderr, "pbem: the seed is in %s: keep it, and keep it from the players\n", r.File.KeyPath)
	}
	if err := r.ViewOf(engine.Observer).WriteText(e.stdout, r.File.Game.Title(), e.colour(c)); err != nil {
		return err
	}
	return e.writeMails(r, "", pbem.DefaultSender, pbem.MailText)
}

// parseEmails reads --email NAME=ADDR values.
func parseEmails(c *cli.Context, values []string) (map[string]string, error) {
	emails := map[string]string{}
	for _, v := range values {
		name, addr, ok := strings.Cut(v, "=")
		if !ok || name == "" || addr == "" {
			return nil, usagef(c, "--email %q: expected NAME=ADDR", v)
		}
		emails[name] = addr
	}
	return emails, nil
}

func (e *env) moveCmd(c *cli.Context) error {
	a, err := nargs(c, 2, -1)
	if err != nil {
		return err
	}
	inputs, err := e.moveInputs(a[1:])
	if err != nil {
		return err
	}
	res, err := e.games.Move(a[0], pbem.MoveRequest{Moves: inputs, As: c.String("as"), Ply: c.Int("ply")})
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(res)
	}
	return res.WriteText(e.stdout)
}

// moveInputs reads the moves of `move`: the words after the file form one
// move; a lone "-" reads one move per line from stdin (blank lines skipped).
func (e *env) moveInputs(words []string) ([]pbem.MoveInput, error) {
	if len(words) != 1 || words[0] != "-" {
		return []pbem.MoveInput{{Text: strings.Join(words, " "), Origin: "move", Line: 1}}, nil
	}
	var inputs []pbem.MoveInput
	sc := bufio.NewScanner(e.stdin)
	for line := 1; sc.Scan(); line++ {
		if text := strings.TrimSpace(sc.Text()); text != "" {
			inputs = append(inputs, pbem.MoveInput{Text: sc.Text(), Origin: "stdin", Line: line})
		}
	}
	return inputs, sc.Err()
}

func (e *env) boardCmd(c *cli.Context) error { return e.show(c, "") }

func (e *env) viewCmd(c *cli.Context) error {
	if c.String("as") == "" {
		return usagef(c, "view needs --as NAME (the public board is `pbem board`)")
	}
	return e.show(c, c.String("as"))
}

// show prints what the player named as (the public if empty) sees.
func (e *env) show(c *cli.Context, as string) error {
	at, err := atPly(c)
	if err != nil {
		return err
	}
	r, err := e.open(c, at)
	if err != nil {
		return err
	}
	format, err := e.docFormat(c)
	if err != nil {
		return err
	}
	seat, err := seatOf(r, as)
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(r.ViewOf(seat))
	}
	return r.ViewOf(seat).WriteText(e.stdout, r.File.Game.Title(), format)
}

func (e *env) legalCmd(c *cli.Context) error {
	r, err := e.open(c, -1)
	if err != nil {
		return err
	}
	res, err := r.Legal(c.String("as"))
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(res)
	}
	_, err = fmt.Fprint(e.stdout, lines(res.Moves))
	return err
}

func (e *env) logCmd(c *cli.Context) error {
	r, err := e.open(c, -1)
	if err != nil {
		return err
	}
	seat, err := seatOf(r, c.String("as"))
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(r.Log(seat))
	}
	return r.Log(seat).WriteText(e.stdout)
}

func (e *env) mailCmd(c *cli.Context) error {
	format := c.String("format")
	if format != pbem.MailText && format != pbem.MailEML {
		return usagef(c, "--format %q: expected text or eml", format)
	}
	from, err := parseFrom(c, c.String("from"))
	if err != nil {
		return err
	}
	r, err := e.open(c, -1)
	if err != nil {
		return err
	}
	if dir := c.String("out"); dir != "" {
		return e.saveMails(r, c.String("to"), from, format, dir)
	}
	return e.writeMails(r, c.String("to"), from, format)
}

// parseFrom reads --from: an address, with or without a display name.
func parseFrom(c *cli.Context, s string) (pbem.MailPlayer, error) {
	if s == "" {
		return pbem.DefaultSender, nil
	}
	addr, err := mail.ParseAddress(s)
	if err != nil {
		return pbem.MailPlayer{}, usagef(c, "--from %q: not an address", s)
	}
	return pbem.MailPlayer{Name: addr.Name, Email: addr.Address}, nil
}

// writeMails prints the mails for to (default: those to act) on stdout.
func (e *env) writeMails(r *pbem.Replay, to string, from pbem.MailPlayer, format string) error {
	mails, err := r.Mails(to, from, e.now())
	if err != nil {
		return err
	}
	for _, m := range mails {
		fmt.Fprintln(e.stdout)
		if err := pbem.WriteMail(e.stdout, m, format); err != nil {
			return err
		}
	}
	return nil
}

// saveMails writes one file per mail into dir and prints their paths.
func (e *env) saveMails(r *pbem.Replay, to string, from pbem.MailPlayer, format, dir string) error {
	mails, err := r.Mails(to, from, e.now())
	if err != nil {
		return err
	}
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	for _, m := range mails {
		var b bytes.Buffer
		if err := pbem.WriteMail(&b, m, format); err != nil {
			return err
		}
		path := filepath.Join(dir, pbem.MailFileName(m, format))
		// A mail holds its reader's hand: only the host may read the file.
		if err := os.WriteFile(path, b.Bytes(), 0o600); err != nil {
			return err
		}
		fmt.Fprintln(e.stdout, path)
	}
	return nil
}

func (e *env) checkCmd(c *cli.Context) error {
	a, err := nargs(c, 1, -1)
	if err != nil {
		return err
	}
	var errs []error
	for _, path := range a {
		f, err := e.load(path)
		var res *pbem.CheckResult
		if err == nil {
			res, err = f.Check()
		}
		if err != nil {
			printError(e.stderr, err)
			errs = append(errs, err)
			continue
		}
		fmt.Fprintln(e.stdout, res)
	}
	if len(errs) > 0 {
		return &shownError{errors.Join(errs...)}
	}
	return nil
}

func (e *env) revealCmd(c *cli.Context) error {
	a, err := nargs(c, 1, 1)
	if err != nil {
		return err
	}
	res, err := e.games.Reveal(a[0], c.String("key"), c.Bool("force"))
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(e.stdout, res)
	return err
}

func (e *env) verifyCmd(c *cli.Context) error {
	a, err := nargs(c, 1, 1)
	if err != nil {
		return err
	}
	res, err := e.games.Verify(a[0])
	if err != nil {
		return err
	}
	_, err = fmt.Fprintln(e.stdout, res)
	return err
}

func (e *env) selfplayCmd(c *cli.Context) error {
	a, err := nargs(c, 1, 1)
	if err != nil {
		return err
	}
	res, err := e.games.Selfplay(pbem.SelfplayRequest{Game: a[0], Players: c.Int("players"),
		Games: c.Int("games"), Seed: c.String("seed")})
	if err != nil {
		return err
	}
	if c.Bool("json") {
		return e.printJSON(res)
	}
	return res.WriteText(e.stdout)
}

// Helpers of the actions.

// nargs returns the arguments if there are at least min and at most max
// of them (max < 0: no limit).
func nargs(c *cli.Context, min, max int) ([]string, error) {
	a := c.Args().Slice()
	if len(a) < min || (max >= 0 && len(a) > max) {
		want := c.Command.ArgsUsage
		if want == "" {
			want = "no arguments"
		}
		return nil, usagef(c, "expected %s, got %d argument(s)", want, len(a))
	}
	return a, nil
}

func usagef(c *cli.Context, format string, args ...any) error {
	return &usageError{command: c.Command.Name, err: fmt.Errorf(format, args...)}
}

// open replays the game file given as the only argument, up to upTo
// decisions (all when negative).
func (e *env) open(c *cli.Context, upTo int) (*pbem.Replay, error) {
	a, err := nargs(c, 1, 1)
	if err != nil {
		return nil, err
	}
	f, err := e.load(a[0])
	if err != nil {
		return nil, err
	}
	return f.Replay(upTo)
}

// load reads and validates a game file; "-" reads it from stdin (an open
// game, or a sealed one whose seed is revealed: no key is looked for).
func (e *env) load(path string) (*pbem.File, error) {
	if path != "-" {
		return e.games.Load(path)
	}
	src, err := io.ReadAll(e.stdin)
	if err != nil {
		return nil, err
	}
	f, err := e.games.Parse("stdin", src)
	if err == nil {
		f.KeyPath = ""
	}
	return f, err
}

// atPly returns --at, or -1 (every decision) when it is not given.
func atPly(c *cli.Context) (int, error) {
	if !c.IsSet("at") {
		return -1, nil
	}
	if c.Int("at") < 0 {
		return 0, usagef(c, "--at %d: a number of decisions is not negative", c.Int("at"))
	}
	return c.Int("at"), nil
}

// seatOf returns the seat of the player named as, or the Observer.
func seatOf(r *pbem.Replay, as string) (engine.Seat, error) {
	if as == "" {
		return engine.Observer, nil
	}
	return r.File.SeatOf(as)
}

// docFormat returns the format asked with --format, else colour when it
// is wanted.
func (e *env) docFormat(c *cli.Context) (pbem.Format, error) {
	if s := c.String("format"); s != "" {
		f, err := pbem.ParseFormat(s)
		if err != nil {
			return "", usagef(c, "%v", err)
		}
		return f, nil
	}
	return e.colour(c), nil
}

// colour returns ANSI when stdout is a terminal and nobody said no
// (--no-color, NO_COLOR, TERM=dumb), else plain text.
func (e *env) colour(c *cli.Context) pbem.Format {
	if e.tty && !c.Bool("no-color") && os.Getenv("NO_COLOR") == "" && os.Getenv("TERM") != "dumb" {
		return pbem.FormatANSI
	}
	return pbem.FormatPlain
}

// printJSON writes v as indented JSON on stdout.
func (e *env) printJSON(v any) error {
	enc := json.NewEncoder(e.stdout)
	enc.SetIndent("", "  ")
	return enc.Encode(v)
}

// lines joins texts one per line, each ending with a newline.
func lines(texts []string) string {
	if len(texts) == 0 {
		return ""
	}
	return strings.Join(texts, "\n") + "\n"
}
