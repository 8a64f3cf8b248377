package pbem

import (
	"fmt"
	"strings"

	"github.com/pbem-games/pbem/engine"
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
	// FormatBGG is BoardGameGeek's forum markup, which is not phpBB's
	// BBCode: fixed-width text is [c]…[/c], and a few sequences plain
	// BBCode lets through are eaten there (BGGEscape).
	FormatBGG Format = "bgg"
)

// The picture formats: board and view take them besides the text formats.
const (
	FormatSVG Format = "svg"
	FormatPNG Format = "png"
)

// formatAliases maps what a user may type to a Format; the short forms are
// the ones people reach for on a command line.
var formatAliases = map[string]Format{
	"plain": FormatPlain, "text": FormatPlain, "txt": FormatPlain,
	"ansi": FormatANSI, "color": FormatANSI, "colour": FormatANSI,
	"markdown": FormatMarkdown, "md": FormatMarkdown,
	"bbcode": FormatBBCode, "bb": FormatBBCode,
	"bgg": FormatBGG, "boardgamegeek": FormatBGG, "geek": FormatBGG,
}

// ParseFormat reads a format name, ignoring case and surrounding blanks. It
// accepts the five names and a few aliases ("text", "md", "bb",
// "boardgamegeek"); the error for anything else lists the five names.
func ParseFormat(s string) (Format, error) {
	if f, ok := formatAliases[strings.ToLower(strings.TrimSpace(s))]; ok {
		return f, nil
	}
	return "", fmt.Errorf("unknown format %q: expected one of plain, ansi, markdown, bbcode, bgg", s)
}

// WrapText reflows text into lines of at most mailWidth columns, the first
// starting with first and the others with rest (see engine.Wrap).
func WrapText(first, rest, text string) string {
	return strings.Join(engine.Wrap(first, rest, text, MailWidth), "\n")
}

// WrapKeeping reflows text like WrapText, but never breaks inside any of
// keep: a phrase a reader must see whole, such as the reply marker a
// sentence quotes. A phrase wider than a line stands on a line of its own.
func WrapKeeping(first, rest, text string, keep ...string) string {
	// The glue is a private-use character, one column wide as the space
	// it stands for (a control character would count none), and never in
	// a text: names refuse private characters.
	const glue = "\ue000"
	for _, k := range keep {
		if k != "" {
			text = strings.ReplaceAll(text, k, strings.ReplaceAll(k, " ", glue))
		}
	}
	return strings.ReplaceAll(WrapText(first, rest, text), glue, " ")
}

// IsPicture reports whether f is a picture format (SVG or PNG).
func (f Format) IsPicture() bool { return f == FormatSVG || f == FormatPNG }

// MailWidth is the widest line the templates write where the text is theirs.
const MailWidth = 72

// WrapMoveLine reflows a line of "You can:" like wrapText, but never
// breaks the move it ends with (after "e.g."), which a player copies into
// a reply: a move split over two lines would not read back. A line that is
// a move alone is never broken either.
func WrapMoveLine(first, rest, text string) string {
	head, example := text, ""
	for _, mark := range exampleMarks {
		if i := strings.LastIndex(text, mark); i >= 0 {
			head, example = text[:i+len(mark)], text[i+len(mark):]
			break
		}
	}
	if example == "" {
		if !strings.Contains(text, ", ") {
			return first + text // a move written out
		}
		return WrapText(first, rest, text)
	}
	const glue = "\ue000" // one column, as in WrapKeeping
	joined := head + strings.ReplaceAll(example, " ", glue)
	return strings.ReplaceAll(WrapText(first, rest, joined), glue, " ")
}

// exampleMarks start the example move at the end of a line of "You can:"
// ("build theater at one of 51 places, e.g. build theater d1"), in every
// language of the templates.
var exampleMarks = []string{"e.g. ", "p. ex. ", "par ex. "}
