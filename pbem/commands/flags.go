package commands

import (
	"encoding/json"
	"fmt"
	"io"
	"slices"
	"strconv"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/pbem"
)

// This file holds what several commands share: their common flags, the
// reading of arguments, and the printing of results.

// Flags shared by several commands, with the same name and meaning
// everywhere. Each call returns a new value, since a flag keeps state once
// parsed.

func asFlag() cli.Flag { return &cli.StringFlag{Name: "as", Usage: "the player `NAME`"} }

// asOf reads --as: the player named, or "" when it is not given. Given
// empty (--as "", a variable that was not set), it is a usage error
// rather than the same as no --as at all.
func asOf(c *cli.Context) (string, error) {
	as := c.String("as")
	if c.IsSet("as") && strings.TrimSpace(as) == "" {
		return "", usagef(c, "--as %q: expected a player's name", as)
	}
	return as, nil
}

func jsonFlag() cli.Flag {
	return &cli.BoolFlag{Name: "json", Usage: "print JSON on stdout, and errors as JSON on stderr"}
}

func atFlag() cli.Flag {
	// DefaultText, not the Usage, says what no --at means: urfave/cli would
	// add "(default: 0)", which is not the default.
	return &cli.StringFlag{Name: "at", DefaultText: "all",
		Usage: "show the game after `PLY` decisions, or inside a variation: 14.v1.3 is after the 3rd move of the 1st variation after decision 14"}
}

// boardFormatFlag is --format of board and view, which also draw
// pictures.
func boardFormatFlag() cli.Flag {
	return &cli.StringFlag{Name: "format",
		Usage: "`FORMAT`: plain, ansi, markdown, bbcode, svg or png (default: ansi on a terminal, else plain)"}
}

// outFlag is --out: the file a picture is written to.
func outFlag() cli.Flag {
	return &cli.StringFlag{Name: "out", Usage: "write the picture (--format svg or png) to `FILE`"}
}

// langFlag is --lang of the commands that write for people; byDefault
// says which language they use without it.
func langFlag(byDefault string) cli.Flag {
	return &cli.StringFlag{Name: "lang", Usage: "`LANG` of the text: en or fr (default: " + byDefault + ")"}
}

// langOf reads --lang: empty when it is not given, which leaves each
// reader's own language.
func langOf(c *cli.Context) (pbem.Lang, error) {
	if !c.IsSet("lang") {
		return "", nil
	}
	lang, err := pbem.ParseLang(c.String("lang"))
	if err != nil {
		return "", usagef(c, "%v", err)
	}
	return lang, nil
}

// wantsJSON reports whether the command line asks for --json (before any
// "--"), so that even an error found before the command runs, such as an
// unknown flag, is printed as JSON.
func wantsJSON(args []string) bool {
	for _, a := range args[min(1, len(args)):] {
		if a == "--" {
			return false
		}
		if !isFlag(a) || flagName(a) != "json" {
			continue
		}
		_, value, hasValue := strings.Cut(a, "=")
		on, err := strconv.ParseBool(value)
		return !hasValue || (err == nil && on)
	}
	return false
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

// usagef returns a usage error of the running command.
func usagef(c *cli.Context, format string, args ...any) error {
	return &usageError{command: c.Command.Name, err: fmt.Errorf(format, args...)}
}

// atAddress returns the position --at names, and whether it was given
// (without it: after every decision).
func atAddress(c *cli.Context) (pbem.Address, bool, error) {
	if !c.IsSet("at") {
		return pbem.Address{}, false, nil
	}
	a, err := pbem.ParseAddress(c.String("at"))
	if err != nil {
		return a, false, usagef(c, "--at %v", err)
	}
	return a, true, nil
}

// atPly returns --at, which must be a number of decisions here (the
// start of board --step), or -1 when it is not given.
func atPly(c *cli.Context) (int, error) {
	a, set, err := atAddress(c)
	switch {
	case err != nil:
		return 0, err
	case !set:
		return -1, nil
	case len(a.Steps) > 0:
		return 0, usagef(c, "--at %s: --step goes through the main line: give a number of decisions", a)
	}
	return a.Ply, nil
}

// seatOf returns the seat of the player named as, or the Observer.
func seatOf(r *pbem.Replay, as string) (engine.Seat, error) {
	if as == "" {
		return engine.Observer, nil
	}
	if r.Public {
		return engine.Observer, fmt.Errorf("%w: %s is read without its key, which shows only what every player sees; "+
			"what %s sees comes from the host", pbem.ErrNeedKey, r.File.Path, as)
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
	if e.tty && !c.Bool("no-color") && e.getenv("NO_COLOR") == "" && e.getenv("TERM") != "dumb" {
		return pbem.FormatANSI
	}
	return pbem.FormatPlain
}

// openAt replays the game file given as the only argument up to the
// position --at names (every decision without it).
func (e *env) openAt(c *cli.Context) (*pbem.Replay, error) {
	at, set, err := atAddress(c)
	if err != nil {
		return nil, err
	}
	f, err := e.loadArg(c)
	if err != nil {
		return nil, err
	}
	if !set {
		return f.ReplayQuiet(-1) // a board or a picture: the state alone
	}
	return f.ReplayAt(at)
}

// viewAt replays the game file up to the position --at names and returns
// what the player named as (the public if empty) sees there.
func (e *env) viewAt(c *cli.Context, as string) (*pbem.Replay, *pbem.ViewResult, error) {
	r, err := e.openAt(c)
	if err != nil {
		return nil, nil, err
	}
	seat, err := seatOf(r, as)
	if err != nil {
		return nil, nil, err
	}
	return r, r.ViewOf(seat), nil
}

// open replays the game file given as the only argument, up to upTo
// decisions (all when negative).
func (e *env) open(c *cli.Context, upTo int) (*pbem.Replay, error) {
	f, err := e.loadArg(c)
	if err != nil {
		return nil, err
	}
	return f.Replay(upTo)
}

// openQuiet is open for a command that reads the state alone (the legal
// moves, a hint): no events are built (File.ReplayQuiet).
func (e *env) openQuiet(c *cli.Context) (*pbem.Replay, error) {
	f, err := e.loadArg(c)
	if err != nil {
		return nil, err
	}
	return f.ReplayQuiet(-1)
}

// loadArg loads the game file given as the only argument.
func (e *env) loadArg(c *cli.Context) (*pbem.File, error) {
	a, err := nargs(c, 1, 1)
	if err != nil {
		return nil, err
	}
	return e.load(a[0])
}

// load reads and validates a game file; "-" reads it from stdin (an open
// game, or a sealed one whose seed is revealed: no key is looked for).
func (e *env) load(path string) (*pbem.File, error) {
	if path != pbem.Stdin {
		f, err := e.games.Load(path)
		if f != nil {
			f.AllowPublic = e.public
		}
		return f, err
	}
	// Parse refuses more than MaxFileSize: read no further than that.
	src, err := io.ReadAll(io.LimitReader(e.stdin, pbem.MaxFileSize+1))
	if err != nil {
		return nil, err
	}
	f, err := e.games.Parse("stdin", src)
	if err == nil {
		f.KeyPath = ""
		f.AllowPublic = e.public
	}
	return f, err
}

// printJSON writes v as indented JSON on stdout. "<", ">" and "&" stay as
// they are (Message-IDs, "<move>"): the output is not for a web page.
func (e *env) printJSON(v any) error { return writeJSON(e.stdout, v) }

// writeJSON writes v to w as printJSON does.
func writeJSON(w io.Writer, v any) error {
	enc := json.NewEncoder(w)
	enc.SetIndent("", "  ")
	enc.SetEscapeHTML(false)
	return enc.Encode(v)
}

// lines joins texts one per line, each ending with a newline.
func lines(texts []string) string {
	if len(texts) == 0 {
		return ""
	}
	return strings.Join(texts, "\n") + "\n"
}
