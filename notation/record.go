package notation

import (
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// FrontMatterFence is the line that opens and closes a game file's front matter.
const FrontMatterFence = "+++"

// BOM is the UTF-8 byte order mark some editors put at the start of a
// file. A game file may start with one; it is not part of the text.
const BOM = "\uFEFF"

// SplitFrontMatter splits a game file into its front matter (the text
// between the two fence lines, without them) and its record. BodyLine is
// the 1-based line of the file where the record starts, so that positions
// in the record can be given as file positions. Carriage returns before
// line ends are tolerated (files passed through mail) and removed from
// the front matter; a leading byte order mark is skipped. Body is a
// suffix of src. It takes time linear in the length of src and allocates
// only the front matter.
func SplitFrontMatter(src string) (front, body string, bodyLine int, err error) {
	text := strings.TrimPrefix(src, BOM)
	first, rest, _ := strings.Cut(text, "\n")
	if trimEOL(first) != FrontMatterFence {
		return "", "", 0, Errorf(Pos{Line: 1, Col: 1}, "a game file starts with a %q line", FrontMatterFence)
	}
	start := len(text) - len(rest)
	for line := 2; ; line++ {
		l, after, more := strings.Cut(rest, "\n")
		if trimEOL(l) == FrontMatterFence {
			front = text[start : len(text)-len(rest)]
			return strings.ReplaceAll(front, "\r\n", "\n"), after, line + 1, nil
		}
		if !more {
			break
		}
		rest = after
	}
	return "", "", 0, Errorf(Pos{Line: 1, Col: 1}, "the front matter is not closed by a %q line", FrontMatterFence)
}

func trimEOL(line string) string {
	return strings.TrimSuffix(strings.TrimSuffix(line, "\n"), "\r")
}

// Kind tells what a record line holds. It is a byte, so that an Entry
// keeps it in one word with its flags.
type Kind uint8

// The kinds of record lines.
const (
	Blank   Kind = iota // an empty line
	Comment             // a comment alone: {…}
	Move                // a numbered decision: N Name: text {comment}
)

// Entry is one line of a game record. Its fields are laid out so that
// the kind and the flags share one word: a record holds an entry a line,
// and every command reads the whole record.
type Entry struct {
	// Ply is the decision number, from 1 (Move lines only).
	Ply int
	// Name is the player who made the decision, as written.
	Name string
	// Text is the move text with surrounding spaces removed.
	Text string
	// Glyph is the move's assessment, one of Glyphs ("!?"), or "".
	Glyph string
	// Time is when the line was written (Move and Meta lines), as written
	// after TimeMark, or "": see When.
	Time string
	// Comment is the text between the braces, as written.
	Comment string
	// Pos is where Text starts (Move lines) in the source the record was
	// parsed from: a position inside Text re-bases with Pos.Shift.
	Pos Pos
	// Source is the line as it was read, for error displays.
	Source string
	// Lines is the number of lines a Blank entry stands for: a run of
	// blank lines is one entry, so that a file of blank lines costs
	// little memory.
	Lines int
	// Variation holds a Variation's entries, in order.
	Variation []Entry
	Kind      Kind
	// HasComment tells that the line has a comment, empty or not.
	HasComment bool
	// Break tells that an entry inside a variation starts a new line,
	// and CloseBreak that a variation's ")" does: the canonical form keeps
	// the line ends of a variation spread over lines.
	Break, CloseBreak bool
}

// Record is a parsed game record: every line, in order.
type Record struct {
	Entries []Entry
}

// Moves returns the Move entries in order.
func (r *Record) Moves() []Entry {
	moves := make([]Entry, 0, r.MoveCount()) // one allocation: a long record grew its slice a dozen times
	for _, e := range r.Entries {
		if e.Kind == Move {
			moves = append(moves, e)
		}
	}
	return moves
}

// MoveCount returns the number of Move entries, len(r.Moves()) without
// copying them: a caller that needs only how many decisions the record
// holds (every replay) need not copy a few hundred entries.
func (r *Record) MoveCount() int {
	n := 0
	for i := range r.Entries {
		if r.Entries[i].Kind == Move {
			n++
		}
	}
	return n
}

// ParseRecord reads the record lines of src, whose first line is line
// firstLine of the file. Decisions must be numbered 1, 2, 3… in order.
// Errors are *Error with file positions and the offending line.
func ParseRecord(src string, firstLine int) (*Record, error) {
	rec, errs, _ := parseRecord(src, firstLine, 1, false)
	if len(errs) > 0 {
		return nil, errs[0]
	}
	return rec, nil
}

// ParseRecordAll is ParseRecord going on past bad lines, for a checker
// that reports every error of a file at once: it returns the first limit
// errors, how many more it found, and the record of the lines it could
// read. After a bad line the numbering resumes from the next good
// decision, so that one missing or misnumbered line is one error, not
// one per line after it.
func ParseRecordAll(src string, firstLine, limit int) (rec *Record, errs []*Error, more int) {
	return parseRecord(src, firstLine, max(limit, 1), true)
}

// parseRecord reads src as ParseRecord does, keeping the first keep
// errors; it stops at the keep-th unless countMore, then only counts the
// others.
func parseRecord(src string, firstLine, keep int, countMore bool) (*Record, []*Error, int) {
	rec := &Record{Entries: make([]Entry, 0, entriesRoom(src))}
	var errs []*Error
	more := 0
	fail := func(err *Error, line string) bool {
		if err.Source == "" {
			err.Source = line
		}
		if len(errs) < keep {
			errs = append(errs, err)
		} else {
			more++
		}
		return len(errs) == keep && !countMore
	}
	next := 1
	for lineNo, rest := firstLine, src; rest != ""; lineNo++ {
		raw := rest                                     // a final newline ends a line, it does not start one
		if i := strings.IndexByte(rest, '\n'); i >= 0 { // Cut, without its detour through Index
			raw, rest = rest[:i], rest[i+1:]
		} else {
			rest = ""
		}
		line := strings.TrimSuffix(raw, "\r")
		if mayOpenVariation(line) && strings.HasPrefix(trimBlanks(line), "(") {
			e, err := parseTopVariation(line, &lineNo, &rest, branchPly(rec.Entries, next))
			if err != nil {
				if fail(err, "") {
					return nil, errs, more
				}
				continue
			}
			rec.Entries = append(rec.Entries, e)
			continue
		}
		// The line is read in its place at the end of Entries, which is
		// cut back when the line makes no entry of its own: an entry is
		// 20 words, copied twice more when parseLine returned it.
		// Room past the length is zero (made so, or cleared when an entry
		// was cut back: cutBack), so that taking the next entry is not
		// writing 20 words of zeros over zeros.
		n := len(rec.Entries)
		if n < cap(rec.Entries) {
			rec.Entries = rec.Entries[:n+1]
		} else {
			rec.Entries = append(rec.Entries, Entry{})
		}
		e := &rec.Entries[n]
		if !parseLineFast(e, line, lineNo) { // the lines pbem writes, read in one pass
			if err := parseLineInto(e, line, lineNo); err != nil {
				rec.cutBack(n)
				err.Source = line
				next = resumeAfter(line, next)
				if fail(err, line) {
					return nil, errs, more
				}
				continue
			}
		}
		switch e.Kind {
		case Blank:
			if n > 0 && rec.Entries[n-1].Kind == Blank {
				rec.cutBack(n)
				rec.Entries[n-1].Lines++
				continue
			}
			e.Lines = 1
		case Move:
			if ply := e.Ply; ply != next {
				rec.cutBack(n) // clears *e
				err := Errorf(Pos{Line: lineNo, Col: firstCol(line)}, "decision %d is numbered %d", next, ply)
				next = ply + 1
				if fail(err, line) {
					return nil, errs, more
				}
				continue
			}
			next++
		}
	}
	return rec, errs, more
}

// mayOpenVariation reports whether line may start with "(" once its
// blanks are trimmed (trimBlanks): whether it starts with one or with a
// blank. A move or comment line, nearly every line, is told by its first
// byte without the trim.
func mayOpenVariation(line string) bool {
	return line != "" && (line[0] == '(' || line[0] == ' ' || line[0] == '\t')
}

// cutBack drops the entries from n on, which parseRecord took, and clears
// them: parseRecord takes the next entry as it finds it.
func (r *Record) cutBack(n int) {
	clear(r.Entries[n:])
	r.Entries = r.Entries[:n]
}

// resumeAfter returns the number the decision after a bad line should
// have: a bad line that starts with the expected number was meant to be
// that decision, so the next one follows it; any other bad line holds no
// decision.
func resumeAfter(line string, next int) int {
	rest, _ := skipSpace(line, 1)
	digits := leading(rest, func(r rune) bool { return r >= '0' && r <= '9' })
	if n, err := strconv.Atoi(digits); err == nil && n == next {
		return next + 1
	}
	return next
}

// branchPly returns the decision a variation written after entries
// branches at: the last decision when a move comes last (it replaces that
// move), the next one when a meta-line does (decisions taken back by an
// undo, kept after its meta-lines), 0 when there is none to replace.
func branchPly(entries []Entry, next int) int {
	for i := len(entries) - 1; i >= 0; i-- {
		switch entries[i].Kind {
		case Move, Variation:
			return next - 1
		case Meta:
			return next
		}
	}
	return next - 1
}

// entriesRoom returns how many entries parseRecord reserves for src: a
// line each, which one fast count of the newlines finds, when the lines
// are long enough on average (denseLine bytes) that a line each is not
// much room to spare, even were all of them blank (a run of blank lines
// is one entry); else exactly countEntries, which reads every line. A
// record as pbem writes it has no blank line: its room is exact.
func entriesRoom(src string) int {
	lines := strings.Count(src, "\n")
	if src != "" && src[len(src)-1] != '\n' {
		lines++ // the last line has no newline
	}
	if lines*denseLine <= len(src) {
		return lines
	}
	return countEntries(src)
}

// denseLine is the average length of a line from which entriesRoom
// reserves an entry a line: 160 bytes of entries for 16 of text at most.
const denseLine = 16

// countEntries returns how many entries ParseRecord makes of src (one
// per line, one per run of blank lines), so that it allocates them once:
// growing the slice would copy every entry again and again, and a bound
// such as the number of lines would let a file of blank lines reserve
// far more than it holds. A line whose first byte is not a blank is not
// blank: the rest of it is not read.
func countEntries(src string) int {
	n, blank := 0, false
	for rest := src; rest != ""; {
		line := rest
		if i := strings.IndexByte(rest, '\n'); i >= 0 {
			line, rest = rest[:i], rest[i+1:]
		} else {
			rest = ""
		}
		isBlank := line == "" || isBlankByte(line[0]) && blankLine(line)
		if !isBlank || !blank {
			n++
		}
		blank = isBlank
	}
	return n
}

// isBlankByte reports whether c is one of blankLine's bytes.
func isBlankByte(c byte) bool { return c == ' ' || c == '\t' || c == '\r' }

// parseLine reads one record line numbered lineNo.
func parseLine(line string, lineNo int) (Entry, *Error) {
	var e Entry
	err := parseLineInto(&e, line, lineNo)
	return e, err
}

// parseLineInto is parseLine reading the line into *e, a zero Entry.
func parseLineInto(e *Entry, line string, lineNo int) *Error {
	e.Source = line
	rest, col := skipSpace(line, 1)
	at := func(c int) Pos { return Pos{Line: lineNo, Col: c} }
	switch {
	case rest == "":
		e.Kind = Blank
		return nil
	case strings.HasPrefix(rest, MetaMark):
		m, err := parseMetaLine(*e, rest, col, lineNo)
		*e = m
		return err
	case rest[0] == '{':
		e.Kind = Comment
		comment, tail, err := readComment(rest, col, lineNo)
		if err != nil {
			return err
		}
		e.Comment, e.HasComment = comment, true
		return checkTail(tail, lineNo)
	}
	e.Kind = Move
	digits := leading(rest, func(r rune) bool { return r >= '0' && r <= '9' })
	if digits == "" {
		return Errorf(at(col), "expected a decision number, found %s", Quote(leadingWord(rest)))
	}
	e.Ply, _ = strconv.Atoi(digits)
	rest, col = rest[len(digits):], col+len(digits)
	if rest == "" || (rest[0] != ' ' && rest[0] != '\t') {
		return Errorf(at(col), "expected a space after the decision number")
	}
	rest, col = skipSpace(rest, col)
	return parseMoveLine(e, rest, col, lineNo)
}

// parseMoveLine reads "Name: text {comment}" starting at column col into
// e, in place: an entry is 20 words, copied in and out otherwise.
func parseMoveLine(e *Entry, rest string, col, lineNo int) *Error {
	colon := indexColonOrBrace(rest)
	if colon < 0 || rest[colon] != ':' {
		name := strings.TrimRightFunc(rest, unicode.IsSpace)
		if colon >= 0 {
			name = rest[:colon]
		}
		return Errorf(Pos{Line: lineNo, Col: col + utf8.RuneCountInString(name)},
			"expected %q after the player's name", ":")
	}
	e.Name = strings.TrimSpace(rest[:colon])
	if e.Name == "" {
		return Errorf(Pos{Line: lineNo, Col: col}, "expected the player's name before %q", ":")
	}
	col += utf8.RuneCountInString(rest[:colon+1])
	rest, col = skipSpace(rest[colon+1:], col)
	text, tail := rest, ""
	if brace := strings.IndexByte(rest, '{'); brace >= 0 {
		text, tail = rest[:brace], rest[brace:]
	}
	e.Text = trimRightSpace(text)
	if e.Text == "" {
		return Errorf(Pos{Line: lineNo, Col: col}, "expected a move after %s", Quote(e.Name+":"))
	}
	if strings.ContainsRune(e.Text, '}') {
		return Errorf(Pos{Line: lineNo, Col: col + strings.IndexByte(e.Text, '}')}, "%q without a comment to close", "}")
	}
	e.Pos = Pos{Line: lineNo, Col: col}
	var gerr *Error
	if e.Text, e.Time, gerr = splitTime(e.Text, e.Pos); gerr != nil {
		return gerr
	}
	if e.Text, e.Glyph, gerr = splitGlyph(e.Text, e.Pos); gerr != nil {
		return gerr
	}
	if tail == "" {
		return nil
	}
	comment, after, err := readComment(tail, col+utf8.RuneCountInString(text), lineNo)
	if err != nil {
		return err
	}
	e.Comment, e.HasComment = comment, true
	return checkTail(after, lineNo)
}

// indexColonOrBrace is strings.IndexAny(s, ":{"), which builds its set
// of characters at each call: once a record line.
func indexColonOrBrace(s string) int {
	for i := 0; i < len(s); i++ {
		if s[i] == ':' || s[i] == '{' {
			return i
		}
	}
	return -1
}

// readComment reads "{…}" at the start of s, which is at column col.
// A comment ends on its line; braces do not nest.
func readComment(s string, col, lineNo int) (comment string, tail tailText, err *Error) {
	end := strings.IndexByte(s, '}')
	if end < 0 {
		return "", tailText{}, Errorf(Pos{Line: lineNo, Col: col}, "comment not closed by %q on its line", "}")
	}
	comment = s[1:end]
	if i := strings.IndexByte(comment, '{'); i >= 0 {
		return "", tailText{}, Errorf(Pos{Line: lineNo, Col: col + 1 + utf8.RuneCountInString(comment[:i])}, "%q inside a comment", "{")
	}
	return comment, tailText{text: s[end+1:], from: col, counted: s[:end+1]}, nil
}

// tailText is what follows a comment on its line, and where: its column
// is from plus the runes of counted (the comment), counted only when
// asked (col), as nearly every line's tail is empty and its column is
// wanted only for an error.
type tailText struct {
	text    string
	from    int
	counted string
}

// col returns the column the tail starts at.
func (t tailText) col() int { return t.from + utf8.RuneCountInString(t.counted) }

// checkTail accepts only spaces after a comment.
func checkTail(t tailText, lineNo int) *Error {
	rest := trimBlanks(t.text)
	if rest != "" {
		_, col := skipSpace(t.text, t.col())
		return Errorf(Pos{Line: lineNo, Col: col}, "unexpected %s after the comment", Quote(leadingWord(rest)))
	}
	return nil
}

// skipSpace drops leading spaces and tabs, advancing col.
func skipSpace(s string, col int) (string, int) {
	t := trimBlanks(s)
	return t, col + len(s) - len(t)
}

// trimRightSpace is strings.TrimRightFunc(s, unicode.IsSpace), reading
// the ASCII bytes that end most texts without decoding them as runes.
func trimRightSpace(s string) string {
	end := len(s)
	for end > 0 {
		switch c := s[end-1]; {
		case c >= utf8.RuneSelf:
			return strings.TrimRightFunc(s[:end], unicode.IsSpace) // a letter or a space beyond ASCII
		case c == ' ' || '\t' <= c && c <= '\r': // the ASCII spaces of unicode.IsSpace
			end--
		default:
			return s[:end]
		}
	}
	return ""
}

// trimBlanks is strings.TrimLeft(s, " \t"), which builds its set of
// characters anew at each call: the record's parser calls it several
// times a line.
func trimBlanks(s string) string {
	i := 0
	for i < len(s) && (s[i] == ' ' || s[i] == '\t') {
		i++
	}
	return s[i:]
}

// blankLine reports whether line holds only spaces, tabs and carriage
// returns (strings.Trim(line, " \t\r") == "").
func blankLine(line string) bool {
	for i := 0; i < len(line); i++ {
		if c := line[i]; c != ' ' && c != '\t' && c != '\r' {
			return false
		}
	}
	return true
}

func leading(s string, ok func(rune) bool) string {
	for i, r := range s {
		if !ok(r) {
			return s[:i]
		}
	}
	return s
}

func leadingWord(s string) string {
	return leading(s, func(r rune) bool { return !unicode.IsSpace(r) })
}

func firstCol(line string) int {
	_, col := skipSpace(line, 1)
	return col
}

// Format writes the record in canonical form: one line per entry, moves as
// "N Name: text", a comment after a single space, no trailing spaces.
func (r *Record) Format() string {
	var b strings.Builder
	for _, e := range r.Entries {
		b.WriteString(e.Format())
		b.WriteByte('\n')
	}
	return b.String()
}

// Format returns the canonical form of one record line, without a newline
// (a run of blank lines gives the newlines between them).
func (e Entry) Format() string {
	if e.Kind == Blank {
		return strings.Repeat("\n", max(e.Lines-1, 0))
	}
	if e.Kind == Variation {
		var b strings.Builder
		formatVariation(&b, e, 0)
		return b.String()
	}
	switch e.Kind {
	case Meta:
		return e.formatMeta()
	case Comment:
		return "{" + e.Comment + "}"
	}
	var b strings.Builder
	b.WriteString(strconv.Itoa(e.Ply) + " " + e.Name + ": " + e.Text)
	if e.Glyph != "" {
		b.WriteString(" " + e.Glyph)
	}
	e.formatTail(&b)
	return b.String()
}
