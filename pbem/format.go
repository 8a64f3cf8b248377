package pbem

import (
	"fmt"
	"strings"
)

// This file holds the output formats a view is rendered in, and the names
// a user may give them.

// Format names an output format for a rendered view.
type Format string

// The output formats. Only FormatANSI ever carries escape codes; the others
// are safe for files, mails and forum posts.
const (
	FormatPlain    Format = "plain"
	FormatANSI     Format = "ansi"
	FormatMarkdown Format = "markdown"
	FormatBBCode   Format = "bbcode"
)

// formatAliases maps what a user may type to a Format; the short forms are
// the ones people reach for on a command line.
var formatAliases = map[string]Format{
	"plain": FormatPlain, "text": FormatPlain, "txt": FormatPlain,
	"ansi": FormatANSI, "color": FormatANSI, "colour": FormatANSI,
	"markdown": FormatMarkdown, "md": FormatMarkdown,
	"bbcode": FormatBBCode, "bb": FormatBBCode,
}

// ParseFormat reads a format name, ignoring case and surrounding blanks. It
// accepts the four names and a few short aliases ("text", "md", "bb"); the
// error for anything else lists the four names.
func ParseFormat(s string) (Format, error) {
	if f, ok := formatAliases[strings.ToLower(strings.TrimSpace(s))]; ok {
		return f, nil
	}
	return "", fmt.Errorf("unknown format %q: expected one of plain, ansi, markdown, bbcode", s)
}
