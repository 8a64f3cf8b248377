package pbem

import (
	"errors"
	"slices"

	"github.com/pbem-games/pbem/notation"
)

// MaxCheckErrors is how many errors check lists for one file, as
// go/scanner's users and the Go compiler stop at ten: past that, the
// later errors are mostly echoes of the first, and a file of garbage
// would bury the first under thousands of lines.
const MaxCheckErrors = 10

// ErrorList is what is wrong in one game file: its first errors, in the
// order of the file's lines (those without a place first), how many more
// were found, and how many decisions a replay stopped before.
type ErrorList struct {
	// Errs are the first MaxCheckErrors errors found.
	Errs []error
	// More counts the errors found past MaxCheckErrors.
	More int
	// Unchecked counts the decisions after the one the replay stopped
	// at: they were not checked, since a game that went wrong cannot be
	// played on meaningfully.
	Unchecked int
	// all tells to go on after the first error; Parse stops at it.
	all bool
}

// Err returns the first error, nil when there is none.
func (l *ErrorList) Err() error {
	if len(l.Errs) == 0 {
		return nil
	}
	return l.Errs[0]
}

// add records err, or counts it past the limit.
func (l *ErrorList) add(err error) {
	if len(l.Errs) < MaxCheckErrors {
		l.Errs = append(l.Errs, err)
		return
	}
	l.More++
}

// done reports whether reading should stop: Parse wants the first error
// only.
func (l *ErrorList) done() bool { return !l.all && len(l.Errs) > 0 }

// room returns how many more errors the list keeps.
func (l *ErrorList) room() int { return MaxCheckErrors - len(l.Errs) }

// sort puts the errors in the order of their lines, those without a
// place first; errors of one line keep the order they were found in.
func (l *ErrorList) sort() {
	slices.SortStableFunc(l.Errs, func(a, b error) int {
		return errorLine(a) - errorLine(b)
	})
}

// errorLine returns the line err is placed at, 0 when none.
func errorLine(err error) int {
	var d *notation.Error
	var ferr *FileError
	var merr *MoveError
	switch {
	case errors.As(err, &merr):
		return merr.Detail.Pos.Line
	case errors.As(err, &ferr):
		return ferr.Detail.Pos.Line
	case errors.As(err, &d):
		return d.Pos.Line
	}
	return 0
}

// ParseAll is Parse for a checker: rather than stopping at the first
// error, it reads on and returns every error it finds, up to
// MaxCheckErrors: front-matter values, each record line's syntax and
// player, each placed. The File is nil unless the list is empty.
func (c Games) ParseAll(path string, src []byte) (*File, *ErrorList) {
	l := &ErrorList{all: true}
	f := c.parse(path, src, l)
	for i, err := range l.Errs {
		l.Errs[i] = withPath(path, err)
	}
	l.sort()
	if len(l.Errs) > 0 {
		return nil, l
	}
	return f, l
}

// LoadAll is Load for a checker: it reads the game file at path and
// returns every error ParseAll finds in it.
func (c Games) LoadAll(path string) (*File, *ErrorList) {
	src, err := readGame(path)
	if err != nil {
		return nil, &ErrorList{Errs: []error{err}, all: true}
	}
	return c.ParseAll(path, src)
}

// CheckAll replays the file, as Check does; when a decision or a line
// fails, the list holds that error and counts the decisions after it,
// which the replay could not check.
func (f *File) CheckAll() (*Status, *ErrorList) {
	l := &ErrorList{all: true}
	st, err := f.Check()
	if err != nil {
		l.add(err)
		l.Unchecked = f.decisionsAfter(errorLine(err))
	}
	return st, l
}

// decisionsAfter counts the record's decisions written after line; none
// when line is 0 (an error without a place).
func (f *File) decisionsAfter(line int) int {
	if line == 0 {
		return 0
	}
	n := 0
	for _, e := range f.Record.Moves() {
		if e.Pos.Line > line {
			n++
		}
	}
	return n
}

// parseRecord reads the record, the whole of it for a checker, into
// l; the record of the good lines, nil when Parse met an error.
func (l *ErrorList) parseRecord(body string, bodyLine int) *notation.Record {
	if !l.all {
		rec, err := notation.ParseRecord(body, bodyLine)
		if err != nil {
			l.add(asFileError(err))
		}
		return rec
	}
	rec, errs, more := notation.ParseRecordAll(body, bodyLine, max(l.room(), 1))
	for _, err := range errs {
		l.add(&FileError{Detail: err})
	}
	l.More += more
	return rec
}
