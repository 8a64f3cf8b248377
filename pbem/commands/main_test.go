package commands

import (
	"errors"
	"fmt"
	"math/rand/v2"
	"os"
	"os/exec"
	"path/filepath"
	"regexp"
	"strconv"
	"strings"
	"sync"
	"testing"
	"unicode/utf8"

	"github.com/gofrs/flock"
	"github.com/rogpeppe/go-internal/testscript"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"

	"github.com/pbem-games/pbem/engine/enginetest"
	"github.com/pbem-games/pbem/notation"
	"github.com/pbem-games/pbem/pbem"
	"github.com/pbem-games/pbem/pbem/pbemtest"
)

// TestMain lets the test binary act as the pbem command in the scripts,
// as a process: pbem-process, for the commands that read what the script's
// stdin command gives, that a shell runs, or that complete a command line
// (urfave/cli reads os.Args for that). The scripts' plain pbem runs inside
// the test process (cmdPbem).
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"pbem-process": func() {
			os.Exit(Run(append([]string{"pbem"}, os.Args[1:]...), os.Stdin, os.Stdout, os.Stderr))
		},
		"pbem-opt": func() { os.Exit(runOpt()) },
	})
}

// TestScripts runs the end-to-end tests in the module's testdata/script.
// The clock is fixed (SOURCE_DATE_EPOCH = 2026-11-21T23:55:00Z) and the
// scripts give fixed seeds, so every file and mail they write is the same
// on each run.
func TestScripts(t *testing.T) {
	// An absolute folder: the pbem commands change the process's folder
	// while they run (runInScript), and scripts start in parallel.
	dir, err := filepath.Abs("../../testdata/script")
	if err != nil {
		t.Fatal(err)
	}
	testscript.Run(t, testscript.Params{
		Dir:                 dir,
		RequireExplicitExec: true,
		// With -update (enginetest.Update), the files that the scripts
		// compare output with (cmp stdout want.json) are rewritten, as the
		// golden files of the other packages are. Review the diff.
		UpdateScripts: enginetest.Update(),
		Setup: func(env *testscript.Env) error {
			if err := pbemOnPath(env); err != nil {
				return err
			}
			env.Setenv("SOURCE_DATE_EPOCH", "1795305300")
			env.Setenv("NO_COLOR", "")
			env.Setenv("GAMES", strings.Join(games.IDs(), ", ")) // the one list, for messages that name it
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"exits": cmdExits,
			"lock":  cmdLock,
			"pbem":  cmdPbem,
		},
	})
}

// pbemOnPath puts a pbem on the script's PATH, for what a shell runs (the
// completion scripts call pbem by name): a wrapper that starts
// pbem-process, since a link to the test binary named pbem would run the
// tests.
func pbemOnPath(env *testscript.Env) error {
	dir := filepath.Join(env.WorkDir, ".pbem-bin")
	if err := os.MkdirAll(dir, 0o755); err != nil {
		return err
	}
	wrapper := "#!/bin/sh\nexec pbem-process \"$@\"\n"
	if err := os.WriteFile(filepath.Join(dir, "pbem"), []byte(wrapper), 0o755); err != nil {
		return err
	}
	env.Setenv("PATH", dir+string(os.PathListSeparator)+env.Getenv("PATH"))
	return nil
}

// cmdPbem runs pbem inside the test process (runInScript): pbem ARGS...,
// failing the script unless it exits 0 (or, after !, unless it fails).
// Its stdout and stderr can be checked afterwards as after exec. A command
// that needs a process of its own runs as exec pbem-process (TestMain).
func cmdPbem(ts *testscript.TestScript, neg bool, args []string) {
	code := runInScript(ts, args)
	switch {
	case neg && code == 0:
		ts.Fatalf("pbem succeeded, want a failure")
	case !neg && code != 0:
		ts.Fatalf("pbem exited with %d", code)
	}
}

// inScript serialises the pbem commands run inside the test process: each
// runs in its script's folder, and the folder of a process is one.
var inScript sync.Mutex

// runInScript runs pbem with args in the test process, in the script's
// folder and with its environment, and returns the exit code. Starting the
// test binary as pbem for each of the scripts' hundreds of commands was
// most of their CPU (docs/performance.md); the commands behave the same,
// since they read the environment through env.getenv and the folder is
// the script's while they run.
func runInScript(ts *testscript.TestScript, args []string) int {
	inScript.Lock()
	defer inScript.Unlock()
	wd, err := os.Getwd()
	ts.Check(err)
	ts.Check(os.Chdir(ts.MkAbs(".")))
	defer func() { ts.Check(os.Chdir(wd)) }()
	e := &env{games: games, stdin: strings.NewReader(""), stdout: ts.Stdout(), stderr: ts.Stderr(),
		now: clockFrom(ts.Getenv), getenv: ts.Getenv}
	return e.run(append([]string{"pbem"}, args...))
}

// cmdExits runs a program and checks its exit code: exits CODE PROG ARGS...
// pbem runs inside the test process (runInScript); any other program, such
// as pbem-process for a command that reads the stdin command's text, is
// started. Its stdout and stderr can be checked afterwards as after exec.
func cmdExits(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: exits CODE PROG [ARGS...]")
	}
	want, err := strconv.Atoi(args[0])
	ts.Check(err)
	if args[1] == "pbem" {
		if got := runInScript(ts, args[2:]); got != want {
			ts.Fatalf("pbem exited with %d, want %d", got, want)
		}
		return
	}
	got := 0
	if err := ts.Exec(args[1], args[2:]...); err != nil {
		var exit *exec.ExitError
		if !errors.As(err, &exit) {
			ts.Fatalf("%s: %v", args[1], err)
		}
		got = exit.ExitCode()
	}
	if got != want {
		ts.Fatalf("%s exited with %d, want %d", args[1], got, want)
	}
}

// cmdLock holds the lock of a game file (as another pbem writing it would)
// until the end of the script: lock FILE.
func cmdLock(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) != 1 {
		ts.Fatalf("usage: lock FILE")
	}
	lock := flock.New(ts.MkAbs(args[0]) + ".lock")
	ok, err := lock.TryLock()
	ts.Check(err)
	if !ok {
		ts.Fatalf("%s is already locked", args[0])
	}
	ts.Defer(func() { lock.Unlock() })
}

// TestColourOnlyOnTerminals runs the app in process as if stdout were a
// terminal: colour by default, none when asked not to or when the output
// is for a machine or a forum.
func TestColourOnlyOnTerminals(t *testing.T) {
	dir := t.TempDir()
	path := filepath.Join(dir, "g.pbem")
	seed := "000102030405060708090a0b0c0d0e0f101112131415161718191a1b1c1d1e1f"
	code, _, stderr := runTTY(t, "pbem", "new", "--seed", seed, "--out", path, "palazzo", "Ann", "Bob")
	require.Equal(t, exitOK, code, stderr)

	tests := []struct {
		name   string
		env    string // NO_COLOR
		args   []string
		colour bool
	}{
		{"terminal", "", []string{"board", path}, true},
		{"view", "", []string{"view", "--as", "Ann", path}, true},
		{"no-color flag", "", []string{"--no-color", "board", path}, false},
		{"NO_COLOR", "1", []string{"board", path}, false},
		{"plain asked", "", []string{"board", "--format", "plain", path}, false},
		{"markdown asked", "", []string{"board", "--format", "markdown", path}, false},
		{"json", "", []string{"board", "--json", path}, false},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			t.Setenv("NO_COLOR", tt.env)
			code, stdout, stderr := runTTY(t, append([]string{"pbem"}, tt.args...)...)
			require.Equal(t, exitOK, code, stderr)
			assert.Equal(t, tt.colour, strings.Contains(stdout, "\x1b["), stdout)
		})
	}
}

// runTTY runs the app in process with a stdout it takes for a terminal.
func runTTY(t *testing.T, args ...string) (code int, stdout, stderr string) {
	t.Helper()
	var out, errOut strings.Builder
	e := &env{games: games, stdin: strings.NewReader(""), stdout: &out, stderr: &errOut, tty: true, now: clockFrom(os.Getenv), getenv: os.Getenv}
	code = e.run(args)
	return code, out.String(), errOut.String()
}

// TestFinishedBoard shows the end of the annotated example game: the
// heading says the game is over, the result appears once (the board's
// final scores, then the winner), and no line is wider than a board.
func TestFinishedBoard(t *testing.T) {
	const path = "../../examples/palazzo-3p.pbem"
	src, err := os.ReadFile(path)
	require.NoError(t, err)
	decisions := len(regexp.MustCompile(`(?m)^[0-9]+ `).FindAll(src, -1))
	require.Positive(t, decisions)
	id := regexp.MustCompile(`(?m)^id = "(.*)"$`).FindSubmatch(src)
	require.NotNil(t, id)

	var out, errOut strings.Builder
	e := &env{games: games, stdin: strings.NewReader(""), stdout: &out, stderr: &errOut, now: clockFrom(os.Getenv), getenv: os.Getenv}
	require.Equal(t, exitOK, e.run([]string{"pbem", "board", path}), errOut.String())
	board := out.String()

	heading := fmt.Sprintf("Palazzo %s — game over after %d decisions\n", id[1], decisions)
	assert.True(t, strings.HasPrefix(board, heading), board)
	assert.Equal(t, 1, strings.Count(board, "Final result\n"), board)
	// Ann wins the tie on points by money (worked out in examples_test.go).
	assert.True(t, strings.HasSuffix(board, "\nWinner: Ann\n"), board)
	assert.NotContains(t, board, "Result")
	for _, name := range []string{"Ann", "Bob", "Cid"} {
		scoreLines := regexp.MustCompile(`(?m)^`+name+`: `).FindAllString(board, -1)
		assert.Len(t, scoreLines, 1, "the score of %s is given once", name)
	}
	for line := range strings.Lines(board) {
		assert.LessOrEqual(t, utf8.RuneCountInString(strings.TrimSuffix(line, "\n")), 72, line)
	}
}

// TestWantsJSON checks how --json is found before the command runs, so
// that even a usage error comes out as JSON.
func TestWantsJSON(t *testing.T) {
	tests := []struct {
		args string
		want bool
	}{
		{"pbem check --json g.pbem", true},
		{"pbem check g.pbem --json", true},
		{"pbem check -json g.pbem", true},
		{"pbem check --json=true g.pbem", true},
		{"pbem check --json=false g.pbem", false},
		{"pbem check --json=maybe g.pbem", false},
		{"pbem check g.pbem", false},
		{"pbem move g.pbem -- --json", false},
		{"pbem", false},
	}
	for _, tt := range tests {
		assert.Equal(t, tt.want, wantsJSON(strings.Fields(tt.args)), tt.args)
	}
}

// TestErrorJSON checks the fields of errors as --json prints them: a
// refused move keeps its place in the input, not the place of the word
// inside the move text that the notation error it wraps carries.
func TestErrorJSON(t *testing.T) {
	inner := &notation.Error{Pos: notation.Pos{Line: 1, Col: 5}, Msg: "not a tile", Expected: []string{"a tile"}}
	moveErr := &pbem.MoveError{Err: inner, Detail: &notation.Error{File: "stdin", Pos: notation.Pos{Line: 3, Col: 5},
		Msg: "not a tile", Expected: []string{"a tile"}, Nearest: []string{"buy 1s1"}}}
	tests := []struct {
		name string
		err  error
		want errorJSON
	}{
		{"refused move", moveErr, errorJSON{Code: exitMove, Message: "not a tile", File: "stdin", Line: 3, Col: 5,
			Expected: []string{"a tile"}, Nearest: []string{"buy 1s1"}}},
		{"usage", &usageError{command: "move", err: errors.New("expected FILE MOVE...")},
			errorJSON{Code: exitUsage, Message: "expected FILE MOVE..."}},
		{"conflict", fmt.Errorf("%w: g.pbem", pbem.ErrLocked), errorJSON{Code: exitConflict, Message: "game file locked: g.pbem"}},
		{"internal", errors.New("disk full"), errorJSON{Code: exitInternal, Message: "disk full"}},
		{"summary", &shownError{msg: "1 of 2 files failed the check", err: errors.Join(moveErr)},
			errorJSON{Code: exitMove, Message: "1 of 2 files failed the check"}},
	}
	for _, tt := range tests {
		t.Run(tt.name, func(t *testing.T) {
			assert.Equal(t, &tt.want, newErrorJSON(tt.err))
		})
	}
}

func TestFlagsFirst(t *testing.T) {
	app := (&env{games: games, getenv: os.Getenv}).app()
	tests := []struct{ in, want string }{
		{"pbem move g.pbem buy 3m2 --ply 4", "pbem move --ply 4 g.pbem buy 3m2"},
		{"pbem move g.pbem - --as Ann --json", "pbem move --as Ann --json g.pbem -"},
		{"pbem move g.pbem roll --ply=4", "pbem move --ply=4 g.pbem roll"},
		{"pbem board g.pbem --no-color --at 2", "pbem --no-color board --at 2 g.pbem"},
		{"pbem move g.pbem -- --ply 4", "pbem move g.pbem -- --ply 4"},
		{"pbem --no-color games", "pbem --no-color games"},
		{"pbem mvoe g.pbem --ply 4", "pbem mvoe g.pbem --ply 4"},
		{"pbem move g.pbem --a --generate-bash-completion", "pbem move g.pbem --a --generate-bash-completion"},
		{"pbem", "pbem"},
	}
	for _, tt := range tests {
		assert.Equal(t, strings.Fields(tt.want), flagsFirst(app, strings.Fields(tt.in)), tt.in)
	}
}

// BenchmarkOpenPalazzo measures what every command pays: loading a game
// file and replaying it from its seed. The game is a whole random game of
// Palazzo for three players.
func BenchmarkOpenPalazzo(b *testing.B) {
	path := filepath.Join(b.TempDir(), "g.pbem")
	_, err := games.Create(pbem.NewGame{Game: "palazzo", Players: []string{"Ann", "Bob", "Cy"},
		Seed: strings.Repeat("01", 32), Out: path, Now: clockFrom(os.Getenv)()})
	if err != nil {
		b.Fatal(err)
	}
	choose := rand.New(rand.NewPCG(1, 2))
	decisions := 0
	for ; ; decisions++ {
		r, err := pbemtest.Open(games, path, -1)
		if err != nil {
			b.Fatal(err)
		}
		if r.Over() {
			break
		}
		legal, err := r.Legal(r.ToAct()[0])
		if err != nil {
			b.Fatal(err)
		}
		move := pbem.MoveInput{Text: legal.Moves[choose.IntN(len(legal.Moves))], Origin: "bench"}
		if _, err := games.Move(path, pbem.MoveRequest{Moves: []pbem.MoveInput{move}}); err != nil {
			b.Fatal(err)
		}
	}
	for b.Loop() {
		if _, err := pbemtest.Open(games, path, -1); err != nil {
			b.Fatal(err)
		}
	}
	b.ReportMetric(float64(decisions), "decisions/game")
}
