// This file is the wiring: the app, the list of commands, the mapping of
// errors to exit codes and their printing. Each command is a
// cmd_<verb>.go file (its *cli.Command first, then its action); the
// helpers the commands share are in flags.go, the games in games.go.

package commands

import (
	"encoding/json"
	"errors"
	"fmt"
	"io"
	"os"
	"slices"
	"strconv"
	"strings"
	"time"

	"github.com/mattn/go-isatty"
	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/notation"
	"github.com/pbem-games/pbem/pbem"
)

// Exit codes, documented in docs/exit-codes.md. They are never renumbered.
const (
	exitOK       = 0
	exitInternal = 1 // a bug, an I/O failure
	exitUsage    = 2 // wrong command, flags or arguments
	exitMove     = 3 // illegal move or bad notation
	exitGameFile = 4 // game file missing, corrupt, of another game, sealed without key
	exitConflict = 5 // stale ply, file locked, file exists
)

// Run runs the command line in args (args[0] is the program's name) with
// the games of this build, reading stdin and writing stdout and stderr, and
// returns the exit code (docs/exit-codes.md). It prints every error itself.
func Run(args []string, stdin io.Reader, stdout, stderr io.Writer) int {
	e := &env{games: games, stdin: stdin, stdout: stdout, stderr: stderr, tty: isTerminal(stdout),
		now: clockFrom(os.Getenv), getenv: os.Getenv}
	return e.run(args)
}

// env is what the commands share: the games, the streams and the clock.
// Tests build their own to run the app in process.
type env struct {
	games          pbem.Games
	stdin          io.Reader
	stdout, stderr io.Writer
	tty            bool // stdout is a terminal
	now            func() time.Time
	// getenv reads the environment: os.Getenv, or a test script's own.
	getenv func(string) string
	// public says the command shows only what every player may see, so
	// that a sealed game without its key is read by its public replay
	// (readable, File.AllowPublic).
	public bool
}

// readable marks action as a command that shows only what every player
// may see (a board, a log, a post, a replay page): it reads a sealed game
// without its key from the outcomes the host recorded.
func (e *env) readable(action cli.ActionFunc) cli.ActionFunc {
	return func(c *cli.Context) error {
		e.public = true
		return action(c)
	}
}

// run runs the command line in args with e's games, streams and clock.
// Every error is printed here, once, on stderr: as one JSON object when
// the command line asks for --json, so that scripts can parse it.
func (e *env) run(args []string) int {
	app := e.app()
	err := app.Run(flagsFirst(app, args))
	if err == nil {
		return exitOK
	}
	if wantsJSON(args) {
		printJSONError(e.stderr, err)
	} else {
		printError(e.stderr, err)
	}
	return exitCode(err)
}

// commands lists every command, in the order help shows them. A new
// command is a cmd_<verb>.go file and one line here.
func (e *env) commands() []*cli.Command {
	return []*cli.Command{
		e.gamesCommand(),
		e.newCommand(),
		e.seedCommand(), // a seed nobody chose: cmd_seed.go
		e.moveCommand(),
		e.orderCommand(),
		e.tryCommand(),
		e.undoCommand(),
		e.resignCommand(),
		e.sayCommand(),
		e.pressCommand(), e.observeCommand(), // press and observers: cmd_press.go, cmd_observe.go
		e.awayCommand(),
		e.tzCommand(), e.mailsCommand(), // mails: mails_cmd.go
		e.replaceCommand(),
		e.boardCommand(),
		e.viewCommand(),
		e.legalCommand(),
		e.logCommand(),
		e.analyseCommand(),
		e.annotateCommand(),
		e.mailCommand(),
		e.postCommand(),
		e.sendCommand(),
		e.inboxCommand(),
		e.notifyCommand(),
		e.checkCommand(),
		e.revealCommand(),
		e.verifyCommand(),
		e.selfplayCommand(),
		e.hintCommand(),
		e.arenaCommand(),
		e.listCommand(),
		e.statusCommand(),
		e.remindCommand(),
		e.findCommand(),
		e.exportCommand(),
		e.statsCommand(),
		e.completionCommand(),
		e.manCommand(),
		e.versionCommand(),
	}
}

// app builds the command line. It is built afresh for each run, since
// urfave/cli keeps state in its commands and flags once they are parsed.
func (e *env) app() *cli.App {
	app := &cli.App{
		Name:                      "pbem",
		Usage:                     "play board games by email",
		Description:               appDescription,
		Version:                   currentVersion(),
		EnableBashCompletion:      true, // for the completion scripts
		Reader:                    e.stdin,
		Writer:                    e.stdout,
		ErrWriter:                 e.stderr,
		DisableSliceFlagSeparator: true,
		ExitErrHandler:            func(*cli.Context, error) {}, // run prints and exits
		Flags: []cli.Flag{
			&cli.BoolFlag{Name: "no-color", Usage: "never colour the output (NO_COLOR is honoured too)"},
		},
		Commands:     e.commands(),
		Action:       unknownCommand,
		OnUsageError: onUsageError,
	}
	for _, c := range app.Commands {
		c.OnUsageError = onUsageError
		// No "help" subcommand under each command ("pbem help move" and
		// "pbem move --help" remain): completion would offer it where a
		// file name is wanted.
		c.HideHelpCommand = true
	}
	return app
}

// appDescription closes the help and opens the manual page (pbem man).
const appDescription = `pbem keeps each game in one text file: a header, then one line per
decision. It checks each move against the rules, shows the board and each
player's view, and writes the mail or forum post for whoever acts next.

Exit codes: 0 ok; 1 internal error; 2 usage error; 3 illegal move or bad
notation; 4 game file missing, corrupt or of another game; 5 conflict
(stale --ply, file changed, locked or already there).

Shell completion: pbem completion bash|zsh|fish. Documentation: docs/cli.md.`

// exitCode maps an error to its exit code: the only place that does.
func exitCode(err error) int {
	var usage *usageError
	var coded interface{ ExitCode() int }
	switch {
	case errors.As(err, &coded): // inbox on stdin: sysexits.h (cmd_inbox.go)
		return coded.ExitCode()
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
		fmt.Fprintf(w, "pbem: %v\nRun '%s' for usage.\n", usage.err, strings.TrimSpace("pbem help "+usage.command))
	default:
		fmt.Fprintf(w, "pbem: %v\n", err)
	}
}

// errorJSON is an error as --json prints it: its exit code, its message
// and, when the error is placed in a text, the place and the nearest legal
// moves. Field names are stable (docs/exit-codes.md).
type errorJSON struct {
	Code     int      `json:"code"`
	Message  string   `json:"message"`
	File     string   `json:"file,omitempty"`
	Line     int      `json:"line,omitempty"`
	Col      int      `json:"col,omitempty"`
	Expected []string `json:"expected,omitempty"`
	Nearest  []string `json:"nearest,omitempty"`
}

// newErrorJSON describes err for machines.
func newErrorJSON(err error) *errorJSON {
	j := &errorJSON{Code: exitCode(err), Message: err.Error()}
	if d := placed(err); d != nil {
		j.Message, j.File, j.Line, j.Col = d.Msg, d.File, d.Pos.Line, d.Pos.Col
		j.Expected, j.Nearest = d.Expected, d.Nearest
	}
	return j
}

// placed returns where err is placed in a text, or nil. A refused move's
// Detail comes first: the notation error it wraps is placed in the move
// text alone, not in the file or input it came from. A summary of errors
// already reported has no place of its own.
func placed(err error) *notation.Error {
	var shown *shownError
	var merr *pbem.MoveError
	var ferr *pbem.FileError
	var nerr *notation.Error
	switch {
	case errors.As(err, &shown):
		return nil
	case errors.As(err, &merr):
		return merr.Detail
	case errors.As(err, &ferr):
		return ferr.Detail
	case errors.As(err, &nerr):
		return nerr
	}
	return nil
}

// printJSONError writes err on w as {"error": {…}} on one line.
func printJSONError(w io.Writer, err error) {
	enc := json.NewEncoder(w)
	enc.SetEscapeHTML(false)
	// Strings, ints and slices of strings always encode; only w can fail,
	// and then there is nowhere left to report it.
	_ = enc.Encode(struct {
		Error *errorJSON `json:"error"`
	}{newErrorJSON(err)})
}

// usageError is a command line the app could not make sense of.
type usageError struct {
	command string
	err     error
}

func (e *usageError) Error() string { return e.err.Error() }
func (e *usageError) Unwrap() error { return e.err }

// shownError is an error whose details were already reported (check
// reports each file's problem as it goes); msg sums them up for --json,
// and err keeps them for the exit code.
type shownError struct {
	msg string
	err error
}

func (e *shownError) Error() string { return e.msg }
func (e *shownError) Unwrap() error { return e.err }

// onUsageError turns a flag the app could not parse into a usage error.
// Its help hint names the command only when there is one: for a global
// flag urfave/cli passes the app's own root command ("pbem"), and "pbem
// help pbem" is no help topic.
func onUsageError(c *cli.Context, err error, _ bool) error {
	name := ""
	if c.Command != nil && c.App.Command(c.Command.Name) != nil {
		name = c.Command.Name
	}
	return &usageError{command: name, err: err}
}

// unknownCommand runs when no command matched: help without arguments, a
// usage error (with a suggestion) otherwise.
func unknownCommand(c *cli.Context) error {
	if !c.Args().Present() {
		return cli.ShowAppHelp(c)
	}
	typed := c.Args().First()
	return &usageError{err: fmt.Errorf("unknown command %q. %s", typed, commandSuggestion(c.App.Commands, typed))}
}

// flagsFirst moves the flags written after a command's arguments before
// them ("pbem move game.pbem roll --ply 3"), since urfave/cli v2 stops
// reading flags at the first argument; a completion request is left as it
// is. Global flags go before the command. After "--" everything is an
// argument; a lone "-" (stdin) is an argument.
func flagsFirst(app *cli.App, args []string) []string {
	// A completion request must stay last, where urfave/cli looks for it.
	if len(args) < 2 || args[len(args)-1] == "--generate-bash-completion" {
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

func isTerminal(w io.Writer) bool {
	f, ok := w.(*os.File)
	return ok && (isatty.IsTerminal(f.Fd()) || isatty.IsCygwinTerminal(f.Fd()))
}

// clockFrom returns the clock of the commands, read from the environment
// getenv gives: PBEM_NOW (clock_env.go), else SOURCE_DATE_EPOCH
// (reproducible builds' convention, for tests and replays), else the
// time now.
func clockFrom(getenv func(string) string) func() time.Time {
	return func() time.Time {
		if t, ok := envNow(getenv); ok {
			return t
		}
		if s := getenv("SOURCE_DATE_EPOCH"); s != "" {
			if secs, err := strconv.ParseInt(s, 10, 64); err == nil {
				return time.Unix(secs, 0).UTC()
			}
		}
		return time.Now()
	}
}
