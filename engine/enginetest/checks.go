package enginetest

import (
	"errors"
	"fmt"
	"reflect"
	"slices"
	"strings"
	"unicode"
	"unicode/utf8"

	"github.com/clipperhouse/displaywidth"

	"github.com/pbem-games/pbem/engine"
	"github.com/pbem-games/pbem/notation"
)

// maxColumns is the widest line a board or view may have.
const maxColumns = 72

// checkTurn checks that the seats to act are real, distinct seats with
// legal moves and that every other seat, and the Observer, has none. It
// returns the legal moves of the first seat to act.
func (r *gameRun) checkTurn(toAct []engine.Seat) ([]engine.Move, error) {
	for i, s := range toAct {
		if s < 0 || int(s) >= r.players {
			return nil, fmt.Errorf("ToAct %v lists seat %d of %d players", toAct, s, r.players)
		}
		if slices.Contains(toAct[:i], s) {
			return nil, fmt.Errorf("ToAct %v lists seat %d twice", toAct, s)
		}
	}
	var first []engine.Move
	for _, s := range allSeats(r.players) {
		legal := r.st.Legal(s)
		switch acting := slices.Contains(toAct, s); {
		case acting && len(legal) == 0:
			return nil, fmt.Errorf("seat %d is to act but has no legal move", s)
		case !acting && len(legal) > 0:
			return nil, fmt.Errorf("seat %d is not to act (ToAct %v) but has %d legal moves", s, toAct, len(legal))
		case len(toAct) > 0 && s == toAct[0]:
			first = legal
		}
	}
	return first, nil
}

// checkRoundTrips formats every legal move of seat s and checks that the
// text parses back to the same move and is its own canonical form. It
// returns the texts.
func (r *gameRun) checkRoundTrips(s engine.Seat, legal []engine.Move) ([]string, error) {
	texts := make([]string, len(legal))
	seen := make(map[string]bool, len(legal))
	for i, m := range legal {
		text, err := r.roundTrip(s, m)
		if err != nil {
			return nil, err
		}
		if seen[text] {
			return nil, fmt.Errorf("Legal(%d) lists %q twice", s, text)
		}
		seen[text] = true
		texts[i] = text
	}
	return texts, nil
}

// roundTrip checks Parse(Format(m)) == m and that the text is canonical.
func (r *gameRun) roundTrip(s engine.Seat, m engine.Move) (string, error) {
	text := r.g.FormatMove(r.st, m)
	if text == "" || text != strings.TrimSpace(text) || strings.ContainsAny(text, "\r\n") {
		return "", fmt.Errorf("move %#v formats as %q: want one line, no surrounding space", m, text)
	}
	back, err := r.g.ParseMove(r.st, s, text)
	if err != nil {
		return "", fmt.Errorf("legal move %#v formats as %q, which does not parse: %w", m, text, err)
	}
	if !reflect.DeepEqual(m, back) {
		return "", fmt.Errorf("legal move %#v formats as %q, which parses as %#v", m, text, back)
	}
	if again := r.g.FormatMove(r.st, back); again != text {
		return "", fmt.Errorf("%q parses to a move that formats as %q", text, again)
	}
	return text, nil
}

// checkParseVariants checks that the notation ignores case and spacing,
// and that broken texts fail with a *notation.Error pointing into them.
func (r *gameRun) checkParseVariants(s engine.Seat, m engine.Move, text string) error {
	same := []string{
		strings.ToUpper(text),
		"  " + strings.Join(strings.Fields(text), "   ") + " ",
	}
	for _, v := range same {
		back, err := r.g.ParseMove(r.st, s, v)
		if err != nil {
			return fmt.Errorf("%q does not parse (notation must ignore case and spacing): %w", v, err)
		}
		if !reflect.DeepEqual(m, back) {
			return fmt.Errorf("%q parses as %#v, want %#v as for %q", v, back, m, text)
		}
	}
	for _, v := range []string{"", "@@ " + text, text + " @@"} {
		if err := r.checkParseFails(s, v); err != nil {
			return err
		}
	}
	// A shortened move may be another valid move ("play 1" from "play 10").
	return r.checkBrokenText(s, text[:len(text)-1])
}

// checkParseFails checks that text, empty or a move with a stray word,
// does not parse: a typo must not be silently dropped.
func (r *gameRun) checkParseFails(s engine.Seat, text string) error {
	if _, err := r.g.ParseMove(r.st, s, text); err == nil {
		return fmt.Errorf("%q parses: it must be an error", text)
	}
	return r.checkBrokenText(s, text)
}

// checkBrokenText parses a text that may be broken: an error must be a
// *notation.Error on line 1 within the text (or just after it), and a text
// that parses must round-trip.
func (r *gameRun) checkBrokenText(s engine.Seat, text string) error {
	m, err := r.g.ParseMove(r.st, s, text)
	if err == nil {
		back, err := r.g.ParseMove(r.st, s, r.g.FormatMove(r.st, m))
		if err != nil || !reflect.DeepEqual(m, back) {
			return fmt.Errorf("%q parses as %#v, whose text %q parses as %#v (%v)",
				text, m, r.g.FormatMove(r.st, m), back, err)
		}
		return nil
	}
	var nerr *notation.Error
	if !errors.As(err, &nerr) {
		return fmt.Errorf("parsing %q: error %q (%T) is not a *notation.Error", text, err, err)
	}
	if end := utf8.RuneCountInString(text) + 1; nerr.Pos.Line != 1 || nerr.Pos.Col < 1 || nerr.Pos.Col > end {
		return fmt.Errorf("parsing %q: error at %v, outside 1:1 … 1:%d: %v", text, nerr.Pos, end, err)
	}
	return nil
}

// checkViews checks every seat's view and its layout.
func (r *gameRun) checkViews(st engine.State) error {
	for _, s := range allSeats(r.players) {
		v := st.View(s)
		if v.Viewer() != s {
			return fmt.Errorf("View(%d).Viewer() is %d", s, v.Viewer())
		}
		if err := checkDoc(v.Doc(engine.English), s); err != nil {
			return fmt.Errorf("View(%d).Doc(%q): %w", s, engine.English, err)
		}
	}
	return nil
}

// checkDoc checks that a view's layout is printable UTF-8 within
// maxColumns display columns, and that the Observer's holds nothing private.
func checkDoc(doc engine.Doc, viewer engine.Seat) error {
	for _, sec := range doc.Sections {
		if sec.Private && viewer == engine.Observer {
			return fmt.Errorf("the Observer sees private section %q", sec.Title)
		}
		if err := checkLine(sec.Title); err != nil {
			return fmt.Errorf("section title %q: %w", sec.Title, err)
		}
		for _, line := range sec.Lines {
			if err := checkLine(line.Text()); err != nil {
				return fmt.Errorf("section %q, line %q: %w", sec.Title, line.Text(), err)
			}
		}
	}
	return nil
}

// checkLine checks one line of a board: valid UTF-8 of printable
// characters (the space the only blank: no tab, no control, no format or
// bidi-override character that would move what follows), at most
// maxColumns display columns (as engine.Columns counts them, measured here on its own: a wide letter is two).
func checkLine(text string) error {
	if !utf8.ValidString(text) {
		return errors.New("not UTF-8")
	}
	for i, r := range text {
		if r >= 0x7f || r < ' ' {
			if !unicode.IsPrint(r) {
				return fmt.Errorf("%U at byte %d is not printable", r, i)
			}
		}
	}
	if cols := displaywidth.String(text); cols > maxColumns {
		return fmt.Errorf("%d columns, more than %d", cols, maxColumns)
	}
	return nil
}

// checkEvents checks that events are told only to real seats.
func (r *gameRun) checkEvents(events []engine.Event) error {
	for _, e := range events {
		for _, s := range e.To {
			if s < 0 || int(s) >= r.players {
				return fmt.Errorf("event %s is told to seat %d of %d players", e.Key, s, r.players)
			}
		}
	}
	return nil
}

// checkResult checks the result of a finished game.
func (r *gameRun) checkResult() error {
	res, ok := r.st.Result()
	if !ok {
		return errors.New("ToAct is empty but Result is not ok")
	}
	if len(res.Scores) != r.players {
		return fmt.Errorf("the Result has %d scores for %d players", len(res.Scores), r.players)
	}
	if len(res.Winners) == 0 {
		return errors.New("the Result has no winner")
	}
	for i, s := range res.Winners {
		if s < 0 || int(s) >= r.players || slices.Contains(res.Winners[:i], s) {
			return fmt.Errorf("the Result's winners %v: bad seat %d", res.Winners, s)
		}
	}
	return nil
}
