package mailhost

import (
	"fmt"
	"strings"

	"github.com/pbem-games/pbem/pbem"
)

// What a mail says reaches the archive's log, the host's terminal and the
// answers sent back. Header values are decoded (RFC 2047) before pbem sees
// them, so "=?utf-8?q?a=0Ab?=" arrives holding a line break: every value
// read from a mail is escaped before it is written anywhere, so that it
// stays on its line and cannot pass for a line pbem wrote.

// escapeControl returns s with every control or invisible formatting
// character (line breaks, escape sequences, bidirectional overrides)
// written as a Go escape (\n, \x1b, \u202e).
func escapeControl(s string) string {
	if strings.IndexFunc(s, pbem.IsControl) < 0 {
		return s
	}
	var b strings.Builder
	for _, r := range s {
		if !pbem.IsControl(r) {
			b.WriteRune(r)
			continue
		}
		q := fmt.Sprintf("%+q", string(r)) // "\n", "\x1b", "\u202e"
		b.WriteString(q[1 : len(q)-1])
	}
	return b.String()
}

// logField returns s as one field of a line of the archive's log: escaped,
// without blanks (which separate the fields), "-" when empty.
func logField(s string) string {
	if s == "" {
		return "-"
	}
	return strings.ReplaceAll(escapeControl(s), " ", `\x20`)
}
