package main

import (
	"errors"
	"os"
	"os/exec"
	"strconv"
	"testing"

	"github.com/gofrs/flock"
	"github.com/rogpeppe/go-internal/testscript"
)

// TestMain lets the test binary act as the pbem command in the scripts.
func TestMain(m *testing.M) {
	testscript.Main(m, map[string]func(){
		"pbem": func() { os.Exit(run(os.Args, os.Stdin, os.Stdout, os.Stderr)) },
	})
}

// TestScripts runs the end-to-end tests in testdata/script. The clock is
// fixed (SOURCE_DATE_EPOCH = 2026-11-21T23:55:00Z) and the scripts give
// fixed seeds, so every file and mail they write is the same on each run.
func TestScripts(t *testing.T) {
	testscript.Run(t, testscript.Params{
		Dir:                 "testdata/script",
		RequireExplicitExec: true,
		Setup: func(env *testscript.Env) error {
			env.Setenv("SOURCE_DATE_EPOCH", "1795305300")
			env.Setenv("NO_COLOR", "")
			return nil
		},
		Cmds: map[string]func(ts *testscript.TestScript, neg bool, args []string){
			"exits": cmdExits,
			"lock":  cmdLock,
		},
	})
}

// cmdExits runs a program and checks its exit code: exits CODE PROG ARGS...
// Its stdout and stderr can be checked afterwards as after exec.
func cmdExits(ts *testscript.TestScript, neg bool, args []string) {
	if neg || len(args) < 2 {
		ts.Fatalf("usage: exits CODE PROG [ARGS...]")
	}
	want, err := strconv.Atoi(args[0])
	ts.Check(err)
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
