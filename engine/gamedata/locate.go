package gamedata

import (
	"bytes"
	"slices"
	"strconv"
	"strings"
	"unicode/utf8"
)

// Locate finds where key (a table path and a key, as toml.Key spells
// them) is written in src, a TOML file, and returns it as "line:col"
// (1-based, the column in runes), or "-" when it cannot tell. It reads
// src once, line by line, following the [table] headers: a key written
// under its table's header, or dotted from an outer table, is found. A key
// inside an inline table ({ id = … }) is found by its last part. The
// decoder does not say where a key it did not use is; this lets an error
// point at it.
func Locate(src []byte, key []string) string {
	if len(key) == 0 {
		return "-"
	}
	var table []string
	for n, line := range bytes.Split(src, []byte("\n")) {
		text := string(line)
		trimmed := strings.TrimSpace(text)
		col := utf8.RuneCountInString(text[:len(text)-len(strings.TrimLeft(text, " \t"))]) + 1
		switch {
		case strings.HasPrefix(trimmed, "["):
			head := strings.Trim(strings.TrimSpace(strings.SplitN(trimmed, "]", 2)[0]), "[")
			table = keyParts(head)
			if slices.Equal(table, key) {
				return pos(n, col)
			}
		case trimmed != "" && trimmed[0] != '#':
			eq := strings.IndexByte(trimmed, '=')
			if eq < 0 {
				continue
			}
			full := append(slices.Clone(table), keyParts(trimmed[:eq])...)
			if slices.Equal(full, key) {
				return pos(n, col)
			}
		}
	}
	return inlinePos(src, key[len(key)-1])
}

// inlinePos finds the first "name =" in src, as a key of an inline table
// is written, or returns "-".
func inlinePos(src []byte, name string) string {
	for n, line := range bytes.Split(src, []byte("\n")) {
		text := string(line)
		for i := strings.Index(text, name); i >= 0; {
			rest := strings.TrimLeft(text[i+len(name):], " \t")
			before := byte(' ')
			if i > 0 {
				before = text[i-1]
			}
			if strings.HasPrefix(rest, "=") && (before == ' ' || before == '{' || before == ',' || before == '\t') {
				return pos(n, utf8.RuneCountInString(text[:i])+1)
			}
			next := strings.Index(text[i+1:], name)
			if next < 0 {
				break
			}
			i += 1 + next
		}
	}
	return "-"
}

// pos words a 0-based line index and a column as "line:col".
func pos(n, col int) string { return strconv.Itoa(n+1) + ":" + strconv.Itoa(col) }

// keyParts splits a TOML key ("word.fr", `"Jubilee in Rome"`) into its
// parts, unquoting quoted ones.
func keyParts(key string) []string {
	var parts []string
	for s := strings.TrimSpace(key); s != ""; {
		var part string
		if s[0] == '"' || s[0] == '\'' {
			end := closingQuote(s)
			part = s[1:end]
			if s[0] == '"' {
				if u, err := strconv.Unquote(s[:end+1]); err == nil {
					part = u
				}
			}
			s = s[min(end+1, len(s)):]
		} else {
			end := strings.IndexByte(s, '.')
			if end < 0 {
				end = len(s)
			}
			part, s = strings.TrimSpace(s[:end]), s[end:]
		}
		parts = append(parts, part)
		s = strings.TrimPrefix(strings.TrimSpace(s), ".")
		s = strings.TrimSpace(s)
	}
	return parts
}

// closingQuote is the index of the quote that closes the string s starts
// with (skipping escaped quotes in a "…" string), or the last index.
func closingQuote(s string) int {
	q := s[0]
	for i := 1; i < len(s); i++ {
		switch {
		case s[i] == '\\' && q == '"':
			i++
		case s[i] == q:
			return i
		}
	}
	return len(s) - 1
}
