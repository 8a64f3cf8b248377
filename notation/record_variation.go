package notation

import (
	"slices"
	"strconv"
	"strings"
	"unicode"
	"unicode/utf8"
)

// Variation is the Kind of an alternative line: "( 14 Bob: auction … )",
// written after the move it replaces. Its Entry holds the line's moves,
// comments and nested variations in Variation, and Ply is the decision it
// branches at (the first move of the line is numbered Ply).
const Variation Kind = Move + 1

// MaxVariationDepth is how deeply variations may nest. An annotated game
// nests a few levels; each level costs its readers: a replay keeps a game
// state per open level, and the canonical form and the log indent each
// line by its depth, so 10,000 levels in 140 KB printed 400 MB. Bounded,
// that cost is linear in the record's size.
const MaxVariationDepth = 64

// varScanner reads a variation, which may run over several lines of the
// record: rest is what is left of the current line, col its column.
type varScanner struct {
	src    string // the lines after the current one
	line   string // the current line, for error displays
	rest   string
	lineNo int
	col    int
	broke  bool // a line ended since the last token
	depth  int  // the variations open
}

// errAt returns an error at column col of the current line.
func (s *varScanner) errAt(col int, format string, args ...any) *Error {
	err := Errorf(Pos{Line: s.lineNo, Col: col}, format, args...)
	err.Source = s.line
	return err
}

// skip passes spaces and line ends, and reports whether text is left.
func (s *varScanner) skip() bool {
	for {
		s.rest, s.col = skipSpace(s.rest, s.col)
		if s.rest != "" {
			return true
		}
		if s.src == "" {
			return false
		}
		raw, after, _ := strings.Cut(s.src, "\n")
		s.src, s.line = after, strings.TrimSuffix(raw, "\r")
		s.rest, s.lineNo, s.col, s.broke = s.line, s.lineNo+1, 1, true
	}
}

// advance consumes n bytes of the current line.
func (s *varScanner) advance(n int) {
	s.col += utf8.RuneCountInString(s.rest[:n])
	s.rest = s.rest[n:]
}

// parseVariation reads a variation whose "(" starts s.rest; ply is the
// decision it branches at. Blank lines inside are not kept.
func (s *varScanner) parseVariation(ply int) (Entry, *Error) {
	open := Pos{Line: s.lineNo, Col: s.col}
	e := Entry{Kind: Variation, Ply: ply, Pos: open, Source: s.line}
	if s.depth++; s.depth > MaxVariationDepth {
		return e, s.errAt(s.col, "variations nest more than %d levels deep here", MaxVariationDepth)
	}
	defer func() { s.depth-- }()
	s.advance(1)
	next, last := ply, 0
	for {
		s.broke = false
		if !s.skip() {
			err := Errorf(open, "variation not closed by %q", ")")
			err.Source = e.Source
			return e, err
		}
		var sub Entry
		var err *Error
		switch c := s.rest[0]; {
		case c == ')':
			e.CloseBreak = s.broke
			s.advance(1)
			if len(e.Variation) == 0 || last == 0 {
				return e, s.errAt(s.col-1, "a variation holds at least one move")
			}
			return e, nil
		case c == '(':
			if last == 0 {
				return e, s.errAt(s.col, "a variation follows a move")
			}
			broke := s.broke
			sub, err = s.parseVariation(last)
			sub.Break = broke
		case c == '{':
			sub, err = s.parseComment()
		default:
			sub, err = s.parseMove(next)
			last, next = sub.Ply, sub.Ply+1
		}
		if err != nil {
			return e, err
		}
		e.Variation = append(e.Variation, sub)
	}
}

// parseComment reads "{…}" inside a variation.
func (s *varScanner) parseComment() (Entry, *Error) {
	e := Entry{Kind: Comment, Break: s.broke, HasComment: true, Source: s.line}
	comment, tail, err := readComment(s.rest, s.col, s.lineNo)
	if err != nil {
		err.Source = s.line
		return e, err
	}
	e.Comment = comment
	s.rest, s.col = tail.text, tail.col()
	return e, nil
}

// parseMove reads "N Name: text glyph" inside a variation, which must be
// decision want. The text ends at a comment, a parenthesis or the next
// "N Name:".
func (s *varScanner) parseMove(want int) (Entry, *Error) {
	e := Entry{Kind: Move, Break: s.broke, Source: s.line}
	start := s.col
	digits := leading(s.rest, func(r rune) bool { return r >= '0' && r <= '9' })
	if digits == "" {
		return e, s.errAt(s.col, "expected a decision number, %q or %q in a variation, found %s", "(", ")", Quote(leadingWord(s.rest)))
	}
	e.Ply, _ = strconv.Atoi(digits)
	if e.Ply != want {
		return e, s.errAt(start, "decision %d is numbered %d", want, e.Ply)
	}
	s.advance(len(digits))
	if s.rest == "" || (s.rest[0] != ' ' && s.rest[0] != '\t') {
		return e, s.errAt(s.col, "expected a space after the decision number")
	}
	s.rest, s.col = skipSpace(s.rest, s.col)
	colon := strings.IndexAny(s.rest, ":{()")
	if colon < 0 || s.rest[colon] != ':' {
		name := strings.TrimRightFunc(s.rest, unicode.IsSpace)
		if colon >= 0 {
			name = s.rest[:colon]
		}
		return e, s.errAt(s.col+utf8.RuneCountInString(name), "expected %q after the player's name", ":")
	}
	if e.Name = strings.TrimSpace(s.rest[:colon]); e.Name == "" {
		return e, s.errAt(s.col, "expected the player's name before %q", ":")
	}
	s.advance(colon + 1)
	s.rest, s.col = skipSpace(s.rest, s.col)
	end := moveTextEnd(s.rest)
	e.Text = strings.TrimRightFunc(s.rest[:end], unicode.IsSpace)
	if e.Text == "" {
		return e, s.errAt(s.col, "expected a move after %s", Quote(e.Name+":"))
	}
	if i := strings.IndexByte(e.Text, '}'); i >= 0 {
		return e, s.errAt(s.col+utf8.RuneCountInString(e.Text[:i]), "%q without a comment to close", "}")
	}
	e.Pos = Pos{Line: s.lineNo, Col: s.col}
	var gerr *Error
	if e.Text, e.Time, gerr = splitTime(e.Text, e.Pos); gerr != nil {
		gerr.Source = s.line
		return e, gerr
	}
	if e.Text, e.Glyph, gerr = splitGlyph(e.Text, e.Pos); gerr != nil {
		gerr.Source = s.line
		return e, gerr
	}
	s.advance(end)
	if s.rest != "" && s.rest[0] == '{' {
		c, err := s.parseComment()
		e.Comment, e.HasComment = c.Comment, true
		return e, err
	}
	return e, nil
}

// moveTextEnd returns where a move text inside a variation ends in s: at
// a brace, a parenthesis, or a space before the next "N Name:" (a name
// does not start with a digit, so "bid 3 15 Bob:" ends after "bid 3").
func moveTextEnd(s string) int {
	for i := 0; i < len(s); i++ {
		switch s[i] {
		case '{', '(', ')':
			return i
		case ' ', '\t':
			if startsMove(s[i+1:]) {
				return i
			}
		}
	}
	return len(s)
}

// startsMove reports whether s starts with "N Name:". A time mark is not
// part of a name, though it holds colons: in "bid 500 @2026-11-24T20:00:00Z"
// and "art 1 on 25 @2026-…" the numbers are the move's, and no decision
// 500 or 1 starts.
func startsMove(s string) bool {
	digits := leading(s, func(r rune) bool { return r >= '0' && r <= '9' })
	rest := strings.TrimLeft(s[len(digits):], " \t")
	if digits == "" || len(rest) == len(s)-len(digits) || rest == "" || (rest[0] >= '0' && rest[0] <= '9') {
		return false
	}
	colon := strings.IndexAny(rest, ":{}()")
	return colon > 0 && rest[colon] == ':' && !slices.ContainsFunc(strings.Fields(rest[:colon]), StartsTime)
}

// formatVariation writes e, a Variation, in canonical form: "( " then
// its entries separated by a space, or by a line end and two spaces per
// level where the source broke the line, then " )".
func formatVariation(b *strings.Builder, e Entry, depth int) {
	b.WriteString("(")
	for _, sub := range e.Variation {
		sep(b, sub.Break, depth+1)
		if sub.Kind == Variation {
			formatVariation(b, sub, depth+1)
		} else {
			b.WriteString(sub.Format())
		}
	}
	sep(b, e.CloseBreak, depth)
	b.WriteString(")")
}

func sep(b *strings.Builder, broke bool, depth int) {
	if broke {
		b.WriteString("\n" + strings.Repeat("  ", depth))
	} else {
		b.WriteString(" ")
	}
}

// parseTopVariation reads a variation that starts on line, line *lineNo
// of the record, after decision ply (0: none yet), taking the lines it
// runs over from *rest and advancing *lineNo to its last line.
func parseTopVariation(line string, lineNo *int, rest *string, ply int) (Entry, *Error) {
	s := &varScanner{src: *rest, line: line, rest: line, lineNo: *lineNo, col: 1}
	s.rest, s.col = skipSpace(s.rest, s.col)
	if ply == 0 {
		return Entry{}, s.errAt(s.col, "a variation follows a move")
	}
	// Even on an error the caller goes on after the line the scanner
	// stopped in (ParseRecordAll): the lines read are the variation's.
	defer func() { *lineNo, *rest = s.lineNo, s.src }()
	e, err := s.parseVariation(ply)
	if err != nil {
		return e, err
	}
	if t, col := skipSpace(s.rest, s.col); t != "" {
		return e, s.errAt(col, "unexpected %s after the variation", Quote(leadingWord(t)))
	}
	return e, nil
}

// StartsTime reports whether the word s starts like a time mark, "@" and
// a digit. No word of a player's name may (pbem.ValidateName): a name
// would not be told from a time inside a variation.
func StartsTime(s string) bool {
	return len(s) > 1 && s[0] == '@' && s[1] >= '0' && s[1] <= '9'
}
