package notation

import (
	"math/rand/v2"
	"strings"
	"testing"
	"unicode"
	"unsafe"

	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// TestBlankHelpersMatchStrings holds the record parser's byte loops to the
// strings functions they replace, over random texts of the bytes that
// matter (blanks, carriage returns, glyph marks, letters, a multi-byte
// letter).
func TestBlankHelpersMatchStrings(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 3))
	pieces := []string{" ", "\t", "\r", "!", "?", "a", "é", "\n", "(", " \t", ":", "{", "}", "\v", "\f", "\u0085", "\u00a0", "\u3000", "\x1c"}
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(8) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		s := b.String()
		assert.Equal(t, strings.TrimLeft(s, " \t"), trimBlanks(s), "%q", s)
		assert.Equal(t, strings.Trim(s, " \t\r") == "", blankLine(s), "%q", s)
		assert.Equal(t, strings.LastIndexAny(s, " \t"), lastBlank(s), "%q", s)
		assert.Equal(t, strings.IndexAny(s, ":{"), indexColonOrBrace(s), "%q", s)
		assert.Equal(t, strings.TrimRightFunc(s, unicode.IsSpace), trimRightSpace(s), "%q", s)
		if move, glyph, err := splitGlyph(s, Pos{Line: 1, Col: 1}); err == nil && glyph != "" {
			assert.Equal(t, strings.TrimRight(s, "!?"), s[:len(s)-len(glyph)], "%q", s)
			assert.Equal(t, strings.TrimRightFunc(strings.TrimRight(s, "!?"), unicode.IsSpace), move, "%q", s)
		}
	}
}

// TestFastLineIsParseLine holds parseLineFast to parseLineInto: on random
// lines made of the pieces that matter (numbers, blanks, names beyond
// ASCII, colons, braces, glyphs, times, control bytes), whenever the
// fast reader takes a line its entry is the general reader's, which
// reads it without an error. It also checks that the fast reader takes
// the lines pbem writes, so that the comparison is not empty.
func TestFastLineIsParseLine(t *testing.T) {
	rng := rand.New(rand.NewPCG(24, 31))
	pieces := []string{"1", "12", "0", "9999999999", " ", "  ", "\t", "Ann", "Éva", "B\u00a0b", ":", ": ", "{", "}",
		"{a comment}", " {café}", "!", "?", " !?", "@", " @2026-11-24T19:02:25Z", "bid r5", "pass", "\r", "\v",
		"x", "(", "\x7f", "é", "}{", "!undo"}
	taken := 0
	for range 200000 {
		var b strings.Builder
		for range 1 + rng.IntN(7) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		line := b.String()
		var fast Entry
		if !parseLineFast(&fast, line, 7) {
			assert.Equal(t, Entry{}, fast, "%q: untouched when not taken", line)
			continue
		}
		taken++
		var slow Entry
		err := parseLineInto(&slow, line, 7)
		if !assert.Nil(t, err, "%q", line) || !assert.Equal(t, slow, fast, "%q", line) {
			return
		}
	}
	assert.Greater(t, taken, 1000, "lines the fast reader took")
	for _, line := range []string{"1 Ann: money", "12 Bob: buy 1s1 pay s4 {why}", "{a comment}", "3 Cid: bid r5 c2 {}",
		"{Round 1: Ann's turn}", "7 Dee: art 1 on 30 {café}"} {
		var e Entry
		assert.True(t, parseLineFast(&e, line, 1), "%q", line)
	}
}

// TestCountEntriesCountsEachRun holds countEntries to the count it was
// first written as (a line each, a run of blank lines one), over random
// texts of blank, half-blank and other lines.
func TestCountEntriesCountsEachRun(t *testing.T) {
	ref := func(src string) int {
		n, blank := 0, false
		for rest := src; rest != ""; {
			line, after, _ := strings.Cut(rest, "\n")
			rest = after
			isBlank := strings.Trim(line, " \t\r") == ""
			if !isBlank || !blank {
				n++
			}
			blank = isBlank
		}
		return n
	}
	rng := rand.New(rand.NewPCG(24, 32))
	pieces := []string{"\n", "\r\n", " ", "\t", "\r", "x", " x", "\tx\n", "{c}\n", "\v", "\n\n"}
	for range 20000 {
		var b strings.Builder
		for range rng.IntN(12) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		src := b.String()
		assert.Equal(t, ref(src), countEntries(src), "%q", src)
	}
}

// TestEntryIsTwentyWords keeps an Entry at 20 words on a 64-bit machine:
// a record holds one a line, and every command reads the whole record.
func TestEntryIsTwentyWords(t *testing.T) {
	if unsafe.Sizeof(uintptr(0)) == 8 {
		assert.Equal(t, uintptr(160), unsafe.Sizeof(Entry{}))
	}
}

// TestEntriesRoomHoldsEveryEntry checks that parseRecord reserves room
// for every entry at once: at least countEntries, at most an entry a line,
// and exactly countEntries for a text of short (blank) lines.
func TestEntriesRoomHoldsEveryEntry(t *testing.T) {
	rng := rand.New(rand.NewPCG(7, 8))
	pieces := []string{"\n", "\r\n", " ", "\t", "\r", "x", "1 Ann: bid r5\n", "{c}\n", "\n\n", "\v",
		"12 Bob: buy 1s1 1m1 pay s4 s6 s7 {a longer line}\n"}
	for c := range 30000 {
		var b strings.Builder
		for range rng.IntN(12) {
			b.WriteString(pieces[rng.IntN(len(pieces))])
		}
		src := b.String()
		room, count := entriesRoom(src), countEntries(src)
		lines := len(strings.SplitAfter(src, "\n"))
		if strings.HasSuffix(src, "\n") || src == "" {
			lines--
		}
		require.GreaterOrEqual(t, room, count, "case %d: %q", c, src)
		require.LessOrEqual(t, room, lines, "case %d: %q", c, src)
		if lines*denseLine > len(src) {
			require.Equal(t, count, room, "case %d: %q", c, src)
		}
	}
}

// TestTextRunIsTheByteLoop holds textRun, eight bytes at a time, to the
// byte loop over fastBytes it replaces, and plainText to its definition,
// on random texts of plain bytes with now and then one that is not
// (TimeMark, braces, controls, DEL, bytes above 0x7f, '|', '~').
func TestTextRunIsTheByteLoop(t *testing.T) {
	rng := rand.New(rand.NewPCG(9, 10))
	odd := []byte{'@', '{', '}', '|', '~', 0x7f, 0x80, 0xff, 0, '\t', '\n', 0x1f, ' ', 'z', '{' - 1}
	for c := range 100000 {
		b := make([]byte, rng.IntN(40))
		for i := range b {
			b[i] = byte(' ' + rng.IntN('z'-' '+1))
			if rng.IntN(12) == 0 {
				b[i] = odd[rng.IntN(len(odd))]
			}
		}
		line := string(b)
		from := rng.IntN(len(line) + 1)
		want := from
		for want < len(line) && fastBytes[line[want]]&textByte != 0 {
			want++
		}
		require.Equal(t, want, textRun(line, from), "case %d: %q from %d", c, line, from)
		if len(line) >= 8 {
			plain := true
			for _, ch := range b[:8] {
				plain = plain && ' ' <= ch && ch <= 'z' && ch != TimeMark[0]
			}
			require.Equal(t, plain, plainText(load8(line, 0)), "case %d: %q", c, line[:8])
		}
	}
}
