package compose

import (
	"mime"
	"strings"
)

// subjectLineMax is the longest header line encodeSubject writes: RFC 2047
// limits a line holding encoded-words to 76 characters.
const subjectLineMax = 76

// EncodeSubject returns the value of a Subject header for subject: plain
// ASCII words as they are, each run of words that needs encoding (not
// printable ASCII) as RFC 2047 Q encoded-words, folded
// between words so that no line exceeds subjectLineMax where it can be
// helped. The first word always stays on the "Subject:" line: a value
// folded right after the colon unfolds with a leading space, which strict
// parsers keep.
func EncodeSubject(subject string) string {
	return foldHeader(len("Subject: "), encodeWords(strings.Split(subject, " ")))
}

// encodeWords encodes the runs of words that need it. A run is encoded as
// one text, its spaces inside, since the space between two encoded-words
// is dropped when they are decoded.
func encodeWords(words []string) []string {
	var out, run []string
	flush := func() {
		if len(run) > 0 {
			encoded := mime.QEncoding.Encode("UTF-8", strings.Join(run, " "))
			// Encode splits a long run into encoded-words joined by spaces.
			out = append(out, strings.Split(encoded, " ")...)
			run = nil
		}
	}
	for _, w := range words {
		if needsEncoding(w) {
			run = append(run, w)
			continue
		}
		flush()
		out = append(out, w)
	}
	flush()
	return out
}

// needsEncoding reports whether word cannot stand as it is in a header:
// it holds a character outside printable ASCII.
func needsEncoding(word string) bool {
	return strings.ContainsFunc(word, func(r rune) bool { return r < ' ' || r > '~' })
}

// foldHeader joins tokens with spaces, starting a continuation line (CRLF
// and a space) before a token that would take the line past
// subjectLineMax. used is the length of the line before the first token,
// which is never moved to a line of its own.
func foldHeader(used int, tokens []string) string {
	var b strings.Builder
	col := used
	for i, tok := range tokens {
		switch {
		case i == 0:
		case col+1+len(tok) > subjectLineMax:
			b.WriteString("\r\n")
			col = 0
			fallthrough
		default:
			b.WriteByte(' ')
			col++
		}
		b.WriteString(tok)
		col += len(tok)
	}
	return b.String()
}
