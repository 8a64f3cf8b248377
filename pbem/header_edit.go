package pbem

import (
	"bytes"
	"reflect"
	"slices"
	"strings"

	"github.com/BurntSushi/toml"

	"github.com/pbem-games/pbem/notation"
)

// This file rewrites the front matter of a game file by editing only the
// values that change (replace's new name, reveal's seed), line by line,
// so that what a person wrote there by hand survives: comments, blank
// lines, the order of keys, quoting, line ends. Re-encoding the whole
// table, as `new` does, would lose all of it.

// keyEdit sets one key of the front matter.
type keyEdit struct {
	// Table is "" for a top-level key, or the array of tables the key is
	// in ("players"), Index telling which of its tables.
	Table string
	Index int
	Key   string
	// Value is the key's new value; nil removes the key.
	Value any
	// After are the keys pbem writes before this one: a key added goes
	// after the last line holding one of them, where `new` would put it,
	// or else after the table's last key.
	After []string
}

// withHeader returns f's text with the front matter saying h, and the
// record as it was. Only the keys whose values differ are edited; when
// that cannot be done in place (the values sit in an inline table or
// span lines, or h adds or removes players, tags, settings or data), the
// front matter is encoded anew, as `new` writes it, keeping the file's
// line ends and byte order mark.
func (f *File) withHeader(h Header) ([]byte, error) {
	head := string(f.Src[:f.bodyAt])
	if edits, ok := keyEdits(f.Header, h); ok {
		if out, ok := editFront(head, edits); ok && frontSays(out, h) {
			return append([]byte(out), f.body()...), nil
		}
	}
	front, err := h.Encode()
	if err != nil {
		return nil, err
	}
	if eol := LineEnding(f.Src); eol != "\n" {
		front = strings.ReplaceAll(front, "\n", eol) // the record keeps its own
	}
	if strings.HasPrefix(head, notation.BOM) {
		front = notation.BOM + front // keep the file as its editor saved it
	}
	return append([]byte(front), f.body()...), nil
}

// frontSays tells whether the head of a file (fences included) decodes to
// h: the check that an edit in place changed exactly what it meant to.
func frontSays(head string, h Header) bool {
	front, _, _, err := notation.SplitFrontMatter(head)
	if err != nil {
		return false
	}
	got, err := decodeHeader(front)
	return err == nil && reflect.DeepEqual(got, h)
}

// keyEdits returns the edits of single values that turn the front matter
// of old into that of h, or false when they differ in more than that.
func keyEdits(old, h Header) ([]keyEdit, bool) {
	if len(old.Players) != len(h.Players) || !reflect.DeepEqual(old.Tags, h.Tags) {
		return nil, false
	}
	edits, ok := fieldEdits("", 0, reflect.ValueOf(old), reflect.ValueOf(h))
	if !ok {
		return nil, false
	}
	for i := range h.Players {
		more, ok := fieldEdits("players", i, reflect.ValueOf(old.Players[i]), reflect.ValueOf(h.Players[i]))
		if !ok {
			return nil, false
		}
		edits = append(edits, more...)
	}
	return edits, true
}

// fieldEdits compares the TOML fields of two structs of one type: a
// differing string, bool, time or list of strings is an edit (a removal
// when it is now empty and omitted); a differing table is not one.
// The players are compared by the caller.
func fieldEdits(table string, index int, old, now reflect.Value) ([]keyEdit, bool) {
	var edits []keyEdit
	var before []string
	for i := 0; i < now.NumField(); i++ {
		name, opts, _ := strings.Cut(now.Type().Field(i).Tag.Get("toml"), ",")
		a, b := old.Field(i), now.Field(i)
		if name == "" || name == "-" || name == "players" {
			continue
		}
		before = append(before, name)
		if reflect.DeepEqual(a.Interface(), b.Interface()) {
			continue
		}
		switch b.Kind() {
		case reflect.Map, reflect.Pointer:
			return nil, false
		}
		e := keyEdit{Table: table, Index: index, Key: name, Value: b.Interface(), After: before[:len(before)-1]}
		if strings.Contains(opts, "omitempty") && b.IsZero() {
			e.Value = nil
		}
		edits = append(edits, e)
	}
	return edits, true
}

// editFront applies edits to head, the file's text before its record. A
// key is found on its own "key = value" line in its table; its value is
// replaced there, the rest of the line (a comment) kept. A key not there
// is added after the table's last key. False when a value cannot be
// edited in place (it spans lines, or is not on a line of its own).
func editFront(head string, edits []keyEdit) (string, bool) {
	lines := strings.SplitAfter(head, "\n")
	for _, e := range edits {
		var ok bool
		if lines, ok = editLine(lines, e); !ok {
			return "", false
		}
	}
	return strings.Join(lines, ""), true
}

// editLine applies one edit to the lines of a head.
func editLine(lines []string, e keyEdit) ([]string, bool) {
	from, to, ok := tableLines(lines, e.Table, e.Index)
	if !ok {
		return nil, false
	}
	last, after := from, from // where a new key goes: after the table's last key, after a key before it
	for i := from; i < to; i++ {
		key, valueAt, ok := keyOfLine(lines[i])
		if !ok {
			continue
		}
		last = i + 1
		if slices.Contains(e.After, key) {
			after = i + 1
		}
		if key != e.Key {
			continue
		}
		if e.Value == nil {
			return append(lines[:i:i], lines[i+1:]...), true
		}
		line, ok := withValue(lines[i], valueAt, e.Value)
		lines[i] = line
		return lines, ok
	}
	if e.Value == nil {
		return lines, true
	}
	line, ok := keyLine(e.Key, e.Value)
	if !ok {
		return nil, false
	}
	if after > from {
		last = after
	}
	line += lineEndOf(lines[last-1])
	return append(lines[:last:last], append([]string{line}, lines[last:]...)...), true
}

// tableLines returns the lines [from, to) of the top-level keys (table
// ""), or of the index-th [[table]], in lines, the head of a file whose
// first line is the opening fence.
func tableLines(lines []string, table string, index int) (from, to int, ok bool) {
	seen, in := -1, table == ""
	from = 1
	for i := 1; i < len(lines); i++ {
		t := strings.TrimSpace(lines[i])
		fence, header := t == notation.FrontMatterFence, strings.HasPrefix(t, "[")
		if in && (fence || header) {
			return from, i, true
		}
		if fence {
			break
		}
		if header && tableName(t) == "[["+table+"]]" {
			if seen++; seen == index {
				from, in = i+1, true
			}
		}
	}
	return 0, 0, false
}

// tableName returns a table header line without its spaces and comment:
// "[[ players ]] # us" gives "[[players]]".
func tableName(t string) string {
	if at := strings.Index(t, "#"); at >= 0 {
		t = t[:at]
	}
	return strings.Join(strings.Fields(t), "")
}

// keyOfLine reads a "key = value" line: its key (bare or quoted without
// escapes) and where its value starts. False for any other line: blank,
// a comment, a table header, a dotted key.
func keyOfLine(line string) (key string, valueAt int, ok bool) {
	t := strings.TrimLeft(line, " \t")
	indent := len(line) - len(t)
	eq := strings.Index(t, "=")
	if t == "" || t[0] == '#' || t[0] == '[' || eq < 0 {
		return "", 0, false
	}
	key = strings.TrimSpace(t[:eq])
	if len(key) >= 2 && (key[0] == '"' || key[0] == '\'') && key[len(key)-1] == key[0] {
		key = key[1 : len(key)-1]
	} else if strings.ContainsAny(key, ".\"' \t") {
		return "", 0, false
	}
	valueAt = indent + eq + 1
	for valueAt < len(line) && (line[valueAt] == ' ' || line[valueAt] == '\t') {
		valueAt++
	}
	return key, valueAt, true
}

// withValue returns line with the value that starts at valueAt replaced
// by v, keeping what follows the old value (spaces, a comment, the line
// end). False when the old value does not end on the line.
func withValue(line string, valueAt int, v any) (string, bool) {
	end, ok := valueEnd(line, valueAt)
	if !ok {
		return "", false
	}
	text, ok := encodeValue(v)
	return line[:valueAt] + text + line[end:], ok
}

// valueEnd returns where the TOML value starting at i of line ends: after
// its closing quote or bracket, or before the spaces, comment and line
// end that follow a bare value. False for a multi-line string or array.
func valueEnd(line string, i int) (int, bool) {
	rest := line[i:]
	switch {
	case strings.HasPrefix(rest, `"""`) || strings.HasPrefix(rest, "'''"):
		return 0, false
	case strings.HasPrefix(rest, `"`) || strings.HasPrefix(rest, "'") || strings.HasPrefix(rest, "["):
		return closeOf(line, i)
	}
	end := len(strings.TrimRight(line, "\r\n"))
	if at := strings.Index(rest, "#"); at >= 0 {
		end = i + at
	}
	return len(strings.TrimRight(line[:end], " \t")), true
}

// closeOf returns the end of the string or one-line array that opens at i
// of line, or false when it does not close there.
func closeOf(line string, i int) (int, bool) {
	depth, quote := 0, byte(0)
	for j := i; j < len(line); j++ {
		c := line[j]
		switch {
		case quote == '"' && c == '\\':
			j++
		case quote != 0:
			if c == quote {
				quote = 0
			}
		case c == '"' || c == '\'':
			quote = c
		case c == '[':
			depth++
		case c == ']':
			depth--
		case c == '#' || c == '\n':
			return 0, false
		}
		if quote == 0 && depth == 0 {
			return j + 1, true
		}
	}
	return 0, false
}

// encodeValue returns v as a TOML value, encoded by the TOML library.
func encodeValue(v any) (string, bool) {
	line, ok := keyLine("v", v)
	text, found := strings.CutPrefix(line, "v = ")
	return text, ok && found
}

// keyLine returns "key = value", without its line end, as the TOML
// library writes it.
func keyLine(key string, v any) (string, bool) {
	var b bytes.Buffer
	if err := toml.NewEncoder(&b).Encode(map[string]any{key: v}); err != nil {
		return "", false
	}
	line := strings.TrimSuffix(b.String(), "\n")
	return line, line != "" && !strings.Contains(line, "\n")
}

// lineEndOf returns the line end of line: "\r\n", "\n", or "" for a last
// line without one.
func lineEndOf(line string) string {
	switch {
	case strings.HasSuffix(line, "\r\n"):
		return "\r\n"
	case strings.HasSuffix(line, "\n"):
		return "\n"
	}
	return "\n"
}
