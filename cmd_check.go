package main

import (
	"errors"
	"fmt"
	"strings"

	"github.com/urfave/cli/v2"

	"github.com/pbem-games/pbem/pbem"
)

// checkCommand validates game files and replays their moves, reporting
// every file; the exit code is that of the most serious problem.
func (e *env) checkCommand() *cli.Command {
	return &cli.Command{
		Name:        "check",
		Usage:       "validate game files and replay their moves",
		ArgsUsage:   "FILE...",
		Flags:       []cli.Flag{jsonFlag()},
		Description: "Examples: pbem check *.pbem\n          pbem check --json game.pbem",
		Action:      e.checkAction,
	}
}

// checkEntry is one file of `check --json`: where its game stands when it
// is valid, its error otherwise.
type checkEntry struct {
	File string `json:"file"`
	OK   bool   `json:"ok"`
	*pbem.Status
	// Warnings are what is odd in a valid file (times that go backwards).
	Warnings []pbem.Warning `json:"warnings,omitempty"`
	Error    *errorJSON     `json:"error,omitempty"`
}

func (e *env) checkAction(c *cli.Context) error {
	paths, err := nargs(c, 1, -1)
	if err != nil {
		return err
	}
	report := make([]checkEntry, len(paths))
	var failed []error
	ids := map[string]string{}
	for i, path := range paths {
		entry, err := e.check(path)
		report[i] = entry
		if err != nil {
			failed = append(failed, err)
		} else {
			ids[path] = entry.ID
		}
		if !c.Bool("json") {
			e.printCheck(entry, err)
		}
	}
	dups := pbem.DuplicateIDs(ids)
	for _, err := range dups {
		printError(e.stderr, err)
	}
	if c.Bool("json") {
		if err := e.printJSON(struct {
			Files []checkEntry `json:"files"`
		}{report}); err != nil {
			return err
		}
	}
	return checkFailures(failed, dups, len(paths))
}

// printCheck reports one file as it is checked: the good on stdout, the
// bad and the warnings on stderr.
func (e *env) printCheck(entry checkEntry, err error) {
	if err != nil {
		printError(e.stderr, err)
		return
	}
	fmt.Fprintln(e.stdout, entry.Status)
	for _, w := range entry.Warnings {
		fmt.Fprintln(e.stderr, w.String(entry.File))
	}
}

// check loads and replays the game file at path.
func (e *env) check(path string) (checkEntry, error) {
	f, err := e.load(path)
	var status *pbem.Status
	if err == nil {
		status, err = f.Check()
	}
	if err != nil {
		return checkEntry{File: path, Error: newErrorJSON(err)}, err
	}
	return checkEntry{File: path, OK: true, Status: status, Warnings: f.TimeWarnings()}, nil
}

// checkFailures sums up the files that failed and the game ids found in
// several files of a folder, each already reported, keeping their errors
// for the exit code; nil when all is well.
func checkFailures(failed, dups []error, files int) error {
	var parts []string
	if len(failed) > 0 {
		parts = append(parts, fmt.Sprintf("%d of %d files failed the check", len(failed), files))
	}
	if len(dups) > 0 {
		parts = append(parts, fmt.Sprintf("%d game ids are in more than one file", len(dups)))
	}
	if len(parts) == 0 {
		return nil
	}
	return &shownError{msg: strings.Join(parts, "; "), err: errors.Join(append(failed, dups...)...)}
}
