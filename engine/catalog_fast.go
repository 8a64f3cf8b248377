package engine

import (
	"bytes"
	"unicode/utf8"
)

// Every command of a game parses its English catalogue, and the TOML
// library took about 3.5 million instructions for one (a tenth of what a
// command costs beyond starting up). The catalogues use a small part of
// TOML: comments, table headers of bare keys ("[board.cards]") and bare
// keys set to basic strings without escapes. fastCatalogTree reads that
// part alone and gives up on anything else, which the library then reads
// (and refuses, if the text is no TOML): TestFastCatalogTreeIsTOMLs holds
// it to the library's reading.

// fastCatalogTree returns the tree toml.Unmarshal makes of src, and true,
// when src is in the part of TOML it reads; otherwise nil and false.
func fastCatalogTree(src []byte) (map[string]any, bool) {
	if !utf8.Valid(src) {
		return nil, false
	}
	r := catalogReader{root: map[string]any{}}
	r.table = r.root
	for len(src) > 0 {
		line := src
		if i := bytes.IndexByte(src, '\n'); i >= 0 {
			// CR LF ends a line as LF does; a CR anywhere else is left
			// to the library.
			line, src = bytes.TrimSuffix(src[:i], []byte{'\r'}), src[i+1:]
		} else {
			src = nil
		}
		if !r.line(line) {
			return nil, false
		}
	}
	return r.root, true
}

// catalogReader is the state of fastCatalogTree between lines.
type catalogReader struct {
	root  map[string]any
	table map[string]any // the table the last header named
}

// line reads one line, without its line end.
func (r *catalogReader) line(line []byte) bool {
	line = trimBlank(line)
	switch {
	case len(line) == 0:
		return true
	case line[0] == '#':
		return plainText(line)
	case line[0] == '[':
		return r.header(line)
	}
	return r.keyValue(line)
}

// header reads a table header: "[a.b]", then blanks or a comment. A
// header that names a table or key that is already there (a table made
// on the way to another, as [board] for [board.cards], included), or that
// goes through a key holding a string, is left to the library: TOML
// refuses some of those and not others.
func (r *catalogReader) header(line []byte) bool {
	end := bytes.IndexByte(line, ']')
	if end < 0 || !restIsBlank(line[end+1:]) {
		return false
	}
	path, table := line[1:end], r.root
	for {
		seg, rest, more := bytes.Cut(path, []byte{'.'})
		if !bareKey(seg) {
			return false
		}
		next, ok := table[string(seg)]
		if !ok {
			next = map[string]any{}
			table[string(seg)] = next
		} else if !more {
			return false
		}
		sub, isTable := next.(map[string]any)
		if !isTable {
			return false
		}
		table = sub
		if !more {
			break
		}
		path = rest
	}
	r.table = table
	return true
}

// keyValue reads `key = "text"`, then blanks or a comment.
func (r *catalogReader) keyValue(line []byte) bool {
	eq := bytes.IndexByte(line, '=')
	if eq < 0 {
		return false
	}
	key := trimBlank(line[:eq])
	value := trimBlank(line[eq+1:])
	if !bareKey(key) || len(value) < 2 || value[0] != '"' {
		return false
	}
	end := bytes.IndexByte(value[1:], '"') + 1
	if end == 0 || !restIsBlank(value[end+1:]) {
		return false
	}
	text := value[1:end]
	if bytes.IndexByte(text, '\\') >= 0 || !plainText(text) {
		return false
	}
	if _, dup := r.table[string(key)]; dup {
		return false
	}
	r.table[string(key)] = string(text)
	return true
}

// restIsBlank reports whether what follows a value or header is blanks,
// then perhaps a comment.
func restIsBlank(rest []byte) bool {
	rest = trimBlank(rest)
	return len(rest) == 0 || rest[0] == '#' && plainText(rest)
}

// bareKey reports whether k is a TOML bare key: A-Z a-z 0-9 _ -.
func bareKey(k []byte) bool {
	if len(k) == 0 {
		return false
	}
	for _, c := range k {
		if !('a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '_' || c == '-') {
			return false
		}
	}
	return true
}

// plainText reports whether s holds no control character but tab, which
// TOML allows neither in basic strings nor in comments.
func plainText(s []byte) bool {
	for _, c := range s {
		if c < 0x20 && c != '\t' || c == 0x7f {
			return false
		}
	}
	return true
}

// trimBlank drops TOML's blanks, spaces and tabs, from both ends of s.
func trimBlank(s []byte) []byte { return bytes.Trim(s, " \t") }
