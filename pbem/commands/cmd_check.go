package commands

import (
	"errors"
	"fmt"
	"io"
	"runtime"
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
	// Errors are every error found in a bad file, Error first, at most
	// pbem.MaxCheckErrors; MoreErrors counts those left out.
	Errors     []*errorJSON `json:"errors,omitempty"`
	MoreErrors int          `json:"more_errors,omitempty"`
	// Unchecked counts the decisions after a line the replay stopped at.
	Unchecked int `json:"unchecked,omitempty"`
}

func (e *env) checkAction(c *cli.Context) error {
	paths, err := nargs(c, 1, -1)
	if err != nil {
		return err
	}
	report := make([]checkEntry, len(paths))
	var failed []error
	ids := map[string]string{}
	e.checkEach(paths, func(i int, entry checkEntry, l *pbem.ErrorList) {
		report[i] = entry
		if err := l.Err(); err != nil {
			failed = append(failed, err)
		} else {
			ids[paths[i]] = entry.ID
		}
		if !c.Bool("json") {
			e.printCheck(entry, l)
		}
	})
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

// checked is the check of one file.
type checked struct {
	entry checkEntry
	errs  *pbem.ErrorList
}

// checkEach checks the files at paths on as many workers as there are
// cores (replaying is CPU-bound: one core checked 10,000 files in 4.2 s),
// and calls done with each file's check in the order of paths, as soon as
// it and the files before it are checked, so that the output reads as if
// the files were checked one by one.
func (e *env) checkEach(paths []string, done func(i int, entry checkEntry, l *pbem.ErrorList)) {
	results := make([]chan checked, len(paths))
	for i := range results {
		results[i] = make(chan checked, 1)
	}
	jobs := make(chan int)
	for range min(runtime.GOMAXPROCS(0), max(len(paths), 1)) {
		go func() {
			for i := range jobs {
				entry, l := e.check(paths[i])
				results[i] <- checked{entry, l}
			}
		}()
	}
	go func() {
		for i := range paths {
			jobs <- i
		}
		close(jobs)
	}()
	for i, result := range results {
		r := <-result
		done(i, r.entry, r.errs)
	}
}

// printCheck reports one file as it is checked: the good on stdout, the
// bad and the warnings on stderr.
func (e *env) printCheck(entry checkEntry, l *pbem.ErrorList) {
	if l.Err() != nil {
		e.printCheckErrors(entry.File, l)
		return
	}
	fmt.Fprintln(e.stdout, entry.Status)
	for _, w := range entry.Warnings {
		fmt.Fprintln(e.stderr, w.String(entry.File))
	}
}

// printCheckErrors writes every error of a bad file, each placed, then
// what was left out: the errors past the limit, as go/scanner and the Go
// compiler do, and the decisions a replay could not reach.
func (e *env) printCheckErrors(path string, l *pbem.ErrorList) {
	for _, err := range l.Errs {
		printError(e.stderr, err)
	}
	if l.More > 0 {
		fmt.Fprintf(e.stderr, "%s: too many errors: %d more not shown\n", path, l.More)
	}
	if l.Unchecked > 0 {
		fmt.Fprintf(e.stderr, "%s: %d later decision%s not checked: the replay stops at the first refused line\n",
			path, l.Unchecked, plural(l.Unchecked))
	}
}

// plural returns "s" unless n is 1.
func plural(n int) string {
	if n == 1 {
		return ""
	}
	return "s"
}

// check loads and replays the game file at path, keeping every error
// it finds.
func (e *env) check(path string) (checkEntry, *pbem.ErrorList) {
	f, l := e.loadAll(path)
	var status *pbem.Status
	if f != nil {
		f.AllowPublic = true // without the key, what the public can check
		status, l = f.CheckAll()
	}
	if err := l.Err(); err != nil {
		entry := checkEntry{File: path, Error: newErrorJSON(err), MoreErrors: l.More, Unchecked: l.Unchecked}
		for _, err := range l.Errs {
			entry.Errors = append(entry.Errors, newErrorJSON(err))
		}
		return entry, l
	}
	return checkEntry{File: path, OK: true, Status: status, Warnings: f.TimeWarnings()}, l
}

// loadAll is load keeping every error of the file; "-" reads stdin.
func (e *env) loadAll(path string) (*pbem.File, *pbem.ErrorList) {
	if path != pbem.Stdin {
		return e.games.LoadAll(path)
	}
	// ParseAll refuses more than MaxFileSize: read no further than that.
	src, err := io.ReadAll(io.LimitReader(e.stdin, pbem.MaxFileSize+1))
	if err != nil {
		return nil, &pbem.ErrorList{Errs: []error{err}}
	}
	f, l := e.games.ParseAll("stdin", src)
	if f != nil {
		f.KeyPath = "" // as load: no key is looked for beside stdin
	}
	return f, l
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
