package pbem

import (
	"errors"
	"fmt"
	"strings"
	"unicode"

	"github.com/pbem-games/pbem/notation"
)

// headerCheck is one check of validate, with the front-matter keys its
// error may be about: check, which reports every error of a file, places
// the error at the line of the key it names (frontError).
type headerCheck struct {
	keys  []string
	check func(Header) error
}

// headerChecks are validate's checks, in the order it makes them: its
// error is the first of theirs.
var headerChecks = []headerCheck{
	{[]string{"format"}, func(h Header) error {
		if h.Format != FileFormat {
			return corruptf("format %s is not supported (this pbem reads %q)", notation.Quote(h.Format), FileFormat)
		}
		return nil
	}},
	{[]string{"id"}, func(h Header) error {
		if !ValidID(h.ID) {
			return corruptf("id %s must be lower-case letters, digits and dashes", notation.Quote(h.ID))
		}
		return nil
	}},
	{[]string{"created"}, func(h Header) error {
		if h.Created.IsZero() {
			return corruptf("created is missing")
		}
		return nil
	}},
	{[]string{"seed", "commitment", "mode"}, Header.validateTrust},
	{[]string{"deadline"}, Header.validateDeadline},
	{[]string{"await_seeds", "seed_wait"}, Header.validateSeedWait}, // seed_entropy.go
	{[]string{"players"}, func(h Header) error {
		if err := validatePlayers(h.Players); err != nil {
			return fmt.Errorf("%w: %w", ErrCorrupt, err)
		}
		return nil
	}},
	{[]string{"tz", "mails", "players"}, validatePlayerHosting},
	{[]string{"notify", "notify_format"}, Header.validateNotify},
	{[]string{"away_days"}, Header.validateAwayDays},
	{[]string{"observers"}, Header.validateObservers},
}

// frontError is an error about a front-matter value, placed at the line
// of its key for check's list; it keeps the class of the error it places.
type frontError struct {
	Detail *notation.Error
	err    error
}

// Error returns the one-line form "file:line:col: message".
func (e *frontError) Error() string { return e.Detail.Error() }

// Unwrap returns the placed error, and its Detail so that the JSON of
// an error finds its place.
func (e *frontError) Unwrap() []error { return []error{e.err, e.Detail} }

// Display returns the error with the key's line and a caret.
func (e *frontError) Display() string { return e.Detail.Display() }

// placeFront places err, an error of the front matter about one of keys,
// at the line of the first of them its message names, or else of the
// first of them the front matter holds; err as it is when none is there
// (a missing key). The front matter starts on line 2 of the file.
func placeFront(front string, keys []string, err error) error {
	line, col, src := 0, 0, ""
	var pk *playerKeyError
	if errors.As(err, &pk) { // the key of one player's table, not the first player's
		line, col, src, _ = frontPlayerKeyLine(front, pk.index, pk.key)
	}
	named := messageWords(err.Error())
	for _, pass := range []bool{true, false} {
		for _, k := range keys {
			if pass && !named[k] {
				continue
			}
			if n, c, s, ok := frontKeyLine(front, k); ok && line == 0 {
				line, col, src = n, c, s
			}
		}
	}
	if line == 0 {
		return err
	}
	msg := strings.TrimPrefix(err.Error(), ErrCorrupt.Error()+": ")
	d := notation.Errorf(notation.Pos{Line: line + 1, Col: col}, "%s", msg)
	d.Source = src
	return &frontError{Detail: d, err: err}
}

// messageWords returns the words of msg, to tell which keys it names.
func messageWords(msg string) map[string]bool {
	words := map[string]bool{}
	for _, w := range strings.FieldsFunc(msg, func(r rune) bool { return !unicode.IsLetter(r) && r != '_' }) {
		words[w] = true
	}
	return words
}

// playerKeyError is an error about key of the player at index (from 0),
// placed at that player's line of the key.
type playerKeyError struct {
	index int
	key   string
	err   error
}

func (e *playerKeyError) Error() string { return e.err.Error() }
func (e *playerKeyError) Unwrap() error { return e.err }

// frontPlayerKeyLine is frontKeyLine for key in the index-th (from 0)
// [[players]] table of front.
func frontPlayerKeyLine(front string, index int, key string) (line, col int, source string, ok bool) {
	table := -1
	for i, l := range strings.Split(front, "\n") {
		if strings.TrimSpace(l) == "[[players]]" {
			table++
			continue
		}
		if table != index {
			continue
		}
		if _, c, s, found := frontKeyLine(l, key); found {
			return i + 1, c, s, true
		}
	}
	return 0, 0, "", false
}

// frontKeyLine finds the line (from 1) of the front matter that sets key, as
// "key = …", "key.sub = …", "[key]", "[key.sub]" or "[[key]]", and the
// column where the key starts.
func frontKeyLine(front, key string) (line, col int, source string, ok bool) {
	for i, l := range strings.Split(front, "\n") {
		t, c := strings.TrimLeft(l, " \t"), 1+len(l)-len(strings.TrimLeft(l, " \t"))
		name := strings.TrimLeft(t, "[")
		rest, found := strings.CutPrefix(name, key)
		if !found {
			continue
		}
		rest = strings.TrimLeft(rest, " \t")
		if strings.HasPrefix(rest, "=") || strings.HasPrefix(rest, ".") || strings.HasPrefix(rest, "]") {
			return i + 1, c, strings.TrimSuffix(l, "\r"), true
		}
	}
	return 0, 0, "", false
}
