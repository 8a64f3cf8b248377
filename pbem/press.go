package pbem

import (
	"bufio"
	"bytes"
	"encoding/json"
	"errors"
	"fmt"
	"io/fs"
	"os"
	"slices"
	"strings"
	"time"
	"unicode"

	"github.com/pbem-games/pbem/notation"
)

// This file holds private press: a player's word to some of the others
// only ("!say @Bob text" by mail, `pbem say --to Bob`).
//
// Where it lives. The game file is the shared record: in an open game
// every player (and anyone the file is posted to) reads all of it, so a
// private line there, even hidden from `log` as private events are, would
// be one `cat` away from every reader. Private press is therefore kept
// beside the game in a host-only file, "<game file>.press" (mode 0600,
// like the reply tokens and standing orders), one JSON object a line.
// Nothing that renders the game (board, view, log, post, mails) reads it;
// only `pbem press --as NAME` and the mail relay do, each for the press
// its reader sent or was sent.

// PressSuffix is appended to a game file's path to name its file of
// private press, which stays with the host.
const PressSuffix = ".press"

// maxPressFile bounds what is read of a press file: thousands of words
// of MaxPlayerText characters; a larger file is not one pbem wrote.
const maxPressFile = 16 << 20

// PressLine is one private word: who said it, to whom, when.
type PressLine struct {
	Time string   `json:"time,omitempty"` // notation.FormatTime, "" when not given
	From string   `json:"from"`
	To   []string `json:"to"`
	Text string   `json:"text"`
	// About is the identity of the mail that said it ("" from the command
	// line): a mail handled again after a crash finds its word recorded.
	About string `json:"about,omitempty"`
}

// PressRequest is a player's private word.
type PressRequest struct {
	// As names the sender; To the players it goes to (one at least).
	As   string
	To   []string
	Text string
	// About, when set, identifies the mail the word came in: a word with
	// the same About is recorded once.
	About string
	Now   time.Time
}

// PressResult tells what Press recorded.
type PressResult struct {
	Line PressLine `json:"press"`
	// Again is set when the word of req.About was recorded before (a mail
	// handled again): nothing was written.
	Again bool `json:"again,omitempty"`
}

// Press records req in the press file of the game at path, after checking
// that its sender and readers are players of the game (the readers by
// their names as the front matter writes them, none twice, not the
// sender) and that its text is one line of at most MaxPlayerText
// characters.
func (c Games) Press(path string, req PressRequest) (*PressResult, error) {
	if path == Stdin {
		return nil, Usagef("private press is kept beside the game file: give a file, not -")
	}
	if req.As == "" {
		return nil, Usagef("say who with --as")
	}
	var res *PressResult
	err := withLock(path, func() error {
		f, err := c.Load(path)
		if err != nil {
			return err
		}
		line, err := pressLineOf(f, req)
		if err != nil {
			return err
		}
		res = &PressResult{Line: line}
		if req.About != "" {
			lines, err := ReadPress(path)
			if err != nil {
				return err
			}
			if i := slices.IndexFunc(lines, func(l PressLine) bool { return l.About == req.About }); i >= 0 {
				res.Line, res.Again = lines[i], true
				return nil
			}
		}
		return appendPress(path, line)
	})
	return res, err
}

// pressLineOf checks req against the players of f and returns its line.
func pressLineOf(f *File, req PressRequest) (PressLine, error) {
	from, err := f.SeatOf(req.As)
	if err != nil {
		return PressLine{}, err
	}
	line := PressLine{From: f.Name(from), Text: strings.Join(strings.Fields(req.Text), " "), About: req.About}
	if !req.Now.IsZero() {
		line.Time = notation.FormatTime(req.Now)
	}
	if len(req.To) == 0 {
		return line, Usagef("private press goes to someone: name them with --to NAME (or @NAME by mail)")
	}
	if len(req.To) > len(f.Header.Players) {
		return line, Usagef("private press to %d players: the game has %d", len(req.To), len(f.Header.Players))
	}
	for _, name := range req.To {
		s, err := f.SeatOf(name)
		if err != nil {
			return line, err
		}
		switch to := f.Name(s); {
		case s == from:
			return line, Usagef("%s is the sender: private press goes to the others", notation.Quote(to))
		case slices.Contains(line.To, to):
			return line, Usagef("%s is named twice", notation.Quote(to))
		default:
			line.To = append(line.To, to)
		}
	}
	if line.Text == "" {
		return line, Usagef("nothing to say: give the text")
	}
	if strings.ContainsFunc(line.Text, unicode.IsControl) {
		return line, Usagef("a private word is printable text, without control characters")
	}
	return line, checkPlayerText("a private word", line.Text)
}

// appendPress appends line to the press file of the game at path, in one
// write to a file opened for appending (created 0600, links not
// followed): a crash leaves at worst a half line, which ReadPress skips.
func appendPress(path string, line PressLine) error {
	data, err := json.Marshal(line)
	if err != nil {
		return err
	}
	fh, err := os.OpenFile(linkTarget(path)+PressSuffix, os.O_WRONLY|os.O_APPEND|os.O_CREATE|NoFollow, 0o600)
	if err != nil {
		return fmt.Errorf("press file: %w", err)
	}
	if _, err := fh.Write(append(data, '\n')); err != nil {
		fh.Close()
		return fmt.Errorf("press file: %w", err)
	}
	return fh.Close()
}

// ReadPress reads the private press of the game at path, oldest first;
// none when it has no press file. Lines that do not read (a half line a
// crash left) are skipped.
func ReadPress(path string) ([]PressLine, error) {
	data, err := readPressFile(linkTarget(path) + PressSuffix)
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	var lines []PressLine
	sc := bufio.NewScanner(bytes.NewReader(data))
	sc.Buffer(make([]byte, 0, 4096), maxPressFile)
	for sc.Scan() {
		var l PressLine
		if json.Unmarshal(sc.Bytes(), &l) == nil && l.From != "" && len(l.To) > 0 {
			lines = append(lines, l)
		}
	}
	return lines, sc.Err()
}

// readPressFile reads the press file at path, refusing anything but a
// regular file of at most maxPressFile bytes.
func readPressFile(path string) ([]byte, error) {
	fh, err := os.OpenFile(path, os.O_RDONLY|NoFollow, 0)
	if err != nil {
		return nil, err
	}
	defer fh.Close()
	info, err := fh.Stat()
	if err != nil {
		return nil, err
	}
	if !info.Mode().IsRegular() || info.Size() > maxPressFile {
		return nil, fmt.Errorf("%w: %s is not a press file (a regular file of at most %d bytes)", ErrGameFile, path, maxPressFile)
	}
	var b bytes.Buffer
	_, err = b.ReadFrom(fh)
	return b.Bytes(), err
}

// PressOf returns the lines of press that name is the sender or a reader
// of: all that player may see of it.
func PressOf(press []PressLine, name string) []PressLine {
	var out []PressLine
	for _, l := range press {
		if strings.EqualFold(l.From, name) || slices.ContainsFunc(l.To, func(to string) bool { return strings.EqualFold(to, name) }) {
			out = append(out, l)
		}
	}
	return out
}

// PressTargets reads the readers a mail's "!say @Bob @Cid text" names:
// each "@" followed by a player's name (the longest that fits, so names of
// several words work), case aside. It returns their names as the game
// writes them and the text after them; ok is false when rest does not
// start with "@" (a say to everyone).
func PressTargets(f *File, rest string) (names []string, text string, ok bool, err error) {
	rest = strings.TrimSpace(rest)
	if !strings.HasPrefix(rest, "@") {
		return nil, rest, false, nil
	}
	for strings.HasPrefix(rest, "@") && len(names) <= len(f.Header.Players) {
		name, after, found := longestName(f, rest[1:])
		if !found {
			word, _, _ := strings.Cut(rest[1:], " ")
			return nil, "", true, Usagef("@%s names no player (players: %s)", word, strings.Join(f.Names(), ", "))
		}
		names = append(names, name)
		rest = strings.TrimSpace(after)
	}
	return names, rest, true, nil
}

// longestName returns the longest player name of f that s starts with,
// case aside, followed by a blank or the end, and what follows it.
func longestName(f *File, s string) (name, after string, ok bool) {
	for _, p := range f.Header.Players {
		n := len(p.Name)
		if n > len(s) || !strings.EqualFold(s[:n], p.Name) || (n < len(s) && s[n] != ' ' && s[n] != '\t') {
			continue
		}
		if len(p.Name) > len(name) {
			name, after, ok = p.Name, s[n:], true
		}
	}
	return name, after, ok
}
