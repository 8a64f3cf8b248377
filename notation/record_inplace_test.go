package notation

import (
	"fmt"
	"math/rand/v2"
	"strings"
	"testing"

	"github.com/stretchr/testify/assert"
)

// TestParseRecordInPlaceMatchesCopies holds parseRecord, which reads each
// line in its place in Entries, to the loop it replaced (refParseRecord:
// parseLine returning each entry, appended when kept), over random
// records of good, bad, blank, comment, meta, variation and misnumbered
// lines, for every way of keeping errors.
func TestParseRecordInPlaceMatchesCopies(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 9))
	lines := []string{"%d Ann: money", "%d Bob: buy 1s1 pay s4 !? {why}", "", "  ", "\t", "{a comment}",
		"!undo", "!Ann: accept @2026-11-24T19:02:25Z", "bad line", "%d Ann: x } y", "(%d Bob: other)",
		"%d Cid: pass @2026-11-24T19:02:25Z {late}", "%d Ann:", "%d Ann: y {open", "{x} tail", "%dAnn: z",
		"%d Ann: move @notatime", "%d Éva: élan {café}"}
	for c := range 3000 {
		var b strings.Builder
		next := 1
		for range rng.IntN(12) {
			n := next
			if rng.IntN(6) == 0 {
				n = rng.IntN(next + 2)
			}
			form := lines[rng.IntN(len(lines))]
			if strings.Contains(form, "%d") {
				fmt.Fprintf(&b, form, n)
				if n == next && !strings.HasPrefix(form, "(") {
					next++
				}
			} else {
				b.WriteString(form)
			}
			b.WriteString([]string{"\n", "\r\n"}[rng.IntN(2)])
		}
		src := b.String()
		for _, keep := range []int{1, 3} {
			for _, countMore := range []bool{false, true} {
				rec, errs, more := parseRecord(src, 5, keep, countMore)
				wantRec, wantErrs, wantMore := refParseRecord(src, 5, keep, countMore)
				assert.Equal(t, wantRec, rec, "case %d %q", c, src)
				assert.Equal(t, wantErrs, errs, "case %d %q", c, src)
				assert.Equal(t, wantMore, more, "case %d %q", c, src)
			}
		}
	}
}

// refParseRecord is parseRecord as it was before it read lines in place.
func refParseRecord(src string, firstLine, keep int, countMore bool) (*Record, []*Error, int) {
	rec := &Record{Entries: make([]Entry, 0, countEntries(src))}
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
		raw, after, _ := strings.Cut(rest, "\n")
		rest = after
		line := strings.TrimSuffix(raw, "\r")
		if strings.HasPrefix(trimBlanks(line), "(") {
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
		e, err := parseLine(line, lineNo)
		if err != nil {
			err.Source = line
			next = resumeAfter(line, next)
			if fail(err, line) {
				return nil, errs, more
			}
			continue
		}
		switch e.Kind {
		case Blank:
			if n := len(rec.Entries); n > 0 && rec.Entries[n-1].Kind == Blank {
				rec.Entries[n-1].Lines++
				continue
			}
			e.Lines = 1
		case Move:
			if e.Ply != next {
				err := Errorf(Pos{Line: lineNo, Col: firstCol(line)}, "decision %d is numbered %d", next, e.Ply)
				next = e.Ply + 1
				if fail(err, line) {
					return nil, errs, more
				}
				continue
			}
			next++
		}
		rec.Entries = append(rec.Entries, e)
	}
	return rec, errs, more
}

// TestTailColumnCountedWhenAsked places the error of a text after a
// comment, whose column is now counted only for the error, past comments
// of multi-byte letters and blanks, on a comment line, a move line and in
// a variation.
func TestTailColumnCountedWhenAsked(t *testing.T) {
	for _, c := range []struct {
		src  string
		want Pos
	}{
		{"{café}  x\n", Pos{1, 9}},
		{"\t{é} \tx\n", Pos{1, 7}},
		{"1 Ann: money {naïve é} pass\n", Pos{1, 24}},
		{"1 Ann: money !? {ü}\tpass\n", Pos{1, 21}},
		{"!undo {é} y\n", Pos{1, 11}},
	} {
		_, err := ParseRecord(c.src, 1)
		if assert.Error(t, err, c.src) {
			assert.Equal(t, c.want, err.(*Error).Pos, c.src)
		}
	}
	rec, err := ParseRecord("1 Ann: a\n(1 Ann: b {é} 2 Ann: c)\n", 1)
	if assert.NoError(t, err) {
		assert.Len(t, rec.Entries, 2)
	}
}

// TestSplitTimeWithoutMarkIsTheText: a text with no "@" (most lines)
// comes back whole, with no time and no error, whatever its blanks and
// letters; texts with times are checked in record_meta_test.go.
func TestSplitTimeWithoutMarkIsTheText(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 11))
	pieces := []string{"a", " ", "\t", "money", "é", "x y", "2026", "{", "}", ":"}
	for range 5000 {
		var b strings.Builder
		for range rng.IntN(6) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		s := b.String()
		rest, stamp, err := splitTime(s, Pos{Line: 3, Col: 1 + rng.IntN(9)})
		assert.Equal(t, s, rest, "%q", s)
		assert.Empty(t, stamp, "%q", s)
		assert.Nil(t, err, "%q", s)
	}
}
